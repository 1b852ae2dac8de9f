import {
  CONSOLIDATED_FIELD,
  CONSOLIDATED_FLAG,
  type Consolidated,
  type ContractKind,
} from "@portal/contract/api/contracts";
import { FEATURE } from "@portal/contract/feature-switches";
import { moneyFeatures } from "@portal/contract/money-features";

/** Personal centre pages, in menu order (spec section 2). */
export const MEMBER_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "feedback",
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Agent centre pages, in menu order (spec section 2). */
export const AGENT_PAGES = [
  "announcement",
  "teamOverview",
  "registerAccount",
  "teamManagement",
  "teamBetting",
  "userProfitLoss",
  "myIncome",
  "transactionDetails",
  "dividend",
  "dailySalary",
  "hourlySalary",
  "realtimeSalary",
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

type Switches = Record<string, boolean>;

export interface MenuMember {
  type: number;
  toUpline: number;
}

/**
 * The personal centre's menu for this member and these switches: deposit and withdrawal need
 * their switches and are hidden by the credit market; transfer to upline needs toUpline 1, a
 * type other than 2 and AGETRANSFERUP3; reward centre REWCEN3; messages MAILCEN; feedback FEEDBACK3.
 */
export function memberMenu(member: MenuMember, switches: Switches): MemberPage[] {
  const on = (id: string) => switches[id] === true;
  // The same rule the server applies to the money calls (contract money-features.ts).
  const money = moneyFeatures(member, switches);
  const shown: Record<MemberPage, boolean> = {
    securityCenter: true,
    transferFund: true,
    depositv2: money.deposit,
    withdraw: money.withdraw,
    transferUpline: money.transferUpline,
    personalHistoryCopy: true,
    transactionHistory: true,
    personalProfit: true,
    bonusDetails: true,
    rewardCenter: on(FEATURE.rewardCenter),
    referral: true,
    missionLeaderboard: true,
    messageV2: on(FEATURE.messages),
    // The spec places feedback nowhere; it sits beside platform information (FEEDBACK3).
    feedback: on(FEATURE.feedback),
  };
  return MEMBER_PAGES.filter((page) => shown[page]);
}

/**
 * The agent centre's menu: announcement, team overview and transaction details always; the
 * others by their switches. The contract pages also follow the consolidated flags (decision
 * 0034): dividend, daily and hourly salary when their switch is on and their flag is not NONE
 * (0: never a contract of the kind), the real-time salary by its flag alone (the spec has no
 * switch for it). `flags` undefined: not known (yet), every flag counts as on.
 */
export function agentMenu(switches: Switches, flags?: Consolidated): AgentPage[] {
  const on = (id: string) => switches[id] === true;
  const has = (kind: ContractKind) => flags === undefined || flags[CONSOLIDATED_FIELD[kind]] !== CONSOLIDATED_FLAG.NONE;
  const shown: Record<AgentPage, boolean> = {
    announcement: true,
    teamOverview: true,
    registerAccount: on(FEATURE.agentRegisterCenter),
    teamManagement: on(FEATURE.agentDownlineManagement),
    teamBetting: on(FEATURE.agentTeamBetting),
    userProfitLoss: on(FEATURE.agentTeamProfit),
    myIncome: on(FEATURE.agentIncome),
    transactionDetails: true,
    dividend: on(FEATURE.dividend) && has("DIVIDEND"),
    dailySalary: on(FEATURE.dailySalary) && has("DAILY_SALARY"),
    hourlySalary: on(FEATURE.hourlySalary) && has("HOURLY_SALARY"),
    realtimeSalary: has("REALTIME_SALARY"),
  };
  return AGENT_PAGES.filter((page) => shown[page]);
}

/** The page to show: the asked one when the menu has it, else the menu's first. */
export function activePage<P extends string>(menu: readonly P[], asked: string | undefined): P | undefined {
  return menu.find((page) => page === asked) ?? menu[0];
}
