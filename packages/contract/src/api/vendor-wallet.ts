import { z } from "zod";
import { exactText, text } from "../input-schemas";

/**
 * The seamless wallet API that game vendors call (balance, bet, win, rollback), public and
 * documented at /docs. Each request is JSON, signed: `x-vendor-code` names the vendor,
 * `x-timestamp` is epoch milliseconds, `x-signature` is hex HMAC-SHA256 over
 * "<timestamp>.<raw body>" with the vendor's secret. Every answer is HTTP 200 with a `result`
 * code (industry practice: vendors read the body, not the status).
 */
export const VENDOR_API = {
  balance: "/vendor/balance",
  bet: "/vendor/bet",
  win: "/vendor/win",
  rollback: "/vendor/rollback",
  /** A whole round in one call: its bet and its win, both or neither (for games decided at once). */
  betWin: "/vendor/bet-win",
  /** Who a launch token belongs to: how a vendor learns its player without any other channel. */
  session: "/vendor/session",
  /**
   * Many wins in one call (a lottery draw's payouts, one per member): each item is a win call of
   * its own, idempotent by its transactionId, answered item by item.
   */
  winBatch: "/vendor/win-batch",
} as const;

export const VENDOR_HEADERS = { code: "x-vendor-code", timestamp: "x-timestamp", signature: "x-signature" } as const;
/** A request signed longer ago (or further ahead) than this is refused. */
export const VENDOR_SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

export const VENDOR_RESULTS = [
  "OK",
  "UNKNOWN",
  "INVALID_TOKEN",
  "INVALID_GAME",
  "WRONG_CURRENCY",
  "NOT_ENOUGH_MONEY",
  "USER_DISABLED",
  /** The player's own limit (a loss limit they set) refuses more play: not retryable today. */
  "PLAYER_LIMIT",
  "INVALID_SIGNATURE",
  "TOKEN_EXPIRED",
  "WRONG_SYNTAX",
  "DUPLICATE_TRANSACTION",
  "TRANSACTION_DOES_NOT_EXIST",
  "LIMIT_REACHED",
] as const;
export type VendorResult = (typeof VENDOR_RESULTS)[number];

const id = text(64).min(1);
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/);

export const vendorBalanceRequest = z.object({ token: id.max(128) });
export const vendorBetRequest = z.object({
  token: id.max(128),
  /** The vendor's id of this debit: the idempotency key. */
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount,
  currency: text(8).min(3),
});
export const vendorWinRequest = vendorBetRequest.extend({
  /** Zero is a settled loss (the round closes without money moving). */
  amount: amount,
});
/** The most wins one batch carries (its body stays under the batch call's size limit). */
export const VENDOR_WIN_BATCH_MAX = 1_000;
export const vendorWinBatchRequest = z.object({ items: z.array(vendorWinRequest).min(1).max(VENDOR_WIN_BATCH_MAX) });

/**
 * A round decided the moment it is played (a slot spin, a baccarat deal): the bet debited and the
 * win credited in one transaction, or neither. Repeated with the same transactionId it answers as
 * the first time, so a vendor that lost the answer sends it again.
 */
export const vendorBetWinRequest = z.object({
  token: id.max(128),
  /** The vendor's id of this round's call: the idempotency key. */
  transactionId: id,
  roundId: id,
  gameCode: id,
  currency: text(8).min(3),
  bet: amount,
  /** What the round pays back (0 for a loss). */
  win: amount,
});
export const vendorRollbackRequest = z.object({
  token: id.max(128),
  /** The vendor's id of this rollback. */
  transactionId: id,
  /** The bet it cancels (may not have arrived yet). */
  betTransactionId: id,
  roundId: id,
});

export const vendorAnswerSchema = z.object({
  result: z.enum(VENDOR_RESULTS),
  /** The wallet's balance after the call (decimal string), when known. */
  balance: z.string().optional(),
  currency: z.string().optional(),
  transactionId: z.string().optional(),
});
export type VendorAnswer = z.infer<typeof vendorAnswerSchema>;

/** A batch's answer: OK once read, then each item's own answer in the order sent. */
export const vendorWinBatchAnswerSchema = z.object({
  result: z.enum(VENDOR_RESULTS),
  items: z.array(vendorAnswerSchema).optional(),
});
export type VendorWinBatchAnswer = z.infer<typeof vendorWinBatchAnswerSchema>;

/** Asks about a launch token: the answer names the player, game and currency while it takes bets. */
export const vendorSessionRequest = z.object({ token: id.max(128) });
export const vendorSessionAnswerSchema = z.object({
  /** OK while the session takes bets; TOKEN_EXPIRED once it ended; INVALID_TOKEN if not this vendor's. */
  result: z.enum(VENDOR_RESULTS),
  /** Our stable id of the player at the vendor (the one bet pulls hand back). */
  playerId: z.string().optional(),
  gameCode: z.string().optional(),
  /** The brand's currency, or DEMO for free play. */
  currency: z.string().optional(),
  /** When the session stops taking bets unless a bet renews it (ISO 8601). */
  expiresAt: z.string().optional(),
});
export type VendorSessionAnswer = z.infer<typeof vendorSessionAnswerSchema>;

// --- The house games' own API (the game page talks to it with its vendor session token) -----

export const HOUSE_API = {
  slotSpin: "/house/api/slot/spin",
  baccaratDeal: "/house/api/baccarat/deal",
  /** The player's wallet balance (query: the game token), shown before the first round. */
  balance: "/house/api/balance",
  fairness: "/house/api/fairness",
  rotateSeed: "/house/api/fairness/rotate",
} as const;

/** The vendor session token of the game's launch. */
const gameToken = exactText(128).min(1);
export const houseSpinRequest = z.object({ token: gameToken, bet: amount });
export const houseFairnessQuery = z.object({ token: gameToken });
export const houseBalanceQuery = houseFairnessQuery;
export const houseBalanceSchema = z.object({ balance: z.string() });
export const houseRotateRequest = z.object({
  token: gameToken,
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "clientSeed"),
});
export const houseFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export const houseRotateSchema = z.object({
  /** The pair that ended, with its server seed revealed: every round it played can be verified. */
  revealed: houseFairnessSchema.extend({ serverSeed: z.string() }),
  next: houseFairnessSchema,
});
export const houseSpinSchema = z.object({
  roundId: z.string(),
  /** grid[row][reel] symbols. */
  grid: z.array(z.array(z.string())),
  wins: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pays: z.number() })),
  bet: z.string(),
  payout: z.string(),
  balance: z.string(),
  fairness: houseFairnessSchema,
});

/** Stakes per spot (decimal strings); at least one spot. Limits: house-baccarat.ts. */
export const houseBaccaratDealRequest = z.object({
  token: gameToken,
  bets: z
    .object({ PLAYER: amount.optional(), BANKER: amount.optional(), TIE: amount.optional() })
    .strict()
    .refine((bets) => Object.values(bets).some((stake) => stake !== undefined), "bets"),
});
const baccaratCard = z.object({ rank: z.number().int(), suit: z.string() });
const baccaratSpotAmounts = z.object({
  PLAYER: z.string().optional(),
  BANKER: z.string().optional(),
  TIE: z.string().optional(),
});
export const houseBaccaratDealSchema = z.object({
  roundId: z.string(),
  player: z.array(baccaratCard),
  banker: z.array(baccaratCard),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  result: z.enum(["PLAYER", "BANKER", "TIE"]),
  natural: z.boolean(),
  /** The stake of each spot played, and what it returned (stake included; a pushed stake comes back). */
  bets: baccaratSpotAmounts,
  returns: baccaratSpotAmounts,
  stake: z.string(),
  payout: z.string(),
  balance: z.string(),
  fairness: houseFairnessSchema,
});
