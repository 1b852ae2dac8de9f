import type {
  LotteryCurrentDraw,
  LotteryGameView,
  LotteryResultView,
  OfficialEntry,
} from "@portal/contract/api/lottery";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { CHAIN_LENGTH, drawOutcome, elementsAt, newChain } from "./chain";
import {
  currentDraw,
  drawWithGame,
  openDrawsFrom,
  dueDraws,
  gradeDraw,
  allGames,
  enabledGames,
  gameByCode,
  lastDrawTime,
  markDrawn,
  markVoid,
  recentResults,
  revealVoidElement,
  scheduleDraws,
  voidDrawsToReveal,
  type LotteryDraw,
  type LotteryGame,
  type PlannedDraw,
} from "./repository";
import { drawNumber } from "@portal/contract/lottery/draw-number";
import { drawTimes, OFFICIAL_AHEAD_MS, officialDrawNumber, officialDrawTimes, SCHEDULE_AHEAD_MS } from "./schedule";
import { LotterySettings } from "./settings";
import { familyOfGame } from "./family-of-game";
import { OfficialResults } from "./official-results";
import { LotteryDrawList } from "./draw-list";
import { lotteryDrawEvents, type LotteryDrawEvents } from "./draw-events";

/** The most due draws one sweep makes per game (a game that was down an hour catches up over a few). */
const DRAWS_PER_SWEEP = 120;

/**
 * The house lottery's draws (decision 0035): each sweep makes every enabled game's draws for the
 * next half hour, then draws the ones whose time has come: reveals the chain element and records
 * the result it gives. Both steps are idempotent, so a sweep run twice, or by two runners at
 * once, makes and draws each draw once.
 */
export class HouseLottery {
  /** The operator's odds and limits per play. */
  readonly settings: LotterySettings;
  /** The official draws' two-operator results. */
  readonly official: OfficialResults;
  /** The back office's list of the brand's draws. */
  readonly drawList: LotteryDrawList;
  /** Draws drawn, voided and settled, for the pages watching the lottery over /ws. */
  readonly events: LotteryDrawEvents = lotteryDrawEvents();

  constructor(
    private readonly db: Db,
    private readonly chainLength = CHAIN_LENGTH,
  ) {
    this.settings = new LotterySettings(db);
    this.official = new OfficialResults(db, this.events);
    this.drawList = new LotteryDrawList(db);
  }

  /**
   * Every game of the brand: an enabled one gets its coming draws made, and every game, enabled
   * or not, has its due draws drawn (a game an operator disabled still owes the draws it sold).
   * A game that fails does not hold the others up: the sweep goes on, then fails with every
   * game's error, so the job records the run as failed and tries again.
   */
  async sweep(merchantId: number, now: Date): Promise<{ scheduled: number; drawn: number }> {
    let scheduled = 0;
    let drawn = 0;
    const failures: unknown[] = [];
    for (const game of await allGames(this.db, merchantId)) {
      try {
        if (game.enabled) scheduled += await this.schedule(game, now);
        // An official game's draws are drawn by two operators (official-results.ts), not here.
        if (!game.official) drawn += await this.drawDue(game, now);
      } catch (error) {
        failures.push(new Error(`lottery game ${game.code}`, { cause: error }));
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `lottery sweep: ${failures.length} game(s) failed`);
    return { scheduled, drawn };
  }

  private async schedule(game: LotteryGame, now: Date): Promise<number> {
    // Read without a lock first: most sweeps find the half hour already made and take no lock;
    // scheduleDraws reads the last draw again under the game's lock before it makes any.
    const last = (await lastDrawTime(this.db, game.id))?.getTime() ?? now.getTime();
    if (game.official) {
      // Always the next two draws from now, of which those not made yet: never more ahead.
      const planned = officialDrawTimes(
        game.drawTimeSec!,
        game.weekdays!,
        now.getTime(),
        now.getTime() + OFFICIAL_AHEAD_MS,
      ).filter((at) => at > last);
      return scheduleDraws(
        this.db,
        game.id,
        planned.map((at) => plannedDraw(game, at)),
        null,
      );
    }
    // The next half hour, and always the next two draws: a game drawing hourly or daily is never without an open draw.
    const until = now.getTime() + Math.max(SCHEDULE_AHEAD_MS, 2 * game.intervalSec * 1000);
    const planned = drawTimes(game.intervalSec, Math.max(last, now.getTime()), until).map((at) =>
      plannedDraw(game, at),
    );
    return scheduleDraws(this.db, game.id, planned, this.newChain);
  }

  private readonly newChain = () => ({ ...newChain(this.chainLength), length: this.chainLength });

  /**
   * The game's next `count` draws taking tickets from `first` on, the ones the sweep has not made
   * yet made now (a chase plan reaches further than the sweep's half hour, decision 0037), through
   * the same scheduleDraws: in order, under the game's lock, each fast draw taking its chain's
   * next index. A draw voided ahead (an official draw called off) is passed over for the next.
   */
  async drawsAhead(game: LotteryGame, first: LotteryDraw, count: number): Promise<LotteryDraw[]> {
    for (let round = 0; ; round++) {
      const open = await openDrawsFrom(this.db, game.id, first.drawsAt, count);
      const missing = count - open.length;
      if (missing <= 0 || round === 2) return open;
      const after = (await lastDrawTime(this.db, game.id))!.getTime();
      const times = game.official
        ? officialDrawTimes(game.drawTimeSec!, game.weekdays!, after, Number.MAX_SAFE_INTEGER, missing)
        : drawTimes(game.intervalSec, after, after + missing * game.intervalSec * 1000, missing);
      const planned = times.map((at) => plannedDraw(game, at));
      await scheduleDraws(this.db, game.id, planned, game.official ? null : this.newChain);
    }
  }

  /**
   * Draws the game's due draws, oldest first, and reveals in their turn the elements of its void
   * draws whose time has come: a fast draw voided by operators before it was drawn (official-
   * results.ts) keeps its chain index, and its element x_i is not written by the void, since
   * SHA-256(x_i) gives the elements of every draw before it, some perhaps still taking tickets.
   * At its time, once every draw before it is drawn (this loop, in order), x_i gives away nothing
   * undrawn, and the next draw would give it away anyway (SHA-256(x_(i+1)) = x_i). Revealed, the
   * chain has no gap: the verify page links the next draw to it as to any draw, and the void
   * draw's own element chains to the commitment. Its result is never computed nor used.
   */
  private async drawDue(game: LotteryGame, now: Date): Promise<number> {
    let drawn = 0;
    const open = await dueDraws(this.db, game.id, now, DRAWS_PER_SWEEP);
    // A full page of due draws (a game catching up): only the void draws before its last one now.
    const until = open.length === DRAWS_PER_SWEEP ? open.at(-1)!.draw.drawsAt : now;
    const voided = await voidDrawsToReveal(this.db, game.id, until, DRAWS_PER_SWEEP);
    const due = [
      ...open.map((row) => ({ ...row, reveal: false })),
      ...voided.map((row) => ({ ...row, reveal: true })),
    ].sort((a, b) => a.draw.drawsAt.getTime() - b.draw.drawsAt.getTime());
    // Each chain's elements are hashed down once from the highest index due, not from the seed
    // for every draw (120 draws early in a chain would be 1.2 million hashes on the event loop).
    const elements = new Map<string, string>();
    const byChain = new Map<number, (typeof due)[number][]>();
    for (const row of due) byChain.set(row.chain.id, [...(byChain.get(row.chain.id) ?? []), row]);
    for (const [chainId, rows] of byChain) {
      const { seed, length } = rows[0]!.chain;
      const indexes = rows.map((row) => row.draw.chainIndex!);
      for (const [index, element] of elementsAt(seed, length, indexes)) elements.set(`${chainId}:${index}`, element);
    }
    for (const { draw, reveal } of due) {
      const element = elements.get(`${draw.chainId}:${draw.chainIndex}`)!;
      if (reveal) {
        await revealVoidElement(this.db, draw.id, element);
        continue;
      }
      const family = familyOfGame(game, draw.drawsAt);
      const outcome = drawOutcome(family, element, game.code, draw.chainIndex!);
      const status = "void" in outcome ? "VOID" : "DRAWN";
      const marked =
        "void" in outcome
          ? await markVoid(this.db, draw.id, element, now)
          : await markDrawn(this.db, draw.id, element, outcome.result, now);
      if (!marked) continue;
      if (status === "DRAWN") drawn++;
      this.events.emit("draw", { merchantId: game.merchantId, game: game.code, drawNo: draw.drawNo, status });
    }
    return drawn;
  }

  /**
   * Grades a drawn draw's tickets against its result (every play's wins) and records what each
   * player is owed; idempotent. Paying it is the settlement's next step (decision 0035).
   */
  async grade(drawId: number): Promise<{ winningTickets: number; players: number }> {
    const found = await drawWithGame(this.db, drawId);
    if (found?.draw.status === "SETTLED") return { winningTickets: 0, players: 0 };
    if (!found || found.draw.status !== "DRAWN") throw new Error(`lottery draw ${drawId} is not drawn`);
    const family = familyOfGame(found.game, found.draw.drawsAt);
    const result = found.draw.result;
    // One row per play, key and tier, its hits summed (the wins table's key).
    const wins = new Map<string, { play: string; key: string; tier: number; hits: number }>();
    for (const play of family.plays)
      for (const win of play.wins(result)) {
        const id = JSON.stringify([play.code, win.key, win.tier]);
        const known = wins.get(id);
        if (known) known.hits += win.hits;
        else wins.set(id, { play: play.code, key: win.key, tier: win.tier, hits: win.hits });
      }
    return gradeDraw(this.db, drawId, [...wins.values()]);
  }

  async games(merchantId: number): Promise<LotteryGameView[]> {
    return (await enabledGames(this.db, merchantId)).map((game) => ({
      code: game.code,
      family: game.family,
      name: game.name ?? null,
      intervalSec: game.intervalSec,
      closeBeforeSec: game.closeBeforeSec,
      official: game.official ? { drawTimeSec: game.drawTimeSec!, weekdays: weekdaysOf(game.weekdays!) } : null,
    }));
  }

  /**
   * The plays the game sells in the brand, with their odds and stake limits: those of its family as
   * of the draw taking tickets (of `now` between draws).
   */
  async plays(brand: { merchantId: number; currencyScale: number }, code: string, now: Date) {
    const game = await this.game(brand.merchantId, code);
    const open = await currentDraw(this.db, game.id, now);
    const family = familyOfGame(game, open?.draw.drawsAt ?? now);
    return this.settings.onSale(brand.merchantId, brand.currencyScale, family);
  }

  /** The draw taking tickets at `now`; NO_OPEN_DRAW between draws or before the first sweep. */
  async current(merchantId: number, code: string, now: Date): Promise<LotteryCurrentDraw> {
    const found = await currentDraw(this.db, (await this.game(merchantId, code)).id, now);
    if (!found) throw new AppError("NO_OPEN_DRAW", "No draw is taking tickets");
    const { draw, commitment } = found;
    return {
      drawNo: draw.drawNo,
      closesAt: draw.closesAt.getTime(),
      drawsAt: draw.drawsAt.getTime(),
      chainIndex: draw.chainIndex,
      commitment,
      serverTime: now.getTime(),
    };
  }

  /**
   * A Vietnamese game's opened numbers (the spec's /lgw/vn/numeros/opened/game): its latest
   * draws' results with its family, which reads them prize by prize. NOT_FOUND for a game that
   * is not a Vietnamese one of the brand.
   */
  async opened(merchantId: number, code: string, count: number) {
    const game = await this.game(merchantId, code, true);
    if (!game.family.startsWith("VN_")) throw new AppError("NOT_FOUND", "No such Vietnam lottery game");
    const rows = await recentResults(this.db, game.id, new Date(), count);
    return {
      gameCode: game.code,
      family: game.family,
      list: rows.map(({ draw }) => ({
        drawNo: draw.drawNo,
        drawsAt: draw.drawsAt.getTime(),
        void: draw.status === "VOID",
        result: draw.status === "VOID" ? null : draw.result,
        official: officialEntryOf(draw),
      })),
    };
  }

  /** Draws made before `before`, newest first, each with what verifies it. */
  async results(merchantId: number, code: string, before: Date, limit: number): Promise<LotteryResultView[]> {
    // A disabled game's made draws stay readable: anyone may still verify them.
    const rows = await recentResults(this.db, (await this.game(merchantId, code, true)).id, before, limit);
    return rows.map(({ draw, commitment }) => ({
      drawNo: draw.drawNo,
      drawsAt: draw.drawsAt.getTime(),
      status: draw.status as LotteryResultView["status"],
      result: draw.status === "VOID" ? null : draw.result,
      element: draw.element,
      chainIndex: draw.chainIndex,
      commitment,
      official: officialEntryOf(draw),
      calledOff: draw.status === "VOID" && draw.voidedBy !== null,
    }));
  }

  private async game(merchantId: number, code: string, evenDisabled = false): Promise<LotteryGame> {
    const game = await gameByCode(this.db, merchantId, code);
    if (!game || (!game.enabled && !evenDisabled)) throw new AppError("NOT_FOUND", "No such lottery game");
    return game;
  }
}

/** The draw of a game at `at`: its close and its number. */
function plannedDraw(game: LotteryGame, at: number): PlannedDraw {
  return {
    drawsAt: new Date(at),
    closesAt: new Date(at - game.closeBeforeSec * 1000),
    drawNo: game.official ? officialDrawNumber(at) : drawNumber(at, game.intervalSec),
  };
}

/** The weekdays of a bitmask (bit 0 = Sunday), 0 = Sunday. */
const weekdaysOf = (mask: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask >> day) & 1);

/** Who entered and who confirmed an official draw's result, once confirmed (null otherwise). */
function officialEntryOf(draw: LotteryDraw): OfficialEntry | null {
  if (!draw.enteredAt || !draw.confirmedAt) return null;
  return {
    enteredBy: draw.enteredByName ?? "",
    enteredAt: draw.enteredAt.getTime(),
    confirmedBy: draw.confirmedByName ?? "",
    confirmedAt: draw.confirmedAt.getTime(),
  };
}
