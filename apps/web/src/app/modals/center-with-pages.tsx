import type { ReactNode } from "react";
import { CenterModal } from "../../features/member-center/components/center-modal";
import { PageLoader, type PageLoad } from "../page-loader";
import type { ModalProps } from "../../shared/modals/modal-props";
import { loadAgentTexts } from "../../shared/i18n/agent-texts";
import { loadMissionsTexts } from "../../shared/i18n/missions-texts";
import { loadPromotionTexts } from "../../shared/i18n/promotion-texts";
import { useMissionsBadge } from "../../features/missions/hooks/use-missions-badge";

const wallet = () => import("../../features/wallet/components/wallet-page");
const deposit = () => import("../../features/wallet/components/deposit-page");
const withdraw = () => import("../../features/wallet/components/withdraw-page");
const upline = () => import("../../features/wallet/components/upline-page");
const history = () => import("../../features/wallet/components/transaction-history-page");
const bonus = () => import("./bonus-details-with-bonuses");
const rewards = () => import("./reward-center-with-rewards");
const missions = () => import("../../features/missions/components/missions-page");
const referral = () => import("../../features/referral/components/referral-page");
const bets = () => import("../../features/wallet/components/bet-records-page");
const profit = () => import("../../features/wallet/components/personal-profit-page");
const announcements = () => import("../../features/agent-center/components/agent-announcements-page");
const overview = () => import("../../features/agent-center/components/team-overview-page");
const registerAccount = () => import("../../features/agent-center/components/register-account-page");
const team = () => import("../../features/agent-center/components/team-management-page");
const teamBetting = () => import("../../features/agent-center/components/team-betting-page");
const profitLoss = () => import("../../features/agent-center/components/user-profit-loss-page");
const teamTransactions = () => import("../../features/agent-center/components/transaction-details-page");
const income = () => import("../../features/agent-center/components/my-income-page");
const contract = () => import("../../features/agent-center/components/contract-page");
const inbox = () => import("../../features/inbox/components/inbox-page");
const feedback = () => import("../../features/feedback/components/feedback-page");

/**
 * An agent centre page loads with the agent centre's texts (their own namespace, not on the
 * first screen: shared/i18n/namespaces.ts), so it renders once, in the current language.
 */
const withAgentTexts =
  (load: PageLoad): PageLoad =>
  () =>
    Promise.all([load(), loadAgentTexts()]).then(([page]) => page);

/**
 * Likewise a page that shows texts of other lazy namespaces loads with them: the missions' and
 * rewards' (`missions`), the promotions' (`promotions`: the member's bonuses, the event applications).
 */
const withTexts =
  (load: PageLoad, ...texts: readonly (() => Promise<void>)[]): PageLoad =>
  () =>
    Promise.all([load(), ...texts.map((loadTexts) => loadTexts())]).then(([page]) => page);

/** The personal centre's pages that other features supply, each a lazy chunk. */
export const MEMBER_CENTER_PAGES: Partial<Record<string, PageLoad>> = {
  transferFund: () => wallet().then((m) => ({ default: m.WalletPage })),
  depositv2: () => deposit().then((m) => ({ default: m.DepositPage })),
  withdraw: () => withdraw().then((m) => ({ default: m.WithdrawPage })),
  transferUpline: () => upline().then((m) => ({ default: m.UplinePage })),
  transactionHistory: () => history().then((m) => ({ default: m.TransactionHistoryPage })),
  bonusDetails: withTexts(() => bonus().then((m) => ({ default: m.BonusDetailsWithBonuses })), loadPromotionTexts),
  rewardCenter: withTexts(
    () => rewards().then((m) => ({ default: m.RewardCenterWithRewards })),
    loadMissionsTexts,
    loadPromotionTexts,
  ),
  // The page loads its own texts (the `referral` namespace).
  referral: () => referral().then((m) => ({ default: m.ReferralPage })),
  missionLeaderboard: withTexts(() => missions().then((m) => ({ default: m.MissionsPage })), loadMissionsTexts),
  personalHistoryCopy: () => bets().then((m) => ({ default: m.BetRecordsPage })),
  personalProfit: () => profit().then((m) => ({ default: m.PersonalProfitPage })),
  // Both load their own texts (the `inbox` namespace).
  messageV2: () => inbox().then((m) => ({ default: m.InboxPage })),
  feedback: () => feedback().then((m) => ({ default: m.FeedbackPage })),
};

/** The agent centre's pages that other features supply, each a lazy chunk. */
export const AGENT_CENTER_PAGES: Partial<Record<string, PageLoad>> = {
  announcement: withAgentTexts(() => announcements().then((m) => ({ default: m.AgentAnnouncementsPage }))),
  teamOverview: withAgentTexts(() => overview().then((m) => ({ default: m.TeamOverviewPage }))),
  registerAccount: withAgentTexts(() => registerAccount().then((m) => ({ default: m.RegisterAccountPage }))),
  teamManagement: withAgentTexts(() => team().then((m) => ({ default: m.TeamManagementPage }))),
  teamBetting: withAgentTexts(() => teamBetting().then((m) => ({ default: m.TeamBettingPage }))),
  userProfitLoss: withAgentTexts(() => profitLoss().then((m) => ({ default: m.UserProfitLossPage }))),
  myIncome: withAgentTexts(() => income().then((m) => ({ default: m.MyIncomePage }))),
  transactionDetails: withAgentTexts(() => teamTransactions().then((m) => ({ default: m.TransactionDetailsPage }))),
  dividend: withAgentTexts(() => contract().then((m) => ({ default: m.DividendPage }))),
  dailySalary: withAgentTexts(() => contract().then((m) => ({ default: m.DailySalaryPage }))),
  hourlySalary: withAgentTexts(() => contract().then((m) => ({ default: m.HourlySalaryPage }))),
  realtimeSalary: withAgentTexts(() => contract().then((m) => ({ default: m.RealtimeSalaryPage }))),
};

function pageOf(pages: Partial<Record<string, PageLoad>>) {
  return (page: string): ReactNode => {
    const load = pages[page];
    return load ? <PageLoader key={page} load={load} /> : null;
  };
}

const memberPage = pageOf(MEMBER_CENTER_PAGES);
const agentPage = pageOf(AGENT_CENTER_PAGES);

/**
 * The member and agent centres with the pages composed here (a feature never imports another),
 * and the personal centre menu's badge: the missions ready to claim (features/missions).
 */
export function CenterWithPages(props: ModalProps) {
  const member = props.name === "memberCenter";
  const missions = useMissionsBadge(member);
  return (
    <CenterModal
      {...props}
      renderPage={member ? memberPage : agentPage}
      menuBadges={missions ? { missionLeaderboard: missions } : undefined}
    />
  );
}
