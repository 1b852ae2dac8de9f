import { z } from "zod";
import { GAME_CATEGORIES } from "../games";
import { text } from "../input-schemas";
import { pathStepSchema } from "./agents";
import { BET_STATUSES, betPeriod, withinBetPeriod } from "./bets";
import type { DepositStatus, WithdrawalStatus } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The agent centre's team reports (issue 14): the team's bets, the profit and loss per direct
 * downline, and the team's deposits and withdrawals. Every call covers the caller's team (its
 * subtree, itself excluded); a member or account a request names outside it answers NOT_IN_TEAM.
 *
 * Periods are `from` (inclusive) and `to` (exclusive), epoch ms, at most BET_PERIOD_MAX_DAYS
 * (31) days; without them the brand's current day (GMT+8) from its start until now, without
 * `from` the brand day `to` falls in (its last millisecond's day). Every answer says the
 * period it covered. Money is decimal text in the brand currency's scale.
 */
export const AGENT_REPORTS_API = {
  /** Team betting (TEAMBETTING3): the team's rounds, newest first, with the period's totals. */
  teamBets: "/wps/agent/team/bets",
  /** User profit and loss (AGETEAMPNL3): per direct downline of a parent (with its team) and in total. */
  profitLoss: "/wps/agent/team/profitLoss",
  /** Transaction details (AGEDOWNTRANS3): the team's deposits and withdrawals, newest first. */
  transactions: "/wps/agent/team/transactions",
} as const;

/** The period a report covered: [from, to), epoch ms. */
const coveredPeriod = { from: z.number().int(), to: z.number().int() };

/** A team member's username, matched exactly (case-insensitive, as logins are). */
const teamAccount = text(64).min(1).optional();
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

// --- Team betting ---------------------------------------------------------------------------

export const teamBetsQuery = z
  .object({
    ...betPeriod,
    /** One member of the team (exact username); NOT_IN_TEAM outside the team. */
    account: teamAccount,
    category: z.enum(GAME_CATEGORIES).optional(),
    /** A vendor's code (HOUSE, ...). */
    vendor: text(32).min(1).optional(),
    status: z.enum(BET_STATUSES).optional(),
    cursor: cursorInput,
    pageSize,
  })
  .superRefine(withinBetPeriod);
export type TeamBetsQuery = z.infer<typeof teamBetsQuery>;

export const teamBetSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  vendor: z.string(),
  /** The vendor's display name in the caller's language; the code when it is not listed. */
  vendorName: z.string(),
  gameCode: z.string(),
  /** In the caller's language; the code when the game is not in the catalogue. */
  gameName: z.string(),
  /** The game's category; "" when the game is not in the catalogue. */
  category: z.string(),
  roundId: z.string(),
  stake: z.string(),
  payout: z.string(),
  /** payout - stake, the member's side: positive is the member's win. */
  winLoss: z.string(),
  currency: z.string(),
  status: z.enum(BET_STATUSES),
  betAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});

/** Rounds, stake, payout and win/loss (payout - stake) of every round the filter matches in the period. */
export const teamBetTotalsSchema = z.object({
  rounds: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  winLoss: z.string(),
});

export const teamBetsSchema = z.object({
  list: z.array(teamBetSchema),
  ...cursorPageFields,
  ...coveredPeriod,
  currency: z.string(),
  /**
   * The period's totals for the whole filter (not only this page). Null when the status filter
   * is OPEN or SETTLED: the hourly bet totals they are read from keep every round and the
   * rolled-back part, not the open ones, and adding those up from the rows would read every
   * round of the team's period.
   */
  totals: teamBetTotalsSchema.nullable(),
});
export type TeamBetsPage = z.infer<typeof teamBetsSchema>;

// --- User profit and loss -------------------------------------------------------------------

export const profitLossQuery = z
  .object({
    ...betPeriod,
    /** Whose direct downlines: the caller when absent, else a member of its team. */
    parentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    cursor: cursorInput,
  })
  .superRefine(withinBetPeriod);
export type ProfitLossQuery = z.infer<typeof profitLossQuery>;

/**
 * One set of figures over [from, to): a downline with its whole team, or the parent's team.
 * - rounds, stake: every round whose bet started in the period (rolled-back ones included, as the
 *   betting record counts them);
 * - validStake: stake less the rolled-back rounds' (what rebates are worked out on, decision 0032);
 * - payout: of the rounds not rolled back;
 * - winLoss: payout - validStake, the members' side (positive: the members won);
 * - rebates: the rebate lines (agent_rebates) of the members, of periods starting in [from, to);
 * - deposits: confirmed deposit orders made in the period; withdrawals: paid ones (PAID, RECEIVED,
 *   NOT_RECEIVED) requested in the period;
 * - net: winLoss + rebates, the members' side.
 */
export const profitLossFiguresSchema = z.object({
  rounds: z.number().int(),
  stake: z.string(),
  validStake: z.string(),
  payout: z.string(),
  winLoss: z.string(),
  rebates: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  net: z.string(),
});
export type ProfitLossFigures = z.infer<typeof profitLossFiguresSchema>;

export const profitLossRowSchema = profitLossFiguresSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  memberType: z.number().int(),
  /** Its own direct downlines: a row to drill down into (parentId) when above 0. */
  directCount: z.number().int(),
});

export const profitLossSchema = z.object({
  /** From the caller down to the parent (the caller first), as the downlines list has it. */
  path: z.array(pathStepSchema),
  /** The parent's direct downlines, newest first, each with its own team's figures. */
  list: z.array(profitLossRowSchema),
  ...cursorPageFields,
  /** The parent's whole team: every direct downline's row (of every page) added up. */
  team: profitLossFiguresSchema,
  ...coveredPeriod,
  currency: z.string(),
});
export type ProfitLossPage = z.infer<typeof profitLossSchema>;

// --- Transaction details --------------------------------------------------------------------

export const TEAM_TRANSACTION_KINDS = ["DEPOSIT", "WITHDRAWAL"] as const;
export type TeamTransactionKind = (typeof TEAM_TRANSACTION_KINDS)[number];
/** A deposit's status (DEPOSIT_STATUSES) or a withdrawal's (WITHDRAWAL_STATUSES). */
export const TEAM_TRANSACTION_STATUSES = [
  "PENDING",
  "CONFIRMED",
  "REJECTED",
  "APPROVED",
  "PAID",
  "RECEIVED",
  "NOT_RECEIVED",
] as const satisfies readonly (DepositStatus | WithdrawalStatus)[];
export type TeamTransactionStatus = (typeof TEAM_TRANSACTION_STATUSES)[number];

export const teamTransactionsQuery = z
  .object({
    ...betPeriod,
    /** One member of the team (exact username); NOT_IN_TEAM outside the team. */
    account: teamAccount,
    kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
    cursor: cursorInput,
    pageSize,
  })
  .superRefine(withinBetPeriod);
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuery>;

export const teamTransactionSchema = z.object({
  /** The deposit's order number or the withdrawal's id. */
  id: z.string(),
  kind: z.enum(TEAM_TRANSACTION_KINDS),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(TEAM_TRANSACTION_STATUSES),
  /** When the order was made. */
  createdAt: z.number().int(),
});

export const teamTransactionsSchema = z.object({
  list: z.array(teamTransactionSchema),
  ...cursorPageFields,
  ...coveredPeriod,
  currency: z.string(),
});
export type TeamTransactionsPage = z.infer<typeof teamTransactionsSchema>;
