import { z } from "zod";
import { epochMs, secret, text } from "../input-schemas";
import { ACCOUNT_NUMBER_PATTERN, BONUS_REASONS } from "../money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The member's money calls: deposits, withdrawals, vendor wallet transfers, transfer to upline
 * and bonus details. Amounts travel as decimal strings of the brand currency's scale
 * ("1234.50"); the server parses them to integer minor units and refuses more fraction digits
 * than the currency has. Every call that moves money carries a `requestId` chosen by the
 * client: a retry with the same id never moves money twice.
 */
/** A positive amount as typed: digits with an optional fraction (the scale is checked on the server). */
export const amountInput = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, "amount");
/** The client's idempotency key for one money action (a UUID is a good choice). */
export const requestIdInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "requestId");

/** A row id in a JSON body: a positive PostgreSQL integer (larger values are invalid, not a 500). */
export const serialId = z.number().int().positive().max(2_147_483_647);
/** The same in a path or query string (text that must read as such a number). */
export const serialIdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
});

// --- Deposits -------------------------------------------------------------------------------

export const PAYMENT_CHANNEL_KINDS = ["BANK_TRANSFER", "GATEWAY"] as const;
export type PaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_CHANNEL_KINDS),
  /** In the caller's language. */
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export const paymentChannelsSchema = z.object({ list: z.array(paymentChannelSchema) });

export const DEPOSIT_STATUSES = ["PENDING", "CONFIRMED", "REJECTED"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const createDepositRequest = z.object({
  channelId: serialId,
  amount: amountInput,
  requestId: requestIdInput,
});
export const depositSchema = z.object({
  orderNo: z.string(),
  channelKind: z.enum(PAYMENT_CHANNEL_KINDS),
  channelName: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Bank transfer: where to send the money (quote the order number). */
  bank: bankDetailsSchema.nullable(),
  /** Gateway: the page where the member pays. */
  payUrl: z.string().nullable(),
  /** Bank transfer: a receipt has been uploaded. */
  hasReceipt: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
/** The member's own deposits or withdrawals, newest first, by cursor (api/paging.ts). */
export const pageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const depositListSchema = z.object({
  list: z.array(depositSchema),
  ...cursorPageFields,
});
export const orderNoParams = z.object({ orderNo: text(40).min(1) });

// --- Withdrawals ----------------------------------------------------------------------------

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last 4 digits are shown. */
  accountNumber: z.string(),
  branch: z.string(),
});
export const bankAccountListSchema = z.object({ list: z.array(bankAccountSchema) });
export const bindBankAccountRequest = z.object({
  bankName: text(64).min(1),
  accountName: text(64).min(1),
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, "accountNumber"),
  branch: text(64).default(""),
  paymentPassword: secret.min(1),
});

/**
 * The member's active bonus as the withdrawal and transfer pages show it (null: none): what it
 * keeps in the wallet until its turnover is met (decision 0039, api/promotions.ts).
 */
export const bonusLockSchema = z
  .object({
    bonusId: z.number().int(),
    lockedAmount: z.string(),
    turnoverRemaining: z.string(),
    expiresAt: z.number().int(),
  })
  .nullable();

export const withdrawalSettingsSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyMaxAmount: z.string(),
  dailyMaxCount: z.number().int(),
  /** Withdrawn (or requested, not rejected) today, brand clock. */
  todayAmount: z.string(),
  todayCount: z.number().int(),
  /** A paid withdrawal is treated as received after this many minutes. */
  autoConfirmMinutes: z.number().int(),
  hasPaymentPassword: z.boolean(),
  /** The main wallet's balance. */
  available: z.string(),
  /** What of it may be withdrawn now: the balance less what an active bonus locks (decision 0039). */
  withdrawable: z.string(),
  bonusLock: bonusLockSchema,
});

export const WITHDRAWAL_STATUSES = ["PENDING", "APPROVED", "PAID", "RECEIVED", "NOT_RECEIVED", "REJECTED"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** How a paid withdrawal was confirmed: by the member, or automatically after the minutes. */
export const WITHDRAWAL_CONFIRMATIONS = ["MEMBER", "AUTO", "OPERATOR"] as const;

export const createWithdrawalRequest = z.object({
  bankAccountId: serialId,
  amount: amountInput,
  paymentPassword: secret.min(1),
  requestId: requestIdInput,
});
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bank: bankDetailsSchema,
  confirmation: z.enum(WITHDRAWAL_CONFIRMATIONS).nullable(),
  /** Operator's note when rejected. */
  note: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  /** Paid, not yet confirmed: when it will be treated as received. */
  autoConfirmAt: z.number().int().nullable(),
});
export const withdrawalListSchema = z.object({
  list: z.array(withdrawalSchema),
  ...cursorPageFields,
});
export const withdrawalParams = z.object({ id: text(40).min(1) });

// --- Vendor wallets and transfers -----------------------------------------------------------

export const walletTransferRequest = z.object({
  /** MAIN or a transfer-mode vendor's code. */
  from: text(32).min(1),
  to: text(32).min(1),
  amount: amountInput,
  requestId: requestIdInput,
});
export const VENDOR_TRANSFER_STATUSES = ["SUCCEEDED", "FAILED", "PENDING"] as const;
export const walletTransferResultSchema = z.object({
  orderId: z.string(),
  /** PENDING: the vendor has not answered; the money stays held until it does. */
  status: z.enum(VENDOR_TRANSFER_STATUSES),
});

// --- Transfer to upline ---------------------------------------------------------------------

export const transferUplineRequest = z.object({
  amount: amountInput,
  paymentPassword: secret.min(1),
  requestId: requestIdInput,
});
export const transferUplineResultSchema = z.object({
  transferId: z.string(),
  amount: z.string(),
  upline: z.string(),
});
export const transferUplineInfoSchema = z.object({
  allowed: z.boolean(),
  upline: z.string(),
  hasPaymentPassword: z.boolean(),
  available: z.string(),
});

// --- Bonus details --------------------------------------------------------------------------

/** Bonus details (bonusDetails): account record entries with a bonus reason only. */
export const bonusDetailsQuery = z.object({
  from: epochMs.optional(),
  to: epochMs.optional(),
  type: z.enum(BONUS_REASONS).optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
