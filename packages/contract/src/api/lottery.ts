import { z } from "zod";
import { DRAW_NO } from "../lottery/draw-number";
import { exactText } from "../input-schemas";
import { requestIdInput } from "./money";

/**
 * The house lottery's public calls (decision 0035): its games, the draw taking tickets and the
 * recent results with everything needed to verify them (the revealed chain element, its index
 * and the chain's commitment). Anyone may call them: a draw is public once made.
 */
export const LOTTERY_API = {
  games: "/house/api/lottery/games",
  currentDraw: "/house/api/lottery/games/:code/draw",
  /** The plays a game sells, with the brand's odds and stake limits (what the bet page shows). */
  plays: "/house/api/lottery/games/:code/plays",
  results: "/house/api/lottery/games/:code/results",
  /** A member's tickets (GET, with the game's launch token) and a bet slip's purchase (POST). */
  tickets: "/house/api/lottery/tickets",
  cancelTicket: "/house/api/lottery/tickets/:id/cancel",
  chases: "/house/api/lottery/chases",
  cancelChase: "/house/api/lottery/chases/:id/cancel",
} as const;

export const lotteryGameSchema = z.object({
  code: z.string(),
  /** The family's code (SSC, VN_NORTH...), which names its plays (packages/contract/src/lottery). */
  family: z.string(),
  /** Its name per language (cn, en, ja, th, vi), null where the family's name serves. */
  name: z.record(z.string(), z.string()).nullable(),
  intervalSec: z.number().int(),
  closeBeforeSec: z.number().int(),
  /**
   * An official daily draw (a Vietnamese province's): its result is entered by an operator and
   * confirmed by a second one, not drawn from a hash chain; null for a fast game.
   */
  official: z
    .object({
      /** Seconds after brand midnight (GMT+8) when it draws. */
      drawTimeSec: z.number().int(),
      /** The days of the week it draws, 0 = Sunday. */
      weekdays: z.array(z.number().int().min(0).max(6)),
    })
    .nullable(),
});
export type LotteryGameView = z.infer<typeof lotteryGameSchema>;
export const lotteryGamesSchema = z.object({ list: z.array(lotteryGameSchema) });

export const lotteryGameParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/, "code") });

/**
 * A play on sale in a game, as the brand sells it: stakes per line and per draw, and the odds of
 * each price class (a class of keys paying alike: lô's one, SSC sum's one per sum), one per tier
 * (the prizes a line can win), as decimal multiples of the stake ("98", "1.98").
 */
export const lotteryPlaySaleSchema = z.object({
  play: z.string(),
  tiers: z.array(z.string()),
  minStake: z.string(),
  maxStake: z.string(),
  /** What one player may stake on the play in one draw, all tickets together. */
  maxDrawStake: z.string(),
  priceClasses: z.array(
    z.object({
      priceClass: z.string(),
      /** A key of the class (a sum, a number), which the page names the class by. */
      exampleKey: z.string(),
      odds: z.array(z.string()),
    }),
  ),
});
export type LotteryPlaySale = z.infer<typeof lotteryPlaySaleSchema>;
export const lotteryPlaysSaleSchema = z.object({ list: z.array(lotteryPlaySaleSchema) });

/** The draw taking tickets, and the chain its element will come from. */
export const lotteryCurrentDrawSchema = z.object({
  drawNo: z.string(),
  /** Epoch milliseconds. */
  closesAt: z.number().int(),
  drawsAt: z.number().int(),
  /** Null for an official draw (its result is entered, not drawn from a chain). */
  chainIndex: z.number().int().nullable(),
  /** The chain's x_0: the element this draw reveals hashes to it in `chainIndex` steps. */
  commitment: z.string().nullable(),
  /** The server's clock when it answered, for the countdown. */
  serverTime: z.number().int(),
});
export type LotteryCurrentDraw = z.infer<typeof lotteryCurrentDrawSchema>;

/** An official draw's result: who entered it, who confirmed it, and when (epoch ms). */
export const officialEntrySchema = z.object({
  enteredBy: z.string(),
  enteredAt: z.number().int(),
  confirmedBy: z.string(),
  confirmedAt: z.number().int(),
});
export type OfficialEntry = z.infer<typeof officialEntrySchema>;

export const lotteryResultSchema = z.object({
  drawNo: z.string(),
  drawsAt: z.number().int(),
  status: z.enum(["DRAWN", "SETTLED", "VOID"]),
  /** The family's result (its shape is the family's), null for a void draw. */
  result: z.unknown(),
  /** A fast draw's revealed element, index and commitment; null for an official draw. */
  element: z.string().nullable(),
  chainIndex: z.number().int().nullable(),
  commitment: z.string().nullable(),
  official: officialEntrySchema.nullable(),
  /**
   * A void draw an operator called off before it was drawn (every ticket refunded): a fast one's
   * element is still revealed at its time, to keep the chain linked, and decides nothing.
   */
  calledOff: z.boolean(),
});
export type LotteryResultView = z.infer<typeof lotteryResultSchema>;

/** A fast draw: one of a hash chain, with everything that verifies it. */
export type ChainDrawView = LotteryResultView & { element: string; chainIndex: number; commitment: string };
export const isChainDraw = (draw: LotteryResultView): draw is ChainDrawView =>
  draw.element !== null && draw.chainIndex !== null && draw.commitment !== null;

export const lotteryResultsQuery = z.object({
  /** Results drawn before this instant (epoch ms; default now), newest first: the next page's cursor. */
  before: z.coerce.number().int().positive().max(8_640_000_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryResultsSchema = z.object({ list: z.array(lotteryResultSchema) });

// --- tickets (the bet page, with the vendor session token of the game's launch) ---------------

/** The vendor session token of the game's launch (as the other house games take it). */
const gameToken = exactText(128).min(1);
const stakeText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, "amount");

/** The most selections one slip carries (each is one ticket and one bet). */
export const LOTTERY_SLIP_MAX = 20;

/** The most picks one row of a selection carries (lô 3 số's numbers, picked digit by digit, included). */
export const LOTTERY_PICKS_MAX = 100;

export const lotterySelectionSchema = z.object({
  /** The play's code in the game's family. */
  play: z.string().regex(/^[A-Z0-9_]{1,32}$/, "play"),
  /** One list of picks per row of the play's picker. */
  picks: z
    .array(z.array(z.string().max(16)).max(LOTTERY_PICKS_MAX))
    .min(1)
    .max(10),
  /** Per line, a decimal in the brand's money. */
  unitStake: stakeText,
});
export type LotterySelection = z.infer<typeof lotterySelectionSchema>;

export const lotteryBuyRequest = z.object({
  token: gameToken,
  /**
   * The client's idempotency key of the slip (as every call that moves money has): the same slip
   * sent again (a retry after a lost answer) places only what was not placed under it yet.
   */
  requestId: requestIdInput,
  game: z.string().regex(/^[A-Z0-9_]{1,32}$/, "game"),
  /** The draw the player saw taking tickets: a slip never lands on another draw unnoticed. */
  drawNo: z.string().regex(DRAW_NO, "drawNo"),
  selections: z.array(lotterySelectionSchema).min(1).max(LOTTERY_SLIP_MAX),
});

/**
 * OPEN: taking part in a draw yet to be made; DRAWN: drawn, being settled; WON / LOST once its draw
 * is settled; CANCELLED by the member before close; VOIDED (refunded: a void draw, or a bet that
 * never completed); PENDING while its bet is on its way.
 */
/** TIE: paid its stake back and no prize (a tie's refund, 和局退本). */
export const LOTTERY_TICKET_STATES = ["PENDING", "OPEN", "DRAWN", "WON", "TIE", "LOST", "CANCELLED", "VOIDED"] as const;
export type LotteryTicketState = (typeof LOTTERY_TICKET_STATES)[number];

export const lotteryTicketSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  drawNo: z.string(),
  play: z.string(),
  picks: z.array(z.array(z.string())),
  lines: z.number().int(),
  unitStake: z.string(),
  cost: z.string(),
  state: z.enum(LOTTERY_TICKET_STATES),
  /** What it won, once its draw is settled ("0" for a loss); null before. */
  payout: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  /** Until when it may be cancelled (its draw's close), while it is OPEN and that is still ahead. */
  cancellableUntil: z.number().int().nullable(),
  /** The chase plan that bought it; null for a slip's ticket. */
  chasePlanId: z.number().int().nullable(),
});
export type LotteryTicketView = z.infer<typeof lotteryTicketSchema>;

export const lotteryBuySchema = z.object({
  tickets: z.array(lotteryTicketSchema),
  /** The wallet's balance after the last bet placed. */
  balance: z.string(),
  /**
   * The first selection that was not placed (by its index in the slip) and why; the ones after it
   * were not tried. `keys`: an EXPOSURE_LIMIT's refused keys (the numbers the draw takes no more
   * on, at most 10), which the page names.
   */
  unplaced: z
    .object({
      index: z.number().int(),
      errorCode: z.string(),
      message: z.string(),
      keys: z.array(z.string()).optional(),
    })
    .nullable(),
});
export type LotteryBuyAnswer = z.infer<typeof lotteryBuySchema>;

export const lotteryTicketsQuery = z.object({
  token: gameToken,
  /** Only this game's (the bet page's); all the player's games without it. */
  game: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/, "game")
    .optional(),
  /** Tickets older than this id, newest first (the next page's cursor). */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryTicketsSchema = z.object({ list: z.array(lotteryTicketSchema) });

export const lotteryTicketParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const lotteryCancelRequest = z.object({ token: gameToken });
export const lotteryCancelSchema = z.object({ ticket: lotteryTicketSchema, balance: z.string() });

/** The most draws one chase plan follows (decision 0037). */
export const LOTTERY_CHASE_MAX_DRAWS = 50;

export const lotteryChaseRequest = lotteryBuyRequest.extend({
  /** Draws in a row, from `drawNo` (the draw the player saw taking tickets). */
  draws: z.number().int().min(2).max(LOTTERY_CHASE_MAX_DRAWS),
  /** Stops the plan once one of its tickets wins: the draws still taking tickets are refunded. */
  stopOnWin: z.boolean(),
});
export type LotteryChaseRequest = z.infer<typeof lotteryChaseRequest>;

/**
 * ACTIVE while a ticket of it waits for its draw; STOPPED by a win; CANCELLED by the player
 * (tickets already closed still play); FINISHED once every draw it bought is settled.
 */
export const LOTTERY_CHASE_STATES = ["ACTIVE", "STOPPED", "CANCELLED", "FINISHED"] as const;

export const lotteryChaseSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  selections: z.array(lotterySelectionSchema),
  /** The draws planned, and of them those with tickets bought (fewer when a refusal stopped the buying). */
  draws: z.number().int(),
  bought: z.number().int(),
  firstDrawNo: z.string(),
  lastDrawNo: z.string().nullable(),
  stopOnWin: z.boolean(),
  state: z.enum(LOTTERY_CHASE_STATES),
  /** Draws played (settled), and the draws whose tickets were refunded (cancelled or void). */
  played: z.number().int(),
  refunded: z.number().int(),
  /** What its tickets cost in all, what was refunded, and what they won. */
  cost: z.string(),
  refundedAmount: z.string(),
  won: z.string(),
  /** Whether a cancel would still refund a draw (a ticket of it waits for a draw still taking tickets). */
  cancellable: z.boolean(),
  createdAt: z.number().int(),
});
export type LotteryChaseView = z.infer<typeof lotteryChaseSchema>;

export const lotteryChaseAnswerSchema = z.object({
  plan: lotteryChaseSchema,
  balance: z.string(),
  /** Where the buying stopped (the draw and the slip's selection) and why; null when every draw was bought. */
  unplaced: z
    .object({ drawNo: z.string(), index: z.number().int(), errorCode: z.string(), message: z.string() })
    .nullable(),
});
export type LotteryChaseAnswer = z.infer<typeof lotteryChaseAnswerSchema>;

export const lotteryChasesSchema = z.object({ list: z.array(lotteryChaseSchema) });
export const lotteryChaseCancelSchema = z.object({ plan: lotteryChaseSchema, balance: z.string() });
