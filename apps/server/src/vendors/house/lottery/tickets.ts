import type { LotteryBuyAnswer, LotterySelection, LotteryTicketView } from "@portal/contract/api/lottery";
import { VENDOR_API, type VendorAnswer } from "@portal/contract/api/vendor-wallet";
import {
  MAX_TICKET_LINES,
  PickError,
  linesOf,
  maxPayoutOf,
  playOf,
  type LotteryFamily,
  type Play,
} from "@portal/contract/lottery/engine";
import { DEMO_CURRENCY, decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { parseStake, refusal, requireStake, type GameSession, type HouseRounds } from "../house-rounds";
import type { PlatformClient } from "../platform-client";
import type { HouseBrand } from "../repository";
import { currentDraw, gameByCode, type LotteryDraw, type LotteryGame } from "./repository";
import type { LotterySettings, PlaySettings } from "./settings";
import { oddsFor } from "./settings";
import { familyOfGame } from "./family-of-game";
import {
  claimCancel,
  insertTicket,
  moveTicket,
  playerTickets,
  ticketById,
  AlreadyPlaced,
  requestTickets,
  type LotteryTicket,
  type PlayerPage,
  type SoldLine,
} from "./tickets-repository";

/** A slip as the player sends it: the game's launch token, the draw seen taking tickets, the selections. */
export interface SlipRequest {
  token: string;
  requestId: string;
  game: string;
  drawNo: string;
  selections: LotterySelection[];
}

/** A selection checked and priced: its play, lines with their odds, and what it costs. */
export interface PricedSelection {
  play: Play<unknown>;
  picks: string[][];
  unitStake: bigint;
  lines: SoldLine[];
  cost: bigint;
  settings: PlaySettings;
}

/** The round of a player's tickets in a draw: all its bets, and the one win that settles it. */
export const lotteryRoundId = (drawId: number, playerId: string) => `L${drawId}-${playerId}`;
/** A ticket's bet id at the platform, and its rollback's. */
export const ticketBetId = (ticketId: number) => `lt${ticketId}`;
export const ticketRollbackId = (ticketId: number) => `lt${ticketId}:rb`;

/**
 * Why a ticket was not placed, as the answer says it: a refusal as it is, and a wallet call that
 * failed on the way (timeout, HTTP 5xx) as a passing failure (its ticket is rolled back at once,
 * or by its draw's settlement if that fails too), never as a 500 that would hide the tickets already placed.
 */
export function placeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && /vendor API answered|timeout|fetch failed|aborted/i.test(error.message))
    return new AppError("SERVICE_UNAVAILABLE", "The wallet did not answer; the bet is checked and refunded if taken");
  throw error;
}

const invalid = (field: string, reason: string) =>
  new AppError("VALIDATION_FAILED", "Invalid lottery selection", { [field]: reason });

/**
 * Selling and cancelling tickets (decision 0035). Each selection of a slip is one ticket and one
 * bet call through the public vendor API, as the slot's rounds are: the ticket is written
 * PENDING first (its draw still open, the player's stake and the house's exposure within their
 * limits), then the bet is sent under the ticket's own id, then the ticket is OPEN (or REFUSED).
 * A ticket whose call was cut short is rolled back at once (voidPending); if that fails too, its
 * draw's settlement rolls it back before grading (lottery/settlement.ts), so a bet either plays in
 * its draw or comes back.
 */
export class LotteryTickets {
  constructor(
    private readonly db: Db,
    private readonly rounds: HouseRounds,
    private readonly platform: PlatformClient,
    private readonly settings: LotterySettings,
  ) {}

  /**
   * Buys a slip: its selections placed in order, each one ticket and one bet. The slip's
   * requestId makes it idempotent: sent again (its answer lost), the selections it placed are
   * answered as they are and only the others are placed (a refused or voided one again); the same
   * requestId with another slip is IDEMPOTENCY_CONFLICT.
   */
  async buy(brand: HouseBrand, request: SlipRequest, now = new Date()): Promise<LotteryBuyAnswer> {
    let prepared: Awaited<ReturnType<LotteryTickets["prepare"]>>;
    try {
      prepared = await this.prepare(brand, request, now);
    } catch (error) {
      // The draw has closed since the slip was first sent: what it placed then is its answer,
      // and the rest is said unplaced (the draw no longer takes tickets).
      if (error instanceof AppError && error.code === "NO_OPEN_DRAW") {
        const player = await this.rounds.player(brand, request.token);
        const earlier = await requestTickets(this.db, brand.merchantId, player.playerId, request.requestId);
        if (earlier.length > 0) {
          const byIndex = new Map(earlier.map((row) => [row.ticket.requestIndex!, row]));
          for (const row of earlier) {
            const selection = request.selections[row.ticket.requestIndex!];
            if (row.draw.drawNo !== request.drawNo || !selection || !sameRequest(row.ticket, selection, brand))
              throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another slip");
          }
          const missing = request.selections.findIndex((_, index) => !byIndex.has(index));
          if (missing !== 0)
            return {
              tickets: earlier.map((row) =>
                ticketView(row.ticket, row.draw, row.gameCode, brand.currencyScale, now, row.prize),
              ),
              balance: await this.balanceOf(brand, request.token),
              unplaced:
                missing === -1
                  ? null
                  : { index: missing, errorCode: error.code, message: "That draw no longer takes tickets" },
            };
        }
      }
      throw error;
    }
    const { session, game, draw, priced } = prepared;
    const placedBefore = async () =>
      new Map(
        (await requestTickets(this.db, brand.merchantId, session.playerId, request.requestId)).map((row) => {
          const selection = priced[row.ticket.requestIndex!];
          if (!selection || !sameSelection(row.ticket, draw.id, selection))
            throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another slip");
          // Its bet is still on its way (the first request is placing it, or was cut short): its
          // outcome is not known yet, so the slip is not said placed.
          if (row.ticket.status === "PENDING") throw new SlipBeingPlaced();
          return [row.ticket.requestIndex!, row.ticket];
        }),
      );
    const earlier = await placedBefore();
    const tickets: LotteryTicketView[] = [];
    let balance = "";
    for (const [index, selection] of priced.entries()) {
      try {
        let ticket = earlier.get(index);
        if (!ticket) {
          const placed = await this.place(brand, session, game, draw, selection, {
            request: { id: request.requestId, index },
          }).catch(async (error: unknown) => {
            // Sent twice at once: the other request placed it (or is placing it: answered as above).
            if (!(error instanceof AlreadyPlaced)) throw error;
            const other = (await placedBefore()).get(index);
            if (!other) throw new SlipBeingPlaced();
            return { ticket: other, balance: "" };
          });
          ticket = placed.ticket;
          balance = placed.balance || balance;
        }
        tickets.push(ticketView(ticket, draw, game.code, brand.currencyScale, now, false));
      } catch (error) {
        // Another request of the same slip is placing this selection: the whole slip is answered
        // "try again", not a part of it (its retry answers every ticket once they are placed).
        if (error instanceof SlipBeingPlaced) throw error;
        // The first refusal stops the slip; what was placed stays placed, and the answer says
        // where it stopped.
        const stopped = placeFailure(error);
        if (tickets.length === 0) throw stopped;
        const keys = refusedKeys(stopped);
        return {
          tickets,
          balance: balance || (await this.balanceOf(brand, request.token)),
          unplaced: { index, errorCode: stopped.code, message: stopped.message, ...(keys ? { keys } : {}) },
        };
      }
    }
    return { tickets, balance: balance || (await this.balanceOf(brand, request.token)), unplaced: null };
  }

  /** The wallet's balance as the platform tells it ("" when it cannot): a slip sent again placed nothing new. */
  async balanceOf(brand: HouseBrand, token: string): Promise<string> {
    return this.rounds.balance(brand, token).catch(() => "");
  }

  /**
   * A slip checked before any money moves: the player's session (real money only), the game, the
   * draw the player saw still taking tickets, and every selection priced (a slip with a bad one
   * is refused whole).
   */
  async prepare(brand: HouseBrand, request: SlipRequest, now: Date) {
    const session = await this.rounds.session(brand, request.token, request.game);
    // Trial credit does not buy lottery tickets: they would share the house's real exposure and limits.
    if (session.currency === DEMO_CURRENCY)
      throw new AppError("TRIAL_ACCOUNT", "The lottery is played for real money only");
    const game = await gameByCode(this.db, brand.merchantId, request.game);
    if (!game?.enabled) throw new AppError("NOT_FOUND", "No such lottery game");
    const found = await currentDraw(this.db, game.id, now);
    if (!found || found.draw.drawNo !== request.drawNo)
      throw new AppError("NO_OPEN_DRAW", "That draw no longer takes tickets");
    const priced = await this.priceAll(brand, familyOfGame(game, found.draw.drawsAt), request.selections);
    return { session, game, draw: found.draw, priced };
  }

  /** A slip's selections priced under a family (a draw's: Mark Six's depends on its lunar year). */
  async priceAll(
    brand: HouseBrand,
    family: LotteryFamily<unknown>,
    selections: readonly LotterySelection[],
  ): Promise<PricedSelection[]> {
    const priced: PricedSelection[] = [];
    for (const [index, selection] of selections.entries())
      priced.push(await this.price(brand, family, selection, `selections.${index}`));
    if (priced.reduce((sum, selection) => sum + selection.lines.length, 0) > MAX_TICKET_LINES)
      throw invalid("selections", `at most ${MAX_TICKET_LINES} lines a slip`);
    return priced;
  }

  /** Cancels an OPEN ticket of the player while its draw still takes tickets: its bet is rolled back. */
  async cancel(brand: HouseBrand, token: string, ticketId: number, now = new Date()) {
    const player = await this.rounds.player(brand, token);
    const ticket = await ticketById(this.db, ticketId);
    // Another player's ticket is answered as one that does not exist.
    if (!ticket || ticket.merchantId !== brand.merchantId || ticket.playerId !== player.playerId)
      throw new AppError("NOT_FOUND", "No such ticket");
    const answer = await this.withdraw(brand, ticket);
    if (!answer) throw new AppError("TICKET_NOT_CANCELLABLE", "The ticket can no longer be cancelled");
    const [row] = await playerTickets(this.db, brand.merchantId, player.playerId, { before: ticket.id + 1, limit: 1 });
    return {
      ticket: ticketView(row!.ticket, row!.draw, row!.gameCode, brand.currencyScale, now, row!.prize),
      balance: answer.balance ?? "",
    };
  }

  /**
   * Takes a ticket back before its draw closes: claimed CANCELLING while its draw still takes
   * tickets (null when it does not, or the ticket is no longer OPEN), its bet rolled back, then
   * CANCELLED. A cancel whose rollback was cut short (CANCELLING) is sent again: the same
   * rollback id refunds once.
   */
  async withdraw(brand: HouseBrand, ticket: LotteryTicket): Promise<VendorAnswer | null> {
    if (ticket.status !== "CANCELLING" && !(await claimCancel(this.db, ticket.id, brand.merchantId, ticket.playerId)))
      return null;
    const answer = await this.rollback(brand, ticket);
    if (!rolledBack(answer))
      throw new AppError("SERVICE_UNAVAILABLE", `The wallet did not take the cancel (${answer.result}); try again`);
    await moveTicket(this.db, ticket.id, "CANCELLING", "CANCELLED");
    return answer;
  }

  /** The player's tickets, newest first. */
  async mine(brand: HouseBrand, token: string, page: PlayerPage, now = new Date()) {
    const player = await this.rounds.player(brand, token);
    const rows = await playerTickets(this.db, brand.merchantId, player.playerId, page);
    return rows.map((row) => ticketView(row.ticket, row.draw, row.gameCode, brand.currencyScale, now, row.prize));
  }

  /**
   * Voids a ticket whose bet call failed on the way: claimed VOIDING (unless its buyer's answer or
   * settlement moved it first), rolled back, VOIDED. A rollback that fails too leaves it VOIDING,
   * for its draw's settlement to send again.
   */
  private async voidPending(brand: HouseBrand, ticket: LotteryTicket): Promise<void> {
    if (!(await moveTicket(this.db, ticket.id, "PENDING", "VOIDING"))) return;
    if (rolledBack(await this.rollback(brand, ticket))) await moveTicket(this.db, ticket.id, "VOIDING", "VOIDED");
  }

  /**
   * Sends a ticket's rollback (again, if a call before it was lost: the platform answers a
   * rollback id as the first time, and a rollback arriving before its bet refuses the bet for ever).
   */
  rollback(brand: HouseBrand, ticket: LotteryTicket): Promise<VendorAnswer> {
    return this.platform.call(brand, VENDOR_API.rollback, {
      token: ticket.token,
      transactionId: ticketRollbackId(ticket.id),
      betTransactionId: ticketBetId(ticket.id),
      roundId: lotteryRoundId(ticket.drawId, ticket.playerId),
    });
  }

  private async price(
    brand: HouseBrand,
    family: LotteryFamily<unknown>,
    selection: LotterySelection,
    field: string,
  ): Promise<PricedSelection> {
    const play = playOf(family, selection.play);
    if (!play) throw invalid(`${field}.play`, `not a play of ${family.code}`);
    const settings = await this.settings.forPlay(brand.merchantId, brand.currencyScale, family.code, play.code);
    if (!settings.enabled) throw invalid(`${field}.play`, "not on sale");
    let keys: string[];
    try {
      keys = linesOf(play, selection.picks);
    } catch (error) {
      if (error instanceof PickError) throw invalid(`${field}.picks`, error.message);
      throw error;
    }
    const unitStake = parseStake(selection.unitStake, brand.currencyScale, `${field}.unitStake`);
    requireStake(unitStake, { min: settings.minStake, max: settings.maxStake, step: 1n }, brand.currencyScale);
    const lines = keys.map((key) => {
      const odds = oddsFor(settings, play, key);
      return { key, odds, liability: maxPayoutOf(play, key, unitStake, odds) };
    });
    const cost = unitStake * BigInt(play.costUnits) * BigInt(lines.length);
    return { play, picks: selection.picks, unitStake, lines, cost, settings };
  }

  /** One ticket and its bet: written PENDING within its limits, the bet sent, then OPEN (or REFUSED). */
  async place(
    brand: HouseBrand,
    session: GameSession,
    game: LotteryGame,
    draw: LotteryDraw,
    selection: PricedSelection,
    of: { chasePlanId: number } | { request: { id: string; index: number } },
  ): Promise<{ ticket: LotteryTicket; balance: string }> {
    const ticket = await insertTicket(
      this.db,
      {
        drawId: draw.id,
        merchantId: brand.merchantId,
        playerId: session.playerId,
        play: selection.play.code,
        picks: selection.picks,
        unitStake: selection.unitStake,
        lineCount: selection.lines.length,
        cost: selection.cost,
        token: session.token,
        currency: session.currency,
        ...("chasePlanId" in of
          ? { chasePlanId: of.chasePlanId }
          : { requestId: of.request.id, requestIndex: of.request.index }),
      },
      selection.lines,
      selection.play.tiers.length,
      selection.settings,
    );
    let answer: VendorAnswer;
    try {
      answer = await this.platform.call(brand, VENDOR_API.bet, {
        token: session.token,
        transactionId: ticketBetId(ticket.id),
        roundId: lotteryRoundId(draw.id, session.playerId),
        gameCode: game.code,
        amount: minorToDecimal(ticket.cost, brand.currencyScale),
        currency: session.currency,
      });
    } catch (error) {
      // The bet's fate is unknown: it is rolled back at once (a rollback first refuses a late bet
      // for ever), not held until the draw's settlement, which may be days away for a chase.
      await this.voidPending(brand, ticket).catch(() => {});
      throw error;
    }
    if (answer.result !== "OK") {
      // An unchecked signature says nothing of the bet: the ticket stays PENDING for settlement to roll back.
      if (answer.result === "INVALID_SIGNATURE") throw refusal(answer);
      // Settlement claimed it while the call was on its way (its draw drawn or voided meanwhile)
      // and rolled it back first, which refuses the late bet for ever: refunded, not placed.
      if (!(await moveTicket(this.db, ticket.id, "PENDING", "REFUSED"))) throw closedWhilePlaced();
      throw refusal(answer);
    }
    // Settlement may have claimed it meanwhile (the draw was drawn while the call was on its way):
    // then its bet is being rolled back, and the ticket is not placed.
    if (!(await moveTicket(this.db, ticket.id, "PENDING", "OPEN"))) throw closedWhilePlaced();
    return { ticket: { ...ticket, status: "OPEN" }, balance: answer.balance ?? "" };
  }
}

/** A ticket whose draw stopped taking it while its bet was on its way (drawn, or voided): refunded. */
const closedWhilePlaced = () =>
  new AppError("NO_OPEN_DRAW", "The draw closed while the bet was placed; it is refunded");

/** The same slip sent twice at once: the other request's bet for a selection is still on its way. */
class SlipBeingPlaced extends AppError {
  constructor() {
    super("SERVICE_UNAVAILABLE", "The slip is being placed; try again in a moment");
  }
}

/** Whether a ticket placed under a slip's requestId is that selection of this slip, on this draw. */
function sameSelection(ticket: LotteryTicket, drawId: number, selection: PricedSelection): boolean {
  return (
    ticket.drawId === drawId &&
    ticket.play === selection.play.code &&
    ticket.unitStake === selection.unitStake &&
    JSON.stringify(ticket.picks) === JSON.stringify(selection.picks)
  );
}

/** Whether a ticket placed under a slip's requestId is that selection as the slip sends it (its stake as typed). */
function sameRequest(ticket: LotteryTicket, selection: LotterySelection, brand: HouseBrand): boolean {
  return (
    ticket.play === selection.play &&
    ticket.unitStake === decimalToMinor(selection.unitStake, brand.currencyScale) &&
    JSON.stringify(ticket.picks) === JSON.stringify(selection.picks)
  );
}

/** The keys an EXPOSURE_LIMIT refused (its `value.keys`), which a slip's `unplaced` passes on. */
export function refusedKeys(error: AppError): string[] | undefined {
  const keys = error.value?.keys;
  return Array.isArray(keys) && keys.every((key) => typeof key === "string") ? keys : undefined;
}

/** A rollback that leaves the bet refunded or never taken. */
export const rolledBack = (answer: VendorAnswer) =>
  answer.result === "OK" || answer.result === "TRANSACTION_DOES_NOT_EXIST";

/**
 * A ticket as the member sees it: its state follows from its own status and its draw's, and a
 * paid one's from whether it won a prize (`prize`, tickets-repository paidAPrize) or a tie gave
 * its stake back.
 */
export function ticketView(
  ticket: LotteryTicket,
  draw: LotteryDraw,
  game: string,
  scale: number,
  now: Date,
  prize: boolean,
): LotteryTicketView {
  const money = (amount: bigint) => minorToDecimal(amount, scale);
  const state = ((): LotteryTicketView["state"] => {
    switch (ticket.status) {
      case "PENDING":
        return "PENDING";
      case "CANCELLING":
      case "CANCELLED":
        return "CANCELLED";
      case "VOIDING":
      case "VOIDED":
      case "REFUSED":
        return "VOIDED";
      case "OPEN":
        if (draw.status === "VOID") return "VOIDED";
        // Paid without a prize: a tie gave the stake back.
        if (draw.status === "SETTLED") return (ticket.payout ?? 0n) === 0n ? "LOST" : prize ? "WON" : "TIE";
        return draw.status === "DRAWN" ? "DRAWN" : "OPEN";
    }
  })();
  const cancellable = ticket.status === "OPEN" && draw.status === "OPEN" && draw.closesAt > now;
  const settled = state === "WON" || state === "TIE" || state === "LOST";
  return {
    id: ticket.id,
    game,
    drawNo: draw.drawNo,
    play: ticket.play,
    picks: ticket.picks,
    lines: ticket.lineCount,
    unitStake: money(ticket.unitStake),
    cost: money(ticket.cost),
    state,
    payout: settled ? money(ticket.payout ?? 0n) : null,
    createdAt: ticket.createdAt.getTime(),
    cancellableUntil: cancellable ? draw.closesAt.getTime() : null,
    chasePlanId: ticket.chasePlanId,
  };
}
