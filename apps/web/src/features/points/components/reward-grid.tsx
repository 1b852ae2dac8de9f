import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { guardDecision, useGuardedAction } from "../../../shared/auth/guarded-action";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { SkeletonCards } from "../../../shared/ui/skeleton";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { pointsSummaryQuery, rewardsQuery, type Reward } from "../api/points-api";
import { RedeemDialog } from "./redeem-dialog";
import { RewardCard } from "./reward-card";
import styles from "./points.module.css";

/**
 * The mall's rewards as a grid of cards, for anyone. Redeem opens the redemption for a member,
 * the login for a visitor (the trial warning for a trial member). `hideHeading`: inside a tab,
 * which names it already.
 */
export function RewardGrid({ hideHeading = false }: { hideHeading?: boolean }) {
  const { t } = useTranslation(POINTS_NS);
  const session = useSession();
  const headingId = useId();
  const guard = useGuardedAction();
  const rewards = useQuery(rewardsQuery(useLanguage()));
  const member = guardDecision(session) === "allow";
  const balance = useQuery({ ...pointsSummaryQuery(session.token), enabled: member }).data?.balance;
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  return (
    <section className={stackStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={hideHeading ? "visually-hidden" : textStyles.title}>
        {t("points.rewards")}
      </h2>
      <QueryState query={rewards} pending={<SkeletonCards count={4} label={t("common.loading")} />}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("points.noRewards")} />
          ) : (
            <ul className={styles.grid}>
              {data.list.map((reward) => (
                <li key={reward.id}>
                  <RewardCard
                    reward={reward}
                    shortBy={balance === undefined ? undefined : reward.cost - balance}
                    onRedeem={() => guard(() => setRedeeming(reward))}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {redeeming ? <RedeemDialog reward={redeeming} onClose={() => setRedeeming(null)} /> : null}
    </section>
  );
}
