import { z } from "zod";

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
  "INVALID_SIGNATURE",
  "TOKEN_EXPIRED",
  "WRONG_SYNTAX",
  "DUPLICATE_TRANSACTION",
  "TRANSACTION_DOES_NOT_EXIST",
  "LIMIT_REACHED",
] as const;
export type VendorResult = (typeof VENDOR_RESULTS)[number];

const id = z.string().trim().min(1).max(64);
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
  currency: z.string().trim().min(3).max(8),
});
export const vendorWinRequest = vendorBetRequest.extend({
  /** Zero is a settled loss (the round closes without money moving). */
  amount: amount,
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
