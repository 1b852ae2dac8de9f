import type { LotteryChaseAnswer, LotteryChaseRequest, LotteryChaseView } from "@portal/contract/api/lottery";
import { VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { refusal, type HouseRounds } from "../house-rounds";
import type { PlatformClient } from "../platform-client";
import { brandById, type HouseBrand } from "../repository";
import {
  insertPlan,
  markPlanCancelled,
  markPlanStopped,
  planById,
  plansToStop,
  playerPlans,
  ticketsToWithdraw,
  type ChasePlanSummary,
} from "./chase-repository";
import type { HouseLottery } from "./service";
import { placeFailure, type LotteryTickets } from "./tickets";

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

  async create(brand: HouseBrand, request: LotteryChaseRequest, now = new Date()): Promise<LotteryChaseAnswer> {
    const { session, game, draw, priced } = await this.tickets.prepare(brand, request, now);
    const draws = await this.lottery.drawsAhead(game, draw, request.draws);
    // The whole plan's cost against the wallet before any bet: a plan the balance cannot carry
    // is refused whole, not bought for its first few draws.
    const perDraw = priced.reduce((sum, selection) => sum + selection.cost, 0n);
    const wallet = await this.platform.call(brand, VENDOR_API.balance, { token: session.token });
    if (wallet.result !== "OK") throw refusal(wallet);
    if ((decimalToMinor(wallet.balance ?? "0", brand.currencyScale) ?? 0n) < perDraw * BigInt(draws.length))
      throw new AppError("INSUFFICIENT_BALANCE", "Not enough money for every draw of the plan");

    const plan = await insertPlan(this.db, {
      merchantId: brand.merchantId,
      playerId: session.playerId,
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
    let balance = wallet.balance ?? "";
    let bought = 0;
    let unplaced: LotteryChaseAnswer["unplaced"] = null;
    buying: for (const target of draws)
      for (const [index, selection] of priced.entries()) {
        try {
          balance = (await this.tickets.place(brand, session, game, target, selection, plan.id)).balance;
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
    const [summary] = await playerPlans(this.db, brand.merchantId, session.playerId, plan.id + 1, 1);
    return { plan: chaseView(summary!, brand.currencyScale), balance, unplaced };
  }

  /** The player's plans, newest first. */
  async mine(brand: HouseBrand, token: string, before: number | undefined, limit: number): Promise<LotteryChaseView[]> {
    const player = await this.rounds.player(brand, token);
    const plans = await playerPlans(this.db, brand.merchantId, player.playerId, before, limit);
    return plans.map((summary) => chaseView(summary, brand.currencyScale));
  }

  /**
   * Cancels a plan of the player: marked cancelled, then its tickets whose draws still take
   * tickets are given back (their bets rolled back). Sent again after a failure, it gives back
   * what is left; tickets whose draws have closed play.
   */
  async cancel(brand: HouseBrand, token: string, planId: number): Promise<{ plan: LotteryChaseView; balance: string }> {
    const player = await this.rounds.player(brand, token);
    const plan = await planById(this.db, planId);
    // Another player's plan is answered as one that does not exist.
    if (!plan || plan.merchantId !== brand.merchantId || plan.playerId !== player.playerId)
      throw new AppError("NOT_FOUND", "No such chase plan");
    await markPlanCancelled(this.db, plan.id);
    let balance = "";
    for (const ticket of await ticketsToWithdraw(this.db, plan.id))
      balance = (await this.tickets.withdraw(brand, ticket))?.balance ?? balance;
    const [summary] = await playerPlans(this.db, brand.merchantId, player.playerId, plan.id + 1, 1);
    return { plan: chaseView(summary!, brand.currencyScale), balance };
  }

  /**
   * The job's step after each settlement pass: every stop-on-win plan of the brand with a graded
   * winning ticket gives back its tickets whose draws still take tickets, then is marked stopped
   * (a run cut short leaves it unmarked, so the next run gives back the rest). Returns the plans stopped.
   */
  async stopWinners(merchantId: number): Promise<number> {
    const brand = await brandById(this.db, merchantId);
    if (!brand) return 0;
    const plans = await plansToStop(this.db, merchantId);
    for (const plan of plans) {
      for (const ticket of await ticketsToWithdraw(this.db, plan.id)) await this.tickets.withdraw(brand, ticket);
      await markPlanStopped(this.db, plan.id);
    }
    return plans.length;
  }
}

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
