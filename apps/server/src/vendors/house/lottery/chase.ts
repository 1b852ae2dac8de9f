import type { LotteryChaseAnswer, LotteryChaseRequest, LotteryChaseView } from "@portal/contract/api/lottery";
import { VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { refusal, type GameSession, type HouseRounds } from "../house-rounds";
import type { PlatformClient } from "../platform-client";
import { brandById, type HouseBrand } from "../repository";
import {
  insertPlan,
  isBeingMade,
  isPlanOver,
  markPlanCancelled,
  markPlanMade,
  markPlanStopped,
  planById,
  planByRequest,
  plansToWithdraw,
  playerPlans,
  releaseRequest,
  ticketsToWithdraw,
  boughtAnything,
  type ChasePlan,
  type ChasePlanSummary,
} from "./chase-repository";
import { familyOfGame } from "./family-of-game";
import type { LotteryDraw, LotteryGame } from "./repository";
import type { HouseLottery } from "./service";
import { placeFailure, type LotteryTickets, type PricedSelection } from "./tickets";
import type { PlayerPage } from "./tickets-repository";

/**
 * Chase plans (追号, decision 0037): a slip followed over N draws in a row, every draw's tickets
 * bought when the plan is made (each its own ticket and bet, as a slip's), and the ones whose
 * draws still take tickets given back when a win stops the plan or its player cancels it.
 */
export class LotteryChases {
  constructor(
    private readonly db: Db,
    private readonly rounds: HouseRounds,
    private readonly platform: PlatformClient,
    private readonly lottery: HouseLottery,
    private readonly tickets: LotteryTickets,
  ) {}

  /**
   * Makes a plan. Its requestId makes it idempotent: sent again (its answer lost), the plan made
   * under it is answered as it is now; the same requestId with another plan is IDEMPOTENCY_CONFLICT.
   */
  async create(brand: HouseBrand, request: LotteryChaseRequest, now = new Date()): Promise<LotteryChaseAnswer> {
    const player = await this.rounds.player(brand, request.token);
    const earlier = await this.earlier(brand, player.playerId, request);
    if (earlier) return earlier;
    const { session, game, draw, priced } = await this.tickets.prepare(brand, request, now);
    // The whole plan's cost against the wallet before any draw is made or bet placed: a plan
    // the balance cannot carry is refused whole, not bought for its first few draws.
    const wallet = await this.platform.call(brand, VENDOR_API.balance, { token: session.token });
    if (wallet.result !== "OK") throw refusal(wallet);
    const balance = decimalToMinor(wallet.balance ?? "0", brand.currencyScale) ?? 0n;
    if (balance < costOf(priced) * BigInt(request.draws))
      throw new AppError("INSUFFICIENT_BALANCE", "Not enough money for every draw of the plan");

    const draws = await this.lottery.drawsAhead(game, draw, request.draws);
    // Each draw priced by its own family (Mark Six's odds follow the lunar year of its draw), all
    // before any bet: a selection no longer on sale under a later family refuses the plan whole.
    const byFamily = new Map([[familyOfGame(game, draw.drawsAt), priced]]);
    const pricing: PricedSelection[][] = [];
    for (const target of draws) {
      const family = familyOfGame(game, target.drawsAt);
      if (!byFamily.has(family)) byFamily.set(family, await this.tickets.priceAll(brand, family, request.selections));
      pricing.push(byFamily.get(family)!);
    }
    if (balance < pricing.reduce((sum, selections) => sum + costOf(selections), 0n))
      throw new AppError("INSUFFICIENT_BALANCE", "Not enough money for every draw of the plan");
    const plan = await insertPlan(this.db, {
      merchantId: brand.merchantId,
      playerId: session.playerId,
      requestId: request.requestId,
      gameId: game.id,
      selections: priced.map((selection) => ({
        play: selection.play.code,
        picks: selection.picks,
        unitStake: String(selection.unitStake),
      })),
      draws: draws.length,
      stopOnWin: request.stopOnWin,
      firstDrawNo: draw.drawNo,
      lastClosesAt: draws.at(-1)!.closesAt,
    });
    // Sent twice at once: the other request is making it.
    if (!plan) {
      const other = await this.earlier(brand, player.playerId, request);
      if (other) return other;
      throw new AppError("SERVICE_UNAVAILABLE", "The same plan is being made; try again in a moment");
    }
    try {
      return await this.buy(brand, session, game, draws, pricing, plan, wallet.balance ?? "");
    } finally {
      await markPlanMade(this.db, plan.id);
    }
  }

  /** Buys a plan's draws in order, each its slip's tickets, until a refusal or the plan's end. */
  private async buy(
    brand: HouseBrand,
    session: GameSession,
    game: LotteryGame,
    draws: readonly LotteryDraw[],
    pricing: readonly PricedSelection[][],
    plan: ChasePlan,
    walletBalance: string,
  ): Promise<LotteryChaseAnswer> {
    let answerBalance = walletBalance;
    let bought = 0;
    let unplaced: LotteryChaseAnswer["unplaced"] = null;
    buying: for (const [n, target] of draws.entries()) {
      // A win or a cancel while the plan is still being bought (a long plan, a fast game): no
      // more draws are bought, and the job gives back what was bought after it (plansToWithdraw).
      if (bought > 0 && (await isPlanOver(this.db, plan.id))) break;
      for (const [index, selection] of pricing[n]!.entries()) {
        try {
          answerBalance = (await this.tickets.place(brand, session, game, target, selection, { chasePlanId: plan.id }))
            .balance;
          bought++;
        } catch (error) {
          // The first refusal stops the buying (a spend since the balance was read, a limit
          // reached on a later draw): what was bought stays in the plan, and the answer says where.
          const stopped = placeFailure(error);
          // Nothing bought at all: refused as a slip would be (the empty plan is listed nowhere).
          if (bought === 0) throw stopped;
          unplaced = { drawNo: target.drawNo, index, errorCode: stopped.code, message: stopped.message };
          break buying;
        }
      }
    }
    const [summary] = await playerPlans(this.db, brand.merchantId, session.playerId, { before: plan.id + 1, limit: 1 });
    return { plan: chaseView(summary!, brand.currencyScale), balance: answerBalance, unplaced };
  }

  /**
   * The plan a requestId made before, as it is now, if it bought anything (one that bought
   * nothing gives the requestId up, to be bought anew); IDEMPOTENCY_CONFLICT for another plan.
   */
  private async earlier(
    brand: HouseBrand,
    playerId: string,
    request: LotteryChaseRequest,
  ): Promise<LotteryChaseAnswer | null> {
    const plan = await planByRequest(this.db, brand.merchantId, playerId, request.requestId);
    if (!plan) return null;
    // The first request is still buying it: its answer comes there (a crashed one is taken as made after a while).
    if (await isBeingMade(this.db, plan.id, BEING_MADE_MS))
      throw new AppError("SERVICE_UNAVAILABLE", "The same plan is being made; try again in a moment");
    const [summary] = await playerPlans(this.db, brand.merchantId, playerId, { before: plan.id + 1, limit: 1 });
    // Nothing bought (refused, or its only bets lost on the way and voided): bought anew.
    if (summary?.plan.id !== plan.id || !(await boughtAnything(this.db, plan.id))) {
      await releaseRequest(this.db, plan.id);
      return null;
    }
    const same =
      summary.gameCode === request.game &&
      plan.firstDrawNo === request.drawNo &&
      plan.stopOnWin === request.stopOnWin &&
      JSON.stringify(plan.selections.map((s) => [s.play, s.picks])) ===
        JSON.stringify(request.selections.map((s) => [s.play, s.picks])) &&
      plan.selections.every(
        (s, i) => s.unitStake === String(decimalToMinor(request.selections[i]!.unitStake, brand.currencyScale)),
      );
    if (!same) throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another plan");
    return {
      plan: chaseView(summary, brand.currencyScale),
      balance: await this.tickets.balanceOf(brand, request.token),
      unplaced: null,
    };
  }

  /** The player's plans, newest first. */
  async mine(brand: HouseBrand, token: string, page: PlayerPage): Promise<LotteryChaseView[]> {
    const player = await this.rounds.player(brand, token);
    const plans = await playerPlans(this.db, brand.merchantId, player.playerId, page);
    return plans.map((summary) => chaseView(summary, brand.currencyScale));
  }

  /**
   * Cancels a plan of the player: marked cancelled, then its tickets whose draws still take
   * tickets are given back (their bets rolled back). Sent again, it gives back what is left (the
   * job does too); a plan with nothing left to give back is CHASE_NOT_CANCELLABLE, unless it is
   * cancelled already. Tickets whose draws have closed play.
   */
  async cancel(brand: HouseBrand, token: string, planId: number): Promise<{ plan: LotteryChaseView; balance: string }> {
    const player = await this.rounds.player(brand, token);
    const plan = await planById(this.db, planId);
    const own = plan && plan.merchantId === brand.merchantId && plan.playerId === player.playerId;
    // Another player's plan, or one that bought nothing, is answered as one that does not exist.
    const [listed] = own
      ? await playerPlans(this.db, brand.merchantId, player.playerId, { before: plan.id + 1, limit: 1 })
      : [];
    if (!plan || listed?.plan.id !== plan.id) throw new AppError("NOT_FOUND", "No such chase plan");
    const withdrawing = await ticketsToWithdraw(this.db, plan.id);
    if (withdrawing.length === 0 && plan.cancelledAt === null)
      throw new AppError("CHASE_NOT_CANCELLABLE", "Every draw of the plan has closed");
    await markPlanCancelled(this.db, plan.id);
    let balance: string | undefined;
    for (const ticket of withdrawing) balance = (await this.tickets.withdraw(brand, ticket))?.balance ?? balance;
    // Nothing given back this time (a cancel sent again): the wallet's balance as it is.
    balance ??= await this.tickets.balanceOf(brand, token);
    const [summary] = await playerPlans(this.db, brand.merchantId, player.playerId, { before: plan.id + 1, limit: 1 });
    return { plan: chaseView(summary!, brand.currencyScale), balance };
  }

  /**
   * The job's step after each settlement pass: every plan of the brand that a graded win stopped
   * (stop on win) or its player cancelled gives back its tickets whose draws still take tickets,
   * and a stopped one is marked so. A run cut short leaves the rest to the next run. A plan that
   * fails (a rollback refused) does not hold the others up: the run goes on, then fails with
   * every plan's error. Returns the plans that gave something back.
   */
  async withdrawDue(merchantId: number): Promise<number> {
    const brand = await brandById(this.db, merchantId);
    if (!brand) return 0;
    const plans = await plansToWithdraw(this.db, merchantId, WITHDRAW_PAGE);
    const failures: unknown[] = [];
    for (const plan of plans) {
      try {
        for (const ticket of await ticketsToWithdraw(this.db, plan.id)) await this.tickets.withdraw(brand, ticket);
        if (plan.cancelledAt === null) await markPlanStopped(this.db, plan.id);
      } catch (error) {
        failures.push(new Error(`lottery chase plan ${plan.id}`, { cause: error }));
      }
    }
    if (failures.length > 0)
      throw new AggregateError(failures, `lottery chase plans: ${failures.length} plan(s) failed`);
    return plans.length;
  }
}

/** How long a plan not marked made counts as being bought by its first request (then as made: that request crashed). */
const BEING_MADE_MS = 120_000;

/** Plans one job run gives back at most (a backlog clears over a few runs). */
const WITHDRAW_PAGE = 500;

/** What a slip costs a draw. */
const costOf = (priced: readonly PricedSelection[]) => priced.reduce((sum, selection) => sum + selection.cost, 0n);

/** A plan as its player sees it: its slip, draws, state and what its tickets came to. */
export function chaseView(summary: ChasePlanSummary, scale: number): LotteryChaseView {
  const { plan } = summary;
  const money = (amount: bigint) => minorToDecimal(amount, scale);
  const state: LotteryChaseView["state"] = plan.cancelledAt
    ? "CANCELLED"
    : plan.stoppedAt
      ? "STOPPED"
      : summary.waiting
        ? "ACTIVE"
        : "FINISHED";
  return {
    id: plan.id,
    game: summary.gameCode,
    selections: plan.selections.map((selection) => ({
      play: selection.play,
      picks: selection.picks,
      unitStake: money(BigInt(selection.unitStake)),
    })),
    draws: plan.draws,
    bought: summary.bought,
    firstDrawNo: plan.firstDrawNo,
    lastDrawNo: summary.lastDrawNo,
    stopOnWin: plan.stopOnWin,
    state,
    played: summary.played,
    refunded: summary.refunded,
    cost: money(summary.cost),
    refundedAmount: money(summary.refundedAmount),
    won: money(summary.won),
    cancellable: summary.cancellable,
    createdAt: plan.createdAt.getTime(),
  };
}
