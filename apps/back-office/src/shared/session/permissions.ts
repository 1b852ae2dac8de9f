import { OPERATOR_ROLES, type OperatorRole } from "@portal/contract/api/admin";

/**
 * The permissions of the operator API (the server's table, apps/server/src/modules/admin/
 * operators.ts). The server's answers (`secondFactor`, `me`) list the caller's; this table is
 * only the fallback for a server that does not list them yet, derived from the role.
 */
export const PERMISSION = {
  read: "read",
  /** The money queues and their evidence (deposits, withdrawals, adjustment requests, vendor transfers, payment channels). */
  readMoney: "readMoney",
  /** Members' private data: the member search and a member's page (also the agents' tree and contracts). */
  readMembers: "readMembers",
  reviewDeposits: "reviewDeposits",
  reviewWithdrawals: "reviewWithdrawals",
  adjustBalances: "adjustBalances",
  reconcile: "reconcile",
  reviewBills: "reviewBills",
  enterLotteryResults: "enterLotteryResults",
  managePromotions: "managePromotions",
  manageContent: "manageContent",
  /** Uploading pictures and setting banners' and promotions' (vendors' and games' need configureBrand). */
  uploadImages: "uploadImages",
  sendMessages: "sendMessages",
  manageMembers: "manageMembers",
  manageOperators: "manageOperators",
  configureBrand: "configureBrand",
  manageJobs: "manageJobs",
} as const;
export type Permission = (typeof PERMISSION)[keyof typeof PERMISSION];

const ALL = Object.values(PERMISSION);
const MONEY: Permission[] = [
  "read",
  "readMoney",
  "readMembers",
  "reviewDeposits",
  "reviewWithdrawals",
  "adjustBalances",
  "reconcile",
  "reviewBills",
  "enterLotteryResults",
];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  ADMIN: ALL,
  FINANCE: MONEY,
  SUPPORT: ["read", "readMoney", "readMembers", "manageMembers"],
  MARKETING: ["read", "managePromotions", "manageContent", "uploadImages", "sendMessages"],
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** The server's list when it sends one, else the role's row of the table above. */
export function permissionsOf(role: string, listed: readonly string[] | undefined): readonly string[] {
  if (listed) return listed;
  return isOperatorRole(role) ? ROLE_PERMISSIONS[role] : [];
}
