/**
 * House vendor: our own provably fair games. They reach money only through /vendor/*, like any
 * vendor; these are the house's own books (to move with the house vendor to vendors/house/).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, memberRef, merchantRef, minorUnits, tstz } from "./columns";

/**
 * STARTED (numbers drawn), BET_REFUSED, WINNING (bet taken, win being paid), SETTLED, VOIDING,
 * VOIDED.
 */
export const HOUSE_ROUND_STATUSES = ["STARTED", "BET_REFUSED", "WINNING", "SETTLED", "VOIDING", "VOIDED"] as const;
export type HouseRoundStatus = (typeof HOUSE_ROUND_STATUSES)[number];

/**
 * A member's seed pair for provably fair play: the server seed stays secret (its SHA-256 is
 * shown) until the member rotates it; each round uses the next nonce.
 */
export const houseSeeds = pgTable(
  "house_seeds",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The last nonce used (0: none yet). */
    nonce: integer("nonce").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    revealedAt: tstz("revealed_at"),
  },
  (t) => [
    uniqueIndex("house_seeds_active_member")
      .on(t.memberId)
      .where(sql`${t.active}`),
  ],
);

/** The house's own record of each round, so a round cut between bet and win is finished later. */
export const houseRounds = pgTable(
  "house_rounds",
  {
    roundId: text("round_id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    game: text("game").notNull(),
    /**
     * The vendor session token the round was played under: the house, like any vendor, sends it
     * with the win (taken after expiry) when it finishes a round that a crash cut short.
     */
    sessionToken: text("session_token").notNull(),
    seedId: integer("seed_id")
      .notNull()
      .references(() => houseSeeds.id),
    nonce: integer("nonce").notNull(),
    currency: text("currency").notNull(),
    bet: minorUnits("bet").notNull(),
    payout: minorUnits("payout").notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: HOUSE_ROUND_STATUSES }).notNull().default("STARTED"),
    createdAt: createdAt(),
    /** When it became SETTLED or VOIDED: the order in which the bet pull hands rounds over. */
    settledAt: tstz("settled_at"),
  },
  (t) => [index("house_rounds_status").on(t.status), index("house_rounds_settled").on(t.merchantId, t.settledAt)],
);
