/** Money flows: the business records that ledger transfers reference, and members' uploads. */
import { sql } from "drizzle-orm";
import {
  DEPOSIT_STATUSES,
  PAYMENT_CHANNEL_KINDS,
  VENDOR_TRANSFER_STATUSES,
  WITHDRAWAL_CONFIRMATIONS,
  WITHDRAWAL_STATUSES,
} from "@portal/contract/api/money";
import { VENDOR_TRANSFER_DIRECTIONS } from "@portal/contract/api/admin";
import { ADJUSTMENT_APPROVAL_STATUSES } from "@portal/contract/api/admin-adjustments";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  memberRef,
  merchantRef,
  minorUnits,
  sortOrder,
  timestamps,
  tstz,
  updatedAt,
  type LocalizedText,
} from "./columns";

/** A bank account as written on a payment channel or copied onto a withdrawal. */
type BankDetails = { bankName: string; accountName: string; accountNumber: string; branch: string };

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Receipts and proofs members upload (png or jpg, at most 5 MB), kept with the record. */
export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  contentType: text("content_type").notNull(),
  sha256: text("sha256").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * Pictures operators upload for their brand's vendors, games, banners and promotions: the same
 * checks and re-encoding as members' uploads (modules/money/images.ts), served publicly at
 * /media/images/<id>-<digest>.<ext> (modules/images).
 */
export const brandImages = pgTable("brand_images", {
  id: serial("id").primaryKey(),
  merchantId: merchantRef(),
  contentType: text("content_type").notNull(),
  sha256: text("sha256").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** How members pay in: bank transfer to the operator's account, or a payment gateway adapter. */
export const paymentChannels = pgTable(
  "payment_channels",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    code: text("code").notNull(),
    kind: text("kind", { enum: PAYMENT_CHANNEL_KINDS }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    /** GATEWAY: the adapter's name (payments/gateways). */
    gateway: text("gateway").notNull().default(""),
    /** BANK_TRANSFER: the operator's receiving account. */
    bank: jsonb("bank").$type<BankDetails>(),
    /** GATEWAY: the signing secret shared with the gateway; never sent to members. */
    secret: text("secret").notNull().default(""),
    minMinor: minorUnits("min_minor").notNull(),
    maxMinor: minorUnits("max_minor").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("payment_channels_merchant_code").on(t.merchantId, t.code)],
);

export const deposits = pgTable(
  "deposits",
  {
    /** The order number the member quotes. */
    orderNo: text("order_no").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => paymentChannels.id),
    /** The member's idempotency key for this order. */
    requestId: text("request_id").notNull(),
    amount: minorUnits("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: DEPOSIT_STATUSES }).notNull().default("PENDING"),
    receiptUploadId: integer("receipt_upload_id").references(() => uploads.id),
    /** The gateway's own reference, once it reported. */
    gatewayReference: text("gateway_reference"),
    note: text("note").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("deposits_member_request").on(t.memberId, t.requestId),
    index("deposits_merchant_status").on(t.merchantId, t.status),
    // The member's deposits, newest first, by keyset (db/keyset.ts).
    index("deposits_member_time").on(t.memberId, t.createdAt, t.orderNo),
    // A brand's deposits confirmed in a window (the VIP job's deposits per member).
    index("deposits_confirmed_time")
      .on(t.merchantId, t.updatedAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
    check("deposits_positive", sql`${t.amount} > 0`),
  ],
);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankName: text("bank_name").notNull(),
    accountName: text("account_name").notNull(),
    accountNumber: text("account_number").notNull(),
    branch: text("branch").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_accounts_member_number").on(t.memberId, t.accountNumber),
    // Other members with the same account (the one-bonus-per-person rule).
    index("bank_accounts_number").on(t.merchantId, t.accountNumber),
  ],
);

export const withdrawals = pgTable(
  "withdrawals",
  {
    id: text("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    requestId: text("request_id").notNull(),
    amount: minorUnits("amount").notNull(),
    currency: text("currency").notNull(),
    /** Where to pay: a copy of the bank account at request time. */
    bank: jsonb("bank").$type<BankDetails>().notNull(),
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull().default("PENDING"),
    /** Who confirmed the money arrived, once RECEIVED. */
    confirmation: text("confirmation", { enum: WITHDRAWAL_CONFIRMATIONS }),
    proofUploadId: integer("proof_upload_id").references(() => uploads.id),
    note: text("note").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    /**
     * A large order's first approval (four eyes: with what the member was let withdraw at once in
     * the last 24 hours, it reaches the brand's withdrawalSecondReviewMinor): it stays PENDING
     * until another operator approves it too.
     */
    firstApprovedBy: integer("first_approved_by"),
    /** When it became APPROVED: the four-eyes sum counts a member's orders approved in the last 24 hours. */
    approvedAt: tstz("approved_at"),
    createdAt: createdAt(),
    paidAt: tstz("paid_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("withdrawals_member_request").on(t.memberId, t.requestId),
    index("withdrawals_merchant_status").on(t.merchantId, t.status),
    // The member's withdrawals, newest first, by keyset (db/keyset.ts); also today's totals.
    index("withdrawals_member_time").on(t.memberId, t.createdAt, t.id),
    // Paid orders awaiting confirmation (auto-confirmed after the brand's minutes): a handful at
    // any time, however many orders there are.
    index("withdrawals_paid")
      .on(t.memberId, t.paidAt)
      .where(sql`${t.status} = 'PAID'`),
    // A brand's payouts in a period (the back office's dashboard).
    index("withdrawals_brand_paid")
      .on(t.merchantId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    check("withdrawals_positive", sql`${t.amount} > 0`),
  ],
);

/** Money moved between the main wallet and a transfer-mode vendor, with our order id. */
export const vendorTransfers = pgTable(
  "vendor_transfers",
  {
    orderId: text("order_id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    requestId: text("request_id").notNull(),
    vendor: text("vendor").notNull(),
    direction: text("direction", { enum: VENDOR_TRANSFER_DIRECTIONS }).notNull(),
    amount: minorUnits("amount").notNull(),
    currency: text("currency").notNull(),
    /** PENDING: outcome unknown, the money stays held until it is known. */
    status: text("status", { enum: VENDOR_TRANSFER_STATUSES }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    /**
     * When the vendor was last asked to apply the order. Written (and committed) before every
     * call: the reconciler leaves an order alone while a call may still be in flight.
     */
    lastCallAt: tstz("last_call_at").notNull().defaultNow(),
    resolvedAt: tstz("resolved_at"),
  },
  (t) => [
    uniqueIndex("vendor_transfers_member_request").on(t.memberId, t.requestId),
    index("vendor_transfers_status").on(t.status),
    check("vendor_transfers_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * A manual adjustment at or above the brand's approval threshold, waiting for a second operator
 * (four eyes): approved, it is posted once (transfer `adjustment-approval:<id>`); rejected, nothing
 * moves. The operator who asked is never the one who decides (a check, not only the code).
 */
export const adjustmentApprovals = pgTable(
  "adjustment_approvals",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    direction: text("direction", { enum: ["CREDIT", "DEBIT"] }).notNull(),
    amount: minorUnits("amount").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    requestedBy: integer("requested_by").notNull(),
    /** The asking operator's idempotency key: asking again answers the same request. */
    requestId: text("request_id").notNull(),
    status: text("status", { enum: ADJUSTMENT_APPROVAL_STATUSES }).notNull().default("PENDING"),
    decidedBy: integer("decided_by"),
    decidedAt: tstz("decided_at"),
    note: text("note").notNull().default(""),
    transferId: text("transfer_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("adjustment_approvals_request").on(t.requestedBy, t.requestId),
    index("adjustment_approvals_brand_status").on(t.merchantId, t.status, t.id),
    check("adjustment_approvals_positive", sql`${t.amount} > 0`),
    check("adjustment_approvals_four_eyes", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);
