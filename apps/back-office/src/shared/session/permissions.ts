import { OPERATOR_ROLES, type OperatorRole } from "@portal/contract/api/admin";

/**
 * The permissions of the operator API (the server's table, apps/server/src/modules/admin/
 * operators.ts). The server's answers (`secondFactor`, `me`) list the caller's; this table is
 * only the fallback for a server that does not list them yet, derived from the role.
 */
export const PERMISSION = {
  read: "read",
  reviewDeposits: "reviewDeposits",
  reviewWithdrawals: "reviewWithdrawals",
  adjustBalances: "adjustBalances",
  reconcile: "reconcile",
  reviewBills: "reviewBills",
  enterLotteryResults: "enterLotteryResults",
  managePromotions: "managePromotions",
  manageContent: "manageContent",
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
  SUPPORT: ["read", "manageMembers"],
  MARKETING: ["read", "managePromotions", "manageContent", "sendMessages"],
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** The server's list when it sends one, else the role's row of the table above. */
export function permissionsOf(role: string, listed: readonly string[] | undefined): readonly string[] {
  if (listed) return listed;
  return isOperatorRole(role) ? ROLE_PERMISSIONS[role] : [];
}
