import { VENDOR_WIN_BATCH_MAX } from "@portal/contract/api/vendor-wallet";
import { minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../../db/client";
import type { PlatformClient } from "../platform-client";
import { brandById, type HouseBrand } from "../repository";
import type { LotteryDraw, LotteryGame } from "./repository";
import type { HouseLottery } from "./service";
import { lotteryRoundId, rolledBack, type LotteryTickets } from "./tickets";
import {
  drawsToSettle,
  liveTickets,
  clearRefusals,
  markPaidThrough,
  markSettled,
  moveTicket,
  unfinishedTickets,
  paidThrough,
  recordRefusals,
  refusedPayouts,
  ticketById,
  unpaidPayouts,
  type LotteryPayout,
  type LotteryTicket,
} from "./tickets-repository";

/** Draws read per page; a run goes on until none is left, or until it has done MAX_DRAWS_PER_RUN (a backlog clears over a few runs). */
const DRAWS_PAGE = 20;
const MAX_DRAWS_PER_RUN = 500;
/**
 * Batch calls of one draw's payouts sent at a time. Each call posts its payouts in one
 * transaction that holds one bucket of the platform's account (its first item's member's) and
 * its payees' wallets from its posting to its commit; two calls wait on each other only when they
 * share a bucket (1 in 32) or a wallet. Three in flight were no faster than two: PostgreSQL's
 * cores are the limit (decision 0035).
 */
const PAYMENTS_IN_FLIGHT = 2;
/** Tickets of a void draw refunded per page. */
const REFUND_PAGE = 500;

/** A payout's win id at the platform: one per player and draw, so paying twice pays once. */
export const payoutWinId = (drawId: number, playerId: string) => `${lotteryRoundId(drawId, playerId)}:win`;

/**
 * A draw's settlement (decision 0035), run by the lottery job after each sweep: the tickets
 * whose call was cut short are finished (a PENDING bet is rolled back, a cancel or void sent
 * again), the tickets are graded (set-based, HouseLottery.grade), and each player with a ticket
 * in the draw is paid one win (0 for a loss: it settles the round) through the vendor API's
 * batch call, a thousand players a call; then the draw is SETTLED. Every step can run again: a
 * rollback or win id answers as the first time, the draw's paid mark moves over each page of
 * payouts answered in order (a refused one kept aside and sent again), and the draw is SETTLED
 * only when none is left unpaid or refused. A void draw instead rolls back every ticket.
 */
export class LotterySettlement {
  constructor(
    private readonly db: Db,
    private readonly platform: PlatformClient,
    private readonly lottery: HouseLottery,
    private readonly tickets: LotteryTickets,
    /** Payouts a batch call carries: the vendor API's most, unless a test wants many pages of a few players. */
    private readonly paymentsPage: number = VENDOR_WIN_BATCH_MAX,
  ) {}

  /** Settles the brand's drawn draws and refunds its void ones, oldest first. */
  async settleDue(merchantId: number): Promise<{ settled: number; refunded: number }> {
    const brand = await brandById(this.db, merchantId);
    if (!brand) return { settled: 0, refunded: 0 };
    const done = { settled: 0, refunded: 0 };
    // A draw that fails (a payment the platform refuses, a call that does not arrive) does not
    // hold the others up: the run goes on past it, then fails with every draw's error, so the
    // job records the run as failed and the draw is tried again on the next one.
    const failures: unknown[] = [];
    const failed = new Set<number>();
    for (let seen = 0; seen < MAX_DRAWS_PER_RUN;) {
      const page = (await drawsToSettle(this.db, merchantId, DRAWS_PAGE + failed.size)).filter(
        ({ draw }) => !failed.has(draw.id),
      );
      if (page.length === 0) break;
      let progressed = false;
      for (const { draw, game } of page) {
        seen++;
        try {
          const finished =
            draw.status === "VOID" ? await this.refund(brand, draw) : await this.settle(brand, draw, game);
          if (finished) {
            progressed = true;
            if (draw.status === "VOID") done.refunded++;
            else done.settled++;
            this.lottery.events.emit("draw", { merchantId, game: game.code, drawNo: draw.drawNo, status: "SETTLED" });
          }
        } catch (error) {
          failed.add(draw.id);
          progressed = true;
          failures.push(new Error(`lottery draw ${draw.id} (${game.code} ${draw.drawNo})`, { cause: error }));
        }
      }
      // Another run finished this page's draws: the next page is theirs to read again, not this run's.
      if (!progressed) break;
    }
    if (failures.length > 0)
      throw new AggregateError(failures, `lottery settlement: ${failures.length} draw(s) failed`);
    return done;
  }

  /** Settles one drawn draw: true when this run marked it SETTLED. */
  async settle(brand: HouseBrand, draw: LotteryDraw, game: LotteryGame): Promise<boolean> {
    for (const ticket of await unfinishedTickets(this.db, draw.id)) await this.finish(brand, ticket);
    await this.lottery.grade(draw.id);
    await this.pay(brand, draw, game);
    return markSettled(this.db, draw.id);
  }

  /** Refunds every live ticket of a void draw (each bet rolled back once), then marks it refunded. */
  async refund(brand: HouseBrand, draw: LotteryDraw): Promise<boolean> {
    for (;;) {
      const page = await liveTickets(this.db, draw.id, REFUND_PAGE);
      if (page.length === 0) break;
      for (const ticket of page) {
        // A cancel whose rollback was cut short is finished as the cancel it is.
        if (ticket.status === "OPEN" && !(await moveTicket(this.db, ticket.id, "OPEN", "VOIDING"))) continue;
        await this.finish(brand, ticket);
      }
    }
    return markSettled(this.db, draw.id);
  }

  /**
   * A ticket whose call was cut short, or an OPEN one of a void draw (already claimed VOIDING by
   * refund): a PENDING one is claimed for voiding (a buyer whose bet answers afterwards finds it
   * claimed), then the rollback is sent (again: the same id refunds at most once) and the ticket
   * ends CANCELLED or VOIDED. A call that fails leaves it for the next run, and the draw unsettled
   * (markSettled waits for every such ticket).
   */
  private async finish(brand: HouseBrand, ticket: LotteryTicket): Promise<void> {
    let status = ticket.status === "OPEN" ? "VOIDING" : ticket.status;
    if (status === "PENDING") {
      if (await moveTicket(this.db, ticket.id, "PENDING", "VOIDING")) status = "VOIDING";
      else {
        // Moved meanwhile: by its buyer (OPEN, its bet taken: nothing to do) or by another run
        // (VOIDING), whose rollback is sent here too, so no run settles the draw on a lost one.
        const current = await ticketById(this.db, ticket.id);
        if (current?.status !== "VOIDING" && current?.status !== "CANCELLING") return;
        status = current.status;
      }
    }
    const answer = await this.tickets.rollback(brand, ticket);
    if (!rolledBack(answer))
      throw new Error(`lottery ticket ${ticket.id}: the rollback was refused (${answer.result})`);
    await moveTicket(this.db, ticket.id, status, status === "CANCELLING" ? "CANCELLED" : "VOIDED");
  }

  /**
   * Pays the draw's unpaid payouts: first those refused before (sent again, a page at a time),
   * then a batch call per page after the draw's paid mark, in key order, PAYMENTS_IN_FLIGHT calls
   * at a time. Pages are read on from the last player of the one before, so two calls never carry
   * the same payout, and the mark moves on over a page once it and every page before it are
   * answered (a later page answered first waits for the earlier ones; a run that fails leaves the
   * mark at the last page answered in order, and the next run sends what follows it again: the win
   * ids answer as before). An item refused is kept aside (recordRefusals) rather than holding the
   * players after it back; the run then fails, naming the refusals, and the draw stays unsettled.
   */
  private async pay(brand: HouseBrand, draw: LotteryDraw, game: LotteryGame): Promise<void> {
    const failures: unknown[] = [];
    let refused = 0;
    // A failure here (a call lost, a row not deleted) does not hold the pages after the mark
    // back: those are paid all the same, and the refusals are sent again next run.
    try {
      for (let after: string | null = null; ;) {
        const page = await refusedPayouts(this.db, draw.id, after, this.paymentsPage);
        if (page.length === 0) break;
        after = page.at(-1)!.playerId;
        const answered = await this.payPage(brand, draw, game, page);
        await clearRefusals(this.db, draw.id, answered.ok);
        refused += answered.refused.length;
      }
    } catch (error) {
      failures.push(error);
    }

    const inFlight = new Set<Promise<void>>();
    const sent: { through: string; answered: boolean }[] = [];
    const markInOrder = async () => {
      let through: string | null = null;
      while (sent[0]?.answered) through = sent.shift()!.through;
      if (through !== null) await markPaidThrough(this.db, draw.id, through);
    };
    const failedBefore = failures.length;
    let after = await paidThrough(this.db, draw.id);
    try {
      for (;;) {
        const unpaid = await unpaidPayouts(this.db, draw.id, after, this.paymentsPage);
        // A call that failed meanwhile ends the run: no page is sent after it.
        if (unpaid.length === 0 || failures.length > failedBefore) break;
        after = unpaid.at(-1)!.playerId;
        const page = { through: after, answered: false };
        sent.push(page);
        const call: Promise<void> = this.payPage(brand, draw, game, unpaid)
          .then(async (answered) => {
            await recordRefusals(this.db, draw.id, answered.refused);
            refused += answered.refused.length;
            page.answered = true;
            await markInOrder();
          })
          .catch((error: unknown) => void failures.push(error))
          .finally(() => inFlight.delete(call));
        inFlight.add(call);
        if (inFlight.size >= PAYMENTS_IN_FLIGHT) await Promise.race(inFlight);
      }
    } finally {
      // Even when reading a page failed: the run ends only once its calls have answered.
      await Promise.allSettled(inFlight);
    }
    if (refused > 0)
      failures.push(new Error(`lottery draw ${draw.id}: ${refused} payout(s) not answered OK, kept to send again`));
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1)
      throw new AggregateError(failures, `lottery draw ${draw.id}: ${failures.length} payment calls failed`);
  }

  /** One batch call for a page of payouts: the players answered OK and those not. */
  private async payPage(brand: HouseBrand, draw: LotteryDraw, game: LotteryGame, unpaid: LotteryPayout[]) {
    const answer = await this.platform.winBatch(
      brand,
      unpaid.map((payout) => ({
        token: payout.token,
        transactionId: payoutWinId(draw.id, payout.playerId),
        roundId: lotteryRoundId(draw.id, payout.playerId),
        gameCode: game.code,
        currency: payout.currency,
        amount: minorToDecimal(payout.amount, brand.currencyScale),
      })),
    );
    // A batch refused as a whole (a signature out of date, a body the platform cannot read) pays
    // nothing: the page is not answered, and the mark stays before it.
    const items = answer.items ?? [];
    if (answer.result !== "OK" || items.length !== unpaid.length)
      throw new Error(`lottery draw ${draw.id}: the batch call was answered ${answer.result} (${items.length} items)`);
    // An item refused (a token the platform no longer knows) or answered UNKNOWN (failed on the
    // platform's side) is kept aside and sent again first on the next run.
    const isOk = (i: number) => items[i]?.result === "OK";
    const ok = unpaid.filter((_, i) => isOk(i)).map((payout) => payout.playerId);
    const refused = unpaid.filter((_, i) => !isOk(i)).map((payout) => payout.playerId);
    return { ok, refused };
  }
}
