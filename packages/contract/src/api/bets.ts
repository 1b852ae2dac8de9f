import { z } from "zod";
import { GAME_CATEGORIES } from "../games";
import { epochMs } from "../input-schemas";
import { cursorInput, cursorPageFields } from "./paging";

/** The betting record (personalHistoryCopy) and personal profit and loss (personalProfit). */
export const BET_STATUSES = ["OPEN", "SETTLED", "ROLLED_BACK"] as const;

/**
 * The longest period the betting record and personal profit add up: their sums cover the period
 * asked for, so each call adds at most this many days of rounds however long the member has
 * played. A month: every quick range the pages offer (today, yesterday, 7 days, this month) fits,
 * and an older month is another period.
 */
export const BET_PERIOD_MAX_DAYS = 31;
const DAY_MS = 24 * 3600 * 1000;

/**
 * `from` (inclusive) and `to` (exclusive), epoch ms: `to` defaults to now and `from` to
 * BET_PERIOD_MAX_DAYS before `to`; a longer period is refused (field `from`).
 */
export const betPeriod = {
  from: epochMs.optional(),
  to: epochMs.optional(),
};
export function withinBetPeriod(range: { from?: number | undefined; to?: number | undefined }, ctx: z.RefinementCtx) {
  if (range.from !== undefined && range.to !== undefined && range.to - range.from > BET_PERIOD_MAX_DAYS * DAY_MS) {
    ctx.addIssue({ code: "custom", path: ["from"], message: "period" });
  }
}
/** The period a bet query covers once its defaults are applied (`now` for a missing `to`). */
export function betPeriodOf(range: { from?: number | undefined; to?: number | undefined }, now: number) {
  const to = range.to ?? now;
  return { from: range.from ?? to - BET_PERIOD_MAX_DAYS * DAY_MS, to };
}

export const betRecordsQuery = z
  .object({
    ...betPeriod,
    category: z.enum(GAME_CATEGORIES).optional(),
    cursor: cursorInput,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(withinBetPeriod);
export const betRecordSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  /** The vendor's display name in the caller's language (as the lobby shows it); the code when not listed. */
  vendorName: z.string(),
  gameCode: z.string(),
  /** In the caller's language; the code when the game is not in the catalogue. */
  gameName: z.string(),
  category: z.string(),
  roundId: z.string(),
  stake: z.string(),
  payout: z.string(),
  /** payout - stake: positive is the member's win. */
  profit: z.string(),
  currency: z.string(),
  status: z.enum(BET_STATUSES),
  betAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
/** Stake, payout and profit (payout - stake) added up. */
const moneySums = { stake: z.string(), payout: z.string(), profit: z.string() };
export const betRecordsSchema = z.object({
  list: z.array(betRecordSchema),
  ...cursorPageFields,
  /** Every round the filter matches in the period, not only this page (a rolled-back round adds nothing). */
  sums: z.object(moneySums),
});

export const profitQuery = z.object(betPeriod).superRefine(withinBetPeriod);
const totals = { rounds: z.number().int(), ...moneySums };
export const profitSchema = z.object({
  byCategory: z.array(z.object({ category: z.string(), ...totals })),
  total: z.object(totals),
  currency: z.string(),
});
