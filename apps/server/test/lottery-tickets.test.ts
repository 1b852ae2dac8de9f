import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOTTERY_API, type LotteryBuyAnswer, type LotteryTicketView } from "@portal/contract/api/lottery";
import { API } from "@portal/contract/api/paths";
import { VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { payoutOf, playOf } from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import { minorToDecimal } from "@portal/contract/money";
import { MIGRATIONS_DIR, queryRows } from "../src/db/client";
import { betRecords } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { HouseGames } from "../src/vendors/house/house-games";
import { inProcessTransport, type PlatformTransport } from "../src/vendors/house/platform-transport";
import { PlatformClient } from "../src/vendors/house/platform-client";
import { brandByCode } from "../src/vendors/house/repository";
import { gameByCode, markVoid, savePlaySettings } from "../src/vendors/house/lottery/repository";
import { lotteryDraws, lotteryExposure, lotteryTickets } from "../src/vendors/house/lottery/schema";
import { DEMO_CURRENCY } from "@portal/contract/money";
import {
  claimCancel,
  insertTicket,
  markPaidThrough,
  markSettled,
  recordRefusals,
} from "../src/vendors/house/lottery/tickets-repository";
import { issueVendorSession } from "../src/modules/vendor-api/sessions";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { lotteryDrawPayouts, lotteryPayoutRefusals } from "../src/vendors/house/lottery/schema";
import { lotteryRoundId, ticketBetId } from "../src/vendors/house/lottery/tickets";
import { LotterySettlement } from "../src/vendors/house/lottery/settlement";
import {
  addDailyLotteryGame,
  addDailySscGame,
  drawTakingTickets,
  houseGameNode,
  launchHouseGame,
  playerInHouseGame,
} from "./house-helper";
import { fund, get, mainBalance, newMember, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { agentOf, registerBelow } from "./agents-helper";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";

// Tickets through the vendor API and their draw's settlement (decision 0035), on an SSC game
// drawing once a day: bought over HTTP on the draw taking tickets, drawn by sweeping at the
// draw's time, settled by the settlement the job runs (here called directly, also twice at once).
// A daily game, so no draw closes while a test buys on it: a draw closing within the next ten
// minutes is voided first, and the tests buy on the next day's.
let t: TestApp;
let house: HouseGames;
const GAME = "SSC_DAY";
const SSC = familyOf("SSC")!;

beforeAll(async () => {
  t = await createTestApp();
  house = new HouseGames({ db: t.database.db, inProcess: inProcessTransport(t.app), defaultMerchantCode: "DEMO" });
  await addDailySscGame(t, house, GAME, "Daily SSC");
});
afterAll(() => t.close());

const send = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

/** A funded member with a launched SSC game token. */
async function player(funds = "100.00", code = GAME): Promise<TestMember & { game: string }> {
  const { member, token } = await playerInHouseGame(t, "lotto", code, funds);
  return { ...member, game: token };
}

/** The draw taking tickets (house-helper's drawTakingTickets). */
const currentDraw = (code = GAME) => drawTakingTickets(t, house, code);

/** `count` players with a ticket each in the current draw, which is then drawn (not settled). */
async function drawnWith(count: number) {
  const players: (TestMember & { game: string })[] = [];
  for (let i = 0; i < count; i++) players.push(await player());
  const { drawNo } = await currentDraw();
  for (const who of players) expect((await buy(slip(drawNo, who.game))).statusCode).toBe(200);
  const row = await drawRow(drawNo);
  await house.lottery.sweep(t.merchantId, row.drawsAt);
  return { players, drawNo, row };
}

/** A settlement paying a payout a page through `post` (a transport a test makes fail as it wants). */
function settlementThrough(post: PlatformTransport["post"]) {
  return new LotterySettlement(t.database.db, new PlatformClient({ post }), house.lottery, house.lotteryTickets, 1);
}

/** A draw's payouts in their key's order, the order they are paid in. */
function payoutsInKeyOrder(drawId: number) {
  return t.database.db
    .select()
    .from(lotteryDrawPayouts)
    .where(eq(lotteryDrawPayouts.drawId, drawId))
    .orderBy(asc(lotteryDrawPayouts.playerId));
}

async function drawRow(drawNo: string) {
  const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
  const [row] = await t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.drawNo, drawNo)));
  return row!;
}

/** A straight on the first digit (SSC_POSITION) and a big/small on the sum, as a slip. */
const slip = (drawNo: string, token: string, stakes: [string, string] = ["1.00", "2.00"]) => ({
  token,
  game: GAME,
  drawNo,
  selections: [
    { play: "SSC_POSITION", picks: [["3", "7"], [], [], [], []], unitStake: stakes[0] },
    { play: "SSC_SUM_BSOE", picks: [["BIG"]], unitStake: stakes[1] },
  ],
});

/** A slip sent once: a new requestId unless the payload has one. */
async function buy(payload: object) {
  return send("POST", LOTTERY_API.tickets, { requestId: randomUUID(), ...payload });
}

async function mine(token: string): Promise<LotteryTicketView[]> {
  return (await send("GET", `${LOTTERY_API.tickets}?token=${token}`)).json().value.list;
}

async function roundOf(drawId: number, memberId: number) {
  const rows = await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, memberId));
  return rows.find((r) => r.roundId.startsWith(`L${drawId}-`));
}

describe("buying a slip", () => {
  it("places each selection as a ticket and one bet of the member's round in the draw", async () => {
    const who = await player();
    const draw = await currentDraw();
    const res = await buy(slip(draw.drawNo, who.game));
    expect(res.statusCode).toBe(200);
    const answer = res.json().value as LotteryBuyAnswer;
    expect(answer.unplaced).toBeNull();
    expect(answer.tickets.map((ticket) => [ticket.play, ticket.lines, ticket.cost, ticket.state])).toEqual([
      ["SSC_POSITION", 2, "2.00", "OPEN"],
      ["SSC_SUM_BSOE", 1, "2.00", "OPEN"],
    ]);
    expect(answer.tickets[0]!.cancellableUntil).toBe(draw.closesAt);
    expect(answer.balance).toBe("96.00");
    expect(await mainBalance(t.app, who.token)).toBe("96.00");
    const row = await drawRow(draw.drawNo);
    const bet = await roundOf(row.id, who.id);
    expect(bet).toMatchObject({ stake: 400n, payout: 0n, status: "OPEN", gameCode: GAME });
    expect((await mine(who.game)).map((ticket) => ticket.id)).toEqual(answer.tickets.map((x) => x.id).reverse());
  });

  it("refuses a bad slip whole, with a clear error, before any money moves", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    const cases: [object, number, string, Record<string, string>?][] = [
      [{ ...slip(drawNo, who.game), drawNo: "20000101-0001" }, 409, "NO_OPEN_DRAW"],
      [{ ...slip(drawNo, "not-a-token") }, 401, "NOT_LOGGED_IN"],
      [{ ...slip(drawNo, who.game), game: "K3_1M" }, 401, "NOT_LOGGED_IN"], // a token of another game
      [
        { ...slip(drawNo, who.game), selections: [{ play: "NOPE", picks: [["1"]], unitStake: "1" }] },
        400,
        "VALIDATION_FAILED",
        { "selections.0.play": expect.any(String) as unknown as string },
      ],
      [
        {
          ...slip(drawNo, who.game),
          selections: [
            slip(drawNo, who.game).selections[0],
            { play: "SSC_SUM_BSOE", picks: [["HUGE"]], unitStake: "1" },
          ],
        },
        400,
        "VALIDATION_FAILED",
        { "selections.1.picks": expect.any(String) as unknown as string },
      ],
      [{ ...slip(drawNo, who.game, ["0.001", "1"]) }, 400, "VALIDATION_FAILED"],
      [{ ...slip(drawNo, who.game, ["0.50", "1"]) }, 400, "AMOUNT_OUT_OF_RANGE"],
      [{ ...slip(drawNo, who.game, ["1", "20000"]) }, 400, "AMOUNT_OUT_OF_RANGE"],
      [{ token: who.game, game: GAME, drawNo, selections: [] }, 400, "VALIDATION_FAILED"],
    ];
    for (const [payload, status, errorCode, fields] of cases) {
      const res = await buy(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ errorCode, ...(fields ? { value: { fields } } : {}) });
    }
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    expect(await mine(who.game)).toEqual([]);
  });

  it("a slip the balance cannot cover is placed as far as it goes, and says where it stopped", async () => {
    const who = await player("3.00");
    const { drawNo } = await currentDraw();
    const answer = (await buy(slip(drawNo, who.game))).json().value as LotteryBuyAnswer;
    expect(answer.tickets).toHaveLength(1);
    expect(answer.unplaced).toMatchObject({ index: 1, errorCode: "INSUFFICIENT_BALANCE" });
    // Only an exposure limit's refusal names keys.
    expect(answer.unplaced).not.toHaveProperty("keys");
    expect(await mainBalance(t.app, who.token)).toBe("1.00");
    // The refused ticket is not the member's: it never took money.
    expect((await mine(who.game)).map((ticket) => ticket.play)).toEqual(["SSC_POSITION"]);
    // Nothing placed at all: the refusal is the answer.
    const broke = await player("0");
    const res = await buy(slip(drawNo, broke.game));
    expect(res.json()).toMatchObject({ errorCode: "INSUFFICIENT_BALANCE" });
  });

  it("refuses a ticket past the exposure limit of a number, or past the member's stake limit in a draw", async () => {
    const admin = await house.brand("DEMO");
    await house.lottery.settings.update(
      admin.merchantId,
      admin.currencyScale,
      "SSC",
      "SSC_POSITION",
      // A line at the most stake (5 at odds 9.8 owes 49) fits under the exposure of 50 a number.
      { enabled: true, minStake: "1", maxStake: "5", maxDrawStake: "12", exposureLimit: "50", odds: {} },
      1,
    );
    try {
      const who = await player();
      const { drawNo } = await currentDraw();
      const one = (digit: string, stake: string) => ({
        token: who.game,
        game: GAME,
        drawNo,
        selections: [{ play: "SSC_POSITION", picks: [[digit], [], [], [], []], unitStake: stake }],
      });
      // 9.80 at stake 5 on "0:1" (odds 9.8): a second 5 would owe 98 > 50.
      expect((await buy(one("1", "5"))).statusCode).toBe(200);
      const refused = await buy(one("1", "5"));
      expect(refused.json()).toMatchObject({ errorCode: "EXPOSURE_LIMIT" });
      expect(await mainBalance(t.app, who.token)).toBe("95.00");
      // Another number is free; then the member's own limit of 12 a draw on the play is reached.
      expect((await buy(one("2", "5"))).statusCode).toBe(200);
      expect((await buy(one("4", "5"))).json()).toMatchObject({ errorCode: "DRAW_STAKE_LIMIT" });
      expect(await mainBalance(t.app, who.token)).toBe("90.00");
      // A cancelled ticket gives its stake and its number's exposure back.
      const [first] = (await mine(who.game)).slice(-1);
      expect(
        (await send("POST", LOTTERY_API.cancelTicket.replace(":id", String(first!.id)), { token: who.game }))
          .statusCode,
      ).toBe(200);
      expect((await buy(one("1", "5"))).statusCode).toBe(200);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await house.lottery.settings.update(
        admin.merchantId,
        admin.currencyScale,
        "SSC",
        "SSC_POSITION",
        { enabled: true, minStake: "1", maxStake: "10000", maxDrawStake: "50000", exposureLimit: "5000000", odds: {} },
        1,
      );
    }
  });
});

describe("a refusal by the exposure limit names its numbers", () => {
  it("in the refusal of a slip's first selection, and in the answer of a slip it stopped partway (unplaced.keys)", async () => {
    const admin = await house.brand("DEMO");
    const limits = (exposureLimit: string) =>
      house.lottery.settings.update(
        admin.merchantId,
        admin.currencyScale,
        "SSC",
        "SSC_POSITION",
        { enabled: true, minStake: "1", maxStake: "5", maxDrawStake: "50000", exposureLimit, odds: {} },
        1,
      );
    await limits("50");
    try {
      const who = await player();
      const { drawNo } = await currentDraw();
      // The second position's digits (keys "1:5", "1:6"), which no other test of the draw buys.
      const second = (digits: string[]) => ({
        play: "SSC_POSITION",
        picks: [[], digits, [], [], []],
        unitStake: "5",
      });
      const slipOf = (...selections: object[]) => ({ token: who.game, game: GAME, drawNo, selections });
      // 5 on "1:5" at odds 9.8 owes 49 of the 50: another 5 on it is refused, "1:6" is not.
      expect((await buy(slipOf(second(["5"])))).statusCode).toBe(200);
      const alone = await buy(slipOf(second(["5", "6"])));
      expect(alone.json()).toMatchObject({ errorCode: "EXPOSURE_LIMIT", value: { keys: ["1:5"] } });

      const answer = (
        await buy(slipOf({ play: "SSC_SUM_BSOE", picks: [["BIG"]], unitStake: "1" }, second(["6", "5"])))
      ).json().value as LotteryBuyAnswer;
      expect(answer.tickets.map((ticket) => ticket.play)).toEqual(["SSC_SUM_BSOE"]);
      expect(answer.unplaced).toEqual({
        index: 1,
        errorCode: "EXPOSURE_LIMIT",
        message: expect.any(String) as unknown as string,
        keys: ["1:5"],
      });
      // Nothing of the refused selection was kept: "1:6" still takes its 49.
      expect((await buy(slipOf(second(["6"])))).statusCode).toBe(200);
      expect(await mainBalance(t.app, who.token)).toBe("89.00");
    } finally {
      await limits("5000000");
    }
  });

  it("refuses a first ticket past the draw's stake limit, saying it would go past it", async () => {
    const admin = await house.brand("DEMO");
    const limits = (maxDrawStake: string) =>
      house.lottery.settings.update(
        admin.merchantId,
        admin.currencyScale,
        "SSC",
        "SSC_POSITION",
        { enabled: true, minStake: "1", maxStake: "10", maxDrawStake, exposureLimit: "5000000", odds: {} },
        1,
      );
    await limits("12");
    try {
      const who = await player();
      const { drawNo } = await currentDraw();
      const refused = await buy({
        token: who.game,
        game: GAME,
        drawNo,
        selections: [{ play: "SSC_POSITION", picks: [[], [], ["1", "2"], [], []], unitStake: "7" }],
      });
      expect(refused.json()).toMatchObject({
        errorCode: "DRAW_STAKE_LIMIT",
        message: expect.stringMatching(/would take .* past its limit/) as unknown as string,
      });
      expect(await mainBalance(t.app, who.token)).toBe("100.00");
    } finally {
      await limits("50000");
    }
  });
});

describe("the exposure limit on plays a number can hit more than once", () => {
  it("counts every drawn number a lô point may match (27 in the north), and a đề number once", async () => {
    const VN_GAME = "VN_DAY";
    await addDailyLotteryGame(t, house, VN_GAME, "North Vietnam daily", "VN_NORTH", [GAME]);
    const admin = await house.brand("DEMO");
    const north = familyOf("VN_NORTH")!;
    const perHit = (code: string) => BigInt(Math.ceil((100 * playOf(north, code)!.defaultOdds("12")[0]!) / 10_000));
    // Written as a row (the settings' checks now refuse an exposure under one line at the most
    // stake): a brand's row saved before that rule, which sales still apply as it is.
    const limit = (code: string, exposure: bigint) =>
      savePlaySettings(t.database.db, {
        merchantId: admin.merchantId,
        family: "VN_NORTH",
        play: code,
        enabled: true,
        minStake: 100n,
        maxStake: 1_000n,
        maxDrawStake: 1_000_000n,
        exposureLimit: exposure,
        odds: {},
        updatedBy: 1,
      });
    // Ten hits' worth: a lô point at 1.00 owes up to 27 hits, a đề point one.
    await limit("VN_LO2", perHit("VN_LO2") * 10n);
    await limit("VN_DE", perHit("VN_DE") * 10n);
    try {
      const who = await player("1000.00", VN_GAME);
      const { drawNo } = await currentDraw(VN_GAME);
      const one = (play: string) => ({
        token: who.game,
        game: VN_GAME,
        drawNo,
        selections: [{ play, picks: [["12"]], unitStake: "1" }],
      });
      expect((await buy(one("VN_LO2"))).json()).toMatchObject({ errorCode: "EXPOSURE_LIMIT" });
      expect((await buy(one("VN_DE"))).statusCode).toBe(200);
      expect(await mainBalance(t.app, who.token)).toBe("999.00");

      // At 27 hits' worth one lô point fits, and a cancel gives all 27 back.
      await limit("VN_LO2", perHit("VN_LO2") * 27n);
      const reserved = async () => {
        const [row] = await t.database.db
          .select({ liability: lotteryExposure.liability })
          .from(lotteryExposure)
          .where(and(eq(lotteryExposure.play, "VN_LO2"), eq(lotteryExposure.key, "12")))
          .orderBy(desc(lotteryExposure.drawId))
          .limit(1);
        return row?.liability;
      };
      const placed = await buy(one("VN_LO2"));
      expect(placed.statusCode).toBe(200);
      expect(await reserved()).toBe(perHit("VN_LO2") * 27n);
      const [ticket] = (placed.json().value as LotteryBuyAnswer).tickets;
      const cancelled = await send("POST", LOTTERY_API.cancelTicket.replace(":id", String(ticket!.id)), {
        token: who.game,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await reserved()).toBe(0n);
      expect((await buy(one("VN_LO2"))).statusCode).toBe(200);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      for (const code of ["VN_LO2", "VN_DE"]) await limit(code, 10n ** 12n);
    }
  });
});

describe("cancelling", () => {
  it("rolls the bet back before close, once; never another member's ticket", async () => {
    const who = await player();
    const other = await player();
    const { drawNo } = await currentDraw();
    const [ticket] = ((await buy(slip(drawNo, who.game))).json().value as LotteryBuyAnswer).tickets;
    const cancel = (token: string) =>
      send("POST", LOTTERY_API.cancelTicket.replace(":id", String(ticket!.id)), { token });
    expect((await cancel(other.game)).json()).toMatchObject({ errorCode: "NOT_FOUND" });
    const res = await cancel(who.game);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ ticket: { id: ticket!.id, state: "CANCELLED" }, balance: "98.00" });
    expect((await cancel(who.game)).json()).toMatchObject({ errorCode: "TICKET_NOT_CANCELLABLE" });
    expect(await mainBalance(t.app, who.token)).toBe("98.00");
    const row = await drawRow(drawNo);
    expect(await roundOf(row.id, who.id)).toMatchObject({ stake: 200n, status: "OPEN" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("shows a round whose every ticket was cancelled as open again once the player buys in the draw again", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    const cancelAll = async (tickets: LotteryBuyAnswer["tickets"]) => {
      for (const ticket of tickets) {
        const res = await send("POST", LOTTERY_API.cancelTicket.replace(":id", String(ticket.id)), { token: who.game });
        expect(res.statusCode).toBe(200);
      }
    };
    await cancelAll(((await buy(slip(drawNo, who.game))).json().value as LotteryBuyAnswer).tickets);
    const row = await drawRow(drawNo);
    expect(await roundOf(row.id, who.id)).toMatchObject({ stake: 0n, status: "ROLLED_BACK" });
    await buy(slip(drawNo, who.game, ["1.00", "1.00"]));
    // The betting record shows the live tickets' stake as an open round, not a cancelled one.
    expect(await roundOf(row.id, who.id)).toMatchObject({ stake: 300n, status: "OPEN" });
    expect(await mainBalance(t.app, who.token)).toBe("97.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refuses once the draw has closed", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    const [ticket] = ((await buy(slip(drawNo, who.game))).json().value as LotteryBuyAnswer).tickets;
    const row = await drawRow(drawNo);
    await t.database.db
      .update(lotteryDraws)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(lotteryDraws.id, row.id));
    try {
      const res = await send("POST", LOTTERY_API.cancelTicket.replace(":id", String(ticket!.id)), { token: who.game });
      expect(res.json()).toMatchObject({ errorCode: "TICKET_NOT_CANCELLABLE" });
      expect(await mainBalance(t.app, who.token)).toBe("96.00");
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await t.database.db.update(lotteryDraws).set({ closesAt: row.closesAt }).where(eq(lotteryDraws.id, row.id));
    }
  });
});

describe("settling a draw", () => {
  it("shows a team member's lottery round and payout in the agent's team betting and profit and loss", async () => {
    const agent = await agentOf(t, 1);
    const member = await registerBelow(t, agent, "MEMBER", `lot${randomUUID().slice(0, 8)}`);
    await fund(t, member.id, "100.00");
    const game = await launchHouseGame(t.app, member.token, await houseGameNode(t, GAME));
    const { drawNo } = await currentDraw();
    expect((await buy(slip(drawNo, game))).statusCode).toBe(200);
    const row = await drawRow(drawNo);
    await house.lottery.sweep(t.merchantId, row.drawsAt);
    await house.lotterySettlement.settleDue(t.merchantId);
    const [paid] = await t.database.db
      .select()
      .from(lotteryDrawPayouts)
      .where(eq(lotteryDrawPayouts.drawId, row.id))
      .then((rows) => rows.filter((p) => p.token === game));
    const won = minorToDecimal(paid!.amount, 2);

    const report = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: { authorization: agent.token } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };
    const bets = await report(AGENT_REPORTS_API.teamBets);
    expect(bets.list).toContainEqual(
      expect.objectContaining({ account: member.account, stake: "4.00", payout: won, status: "SETTLED" }),
    );
    const pnl = await report(AGENT_REPORTS_API.profitLoss);
    expect(pnl.list).toContainEqual(
      expect.objectContaining({ account: member.account, rounds: 1, stake: "4.00", payout: won }),
    );
    // And in the member's own profit and loss, under the lottery.
    const profit = (await get(t.app, API.personalProfit, member.token)).json().value;
    expect(profit.total).toMatchObject({ rounds: 1, stake: "4.00", payout: won });
    expect(profit.byCategory).toEqual([
      expect.objectContaining({ category: "ELOTT", rounds: 1, stake: "4.00", payout: won }),
    ]);
  });

  it("pays each player one win for all its tickets, once, even settled twice at once", async () => {
    const a = await player();
    const b = await player();
    const { drawNo } = await currentDraw();
    const bought = [
      ...((await buy(slip(drawNo, a.game))).json().value as LotteryBuyAnswer).tickets,
      ...((await buy(slip(drawNo, b.game, ["3.00", "1.00"]))).json().value as LotteryBuyAnswer).tickets,
    ];
    const row = await drawRow(drawNo);
    await house.lottery.sweep(t.merchantId, row.drawsAt);
    const drawn = await drawRow(drawNo);
    expect(drawn.status).toBe("DRAWN");

    // What each ticket pays, by the contract's own arithmetic on the drawn result.
    const owed = new Map<string, bigint>();
    for (const ticket of bought) {
      const play = playOf(SSC, ticket.play)!;
      const [stored] = await t.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticket.id));
      let pays = 0n;
      for (const key of play.lines(ticket.picks))
        pays += BigInt(payoutOf(play, play.wins(drawn.result), key, Number(stored!.unitStake)));
      owed.set(stored!.playerId, (owed.get(stored!.playerId) ?? 0n) + pays);
    }

    const runs = await Promise.all([
      house.lotterySettlement.settleDue(t.merchantId),
      house.lotterySettlement.settleDue(t.merchantId),
    ]);
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBeGreaterThanOrEqual(1);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    await house.lotterySettlement.settleDue(t.merchantId);

    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    for (const [who, spent] of [
      [a, 400n],
      [b, 700n],
    ] as const) {
      const won = owed.get((await house.rounds.player(brand, who.game)).playerId)!;
      expect(await mainBalance(t.app, who.token)).toBe(minorToDecimal(10_000n - spent + won, 2));
      expect(await roundOf(row.id, who.id)).toMatchObject({ stake: spent, payout: won, status: "SETTLED" });
      const states = (await mine(who.game)).map((ticket) => ticket.state);
      expect(states.every((state) => state === "WON" || state === "LOST")).toBe(true);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("keeps a refused payout aside and pays the players after it; the draw settles once it is answered OK", async () => {
    const { players, drawNo, row } = await drawnWith(4);
    await house.lottery.grade(row.id);
    const payouts = await payoutsInKeyOrder(row.id);
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const playerIds = await Promise.all(
      players.map(async (who) => (await house.rounds.player(brand, who.game)).playerId),
    );
    const roundOfPlayer = (playerId: string) => roundOf(row.id, players[playerIds.indexOf(playerId)]!.id);
    // The second player's token is one the platform does not know: its win is refused every time.
    const second = payouts[1]!;
    const payoutOf = and(eq(lotteryDrawPayouts.drawId, row.id), eq(lotteryDrawPayouts.playerId, second.playerId));
    await t.database.db.update(lotteryDrawPayouts).set({ token: "unknown" }).where(payoutOf);

    const transport = inProcessTransport(t.app);
    const onePerPage = settlementThrough((path, headers, body) => transport.post(path, headers, body));
    await expect(onePerPage.settleDue(t.merchantId)).rejects.toThrow(/lottery settlement: 1 draw/);
    // Every other player is paid, past the refused one; the draw waits for it.
    expect((await drawRow(drawNo)).status).toBe("DRAWN");
    expect((await drawRow(drawNo)).paidThrough).toBe(payouts.at(-1)!.playerId);
    for (const payout of payouts)
      expect((await roundOfPlayer(payout.playerId))!.status).toBe(payout === second ? "OPEN" : "SETTLED");
    // Sent again on the next run, refused again, and nothing else is sent twice.
    await expect(onePerPage.settleDue(t.merchantId)).rejects.toThrow(/lottery settlement: 1 draw/);
    expect((await drawRow(drawNo)).status).toBe("DRAWN");

    const [tokenRow] = await t.database.db
      .select({ token: lotteryTickets.token })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.drawId, row.id), eq(lotteryTickets.playerId, second.playerId)))
      .limit(1);
    await t.database.db.update(lotteryDrawPayouts).set({ token: tokenRow!.token }).where(payoutOf);
    await onePerPage.settleDue(t.merchantId);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    for (const payout of payouts)
      expect(await roundOfPlayer(payout.playerId)).toMatchObject({ payout: payout.amount, status: "SETTLED" });
    for (const [i, who] of players.entries()) {
      const won = payouts.find((p) => p.playerId === playerIds[i])!.amount;
      expect(await mainBalance(t.app, who.token)).toBe(minorToDecimal(10_000n - 400n + won, 2));
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("pays nothing on a batch answered as a whole with a refusal, and keeps no item aside for it", async () => {
    const { drawNo, row } = await drawnWith(2);
    const refusing = settlementThrough(() =>
      Promise.resolve({ statusCode: 200, body: JSON.stringify({ result: "INVALID_SIGNATURE" }) }),
    );
    await expect(refusing.settleDue(t.merchantId)).rejects.toThrow(/lottery settlement: 1 draw/);
    expect((await drawRow(drawNo)).paidThrough).toBeNull();
    expect(
      await t.database.db.select().from(lotteryPayoutRefusals).where(eq(lotteryPayoutRefusals.drawId, row.id)),
    ).toEqual([]);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("pays the pages after the mark even when sending a kept-aside payout again fails", async () => {
    const { players, drawNo, row } = await drawnWith(3);
    await house.lottery.grade(row.id);
    const payouts = await payoutsInKeyOrder(row.id);
    // As if the first payout had been refused on an earlier run: its call is now lost on the way.
    await recordRefusals(t.database.db, row.id, [payouts[0]!.playerId]);
    const transport = inProcessTransport(t.app);
    let calls = 0;
    const losingFirst = settlementThrough((path, headers, body) => {
      if (++calls === 1) return Promise.reject(new Error("connection reset"));
      return transport.post(path, headers, body);
    });
    await expect(losingFirst.settleDue(t.merchantId)).rejects.toThrow(/lottery settlement: 1 draw/);
    expect((await drawRow(drawNo)).paidThrough).toBe(payouts.at(-1)!.playerId);
    for (const who of players) expect((await roundOf(row.id, who.id))!.status).toBe("SETTLED");
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("settles no draw with a payout after its paid mark, and never moves the mark back", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    expect((await buy(slip(drawNo, who.game))).statusCode).toBe(200);
    const row = await drawRow(drawNo);
    await house.lottery.sweep(t.merchantId, row.drawsAt);
    await house.lottery.grade(row.id);
    const [payout] = await payoutsInKeyOrder(row.id);
    // Graded, not paid: no mark yet, so the draw is not settled.
    expect(await markSettled(t.database.db, row.id)).toBe(false);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await drawRow(drawNo)).paidThrough).toBe(payout!.playerId);
    await markPaidThrough(t.database.db, row.id, "");
    expect((await drawRow(drawNo)).paidThrough).toBe(payout!.playerId);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
  });

  it("pays a draw's pages two calls at a time; a call that fails fails the run, and the next run pays only what is left", async () => {
    const { players, drawNo, row } = await drawnWith(3);

    // A payout a page: the first call waits until the second has started (a settlement paying
    // one page after another would never start it, and the test would time out), and the
    // second call is lost on its way.
    const transport = inProcessTransport(t.app);
    let calls = 0;
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => (secondStarted = resolve));
    const flaky = settlementThrough(async (path, headers, body) => {
      const call = ++calls;
      if (call === 2) {
        secondStarted();
        throw new Error("connection reset");
      }
      if (call === 1) await started;
      return transport.post(path, headers, body);
    });
    await expect(flaky.settleDue(t.merchantId)).rejects.toThrow(/lottery settlement: 1 draw/);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect((await drawRow(drawNo)).status).toBe("DRAWN");
    const paidFirst = await payoutsInKeyOrder(row.id);
    // The first page was paid (in order: the mark moved over it), the second was not.
    expect(calls).toBe(2);
    expect((await drawRow(drawNo)).paidThrough).toBe(paidFirst[0]!.playerId);

    // The next run (the job's settlement) pays what is left, and nothing twice.
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    const payouts = await payoutsInKeyOrder(row.id);
    expect((await drawRow(drawNo)).paidThrough).toBe(payouts.at(-1)!.playerId);
    for (const [i, who] of players.entries()) {
      const won = payouts.find((p) => p.playerId === paidFirst[i]!.playerId)!.amount;
      expect(won).toBe(paidFirst[i]!.amount);
      expect(await roundOf(row.id, who.id)).toMatchObject({ stake: 400n, status: "SETTLED" });
    }
    const wins = await Promise.all(players.map(async (who) => (await roundOf(row.id, who.id))!.payout));
    expect(wins.reduce((a, b) => a + b, 0n)).toBe(payouts.reduce((a, p) => a + p.amount, 0n));
    for (const [i, who] of players.entries())
      expect(await mainBalance(t.app, who.token)).toBe(minorToDecimal(10_000n - 400n + wins[i]!, 2));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("moves a draw's paid mark only over pages paid in order: a later page answered before a failing earlier one is sent again, and pays once", async () => {
    const { players, drawNo, row } = await drawnWith(3);

    // A payout a page: the first call waits until the second has been answered, then is lost.
    const transport = inProcessTransport(t.app);
    let calls = 0;
    let secondAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (secondAnswered = resolve));
    const flaky = settlementThrough(async (path, headers, body) => {
      const call = ++calls;
      if (call === 1) {
        await answered;
        throw new Error("connection reset");
      }
      const reply = await transport.post(path, headers, body);
      if (call === 2) secondAnswered();
      return reply;
    });
    await expect(flaky.settleDue(t.merchantId)).rejects.toThrow(/lottery settlement: 1 draw/);
    const payouts = await payoutsInKeyOrder(row.id);
    // The second page was paid, but not the first: the mark has not moved.
    expect((await drawRow(drawNo)).paidThrough).toBeNull();
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const playerIds = await Promise.all(
      players.map(async (who) => (await house.rounds.player(brand, who.game)).playerId),
    );
    const second = players[playerIds.indexOf(payouts[1]!.playerId)]!;
    expect(await roundOf(row.id, second.id)).toMatchObject({ payout: payouts[1]!.amount, status: "SETTLED" });

    await house.lotterySettlement.settleDue(t.merchantId);
    const settled = await drawRow(drawNo);
    expect(settled.status).toBe("SETTLED");
    expect(settled.paidThrough).toBe(payouts.at(-1)!.playerId);
    for (const [i, who] of players.entries()) {
      const won = payouts.find((p) => p.playerId === playerIds[i])!.amount;
      expect(await roundOf(row.id, who.id)).toMatchObject({ stake: 400n, payout: won, status: "SETTLED" });
      expect(await mainBalance(t.app, who.token)).toBe(minorToDecimal(10_000n - 400n + won, 2));
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("lists a player's tickets of one game, newest first, by the game the ticket's draw is of", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    const bought = ((await buy(slip(drawNo, who.game))).json().value as LotteryBuyAnswer).tickets;
    const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
    const stored = await t.database.db
      .select()
      .from(lotteryTickets)
      .where(
        inArray(
          lotteryTickets.id,
          bought.map((ticket) => ticket.id),
        ),
      );
    expect(stored.map((ticket) => ticket.gameId)).toEqual([game.id, game.id]);
    const list = async (code: string) =>
      (
        (await send("GET", `${LOTTERY_API.tickets}?token=${who.game}&game=${code}`)).json().value
          .list as LotteryTicketView[]
      ).map((ticket) => ticket.id);
    expect(await list(GAME)).toEqual(bought.map((ticket) => ticket.id).reverse());
    expect(await list("SSC_1M")).toEqual([]);
    expect(await list("NO_SUCH_GAME")).toEqual([]);
  });

  it("answers a slip sent again after its draw closed with what it placed; another slip under its id, or a new one, is refused", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    const sent = { ...slip(drawNo, who.game), requestId: randomUUID() };
    const placed = (await buy(sent)).json().value as LotteryBuyAnswer;
    expect(placed.tickets).toHaveLength(2);
    await house.lottery.sweep(t.merchantId, (await drawRow(drawNo)).drawsAt);
    expect((await drawRow(drawNo)).status).toBe("DRAWN");

    const again = await buy(sent);
    expect(again.statusCode).toBe(200);
    const answer = again.json().value as LotteryBuyAnswer;
    expect(answer.tickets.map((ticket) => ticket.id)).toEqual(placed.tickets.map((ticket) => ticket.id));
    expect(answer.unplaced).toBeNull();
    expect(answer.balance).toBe("96.00");
    const other = await buy({ ...slip(drawNo, who.game, ["3.00", "2.00"]), requestId: sent.requestId });
    expect(other.json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    const late = await buy(slip(drawNo, who.game));
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe("NO_OPEN_DRAW");
    expect(await mainBalance(t.app, who.token)).toBe("96.00");
  });

  it("places a slip sent again once: the same requestId answers what it placed, another slip under it is refused", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    const sent = { ...slip(drawNo, who.game), requestId: randomUUID() };
    // Sent twice at once, then once more (its answer lost): each selection is placed once.
    // One of two sent at once may find the other's bet still on its way: "try again in a moment".
    const [a, b] = await Promise.all([buy(sent), buy(sent)]);
    const again = await buy(sent);
    expect(again.statusCode).toBe(200);
    const ids = (res: Awaited<ReturnType<typeof buy>>) =>
      (res.json().value as LotteryBuyAnswer).tickets.map((ticket) => ticket.id);
    expect(ids(again)).toHaveLength(2);
    for (const res of [a, b]) {
      if (res.statusCode === 200) expect(ids(res)).toEqual(ids(again));
      else expect(res.json().errorCode).toBe("SERVICE_UNAVAILABLE");
    }
    expect([a.statusCode, b.statusCode]).toContain(200);
    expect(await mainBalance(t.app, who.token)).toBe("96.00");
    expect((again.json().value as LotteryBuyAnswer).balance).toBe("96.00");
    // The same requestId for another slip.
    const other = await buy({ ...slip(drawNo, who.game, ["3.00", "2.00"]), requestId: sent.requestId });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    // A slip placed in part (its second selection refused for want of money), sent again once
    // the money is there: only the rest is placed.
    const half = await player("2.00");
    const partly = { ...slip(drawNo, half.game), requestId: randomUUID() };
    const first = (await buy(partly)).json().value as LotteryBuyAnswer;
    expect(first.unplaced).toMatchObject({ index: 1, errorCode: "INSUFFICIENT_BALANCE" });
    await fund(t, half.id, "2.00");
    const rest = (await buy(partly)).json().value as LotteryBuyAnswer;
    expect(rest.unplaced).toBeNull();
    expect(rest.tickets.map((ticket) => ticket.id)[0]).toBe(first.tickets[0]!.id);
    expect(await mainBalance(t.app, half.token)).toBe("0.00");
    // A slip refused for want of money, sent again once the money is there: placed then.
    const poor = await player("1.00");
    const short = { ...slip(drawNo, poor.game), requestId: randomUUID() };
    expect((await buy(short)).json().errorCode).toBe("INSUFFICIENT_BALANCE");
    await fund(t, poor.id, "10.00");
    const paid = await buy(short);
    expect((paid.json().value as LotteryBuyAnswer).unplaced).toBeNull();
    expect(await mainBalance(t.app, poor.token)).toBe("7.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("rolls a ticket back at once when its bet's answer is lost on the way, whether the bet was taken or not", async () => {
    const who = await player();
    // A house whose bet calls reach the platform but whose answers never come back.
    const lossy = new HouseGames({
      db: t.database.db,
      inProcess: {
        async post(path, headers, body) {
          const reply = await inProcessTransport(t.app).post(path, headers, body);
          if (path === VENDOR_API.bet) throw new Error("fetch failed: the answer was lost");
          return reply;
        },
      },
      defaultMerchantCode: "DEMO",
    });
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const draw = await currentDraw();
    const lost = await lossy.lotteryTickets
      .buy(brand, { ...slip(draw.drawNo, who.game), requestId: randomUUID() })
      .catch((error: unknown) => error);
    expect(lost).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    // The bet was taken, then rolled back: the money is back before the draw, the ticket refunded.
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    const [ticket] = await t.database.db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.playerId, (await house.rounds.player(brand, who.game)).playerId));
    expect(ticket!.status).toBe("VOIDED");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("finishes a ticket whose bet call was cut short: the bet comes back, or a late bet is refused", async () => {
    const who = await player();
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const platform = new PlatformClient(inProcessTransport(t.app));
    const { drawNo } = await currentDraw();
    const row = await drawRow(drawNo);
    const { playerId, currency } = await house.rounds.player(brand, who.game);
    const cut = async () =>
      insertTicket(
        t.database.db,
        {
          drawId: row.id,
          merchantId: t.merchantId,
          playerId,
          play: "SSC_SUM_BSOE",
          picks: [["BIG"]],
          unitStake: 500n,
          lineCount: 1,
          cost: 500n,
          token: who.game,
          currency,
        },
        [{ key: "BIG", odds: [19_800], liability: 990n }],
        1,
        { exposureLimit: 10n ** 12n, maxDrawStake: 10n ** 12n },
      );
    const bet = (id: number) =>
      platform.call(brand, VENDOR_API.bet, {
        token: who.game,
        transactionId: ticketBetId(id),
        roundId: lotteryRoundId(row.id, playerId),
        gameCode: GAME,
        amount: "5.00",
        currency,
      });
    // One whose bet arrived (its answer lost), one whose bet never did.
    const arrived = await cut();
    expect((await bet(arrived.id)).result).toBe("OK");
    const never = await cut();
    expect(await mainBalance(t.app, who.token)).toBe("95.00");

    await house.lottery.sweep(t.merchantId, row.drawsAt);
    await house.lotterySettlement.settleDue(t.merchantId);
    const statuses = await t.database.db
      .select({ id: lotteryTickets.id, status: lotteryTickets.status })
      .from(lotteryTickets)
      .where(eq(lotteryTickets.playerId, playerId));
    expect(new Map(statuses.map((s) => [s.id, s.status]))).toEqual(
      new Map([
        [arrived.id, "VOIDED"],
        [never.id, "VOIDED"],
      ]),
    );
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    // The bet that never arrived, arriving now: refused, nothing taken.
    expect((await bet(never.id)).result).not.toBe("OK");
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refunds every ticket of a void draw once", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    await buy(slip(drawNo, who.game));
    expect(await mainBalance(t.app, who.token)).toBe("96.00");
    const row = await drawRow(drawNo);
    expect(await markVoid(t.database.db, row.id, "00", row.drawsAt)).toBe(true);
    await Promise.all([
      house.lotterySettlement.settleDue(t.merchantId),
      house.lotterySettlement.settleDue(t.merchantId),
    ]);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    expect((await mine(who.game)).map((ticket) => ticket.state)).toEqual(["VOIDED", "VOIDED"]);
    expect(await roundOf(row.id, who.id)).toMatchObject({ stake: 0n, status: "ROLLED_BACK" });
    expect((await drawRow(drawNo)).settledAt).not.toBeNull();
    // Its exposure is given back with each ticket.
    const left = await t.database.db.select().from(lotteryExposure).where(eq(lotteryExposure.drawId, row.id));
    expect(left.every((x) => x.liability === 0n)).toBe(true);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("finishes a cancel whose rollback was lost: the member's retry refunds once, and so does a void draw", async () => {
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const cancelLost = async (who: TestMember & { game: string }) => {
      const { drawNo } = await currentDraw();
      const [ticket] = ((await buy(slip(drawNo, who.game))).json().value as LotteryBuyAnswer).tickets;
      const { playerId } = await house.rounds.player(brand, who.game);
      // Claimed for cancelling, and the rollback never sent (a crash, a timeout).
      expect(await claimCancel(t.database.db, ticket!.id, t.merchantId, playerId)).toBe(true);
      return { ticket: ticket!, drawNo };
    };
    const retrying = await player();
    const first = await cancelLost(retrying);
    expect(await mainBalance(t.app, retrying.token)).toBe("96.00");
    const again = await send("POST", LOTTERY_API.cancelTicket.replace(":id", String(first.ticket.id)), {
      token: retrying.game,
    });
    expect(again.statusCode).toBe(200);
    expect(await mainBalance(t.app, retrying.token)).toBe("98.00");

    // Left CANCELLING, then its draw is void: the refund finishes the cancel, and the draw is
    // marked refunded only once no ticket holds a stake.
    const stuck = await player();
    const { drawNo } = await cancelLost(stuck);
    const row = await drawRow(drawNo);
    expect(await markVoid(t.database.db, row.id, "00", row.drawsAt)).toBe(true);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, stuck.token)).toBe("100.00");
    expect((await mine(stuck.game)).map((ticket) => ticket.state)).toEqual(["VOIDED", "CANCELLED"]);
    expect((await drawRow(drawNo)).settledAt).not.toBeNull();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("never settles a draw while a ticket's rollback may be lost, and one failing draw does not hold the others up", async () => {
    const who = await player();
    const { drawNo } = await currentDraw();
    await buy(slip(drawNo, who.game));
    const [ticket] = await mine(who.game);
    const row = await drawRow(drawNo);
    // Another run claimed it for voiding and lost its rollback: the draw cannot be settled yet.
    await t.database.db.update(lotteryTickets).set({ status: "VOIDING" }).where(eq(lotteryTickets.id, ticket!.id));
    await house.lottery.sweep(t.merchantId, row.drawsAt);
    expect(await markSettled(t.database.db, row.id)).toBe(false);
    // The next run sends that rollback again, and settles.
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await drawRow(drawNo)).status).toBe("SETTLED");
    // Its stake back, the other ticket paid what it won.
    const after = await mine(who.game);
    expect(after.find((x) => x.id === ticket!.id)!.state).toBe("VOIDED");
    const kept = after.find((x) => x.id !== ticket!.id)!;
    expect(["WON", "LOST"]).toContain(kept.state);
    const won = BigInt(kept.payout!.replace(".", ""));
    expect(await mainBalance(t.app, who.token)).toBe(
      minorToDecimal(10_000n - 400n + BigInt(ticket!.cost.replace(".", "")) + won, 2),
    );

    // Two draws to settle; the older one owes a payout the platform refuses (a token it does not know).
    const other = await player();
    const older = await currentDraw();
    await buy(slip(older.drawNo, other.game));
    const olderRow = await drawRow(older.drawNo);
    await house.lottery.sweep(t.merchantId, olderRow.drawsAt);
    await house.lottery.grade(olderRow.id);
    await t.database.db
      .update(lotteryDrawPayouts)
      .set({ token: "unknown-token" })
      .where(eq(lotteryDrawPayouts.drawId, olderRow.id));
    const newer = await currentDraw();
    await buy(slip(newer.drawNo, other.game));
    await house.lottery.sweep(t.merchantId, (await drawRow(newer.drawNo)).drawsAt);
    await expect(house.lotterySettlement.settleDue(t.merchantId)).rejects.toThrow(/1 draw\(s\) failed/);
    expect((await drawRow(older.drawNo)).status).toBe("DRAWN");
    expect((await drawRow(newer.drawNo)).status).toBe("SETTLED");
    // Mended (the right token), the next run pays it.
    await t.database.db
      .update(lotteryDrawPayouts)
      .set({ token: other.game })
      .where(eq(lotteryDrawPayouts.drawId, olderRow.id));
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await drawRow(older.drawNo)).status).toBe("SETTLED");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("what a slip may not be", () => {
  it("trial credit buys no ticket, and a slip holds at most 10,000 lines in all", async () => {
    const who = await newMember(t.app, "lottrial");
    const trial = await issueVendorSession(new VendorSessionRepository(t.database.db), {
      merchantId: t.merchantId,
      memberId: who.id,
      vendor: "HOUSE",
      gameCode: GAME,
      currency: DEMO_CURRENCY,
      memberSession: "not-a-member-session",
    });
    const { drawNo } = await currentDraw();
    expect((await buy(slip(drawNo, trial))).json()).toMatchObject({ errorCode: "TRIAL_ACCOUNT" });

    const rich = await player();
    const all = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    // A thousand lines each (every last three digits): eleven of them pass the slip's bound.
    const big = { play: "SSC_BACK3_DIRECT", picks: [all, all, all], unitStake: "1" };
    const res = await buy({ token: rich.game, game: GAME, drawNo, selections: Array(11).fill(big) });
    expect(res.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { selections: expect.any(String) } },
    });
    expect(await mainBalance(t.app, rich.token)).toBe("100.00");
  });
});

describe("the migration to a draw's paid mark (0060)", () => {
  it("marks each draw paid through its last payout before the first unpaid one, and not at all when none is paid", async () => {
    const statements = readFileSync(path.join(MIGRATIONS_DIR, "0060_lottery_paid_through.sql"), "utf8").split(
      "--> statement-breakpoint",
    );
    const backfill = statements.find((statement) => statement.includes('UPDATE "lottery_draws"'))!;
    const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
    const undo = new Error("undo the back-fill");
    let marks: (string | null)[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table lottery_draw_payouts add column paid_at timestamptz`);
        const draws: number[] = [];
        for (const n of [1, 2, 3]) {
          const [draw] = await queryRows<{ id: number }>(
            tx,
            sql`insert into lottery_draws (game_id, draw_no, closes_at, draws_at, status)
              values (${game.id}, ${`m0060-${n}`}, now(), now(), 'DRAWN') returning id`,
          );
          draws.push(Number(draw!.id));
        }
        // Part way (a later page paid before an earlier one), all paid, none paid.
        const paid = [
          { a: true, b: true, c: false, d: true },
          { a: true, b: true, c: true, d: true },
          { a: false, b: false, c: false, d: false },
        ];
        for (const [i, players] of paid.entries())
          for (const [player, isPaid] of Object.entries(players))
            await tx.execute(sql`insert into lottery_draw_payouts (draw_id, player_id, amount, token, currency, paid_at)
              values (${draws[i]}, ${player}, 100, 'tok', 'CNY', ${isPaid ? sql`now()` : sql`null`})`);
        await tx.execute(sql.raw(backfill));
        marks = (
          await queryRows<{ id: number; paid_through: string | null }>(
            tx,
            sql`select id, paid_through from lottery_draws where id = any(${`{${draws.join(",")}}`}::bigint[]) order by id`,
          )
        ).map((row) => row.paid_through);
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(marks).toEqual(["b", "d", null]);
  });
});
