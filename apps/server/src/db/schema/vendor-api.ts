/** The seamless wallet that game vendors call (/vendor/*), and the bets it records. */
import { BET_PULL_MISMATCH_REASONS } from "@portal/contract/api/admin";
import { BET_STATUSES } from "@portal/contract/api/bets";
import { index, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, memberRef, merchantRef, minorUnits, tstz, updatedAt } from "./columns";

/** BET, WIN, ROLLBACK, or ROLLED_BACK_BEFORE_ARRIVAL (the tombstone of a bet id). */
export const VENDOR_TRANSACTION_KINDS = ["BET", "WIN", "ROLLBACK", "BETWIN", "ROLLED_BACK_BEFORE_ARRIVAL"] as const;
export type VendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

/** Each vendor's signing secret per brand (seeded randomly; never sent to members). */
export const vendorSecrets = pgTable(
  "vendor_secrets",
  {
    merchantId: merchantRef(),
    vendor: text("vendor").notNull(),
    secret: text("secret").notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor] })],
);

/** A player's session at a vendor, made at launch: the token the vendor sends back. */
export const vendorSessions = pgTable(
  "vendor_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vendor: text("vendor").notNull(),
    gameCode: text("game_code").notNull(),
    /** Real money or demo credit (free play). */
    currency: text("currency").notNull(),
    /** The member session (token hash) that launched the game: its logout ends this one too. */
    memberSession: text("member_session"),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [index("vendor_sessions_member").on(t.memberId)],
);

/**
 * Every vendor call that moves (or refused to move) money, by the vendor's transaction id: a
 * repeat returns `answer`, the same id with other data is DUPLICATE_TRANSACTION. A rollback that
 * came before its bet leaves a row here, so the late bet is refused. Kept, never deleted.
 */
export const vendorTransactions = pgTable(
  "vendor_transactions",
  {
    merchantId: merchantRef(),
    vendor: text("vendor").notNull(),
    transactionId: text("transaction_id").notNull(),
    kind: text("kind", { enum: VENDOR_TRANSACTION_KINDS }).notNull(),
    memberId: memberRef(),
    roundId: text("round_id").notNull(),
    /** SHA-256 of the request's data: tells a repeat from another call under the same id. */
    fingerprint: text("fingerprint").notNull(),
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor, t.transactionId] })],
);

/** One round of one member at one vendor: what the betting record and profit pages show. */
export const betRecords = pgTable(
  "bet_records",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vendor: text("vendor").notNull(),
    roundId: text("round_id").notNull(),
    gameCode: text("game_code").notNull(),
    currency: text("currency").notNull(),
    stake: minorUnits("stake")
      .notNull()
      .default(sql`0`),
    payout: minorUnits("payout")
      .notNull()
      .default(sql`0`),
    /** OPEN (bet, no result yet), SETTLED, ROLLED_BACK. */
    status: text("status", { enum: BET_STATUSES }).notNull().default("OPEN"),
    betAt: tstz("bet_at").notNull().defaultNow(),
    settledAt: tstz("settled_at"),
  },
  (t) => [
    uniqueIndex("bet_records_round").on(t.merchantId, t.vendor, t.roundId, t.memberId),
    // The betting record: one member's rounds in one currency, newest first, read by keyset
    // (db/keyset.ts) from the period asked for. The stake and payout ride along (no INCLUDE in
    // drizzle) so the period's sums are an index-only scan of the same range.
    index("bet_records_member_currency_time").on(t.memberId, t.currency, t.betAt, t.id, t.stake, t.payout),
    // A member's rounds still open (few of all): a bonus completes, or is given up, only once the
    // bets made with it have settled (decision 0039).
    index("bet_records_member_open")
      .on(t.memberId, t.betAt)
      .where(sql`${t.status} = 'OPEN'`),
    // A brand's rounds still open in a period: the jobs that pay on valid bets leave them out.
    index("bet_records_brand_open")
      .on(t.merchantId, t.betAt)
      .where(sql`${t.status} = 'OPEN'`),
    // The winner board: a game's winning rounds, newest first (a small part of all rounds), so the
    // board reads a few rows per lottery game however many slot wins the brand has.
    index("bet_records_game_wins")
      .on(t.merchantId, t.vendor, t.gameCode, t.settledAt)
      .where(sql`${t.status} = 'SETTLED' and ${t.payout} > ${t.stake}`),
  ],
);

/** Where the bet pull of each vendor got to, per brand (the vendor's own cursor, opaque to us). */
export const vendorBetCursors = pgTable(
  "vendor_bet_cursors",
  {
    merchantId: merchantRef(),
    vendor: text("vendor").notNull(),
    cursor: text("cursor").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor] })],
);

/** Rounds where a vendor's bet pull and our bet records disagree, kept for an operator. */
export const betPullMismatches = pgTable(
  "bet_pull_mismatches",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    vendor: text("vendor").notNull(),
    roundId: text("round_id").notNull(),
    reason: text("reason", { enum: BET_PULL_MISMATCH_REASONS }).notNull(),
    foundAt: tstz("found_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bet_pull_mismatches_round").on(t.merchantId, t.vendor, t.roundId)],
);
