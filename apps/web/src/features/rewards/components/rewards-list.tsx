import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MEMBER_REWARD_STATUSES } from "@portal/contract/api/rewards";
import { formatMoney } from "../../../shared/format/money";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import cardStyles from "../../../shared/ui/card.module.css";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import { Tabs } from "../../../shared/ui/tabs";
import textStyles from "../../../shared/ui/text.module.css";
import { memberRewardsQuery, type MemberReward, type MemberRewardStatus } from "../api/rewards-api";
import { RewardCard } from "./reward-card";
import styles from "./rewards.module.css";

/** The rewards of one status, newest first, a page by cursor. */
function RewardPages({ status, onClaimed }: { status: MemberRewardStatus; onClaimed: (reward: MemberReward) => void }) {
  const { t } = useTranslation(MISSIONS_NS);
  const { token } = useSession();
  const paging = useCursorPaging();
  const rewards = useQuery(memberRewardsQuery(token, status, paging.position.cursor));
  return (
    <QueryState query={rewards}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={t(`memberRewards.empty.${status}`)} />
        ) : (
          <div className={stackStyles.section}>
            <ul className={`${cardStyles.list} ${cardStyles.columns}`}>
              {data.list.map((reward) => (
                <li key={reward.id}>
                  <RewardCard reward={reward} onClaimed={onClaimed} />
                </li>
              ))}
            </ul>
            <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
          </div>
        )
      }
    </QueryState>
  );
}

/**
 * "My rewards" (the reward center, composed by app/): the member's rewards as tabs by status: to
 * claim (each with its amount, what it is for, its deadline and Claim), claimed and expired, each
 * paged by cursor. A claim's amount is told above the list (the claimed reward leaves "To claim"
 * once the list is read again).
 */
export function RewardsList() {
  const { t } = useTranslation(MISSIONS_NS);
  const headingId = useId();
  const [status, setStatus] = useState<MemberRewardStatus>("ISSUED");
  const [claimed, setClaimed] = useState<MemberReward | null>(null);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={textStyles.heading}>
        {t("memberRewards.mine")}
      </h4>
      {claimed !== null ? (
        <p className={textStyles.success} role="status">
          {t("memberRewards.claimed", { amount: formatMoney(claimed.amount) })}
        </p>
      ) : null}
      <Tabs<MemberRewardStatus>
        label={t("memberRewards.tabs")}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setClaimed(null);
        }}
        items={MEMBER_REWARD_STATUSES.map((id) => ({ id, label: t(`memberRewards.tab.${id}`) }))}
      >
        <RewardPages key={status} status={status} onClaimed={setClaimed} />
      </Tabs>
    </section>
  );
}
