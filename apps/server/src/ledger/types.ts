/**
 * The ledger's vocabulary. Amounts are integer minor units as `bigint`, never a float.
 * Reason codes say why money moved; they feed the member's account record.
 */
import type { LedgerReason } from "@portal/contract/money";

/** The reason codes live in the contract (LEDGER_REASONS): the account record shows them. */
export type Reason = LedgerReason;

export type OwnerType = "MEMBER" | "PLATFORM";

export interface TransferRequest {
  /** Idempotency key: the same id with the same content returns the first result. */
  id: string;
  merchantId: number;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  reason: Reason;
  reference?: { type: string; id: string };
}

export interface PostedEntry {
  accountId: number;
  amount: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  accountVersion: bigint;
}

export interface PostedTransfer {
  id: string;
  merchantId: number;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  reason: Reason;
  reference: { type: string; id: string };
  reverses: string | null;
  createdAt: Date;
  entries: PostedEntry[];
  /** False when this call found the transfer already posted (a retry). */
  created: boolean;
}

/**
 * PostgreSQL's bigint range: every amount and every balance the books can hold. A posting that
 * would carry a balance past either end is refused (AMOUNT_OUT_OF_RANGE), never left to fail in
 * the database.
 */
export const BIGINT_MAX = 9_223_372_036_854_775_807n;
export const BIGINT_MIN = -9_223_372_036_854_775_808n;

/**
 * Ledger refusals, checked in this order for a transfer. A reversal first needs its original
 * (ACCOUNT_NOT_FOUND) and refuses a second reversal (ALREADY_REVERSED) before the other rules.
 * Transfer ids are global: callers put their merchant and business record in them.
 */
export const LEDGER_ERRORS = [
  "INVALID_AMOUNT",
  /** The amount, or a balance it would produce, is outside BIGINT_MIN..BIGINT_MAX. */
  "AMOUNT_OUT_OF_RANGE",
  "SAME_ACCOUNT",
  "IDEMPOTENCY_CONFLICT",
  "ACCOUNT_NOT_FOUND",
  "MERCHANT_MISMATCH",
  "CURRENCY_MISMATCH",
  "INSUFFICIENT_FUNDS",
  "ALREADY_REVERSED",
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERRORS)[number];

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "LedgerError";
  }
}
