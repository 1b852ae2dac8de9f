import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorCodeOf, errorKeyOf } from "../../../shared/api/api-error";
import { invalidateRewardQueries } from "../../../shared/api/reward-queries";
import { formatMoney } from "../../../shared/format/money";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import type { BadgeTone } from "../../../shared/ui/badge";
import { ClaimAction } from "../../../shared/ui/claim-action";
import { StatusCard } from "../../../shared/ui/status-card";
import termsStyles from "../../../shared/ui/terms.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { When } from "../../../shared/ui/when";
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
  const { status } = reward;
  return (
    <StatusCard
      className={styles.card}
      title={rewardTitle(t, reward)}
      headingLevel={headingLevel}
      status={status}
      statusText={t(`memberRewards.status.${status}`)}
      tone={STATUS_TONE[status]}
    >
      <dl className={`${termsStyles.terms} ${termsStyles.endValues}`}>
        <dt>{t("memberRewards.amount")}</dt>
        <dd className={textStyles.amount}>{formatMoney(reward.amount)}</dd>
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
      <ClaimAction
        label={t("memberRewards.claim")}
        claimable={status === "ISSUED"}
        busy={claim.isPending}
        onClaim={() => claim.mutate()}
        refusal={claim.isError ? t(errorKeyOf(claim.error)) : undefined}
      />
    </StatusCard>
  );
}
