import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOTTERY_API,
  type LotteryChaseAnswer,
  type LotteryChaseView,
  type LotteryTicketView,
} from "@portal/contract/api/lottery";
import { pathWith } from "@portal/contract/api/paths";
import { checkLedger } from "../src/ledger/invariants";
import { HouseGames } from "../src/vendors/house/house-games";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { gameByCode, markVoid, savePlaySettings } from "../src/vendors/house/lottery/repository";
import { markPlanCancelled } from "../src/vendors/house/lottery/chase-repository";
import type { LotteryDrawEvent } from "../src/vendors/house/lottery/draw-events";
import { lotteryChasePlans, lotteryDraws } from "../src/vendors/house/lottery/schema";
import { addDailySscGame, playerInHouseGame } from "./house-helper";
import { mainBalance, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

// Chase plans (decision 0037) on an SSC game drawing once a day, so no planned draw closes while a
// test runs: a plan's draws are days apart, its first is drawn by sweeping at its time (ahead of
// the clock), and the rest still take tickets by the database's clock. A first draw closing within
// ten minutes is voided first. Every plan bets all ten digits of the first position (定位胆) at
// 1.00 a line: 10.00 a draw, and it wins 9.80 on every draw, so "stop after a win" always stops.
let t: TestApp;
let house: HouseGames;
const GAME = "SSC_CHASE";

beforeAll(async () => {
  t = await createTestApp();
  house = new HouseGames({ db: t.database.db, inProcess: inProcessTransport(t.app), defaultMerchantCode: "DEMO" });
  await addDailySscGame(t, house, GAME, "Chase SSC");
});
afterAll(() => t.close());

const send = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

async function player(funds: string): Promise<TestMember & { game: string }> {
  const { member, token } = await playerInHouseGame(t, "chase", GAME, funds);
  return { ...member, game: token };
}

async function currentDraw() {
  const res = await send("GET", LOTTERY_API.currentDraw.replace(":code", GAME));
  expect(res.statusCode).toBe(200);
  return res.json().value as { drawNo: string; closesAt: number; drawsAt: number };
}

async function drawRow(drawNo: string) {
  const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
  const [row] = await t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.drawNo, drawNo)));
  return row!;
}

const ALL_DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
const plan = (token: string, drawNo: string, draws: number, stopOnWin: boolean) => ({
  token,
  requestId: randomUUID(),
  game: GAME,
  drawNo,
  draws,
  stopOnWin,
  selections: [{ play: "SSC_POSITION", picks: [ALL_DIGITS, [], [], [], []], unitStake: "1.00" }],
});

const chases = async (token: string): Promise<LotteryChaseView[]> =>
  (await send("GET", `${LOTTERY_API.chases}?token=${token}`)).json().value.list;
const tickets = async (token: string): Promise<LotteryTicketView[]> =>
  (await send("GET", `${LOTTERY_API.tickets}?token=${token}`)).json().value.list;
const cancel = (token: string, id: number) => send("POST", pathWith(LOTTERY_API.cancelChase, { id }), { token });

describe("a chase plan", () => {
  it("buys the slip on each of the next draws at once, one ticket and bet each, and lists the plan", async () => {
    const who = await player("100.00");
    const first = await currentDraw();
    const res = await send("POST", LOTTERY_API.chases, plan(who.game, first.drawNo, 3, false));
    expect(res.statusCode).toBe(200);
    const answer = res.json().value as LotteryChaseAnswer;
    expect(answer.unplaced).toBeNull();
    expect(answer.balance).toBe("70.00");
    expect(answer.plan).toMatchObject({ draws: 3, bought: 3, state: "ACTIVE", cost: "30.00", cancellable: true });
    expect(answer.plan.firstDrawNo).toBe(first.drawNo);
    expect(await mainBalance(t.app, who.token)).toBe("70.00");

    // Three consecutive daily draws, each its own ticket of the plan.
    const bought = await tickets(who.game);
    expect(bought).toHaveLength(3);
    expect(bought.every((ticket) => ticket.chasePlanId === answer.plan.id && ticket.state === "OPEN")).toBe(true);
    const times = await Promise.all(bought.map(async (ticket) => (await drawRow(ticket.drawNo)).drawsAt.getTime()));
    expect(times.sort((a, b) => a - b)).toEqual([
      first.drawsAt,
      first.drawsAt + 86_400_000,
      first.drawsAt + 2 * 86_400_000,
    ]);
    expect(answer.plan.lastDrawNo).toBe(bought[0]!.drawNo);
    expect((await chases(who.game)).map((p) => p.id)).toEqual([answer.plan.id]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("is made once when sent again: the same requestId answers the plan it made, another plan under it is refused", async () => {
    const who = await player("100.00");
    const sent = plan(who.game, (await currentDraw()).drawNo, 3, false);
    const [a, b] = await Promise.all([send("POST", LOTTERY_API.chases, sent), send("POST", LOTTERY_API.chases, sent)]);
    const again = await send("POST", LOTTERY_API.chases, sent);
    // Sent twice at once: one made it, the other answers it or asks to try again in a moment.
    expect([a.statusCode, b.statusCode]).toContain(200);
    expect(again.statusCode).toBe(200);
    const made = again.json().value as LotteryChaseAnswer;
    expect(made.plan).toMatchObject({ bought: 3, cost: "30.00" });
    expect(made.balance).toBe("70.00");
    expect(await mainBalance(t.app, who.token)).toBe("70.00");
    expect((await chases(who.game)).map((p) => p.id)).toEqual([made.plan.id]);
    const other = await send("POST", LOTTERY_API.chases, { ...sent, stopOnWin: true });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    // Cancelled to leave the next tests' draws as they were.
    expect((await cancel(who.game, made.plan.id)).statusCode).toBe(200);
  });

  it("sent again while the first request may still be buying: try again in a moment, then the plan once a crashed one has had its time", async () => {
    const who = await player("100.00");
    const sent = plan(who.game, (await currentDraw()).drawNo, 2, false);
    const first = await send("POST", LOTTERY_API.chases, sent);
    expect(first.statusCode).toBe(200);
    const made = (first.json().value as LotteryChaseAnswer).plan;
    // As if the first request had died while buying: its plan never marked made.
    await t.database.db.update(lotteryChasePlans).set({ madeAt: null }).where(eq(lotteryChasePlans.id, made.id));
    const busy = await send("POST", LOTTERY_API.chases, sent);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().errorCode).toBe("SERVICE_UNAVAILABLE");
    // Begun more than two minutes ago by the database's clock: taken as made, and answered.
    await t.database.db
      .update(lotteryChasePlans)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(lotteryChasePlans.id, made.id));
    const answered = await send("POST", LOTTERY_API.chases, sent);
    expect(answered.statusCode).toBe(200);
    expect((answered.json().value as LotteryChaseAnswer).plan).toMatchObject({ id: made.id, bought: 2, cost: "20.00" });
    expect(await mainBalance(t.app, who.token)).toBe("80.00");
    expect((await cancel(who.game, made.id)).statusCode).toBe(200);
  });

  it("is refused whole when the balance cannot carry every draw: no bet, no plan", async () => {
    const who = await player("25.00");
    const res = await send("POST", LOTTERY_API.chases, plan(who.game, (await currentDraw()).drawNo, 3, false));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await mainBalance(t.app, who.token)).toBe("25.00");
    expect(await chases(who.game)).toEqual([]);
    expect(await tickets(who.game)).toEqual([]);
  });

  it("refuses bad input with the contract's errors: too many draws, another draw than the one taking tickets", async () => {
    const who = await player("10.00");
    const draw = await currentDraw();
    const tooMany = await send("POST", LOTTERY_API.chases, plan(who.game, draw.drawNo, 51, false));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorCode).toBe("VALIDATION_FAILED");
    const stale = await send("POST", LOTTERY_API.chases, plan(who.game, "20200101-0001", 2, false));
    expect(stale.json().errorCode).toBe("NO_OPEN_DRAW");
    expect(await mainBalance(t.app, who.token)).toBe("10.00");
  });

  it("is cancelled by its player once: the draws still taking tickets come back, another player's plan is not found", async () => {
    const who = await player("50.00");
    const made = (await send("POST", LOTTERY_API.chases, plan(who.game, (await currentDraw()).drawNo, 4, false))).json()
      .value as LotteryChaseAnswer;
    expect(await mainBalance(t.app, who.token)).toBe("10.00");

    const other = await player("1.00");
    const foreign = await cancel(other.game, made.plan.id);
    expect(foreign.statusCode).toBe(404);

    // Two cancels at once refund each draw once.
    const [a, b] = await Promise.all([cancel(who.game, made.plan.id), cancel(who.game, made.plan.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await mainBalance(t.app, who.token)).toBe("50.00");
    const [listed] = await chases(who.game);
    expect(listed).toMatchObject({ state: "CANCELLED", refunded: 4, refundedAmount: "40.00", cancellable: false });
    expect((await tickets(who.game)).every((ticket) => ticket.state === "CANCELLED")).toBe(true);
    // Once more: nothing left to give back.
    expect((await cancel(who.game, made.plan.id)).statusCode).toBe(200);
    expect(await mainBalance(t.app, who.token)).toBe("50.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("sums a plan per draw: a draw with one of its two tickets cancelled is played, not refunded", async () => {
    const who = await player("100.00");
    const first = await currentDraw();
    const request = plan(who.game, first.drawNo, 2, false);
    request.selections.push({ play: "SSC_SUM_BSOE", picks: [["BIG"]], unitStake: "2.00" });
    const made = (await send("POST", LOTTERY_API.chases, request)).json().value as LotteryChaseAnswer;
    expect(made.plan).toMatchObject({ draws: 2, bought: 2, cost: "24.00" });
    // The big/small ticket of the second draw cancelled on its own.
    const second = (await tickets(who.game)).find((ticket) => ticket.play === "SSC_SUM_BSOE")!;
    expect(second.drawNo).not.toBe(first.drawNo);
    const cancelled = await send("POST", pathWith(LOTTERY_API.cancelTicket, { id: second.id }), { token: who.game });
    expect(cancelled.statusCode).toBe(200);
    const [listed] = await chases(who.game);
    expect(listed).toMatchObject({ bought: 2, refunded: 0, refundedAmount: "2.00", state: "ACTIVE" });
    // Listed for its own game only when a game is asked for.
    expect((await send("GET", `${LOTTERY_API.chases}?token=${who.game}&game=SSC_OTHER`)).json().value.list).toEqual([]);
  });

  it("passes over a draw voided ahead: the plan buys the next draws taking tickets", async () => {
    const who = await player("100.00");
    const first = await currentDraw();
    // The day after the current draw is called off before the plan is made.
    await house.lottery.drawsAhead(
      (await gameByCode(t.database.db, t.merchantId, GAME))!,
      await drawRow(first.drawNo),
      2,
    );
    const [, calledOff] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.gameId, (await drawRow(first.drawNo)).gameId),
          eq(lotteryDraws.status, "OPEN"),
          gte(lotteryDraws.drawsAt, new Date(first.drawsAt)),
        ),
      )
      .orderBy(lotteryDraws.drawsAt);
    await markVoid(t.database.db, calledOff!.id, "00", new Date());
    const made = (await send("POST", LOTTERY_API.chases, plan(who.game, first.drawNo, 3, false))).json()
      .value as LotteryChaseAnswer;
    expect(made.unplaced).toBeNull();
    expect(made.plan.bought).toBe(3);
    expect((await tickets(who.game)).map((ticket) => ticket.drawNo)).not.toContain(calledOff!.drawNo);
  });

  it("answers CHASE_NOT_CANCELLABLE for a plan with no draw left to give back, and finishes a cancel cut short", async () => {
    const who = await player("100.00");
    const made = (await send("POST", LOTTERY_API.chases, plan(who.game, (await currentDraw()).drawNo, 2, false))).json()
      .value as LotteryChaseAnswer;
    // A cancel cut short after the plan was marked: the job gives back what it left.
    await markPlanCancelled(t.database.db, made.plan.id);
    expect(await mainBalance(t.app, who.token)).toBe("80.00");
    expect(await house.lotteryChases.withdrawDue(t.merchantId)).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    expect((await chases(who.game))[0]).toMatchObject({ state: "CANCELLED", refunded: 2, cancellable: false });
    // Nothing left to give back: cancelled already answers as it is; another plan, all played, is refused.
    expect((await cancel(who.game, made.plan.id)).statusCode).toBe(200);
    const done = (await send("POST", LOTTERY_API.chases, plan(who.game, (await currentDraw()).drawNo, 2, false))).json()
      .value as LotteryChaseAnswer;
    // Both its draws closed (as if their time had come).
    const drawNos = (await tickets(who.game))
      .filter((ticket) => ticket.chasePlanId === done.plan.id)
      .map((t) => t.drawNo);
    for (const drawNo of drawNos)
      await t.database.db
        .update(lotteryDraws)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(lotteryDraws.id, (await drawRow(drawNo)).id));
    const refused = await cancel(who.game, done.plan.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe("CHASE_NOT_CANCELLABLE");
    expect((await chases(who.game))[0]).toMatchObject({ id: done.plan.id, state: "ACTIVE" });
  });

  it("stops after a win: the later draws are refunded once, even by two stop runs at once; a plan without it plays on", async () => {
    const stopper = await player("100.00");
    const keeper = await player("100.00");
    const first = await currentDraw();
    const stopping = (await send("POST", LOTTERY_API.chases, plan(stopper.game, first.drawNo, 3, true))).json()
      .value as LotteryChaseAnswer;
    const keeping = (await send("POST", LOTTERY_API.chases, plan(keeper.game, first.drawNo, 3, false))).json()
      .value as LotteryChaseAnswer;
    expect(stopping.plan.stopOnWin).toBe(true);

    // The first draw is drawn at its time and settled: every plan's first ticket wins 9.80. The
    // pages watching the lottery hear of each step.
    const events: LotteryDrawEvent[] = [];
    house.lottery.events.on("draw", (event) => events.push(event));
    await house.lottery.sweep(t.merchantId, new Date(first.drawsAt));
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(events.filter((event) => event.drawNo === first.drawNo)).toEqual([
      { merchantId: t.merchantId, game: GAME, drawNo: first.drawNo, status: "DRAWN" },
      { merchantId: t.merchantId, game: GAME, drawNo: first.drawNo, status: "SETTLED" },
    ]);
    const stopped = await Promise.all([
      house.lotteryChases.withdrawDue(t.merchantId),
      house.lotteryChases.withdrawDue(t.merchantId),
    ]);
    expect(stopped.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await house.lotteryChases.withdrawDue(t.merchantId)).toBe(0);

    // 100 - 30 + 9.80 won + 20 refunded.
    expect(await mainBalance(t.app, stopper.token)).toBe("99.80");
    const [stoppedPlan] = await chases(stopper.game);
    expect(stoppedPlan).toMatchObject({
      id: stopping.plan.id,
      state: "STOPPED",
      played: 1,
      refunded: 2,
      won: "9.80",
      refundedAmount: "20.00",
      cancellable: false,
    });
    // The plan without a stop keeps its two coming draws.
    expect(await mainBalance(t.app, keeper.token)).toBe("79.80");
    const [keptPlan] = await chases(keeper.game);
    expect(keptPlan).toMatchObject({ id: keeping.plan.id, state: "ACTIVE", played: 1, refunded: 0, won: "9.80" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
  it("does not stop on a refund: a tie gives a dragon bet its stake back, which is not a win, and the ticket says tie", async () => {
    // The brand refunds dragon and tiger on a tie (their REFUND tier at 1x).
    await savePlaySettings(t.database.db, {
      merchantId: t.merchantId,
      family: "SSC",
      play: "SSC_DRAGON_TIGER",
      enabled: true,
      minStake: 100n,
      maxStake: 1_000_000n,
      maxDrawStake: 5_000_000n,
      exposureLimit: 500_000_000n,
      odds: { "DRAGON/TIGER": [19_800, 10_000] },
      updatedBy: 1,
    });
    const stopper = await player("100.00");
    const first = await currentDraw();
    const dragon = {
      ...plan(stopper.game, first.drawNo, 3, true),
      selections: [{ play: "SSC_DRAGON_TIGER", picks: [["DRAGON"]], unitStake: "1.00" }],
    };
    const made = (await send("POST", LOTTERY_API.chases, dragon)).json().value as LotteryChaseAnswer;
    expect(made.plan.draws).toBe(3);

    // The first draw is drawn at its time; whatever its digits, its last is made its first before
    // grading (a tie: dragon and tiger get their stake back, the tie wins).
    await house.lottery.sweep(t.merchantId, new Date(first.drawsAt));
    const drawn = await drawRow(first.drawNo);
    const digits = drawn.result as number[];
    await t.database.db
      .update(lotteryDraws)
      .set({ result: [...digits.slice(0, 4), digits[0]!] })
      .where(eq(lotteryDraws.id, drawn.id));
    await house.lotterySettlement.settleDue(t.merchantId);
    // (The same run settles and stops earlier tests' plans on this draw: only this plan is looked at.)
    await house.lotteryChases.withdrawDue(t.merchantId);

    // 100 - 3 + 1 given back by the tie; the plan plays on with its two coming draws.
    expect(await mainBalance(t.app, stopper.token)).toBe("98.00");
    const [kept] = await chases(stopper.game);
    expect(kept).toMatchObject({ id: made.plan.id, state: "ACTIVE", played: 1, refunded: 0, won: "1.00" });
    // Its ticket on the tied draw shows the stake back as a tie, not a win.
    const tied = (await tickets(stopper.game)).find((ticket) => ticket.drawNo === first.drawNo);
    expect(tied).toMatchObject({ state: "TIE", payout: "1.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
