import { z } from "zod";
import { text } from "../input-schemas";
import { requestIdInput, serialId } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The back office's members (issue 17): find members by name, mobile, IP or label; a member's
 * page (profile, wallets, VIP, upline chain, labels, protection, sessions and devices, members
 * who share a device or bank account); lock and unlock, force a password change, end every
 * session, set labels. The member's own lists (account record, bets, deposits, withdrawals) are
 * the portal's calls answered for the member named, with the same queries and cursors; balance
 * adjustments are `ADMIN.adjustments`. Every write is audited with the operator's reason. Ids
 * are `memberIdParams` of ./admin.
 */
export const MEMBERS_ADMIN = {
  search: "/admin/members",
  member: "/admin/members/:memberId",
  ledger: "/admin/members/:memberId/ledger",
  bets: "/admin/members/:memberId/bets",
  deposits: "/admin/members/:memberId/deposits",
  withdrawals: "/admin/members/:memberId/withdrawals",
  /** The tree browser: a member's direct downlines (the agent centre's list), with the path from the top. */
  downlines: "/admin/members/:memberId/downlines",
  status: "/admin/members/:memberId/status",
  forcePasswordChange: "/admin/members/:memberId/forcePasswordChange",
  revokeSessions: "/admin/members/:memberId/revokeSessions",
  labels: "/admin/members/:memberId/labels",
  /** A self-excluded member's money returned by an operator: a withdrawal of the main wallet (decision 0025). */
  returnFunds: "/admin/members/:memberId/returnFunds",
} as const;

export const MEMBER_SEARCH_FIELDS = ["ACCOUNT", "MOBILE", "IP", "LABEL"] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

/**
 * ACCOUNT: usernames starting with `q` (case-insensitive, as logins are); MOBILE: numbers
 * containing `q`'s digits; IP: members who registered, last logged in or opened a session from
 * exactly that address; LABEL: members with exactly that label. Without `q`, the newest members.
 * `topAgents=true`: only top-level agents (an agent type, no upline), the tree's starting points.
 */
export const memberSearchQuery = z.object({
  field: z.enum(MEMBER_SEARCH_FIELDS).default("ACCOUNT"),
  q: text(64).optional(),
  topAgents: z.enum(["true", "false"]).optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const MEMBER_ADMIN_STATUSES = ["ACTIVE", "DISABLED"] as const;

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Masked but for the last four digits: an operator who needs the whole number opens the member. */
  mobile: z.string().nullable(),
  memberType: z.number().int(),
  status: z.enum(MEMBER_ADMIN_STATUSES),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  labels: z.array(z.string()),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberSearchSchema = z.object({ list: z.array(memberRowSchema), ...cursorPageFields });

export const memberProfileSchema = memberRowSchema.extend({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  registeredIp: z.string(),
  lastLoginIp: z.string(),
  mustChangePassword: z.boolean(),
  vipLevel: z.number().int(),
  /** Uplines from the top of the tree down to the direct upline. */
  uplines: z.array(z.object({ id: z.number().int(), account: z.string() })),
  /** Every wallet and hold the member has in the books, with its balance. */
  wallets: z.array(z.object({ kind: z.string(), currency: z.string(), balance: z.string() })),
  /**
   * What each transfer vendor's game wallet holds for a self-excluded member (null: the vendor did
   * not tell in time); an operator's return of funds brings it back first. Empty for any other
   * member: a profile view asks no vendor otherwise.
   */
  gameWallets: z.array(z.object({ vendor: z.string(), balance: z.string().nullable() })),
  /** A time-out or self-exclusion in force (decision 0025), else null. */
  protection: z.object({ kind: z.string(), endsAt: z.number().int() }).nullable(),
  /** The member's bank accounts (numbers masked): where a self-excluded member's money is returned. */
  bankAccounts: z.array(
    z.object({ id: z.number().int(), bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  ),
  /** The latest sessions, newest first. */
  sessions: z.array(
    z.object({
      createdAt: z.number().int(),
      lastSeenAt: z.number().int(),
      ip: z.string(),
      deviceId: z.string(),
      origin: z.string(),
      active: z.boolean(),
    }),
  ),
  /** Other members who used one of the member's devices or bank accounts (the one-person rules). */
  linked: z.array(z.object({ id: z.number().int(), account: z.string(), status: z.enum(MEMBER_ADMIN_STATUSES) })),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** Why an operator acts: kept in the audit log. */
const reason = text(200).min(3);

export const memberStatusRequest = z.object({ status: z.enum(MEMBER_ADMIN_STATUSES), reason });
export const memberActionRequest = z.object({ reason });

/**
 * Returns a self-excluded member's money: a withdrawal of what the main wallet may give now, to
 * one of the member's own bank accounts, reviewed and paid as any other. `requestId` makes a
 * retry answer the same order.
 */
export const memberReturnFundsRequest = z.object({
  bankAccountId: serialId,
  requestId: requestIdInput,
  reason,
});
export const memberReturnFundsSchema = z.object({ withdrawalId: z.string(), amount: z.string() });

/** A label: letters, digits, spaces, dash and underscore in any script, up to 32 characters. */
export const memberLabel = text(32)
  .min(1)
  .regex(/^[\p{L}\p{N} _-]+$/u, "label");
export const MEMBER_LABELS_MAX = 20;
export const memberLabelsRequest = z.object({
  labels: z.array(memberLabel).max(MEMBER_LABELS_MAX),
  reason,
});
