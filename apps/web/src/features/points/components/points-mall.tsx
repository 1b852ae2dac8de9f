import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { guardDecision } from "../../../shared/auth/guarded-action";
import { useSession } from "../../../shared/storage/session";
import stackStyles from "../../../shared/ui/stack.module.css";
import { Tabs } from "../../../shared/ui/tabs";
import { GuestPanel } from "./guest-panel";
import { PointsHistory } from "./points-history";
import { PointsSummary } from "./points-summary";
import { RedemptionList } from "./redemption-list";
import { RewardGrid } from "./reward-grid";

const TABS = ["rewards", "redemptions", "history"] as const;
type Tab = (typeof TABS)[number];

/** The search parameter of the tab shown (none: the rewards), so it survives a reload and Back. */
const TAB_PARAM = "tab";

/** A member's mall: the rewards, the member's redemptions and the points history, as tabs. */
function MemberTabs() {
  const { t } = useTranslation(POINTS_NS);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((id) => id === params.get(TAB_PARAM)) ?? "rewards";
  return (
    <Tabs<Tab>
      label={t("points.tabs")}
      value={tab}
      onChange={(next) => setParams(next === "rewards" ? {} : { [TAB_PARAM]: next }, { replace: true })}
      items={[
        { id: "rewards", label: t("points.rewards") },
        { id: "redemptions", label: t("points.myRedemptions") },
        { id: "history", label: t("points.history") },
      ]}
    >
      {tab === "rewards" ? <RewardGrid hideHeading /> : tab === "redemptions" ? <RedemptionList /> : <PointsHistory />}
    </Tabs>
  );
}

/**
 * The points mall (/pointMall): a member's points (balance, how to earn, conversion) over the
 * rewards and records; a visitor sees the rewards with a login prompt in place of the balance.
 */
export function PointsMall() {
  const decision = guardDecision(useSession());
  return (
    <div className={stackStyles.page}>
      {decision === "allow" ? (
        <>
          <PointsSummary />
          <MemberTabs />
        </>
      ) : (
        <>
          <GuestPanel decision={decision} />
          <RewardGrid />
        </>
      )}
    </div>
  );
}
