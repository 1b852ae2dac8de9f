import { z } from "zod";

/**
 * The house lottery's public calls (decision 0035): its games, the draw taking tickets and the
 * recent results with everything needed to verify them (the revealed chain element, its index
 * and the chain's commitment). Anyone may call them: a draw is public once made.
 */
export const LOTTERY_API = {
  games: "/house/api/lottery/games",
  currentDraw: "/house/api/lottery/games/:code/draw",
  results: "/house/api/lottery/games/:code/results",
} as const;

export const lotteryGameSchema = z.object({
  code: z.string(),
  /** The family's code (SSC, VN_NORTH...), which names its plays (packages/contract/src/lottery). */
  family: z.string(),
  intervalSec: z.number().int(),
  closeBeforeSec: z.number().int(),
});
export type LotteryGameView = z.infer<typeof lotteryGameSchema>;
export const lotteryGamesSchema = z.object({ list: z.array(lotteryGameSchema) });

export const lotteryGameParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/, "code") });

/** The draw taking tickets, and the chain its element will come from. */
export const lotteryCurrentDrawSchema = z.object({
  drawNo: z.string(),
  /** Epoch milliseconds. */
  closesAt: z.number().int(),
  drawsAt: z.number().int(),
  chainIndex: z.number().int(),
  /** The chain's x_0: the element this draw reveals hashes to it in `chainIndex` steps. */
  commitment: z.string(),
  /** The server's clock when it answered, for the countdown. */
  serverTime: z.number().int(),
});
export type LotteryCurrentDraw = z.infer<typeof lotteryCurrentDrawSchema>;

export const lotteryResultSchema = z.object({
  drawNo: z.string(),
  drawsAt: z.number().int(),
  status: z.enum(["DRAWN", "SETTLED", "VOID"]),
  /** The family's result (its shape is the family's), null for a void draw. */
  result: z.unknown(),
  element: z.string(),
  chainIndex: z.number().int(),
  commitment: z.string(),
});
export type LotteryResultView = z.infer<typeof lotteryResultSchema>;

export const lotteryResultsQuery = z.object({
  /** Results drawn before this instant (epoch ms; default now), newest first: the next page's cursor. */
  before: z.coerce.number().int().positive().max(8_640_000_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryResultsSchema = z.object({ list: z.array(lotteryResultSchema) });
