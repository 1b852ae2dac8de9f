import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The house vendor's own tables: our provably fair games keep their books here and reach the
// platform only through the signed vendor API. Nothing here references a platform table, so the
// house could keep them in a database of its own. A brand is the platform's brand id as the house
// was configured with it; a player is the platform's player id ("m<id>"), learnt from a launch token.

/**
 * The house's configuration per brand: how it signs its calls (its vendor code and the secret the
 * platform issued it) and where the platform's vendor API is (null: this process, in memory).
 */
export const houseConfig = pgTable("house_config", {
  /** The brand's id at the platform (the one bet pulls and jobs name). */
  merchantId: integer("merchant_id").primaryKey(),
  /** The brand's code: the `Merchant` header of the game pages and of the house's signed calls. */
  merchantCode: text("merchant_code").notNull().unique(),
  vendorCode: text("vendor_code").notNull(),
  secret: text("secret").notNull(),
  /** Base URL of the platform's vendor API; null for the in-process transport. */
  platformApiBase: text("platform_api_base"),
  /** Decimal places of the brand's money (demo credit has the same). */
  currencyScale: integer("currency_scale").notNull().default(2),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Launch tokens as the house learnt them from the platform (POST /vendor/session): whose they are. */
export const houseSessions = pgTable("house_sessions", {
  /** SHA-256 of the token: the house keeps no bearer secret it does not need. */
  tokenHash: text("token_hash").primaryKey(),
  merchantId: integer("merchant_id").notNull(),
  playerId: text("player_id").notNull(),
  gameCode: text("game_code").notNull(),
  currency: text("currency").notNull(),
  learnedAt: timestamp("learned_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's seed pair for provably fair play: the server seed stays secret (its SHA-256 is
 * shown) until the player rotates it; each round uses the next nonce.
 */
export const houseSeeds = pgTable(
  "house_seeds",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    playerId: text("player_id").notNull(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The last nonce used (0: none yet). */
    nonce: integer("nonce").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("house_seeds_active_player")
      .on(t.merchantId, t.playerId)
      .where(sql`${t.active}`),
  ],
);

/** The house's own record of each round, so a round cut between bet and win is finished later. */
export const houseRounds = pgTable(
  "house_rounds",
  {
    roundId: text("round_id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    playerId: text("player_id").notNull(),
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
    bet: bigint("bet", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }).notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull(),
    /**
     * PLAYING (numbers drawn, its bet-win sent), then SETTLED or BET_REFUSED. Rounds of the two-call
     * flow before bet-win: STARTED (drawn), WINNING (bet taken, win being paid), VOIDING, VOIDED.
     */
    status: text("status").$type<HouseRoundStatus>().notNull().default("STARTED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it became SETTLED or VOIDED: the order in which the bet pull hands rounds over. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("house_rounds_status").on(t.status), index("house_rounds_settled").on(t.merchantId, t.settledAt)],
);

/**
 * The operator's settings of a house game (slot, baccarat) for a brand: offered or not, and its
 * stake limits in minor units. No row: the game's defaults (HOUSE_GAME_DEFAULTS of the contract).
 */
export const houseGameSettings = pgTable(
  "house_game_settings",
  {
    merchantId: integer("merchant_id").notNull(),
    /** The contract's name of the game: "slot" or "baccarat". */
    game: text("game").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Per spin (slot) or per spot (baccarat). */
    minStake: bigint("min_stake", { mode: "bigint" }).notNull(),
    maxStake: bigint("max_stake", { mode: "bigint" }).notNull(),
    /** All spots of one round together (baccarat); null for the slot. */
    maxRoundStake: bigint("max_round_stake", { mode: "bigint" }),
    /** The platform's operator id who set them (the house keeps no operator table). */
    updatedBy: integer("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.game] }),
    // The service refuses these first with a field error; the table keeps them true all the same.
    check(
      "house_game_settings_stakes",
      sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake} and (${t.maxRoundStake} is null or ${t.maxRoundStake} >= ${t.maxStake})`,
    ),
  ],
);

export type HouseRoundStatus = "PLAYING" | "STARTED" | "BET_REFUSED" | "WINNING" | "SETTLED" | "VOIDING" | "VOIDED";
export * from "./lottery/schema";
