import { PERMISSION } from "../shared/session/permissions";

/**
 * The back office's menu, grouped as the sections. An item shows when the operator holds
 * its permission and its page exists (`ready`); a group with no item showing is left out. The
 * dashboard comes first: it is where every operator lands after sign-in (`firstPage`).
 */
export interface MenuItem {
  path: string;
  labelKey: string;
  permission: string;
  ready: boolean;
}
export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuItem[];
}

export const MENU: MenuGroup[] = [
  {
    id: "dashboard",
    labelKey: "nav.dashboard",
    items: [{ path: "/dashboard", labelKey: "nav.overview", permission: PERMISSION.read, ready: true }],
  },
  {
    id: "members",
    labelKey: "nav.members",
    items: [{ path: "/members", labelKey: "nav.memberSearch", permission: PERMISSION.readMembers, ready: true }],
  },
  {
    id: "agents",
    labelKey: "nav.agents",
    items: [
      { path: "/agents/tree", labelKey: "nav.agentTree", permission: PERMISSION.readMembers, ready: true },
      { path: "/agents/contracts", labelKey: "nav.agentContracts", permission: PERMISSION.readMembers, ready: true },
      { path: "/agents/bills", labelKey: "nav.agentBills", permission: PERMISSION.reviewBills, ready: true },
    ],
  },
  {
    id: "money",
    labelKey: "nav.money",
    items: [
      { path: "/money/deposits", labelKey: "nav.deposits", permission: PERMISSION.readMoney, ready: true },
      { path: "/money/withdrawals", labelKey: "nav.withdrawals", permission: PERMISSION.readMoney, ready: true },
      {
        path: "/money/vendor-transfers",
        labelKey: "nav.vendorTransfers",
        permission: PERMISSION.readMoney,
        ready: true,
      },
      { path: "/money/adjustments", labelKey: "nav.adjustments", permission: PERMISSION.adjustBalances, ready: true },
      { path: "/money/approvals", labelKey: "nav.approvals", permission: PERMISSION.adjustBalances, ready: true },
      {
        path: "/money/payment-channels",
        labelKey: "nav.paymentChannels",
        permission: PERMISSION.readMoney,
        ready: true,
      },
    ],
  },
  {
    id: "games",
    labelKey: "nav.games",
    items: [
      { path: "/games/vendors", labelKey: "nav.vendors", permission: PERMISSION.read, ready: true },
      { path: "/games/catalogue", labelKey: "nav.gameCatalogue", permission: PERMISSION.read, ready: true },
      { path: "/games/vendor-order", labelKey: "nav.vendorOrder", permission: PERMISSION.read, ready: true },
      { path: "/games/house", labelKey: "nav.houseGames", permission: PERMISSION.read, ready: true },
      { path: "/games/lottery", labelKey: "nav.lottery", permission: PERMISSION.enterLotteryResults, ready: true },
      { path: "/games/lottery-plays", labelKey: "nav.lotteryPlays", permission: PERMISSION.read, ready: true },
      { path: "/games/lottery-games", labelKey: "nav.lotteryGames", permission: PERMISSION.read, ready: true },
      { path: "/games/lottery-draws", labelKey: "nav.lotteryDraws", permission: PERMISSION.read, ready: true },
    ],
  },
  {
    id: "promotions",
    labelKey: "nav.promotions",
    items: [
      { path: "/promotions/offers", labelKey: "nav.promotionOffers", permission: PERMISSION.read, ready: true },
      { path: "/promotions/events", labelKey: "nav.promotionEvents", permission: PERMISSION.read, ready: true },
      { path: "/promotions/applications", labelKey: "nav.applications", permission: PERMISSION.read, ready: true },
      { path: "/promotions/missions", labelKey: "nav.missions", permission: PERMISSION.read, ready: true },
      { path: "/promotions/lucky-draws", labelKey: "nav.luckyDraws", permission: PERMISSION.read, ready: true },
      { path: "/promotions/vip", labelKey: "nav.vipLevels", permission: PERMISSION.read, ready: true },
      { path: "/promotions/points", labelKey: "nav.pointsMall", permission: PERMISSION.read, ready: true },
      { path: "/promotions/referral", labelKey: "nav.referral", permission: PERMISSION.read, ready: true },
    ],
  },
  {
    id: "content",
    labelKey: "nav.content",
    items: [
      { path: "/content/announcements", labelKey: "nav.announcements", permission: PERMISSION.read, ready: true },
      { path: "/content/help", labelKey: "nav.helpCentre", permission: PERMISSION.read, ready: true },
    ],
  },
  {
    id: "messages",
    labelKey: "nav.messages",
    items: [
      { path: "/messages/send", labelKey: "nav.sendMessage", permission: PERMISSION.read, ready: true },
      { path: "/messages/feedback", labelKey: "nav.feedback", permission: PERMISSION.read, ready: true },
      { path: "/messages/chat", labelKey: "nav.chatRoom", permission: PERMISSION.read, ready: true },
    ],
  },
  {
    id: "settings",
    labelKey: "nav.settings",
    items: [
      { path: "/settings/brand", labelKey: "nav.brandSettings", permission: PERMISSION.read, ready: true },
      { path: "/settings/switches", labelKey: "nav.featureSwitches", permission: PERMISSION.read, ready: true },
      {
        path: "/settings/registration",
        labelKey: "nav.registrationRules",
        permission: PERMISSION.read,
        ready: true,
      },
      { path: "/settings/operators", labelKey: "nav.operators", permission: PERMISSION.manageOperators, ready: true },
      { path: "/settings/jobs", labelKey: "nav.jobs", permission: PERMISSION.manageJobs, ready: true },
      { path: "/settings/audit", labelKey: "nav.audit", permission: PERMISSION.read, ready: true },
    ],
  },
  {
    id: "reports",
    labelKey: "nav.reports",
    items: [{ path: "/reports", labelKey: "nav.reportsAll", permission: PERMISSION.read, ready: true }],
  },
];

/** The menu an operator with `permissions` sees. */
export function visibleMenu(permissions: readonly string[], menu: MenuGroup[] = MENU): MenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.ready && permissions.includes(item.permission)),
    }))
    .filter((group) => group.items.length > 0);
}

/** Where a signed-in operator lands: the first page the menu shows them. */
export function firstPage(permissions: readonly string[]): string | null {
  return visibleMenu(permissions)[0]?.items[0]?.path ?? null;
}
