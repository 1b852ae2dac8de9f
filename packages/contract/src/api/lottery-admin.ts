import { z } from "zod";
import { DRAW_NO } from "../lottery/draw-number";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The operator's lottery settings (decision 0035): per family and play, whether it is sold, its
 * stake limits, the house's exposure limit per key and draw, and its odds per price class. Odds
 * are decimals as players read them ("1.98": the stake included); amounts are decimals in the
 * brand's money.
 */
export const LOTTERY_ADMIN = {
  plays: "/admin/lottery/families/:family/plays",
  play: "/admin/lottery/families/:family/plays/:play",
  /** Official draws whose time has come and whose result is not confirmed yet (GET). */
  officialDraws: "/admin/lottery/official-draws",
  /**
   * An official draw's result, typed in by a first operator (PUT). Until it is confirmed any
   * operator may type it again: the new entry replaces the one waiting, and a confirmation must
   * then come from someone other than who typed the entry now waiting.
   */
  officialResult: "/admin/lottery/games/:code/draws/:drawNo/result",
  /**
   * The same result typed in again, blind, by another operator than the entry's: it must match
   * (POST; RESULT_MISMATCH otherwise, when the confirming operator may send theirs as a new entry).
   */
  officialConfirm: "/admin/lottery/games/:code/draws/:drawNo/confirm",
  /**
   * Voids a draw not drawn yet, official or fast, every ticket refunded by the settlement (POST):
   * by one operator while it takes tickets, once its sales have closed by a second confirming the
   * first's request. A drawn draw is never voided (a fast draw's result is public once drawn).
   */
  drawVoid: "/admin/lottery/games/:code/draws/:drawNo/void",
  /** The brand's lottery games, enabled or not: the draws list's game filter (GET). */
  games: "/admin/lottery/games",
  /**
   * A game's own settings (PUT): on sale or not (a game put aside makes no new draws; those made
   * are still drawn and settled), and how long before each draw its tickets close: for the draws
   * made from then on, and for those already made that have not closed under the old rule and
   * would not have closed under the new one (draw-list.ts); a draw that has closed stays closed.
   */
  game: "/admin/lottery/games/:code",
  /** The brand's draws, fast and official, newest first, keyset-paged, with their tickets' figures (GET). */
  draws: "/admin/lottery/draws",
} as const;

const code = z.string().regex(/^[A-Z0-9_]{1,32}$/, "code");
export const lotteryFamilyParams = z.object({ family: code });
export const lotteryPlayParams = z.object({ family: code, play: code });

const decimalAmount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, "amount");
/** Odds as players read them, at most four decimals (the engine keeps basis points). */
export const oddsText = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,4})?$/, "odds");

export const lotteryPriceClassSchema = z.object({
  /** The class ("" where the play prices all its keys alike), with a key of it to show. */
  priceClass: z.string(),
  exampleKey: z.string(),
  /** Odds per tier (the play's tiers, in order). */
  odds: z.array(z.string()),
  defaultOdds: z.array(z.string()),
  /** The return to player at these odds, as a percentage with two decimals ("97.50"). */
  returnToPlayer: z.string(),
});

export const lotteryPlaySettingsSchema = z.object({
  family: z.string(),
  play: z.string(),
  tiers: z.array(z.string()),
  enabled: z.boolean(),
  /** Per line. */
  minStake: z.string(),
  maxStake: z.string(),
  /** What one member may stake on the play in one draw, all tickets together. */
  maxDrawStake: z.string(),
  /** The most the house may owe on one key of one draw; a ticket that would pass it is refused. */
  exposureLimit: z.string(),
  priceClasses: z.array(lotteryPriceClassSchema),
});
export type LotteryPlaySettingsView = z.infer<typeof lotteryPlaySettingsSchema>;
export const lotteryPlaysSchema = z.object({ list: z.array(lotteryPlaySettingsSchema) });

export const lotteryPlaySettingsRequest = z
  .object({
    enabled: z.boolean(),
    minStake: decimalAmount,
    maxStake: decimalAmount,
    maxDrawStake: decimalAmount,
    exposureLimit: decimalAmount,
    /** Odds per price class and tier; a class left out keeps the play's defaults. */
    odds: z.record(z.string().max(32), z.array(oddsText).min(1).max(8)),
  })
  .strict();
export type LotteryPlaySettingsRequest = z.infer<typeof lotteryPlaySettingsRequest>;

// --- official draws (decision 0036) -------------------------------------------------------------

export const lotteryDrawParams = z.object({ code, drawNo: z.string().regex(DRAW_NO, "drawNo") });

/** A result as its family reads it (a Vietnamese one: `{ prizes: [[...], ...] }`, special prize first). */
export const officialResultRequest = z.object({ result: z.unknown() }).strict();

/** The void of a draw, official or fast (LOTTERY_ADMIN.drawVoid): why. */
export const officialVoidRequest = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

/** An official draw waiting for its result; also the answer of a void, a fast draw's too (no entry then). */
export const officialDrawSchema = z.object({
  game: z.string(),
  family: z.string(),
  drawNo: z.string(),
  /** Epoch milliseconds. */
  drawsAt: z.number().int(),
  /** OPEN: waiting for its result or its confirmation; DRAWN once confirmed; VOID. */
  status: z.enum(["OPEN", "DRAWN", "SETTLED", "VOID"]),
  /** The entry waiting for a second operator; its numbers are not shown to the confirming operator. */
  entered: z.object({ by: z.string(), at: z.number().int() }).nullable(),
  confirmed: z.object({ by: z.string(), at: z.number().int() }).nullable(),
  /** A void asked for after the draw's time, waiting for a second operator to void it too. */
  voidRequested: z.object({ by: z.string(), at: z.number().int(), reason: z.string() }).nullable(),
});
export type OfficialDrawView = z.infer<typeof officialDrawSchema>;
export const officialDrawsSchema = z.object({ list: z.array(officialDrawSchema) });

// --- the brand's draws (the back office's Games > Lottery draws) ------------------------------

/** A draw's lifecycle as stored (schema.ts): OPEN until drawn, DRAWN with its result, SETTLED once paid, or VOID. */
export const LOTTERY_DRAW_STATUSES = ["OPEN", "DRAWN", "SETTLED", "VOID"] as const;
/**
 * A draw's lifecycle as operators read it (issue 15), its stored OPEN split by the clock:
 * SCHEDULED, made ahead and not taking tickets yet (an earlier draw of its game still does: a
 * game sells one draw at a time, the earliest not closed); OPEN, taking tickets; CLOSED, its sales
 * closed (`closesAt` passed) and not drawn yet: a fast draw waits for its time, an official one
 * for its result. Then DRAWN, SETTLED or VOID as stored.
 */
export const LOTTERY_DRAW_STATES = ["SCHEDULED", "OPEN", "CLOSED", "DRAWN", "SETTLED", "VOID"] as const;
export type LotteryDrawState = (typeof LOTTERY_DRAW_STATES)[number];
/** fast: drawn from a hash chain by the house; official: a lottery company's daily draw, typed in by operators. */
export const LOTTERY_DRAW_KINDS = ["fast", "official"] as const;

export const lotteryAdminGameSchema = z.object({
  code: z.string(),
  family: z.string(),
  kind: z.enum(LOTTERY_DRAW_KINDS),
  enabled: z.boolean(),
  /** Seconds between draws (a day for an official game). */
  intervalSec: z.number().int(),
  /** Tickets close this many seconds before each draw. */
  closeBeforeSec: z.number().int(),
});
export const lotteryGameParams = z.object({ code });
/** At most an hour: a close time of a whole interval would leave a game nothing to sell (checked per game). */
export const LOTTERY_CLOSE_BEFORE_MAX_SEC = 3600;
export const lotteryGameSettingsRequest = z.object({
  enabled: z.boolean(),
  closeBeforeSec: z.number().int().min(0).max(LOTTERY_CLOSE_BEFORE_MAX_SEC),
});
export type LotteryGameSettingsRequest = z.infer<typeof lotteryGameSettingsRequest>;
export type LotteryAdminGame = z.infer<typeof lotteryAdminGameSchema>;
export const lotteryAdminGamesSchema = z.object({ list: z.array(lotteryAdminGameSchema) });

export const lotteryDrawsQuery = z.object({
  game: code.optional(),
  /** A state as operators read it (LOTTERY_DRAW_STATES): OPEN is the draws taking tickets now. */
  status: z.enum(LOTTERY_DRAW_STATES).optional(),
  kind: z.enum(LOTTERY_DRAW_KINDS).optional(),
  /** One draw of the game by its number (with `game`): what a draw's detail reads while the list moves on. */
  drawNo: z
    .string()
    .regex(/^[0-9A-Za-z-]{1,32}$/, "drawNo")
    .optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type LotteryDrawsQuery = z.infer<typeof lotteryDrawsQuery>;

const operatorAt = z.object({ by: z.string(), at: z.number().int() });

export const lotteryDrawRowSchema = z.object({
  game: z.string(),
  family: z.string(),
  kind: z.enum(LOTTERY_DRAW_KINDS),
  drawNo: z.string(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  /** Its state as operators read it at the time of the answer (LOTTERY_DRAW_STATES). */
  state: z.enum(LOTTERY_DRAW_STATES),
  /**
   * Epoch milliseconds. `opensAt`: when it began taking tickets as the game's current draw (the
   * game's previous draw's close; null for a game's first draw, which took tickets from its making).
   */
  opensAt: z.number().int().nullable(),
  closesAt: z.number().int(),
  drawsAt: z.number().int(),
  /** When it was drawn, confirmed or voided. */
  drawnAt: z.number().int().nullable(),
  /** The family's result (its shape is the family's, as the portal shows it); null until drawn and when void. */
  result: z.unknown(),
  /**
   * A fast draw's revealed chain element (null until drawn; a draw voided by operators reveals its
   * own once its time has come and the draws before it are drawn), its index and its chain's
   * commitment (x0).
   */
  element: z.string().nullable(),
  chainIndex: z.number().int().nullable(),
  commitment: z.string().nullable(),
  /** An official draw's trail: the first entry, its confirmation, a void asked for, the void. */
  entered: operatorAt.nullable(),
  confirmed: operatorAt.nullable(),
  voidRequested: operatorAt.extend({ reason: z.string() }).nullable(),
  voided: z.object({ by: z.string(), reason: z.string() }).nullable(),
  /**
   * The tickets sold in it (bets the platform took, live or refunded; not those cancelled or
   * refused): how many, their stake, what they won once graded, and the stake refunded (a void
   * draw's tickets, or a bet voided); decimals in the brand's money.
   */
  tickets: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  refunded: z.string(),
});
export type LotteryDrawRow = z.infer<typeof lotteryDrawRowSchema>;
export const lotteryDrawsSchema = z.object({ list: z.array(lotteryDrawRowSchema), ...cursorPageFields });
export type LotteryDrawsPage = z.infer<typeof lotteryDrawsSchema>;
