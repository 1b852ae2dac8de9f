/** The books (src/ledger is the only code that writes these tables). */
import { sql } from "drizzle-orm";
import { LEDGER_REASONS } from "@portal/contract/money";
import { bigint, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, merchantRef, minorUnits } from "./columns";

/** Whose account it is: a member's, or the platform's (the accounts that make the books balance). */
export const LEDGER_OWNER_TYPES = ["MEMBER", "PLATFORM"] as const;
export type LedgerOwnerType = (typeof LEDGER_OWNER_TYPES)[number];

/** A balance holder: a member's wallet or hold, or a platform account that makes the books balance. */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    ownerType: text("owner_type", { enum: LEDGER_OWNER_TYPES }).notNull(),
    /** The member id; for platform accounts the bucket number (ledger/accounts.ts PLATFORM_BUCKETS). */
    ownerId: integer("owner_id").notNull(),
    /**
     * MAIN, WITHDRAWAL_HOLD, VENDOR:<code>, DEMO; platform: DEPOSITS_CLEARING, HOUSE_REVENUE...
     * Not an enum: a vendor's code is part of the kind (modules/money/wallets.ts names them).
     */
    kind: text("kind").notNull(),
    currency: text("currency").notNull(),
    /** Minor units. */
    balance: minorUnits("balance")
      .notNull()
      .default(sql`0`),
    /** Bumped by every entry; entries carry it, so gaps are detectable. */
    version: bigint("version", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** Platform accounts that issue or absorb money may go below zero; wallets never. */
    allowNegative: boolean("allow_negative").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_owner").on(t.merchantId, t.ownerType, t.ownerId, t.kind, t.currency),
    check("ledger_accounts_non_negative", sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** An immutable movement of money; its id is the caller's idempotency key. */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: text("id").primaryKey(),
    merchantId: merchantRef(),
    debitAccountId: integer("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minorUnits("amount").notNull(),
    reason: text("reason", { enum: LEDGER_REASONS }).notNull(),
    referenceType: text("reference_type").notNull().default(""),
    referenceId: text("reference_id").notNull().default(""),
    /** The transfer this one reverses (corrections are new transfers, never edits). */
    reverses: text("reverses"),
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_transfers_positive", sql`${t.amount} > 0`),
    check("ledger_transfers_two_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    uniqueIndex("ledger_transfers_reverses").on(t.reverses),
    index("ledger_transfers_reference").on(t.referenceType, t.referenceId),
  ],
);

/** One line per account touched by a transfer: signed amount and the balance around it. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    transferId: text("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minorUnits("amount").notNull(),
    balanceBefore: minorUnits("balance_before").notNull(),
    balanceAfter: minorUnits("balance_after").notNull(),
    accountVersion: bigint("account_version", { mode: "bigint" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_account_version").on(t.accountId, t.accountVersion),
    index("ledger_entries_transfer").on(t.transferId),
    // The account record (modules/wallet): one account's entries newest first, from the period
    // asked for, by keyset (db/keyset.ts) on (created_at, id). Not (account_id, id): the record
    // filters by time on every call (the page sends its days), and with id as the order a period
    // holding few of a large account's entries would scan the account down to its first entry
    // (nothing tells the planner ids follow time). Not account_version: it orders one account,
    // while the record merges the member's accounts and needs one order across them; time is
    // also what the record shows and filters by, with id to break ties (both entries of a
    // transfer, every transfer of one transaction, share their time).
    index("ledger_entries_account_time").on(t.accountId, t.createdAt, t.id),
  ],
);
