import { z } from "zod";
import { GAME_CATEGORIES } from "../games";
import { epochMs } from "../input-schemas";

/** The betting record (personalHistoryCopy) and personal profit and loss (personalProfit). */
export const BET_STATUSES = ["OPEN", "SETTLED", "ROLLED_BACK"] as const;

export const betRecordsQuery = z.object({
  /** Epoch ms, inclusive. */
  from: epochMs.optional(),
  /** Epoch ms, exclusive. */
  to: epochMs.optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const betRecordSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
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
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every round the filter matches, not only this page (a rolled-back round adds nothing). */
  sums: z.object(moneySums),
});

export const profitQuery = z.object({
  from: epochMs.optional(),
  to: epochMs.optional(),
});
const totals = { rounds: z.number().int(), ...moneySums };
export const profitSchema = z.object({
  byCategory: z.array(z.object({ category: z.string(), ...totals })),
  total: z.object(totals),
  currency: z.string(),
});
