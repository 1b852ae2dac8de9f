import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
  check,
} from "drizzle-orm/pg-core";
import type { Language } from "@portal/contract/languages";

// The house lottery's own tables (decision 0035): games, their hash chains and their draws.
// Like the rest of the house, nothing here references a platform table.

/** A lottery game of a brand: a family (packages/contract/src/lottery) on a schedule of fast draws. */
export const lotteryGames = pgTable(
  "lottery_games",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    /** The game's code, unique in the brand: the vendor game code and the HMAC message's prefix. */
    code: text("code").notNull(),
    /** The family's code (SSC, VN_NORTH, ...). */
    family: text("family").notNull(),
    /** Its name per language (the bet page's title: "Xổ số Đà Nẵng"); null: the family's name. */
    name: jsonb("name").$type<Partial<Record<Language, string>>>(),
    /** Seconds between draws, and the draws are aligned to them (a 60 s game draws on each minute). */
    intervalSec: integer("interval_sec").notNull(),
    /** Tickets close this many seconds before the draw. */
    closeBeforeSec: integer("close_before_sec").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /**
     * An official daily game (decision 0036): it draws at `drawTimeSec` after brand midnight on
     * the `weekdays` of its bitmask (bit 0 = Sunday), its interval is the day, and its results are
     * entered by one operator and confirmed by another instead of drawn from a chain.
     */
    official: boolean("official").notNull().default(false),
    drawTimeSec: integer("draw_time_sec"),
    weekdays: integer("weekdays"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lottery_games_code").on(t.merchantId, t.code),
    check(
      "lottery_games_official",
      sql`(not ${t.official} and ${t.drawTimeSec} is null and ${t.weekdays} is null) or
        (${t.official} and ${t.intervalSec} = 86400 and ${t.drawTimeSec} between 0 and 86399
          and ${t.weekdays} between 1 and 127)`,
    ),
    check("lottery_games_interval", sql`${t.intervalSec} > 0 and 86400 % ${t.intervalSec} = 0`),
    check("lottery_games_close", sql`${t.closeBeforeSec} >= 0 and ${t.closeBeforeSec} < ${t.intervalSec}`),
  ],
);

/**
 * A hash chain of a game (decision 0035): x_N is `seed` (secret), x_(i-1) = SHA-256(x_i), and
 * `commitment` is x_0, published from the moment the chain exists. Draws take its indexes 1, 2...
 * in order; `used` is the last one taken.
 */
export const lotteryChains = pgTable(
  "lottery_chains",
  {
    id: serial("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => lotteryGames.id),
    length: integer("length").notNull(),
    seed: text("seed").notNull(),
    commitment: text("commitment").notNull(),
    used: integer("used").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lottery_chains_game").on(t.gameId, t.id)],
);

export type LotteryDrawStatus = "OPEN" | "DRAWN" | "SETTLED" | "VOID";

/**
 * A draw: OPEN from its creation until it is drawn (it takes tickets until `closesAt`), DRAWN once
 * its element is revealed and its result computed, SETTLED once its tickets are paid, or VOID.
 */
export const lotteryDraws = pgTable(
  "lottery_draws",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => lotteryGames.id),
    /** The chain and index a fast draw reveals; null for an official draw. */
    chainId: integer("chain_id").references(() => lotteryChains.id),
    chainIndex: integer("chain_index"),
    /** yyyyMMdd-nnnn: the brand day (GMT+8) and the draw's number in it, from 0001. */
    drawNo: text("draw_no").notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    drawsAt: timestamp("draws_at", { withTimezone: true }).notNull(),
    status: text("status").$type<LotteryDrawStatus>().notNull().default("OPEN"),
    /** The revealed chain element x_i (null until drawn: it would give the result away). */
    element: text("element"),
    result: jsonb("result").$type<unknown>(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /**
     * How far its payouts are paid (decision 0035): every payout of a player up to this id (in the
     * payouts' key order) has had its win answered OK; null before the first page. One row's
     * value moved on per page of a thousand, not a mark on each payout: settlement pays the pages
     * in key order and a page sent again answers as before (one win id per player and draw).
     */
    paidThrough: text("paid_through"),
    /**
     * An official draw's result as a first operator typed it, waiting for a second one to type
     * the same (decision 0036); operators by the platform's id, their names kept as shown then.
     */
    enteredResult: jsonb("entered_result").$type<unknown>(),
    enteredBy: integer("entered_by"),
    enteredByName: text("entered_by_name"),
    enteredAt: timestamp("entered_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by"),
    confirmedByName: text("confirmed_by_name"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * An official draw voided by operators (decision 0036): while it takes tickets by one, once its
     * sales have closed by a second confirming the first's request; the first's reason.
     */
    voidReason: text("void_reason"),
    voidRequestedBy: integer("void_requested_by"),
    voidRequestedByName: text("void_requested_by_name"),
    voidRequestedAt: timestamp("void_requested_at", { withTimezone: true }),
    voidedBy: integer("voided_by"),
    voidedByName: text("voided_by_name"),
  },
  (t) => [
    check("lottery_draws_chain", sql`(${t.chainId} is null) = (${t.chainIndex} is null)`),
    // A result is confirmed by someone other than who entered it.
    check(
      "lottery_draws_two_operators",
      sql`${t.confirmedBy} is null or (${t.enteredBy} is not null and ${t.confirmedBy} <> ${t.enteredBy})`,
    ),
    check(
      "lottery_draws_two_operators_void",
      sql`${t.voidedBy} is null or ${t.voidRequestedBy} is null or ${t.voidedBy} <> ${t.voidRequestedBy}`,
    ),
    uniqueIndex("lottery_draws_number").on(t.gameId, t.drawNo),
    uniqueIndex("lottery_draws_chain_index").on(t.chainId, t.chainIndex),
    index("lottery_draws_game_time").on(t.gameId, t.drawsAt),
    // The back office's draw list filtered by status (a rare VOID or DRAWN): the game's draws of
    // that status newest first, in the list's key order, without reading the game's history.
    index("lottery_draws_game_status_time").on(t.gameId, t.status, t.drawsAt, t.id),
    // The few draws of a game still OPEN (its next half hour, and any it missed): the sweep's
    // due draws and the draw taking tickets read these, never the game's history.
    index("lottery_draws_open")
      .on(t.gameId, t.drawsAt)
      .where(sql`${t.status} = 'OPEN'`),
    // A game's fast draws voided by operators whose element the sweep has still to reveal (at
    // their time, repository.ts voidDrawsToReveal): none once revealed, however long its history.
    index("lottery_draws_to_reveal")
      .on(t.gameId, t.drawsAt)
      .where(sql`${t.status} = 'VOID' and ${t.element} is null and ${t.chainId} is not null`),
  ],
);

/**
 * An operator's settings of a play in a brand (decision 0035); a play without a row is sold on
 * its defaults (lottery/settings.ts). Amounts in the brand's minor units; odds per price class
 * and tier in basis points, a class left out keeping the play's default odds.
 */
export const lotteryPlaySettings = pgTable(
  "lottery_play_settings",
  {
    merchantId: integer("merchant_id").notNull(),
    family: text("family").notNull(),
    play: text("play").notNull(),
    enabled: boolean("enabled").notNull(),
    minStake: bigint("min_stake", { mode: "bigint" }).notNull(),
    maxStake: bigint("max_stake", { mode: "bigint" }).notNull(),
    maxDrawStake: bigint("max_draw_stake", { mode: "bigint" }).notNull(),
    exposureLimit: bigint("exposure_limit", { mode: "bigint" }).notNull(),
    odds: jsonb("odds").$type<Record<string, number[]>>().notNull(),
    /** The operator who last changed it (the platform's operator id). */
    updatedBy: integer("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.family, t.play] })],
);

/** A selection of a chase plan as it was bought: its play, picks and stake per line (minor units). */
export interface ChaseSelection {
  play: string;
  picks: string[][];
  unitStake: string;
}

/**
 * A chase plan (decision 0037): a slip followed over `draws` draws in a row from `firstDrawNo`,
 * each draw's tickets bought when the plan was made (they name it). Stopped after a win when
 * `stopOnWin` (`stoppedAt`), or cancelled by its player (`cancelledAt`): its tickets whose draws
 * still take tickets are cancelled then (by the job, for what a cut-short cancel left).
 * `lastClosesAt` bounds the job's read: a plan whose last draw has closed has nothing to give back.
 */
export const lotteryChasePlans = pgTable(
  "lottery_chase_plans",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: integer("merchant_id").notNull(),
    playerId: text("player_id").notNull(),
    gameId: integer("game_id")
      .notNull()
      .references(() => lotteryGames.id),
    selections: jsonb("selections").$type<ChaseSelection[]>().notNull(),
    /** The client's idempotency key: a plan sent again is the same plan (null once released, see chase.ts). */
    requestId: text("request_id"),
    /** The draws planned; the tickets bought may cover fewer if a refusal stopped the buying. */
    draws: integer("draws").notNull(),
    stopOnWin: boolean("stop_on_win").notNull(),
    firstDrawNo: text("first_draw_no").notNull(),
    lastClosesAt: timestamp("last_closes_at", { withTimezone: true }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When its buying ended (null while its tickets are being bought, or if that was cut short). */
    madeAt: timestamp("made_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lottery_chase_plans_player").on(t.merchantId, t.playerId, t.id),
    uniqueIndex("lottery_chase_plans_request")
      .on(t.merchantId, t.playerId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    // The plans that may have draws to give back (a stop after a win, a cancel): the stop job
    // reads those whose last draw has not closed, never the brand's history.
    index("lottery_chase_plans_live")
      .on(t.merchantId, t.lastClosesAt)
      .where(sql`${t.stopOnWin} or ${t.cancelledAt} is not null`),
  ],
);

/**
 * PENDING while its bet call is on its way; OPEN once the platform took the bet (REFUSED if it
 * did not); CANCELLING/VOIDING while its rollback is on its way (a member's cancel before close,
 * or a ticket whose bet was still pending when its draw was drawn), then CANCELLED/VOIDED. An
 * OPEN ticket of a settled draw is settled: its draw's status says so (a million tickets are not
 * rewritten to say it again).
 */
export type LotteryTicketStatus = "PENDING" | "OPEN" | "REFUSED" | "CANCELLING" | "CANCELLED" | "VOIDING" | "VOIDED";

/**
 * A ticket: one play's picks on one draw, for a player (the platform's player id), bought with
 * one bet through the vendor API (transaction "lt<id>", round "L<draw>-<player>": a member's
 * tickets of a draw are one round, paid with one win). Its lines are its unit bets; `payout` is
 * their sum once graded.
 */
export const lotteryTickets = pgTable(
  "lottery_tickets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => lotteryDraws.id),
    /** Its draw's game, kept on the ticket so a player's list of one game is read by index. */
    gameId: integer("game_id")
      .notNull()
      .references(() => lotteryGames.id),
    merchantId: integer("merchant_id").notNull(),
    playerId: text("player_id").notNull(),
    play: text("play").notNull(),
    picks: jsonb("picks").$type<string[][]>().notNull(),
    /** Per line, in minor units; the ticket cost lines × cost units × this. */
    unitStake: bigint("unit_stake", { mode: "bigint" }).notNull(),
    lineCount: integer("line_count").notNull(),
    cost: bigint("cost", { mode: "bigint" }).notNull(),
    status: text("status").$type<LotteryTicketStatus>().notNull().default("PENDING"),
    payout: bigint("payout", { mode: "bigint" }),
    /** The launch token it was bought with: its bet, rollback and win calls name the player by it. */
    token: text("token").notNull(),
    currency: text("currency").notNull(),
    /** The chase plan that bought it (decision 0037); null for a slip's ticket. */
    chasePlanId: bigint("chase_plan_id", { mode: "number" }).references(() => lotteryChasePlans.id),
    /** A slip's ticket: the slip's idempotency key and the selection's place in it (decision 0037). */
    requestId: text("request_id"),
    requestIndex: integer("request_index"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lottery_tickets_draw_player").on(t.drawId, t.playerId),
    // A chase plan's tickets (at most its draws × its slip's selections): whether a win stopped it
    // is read here. No index names `payout`: grading a million tickets' payouts stays HOT updates.
    index("lottery_tickets_chase")
      .on(t.chasePlanId)
      .where(sql`${t.chasePlanId} is not null`),
    // A slip sent again places each selection once: one ticket a selection that holds or held its
    // stake (a refused or voided one may be placed again).
    uniqueIndex("lottery_tickets_request")
      .on(t.merchantId, t.playerId, t.requestId, t.requestIndex)
      .where(sql`${t.requestId} is not null and ${t.status} in ('PENDING', 'OPEN', 'CANCELLING', 'CANCELLED')`),

    index("lottery_tickets_player").on(t.merchantId, t.playerId, t.id),
    // A bet page's "my tickets" of one game: newest first, however many the player has of others.
    index("lottery_tickets_player_game").on(t.merchantId, t.playerId, t.gameId, t.id),
    // The few tickets whose call is still on its way: settlement finishes them before grading.
    index("lottery_tickets_unfinished")
      .on(t.drawId)
      .where(sql`${t.status} in ('PENDING', 'CANCELLING', 'VOIDING')`),
  ],
);

/**
 * The house's liability per key of a draw (decision 0035): what it would pay if that key won
 * once at its best tier, summed over the draw's live lines. A ticket that would take a key past
 * its play's exposure limit is refused; a cancelled or voided ticket gives its part back.
 */
export const lotteryExposure = pgTable(
  "lottery_exposure",
  {
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    play: text("play").notNull(),
    key: text("key").notNull(),
    liability: bigint("liability", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.play, t.key] })],
);

/**
 * A ticket's lines: its keys, each with the odds it was sold at (per tier, basis points). What a
 * line won is not stored: grading sums the winning lines into their ticket's payout.
 */
export const lotteryLines = pgTable(
  "lottery_lines",
  {
    ticketId: bigint("ticket_id", { mode: "number" })
      .notNull()
      .references(() => lotteryTickets.id),
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    play: text("play").notNull(),
    key: text("key").notNull(),
    unitStake: bigint("unit_stake", { mode: "bigint" }).notNull(),
    odds: integer("odds").array().notNull(),
    /**
     * What the line reserved of its key's exposure when sold (`maxPayoutOf`), given back as it was
     * when its ticket is cancelled, voided or refused; null on lines sold before migration 0060,
     * which reserved one hit at their best odds.
     */
    liability: bigint("liability", { mode: "bigint" }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.key] }), index("lottery_lines_draw_key").on(t.drawId, t.play, t.key)],
);

/** A drawn draw's winning keys (from each play's `wins`): what its lines are graded against. */
export const lotteryWins = pgTable(
  "lottery_wins",
  {
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    play: text("play").notNull(),
    key: text("key").notNull(),
    tier: integer("tier").notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.play, t.key, t.tier] })],
);

/**
 * Payouts the platform refused (an item answered other than OK: a token it no longer knows, a
 * currency it does not take): the draw's paid mark moves over their page all the same, so the
 * players after them are paid, and each run sends these again first, until answered OK (the row
 * is then deleted). A draw with one left is not SETTLED.
 */
export const lotteryPayoutRefusals = pgTable(
  "lottery_payout_refusals",
  {
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    playerId: text("player_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.playerId] })],
);

/**
 * What a graded draw owes each player with a live ticket in it, all tickets together (0 for one
 * who won nothing: the win call settles the round as lost): paid once each, in key order (the
 * draw's `paidThrough` says how far).
 */
export const lotteryDrawPayouts = pgTable(
  "lottery_draw_payouts",
  {
    drawId: bigint("draw_id", { mode: "number" }).notNull(),
    playerId: text("player_id").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** A launch token of the player's tickets in the draw (the win call names the player by it). */
    token: text("token").notNull(),
    currency: text("currency").notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.playerId] })],
);
