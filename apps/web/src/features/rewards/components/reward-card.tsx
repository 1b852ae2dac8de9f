import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorCodeOf, errorKeyOf } from "../../../shared/api/api-error";
import { invalidateRewardQueries } from "../../../shared/api/reward-queries";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import {
  claimReward,
  memberRewardsKey,
  showReward,
  type MemberReward,
  type MemberRewardStatus,
} from "../api/rewards-api";
import { rewardTitle } from "../hooks/reward-text";
import styles from "./rewards.module.css";

const STATUS_TONE: Record<MemberRewardStatus, BadgeTone> = {
  ISSUED: "accent",
  CLAIMED: "success",
  EXPIRED: "muted",
};

function When({ at }: { at: number }) {
  const dateTime = useDateTime();
  return <time dateTime={isoDateTime(at)}>{dateTime(at)}</time>;
}

/**
 * One reward, an article named by what it is for ("Mission prize", "Referral reward for friend
 * ab***yz"): its status as a tag, its amount, when it was issued, its deadline (issued), when it
 * was claimed or expired, and "Claim" while it is issued. A claim shows the reward claimed at once
 * and reads the rewards, the missions and the money again; `onClaimed` hears its amount. A refusal
 * is told (errors.<code>) and, past the deadline, the rewards read again.
 */
export function RewardCard({
  reward,
  onClaimed,
  headingLevel = 5,
}: {
  reward: MemberReward;
  onClaimed: (reward: MemberReward) => void;
  headingLevel?: 5 | 6;
}) {
  const { t } = useTranslation(MISSIONS_NS);
  const titleId = useId();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const claim = useMutation({
    mutationFn: () => claimReward(reward.id),
    onSuccess: (claimed) => {
      onClaimed(claimed);
      showReward(queryClient, token, claimed);
      void invalidateRewardQueries(queryClient);
    },
    onError: (error) => {
      if (errorCodeOf(error) === "REWARD_EXPIRED") {
        void queryClient.invalidateQueries({ queryKey: memberRewardsKey(token) });
      }
    },
  });
  const Heading = headingLevel === 6 ? "h6" : "h5";
  const { status } = reward;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={status}>
      <div className={styles.cardHead}>
        <Heading id={titleId} className={styles.cardTitle}>
          {rewardTitle(t, reward)}
        </Heading>
        <Badge tone={STATUS_TONE[status]}>{t(`memberRewards.status.${status}`)}</Badge>
      </div>
      <dl className={styles.terms}>
        <dt>{t("memberRewards.amount")}</dt>
        <dd className={styles.amount}>{formatMoney(reward.amount)}</dd>
        <dt>{t("memberRewards.issuedAt")}</dt>
        <dd>
          <When at={reward.issuedAt} />
        </dd>
        {status === "ISSUED" ? (
          <>
            <dt>{t("memberRewards.claimBy")}</dt>
            <dd>
              <When at={reward.expiresAt} />
            </dd>
          </>
        ) : status === "CLAIMED" && reward.claimedAt !== null ? (
          <>
            <dt>{t("memberRewards.claimedAt")}</dt>
            <dd>
              <When at={reward.claimedAt} />
            </dd>
          </>
        ) : status === "EXPIRED" ? (
          <>
            <dt>{t("memberRewards.expiredAt")}</dt>
            <dd>
              <When at={reward.expiresAt} />
            </dd>
          </>
        ) : null}
      </dl>
      {status === "ISSUED" ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={claim.isPending} onClick={() => claim.mutate()}>
            {t("memberRewards.claim")}
          </Button>
        </div>
      ) : null}
      {claim.isError ? (
        <p className={styles.refusal} role="alert">
          {t(errorKeyOf(claim.error))}
        </p>
      ) : null}
    </article>
  );
}
