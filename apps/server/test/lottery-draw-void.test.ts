import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { LOTTERY_API } from "@portal/contract/api/lottery";
import { LOTTERY_ADMIN, type LotteryDrawsPage } from "@portal/contract/api/lottery-admin";
import { chainsToCommitment } from "@portal/contract/lottery/hash-chain";
import { auditLog } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { HouseGames } from "../src/vendors/house/house-games";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { elementAt, previous } from "../src/vendors/house/lottery/chain";
import { addGame, currentDraw as takingTickets, gameByCode } from "../src/vendors/house/lottery/repository";
import { lotteryChains, lotteryDraws, lotteryGames, lotteryTickets } from "../src/vendors/house/lottery/schema";
import { addDailySscGame, buyTickets, playerInHouseGame } from "./house-helper";
import { get, mainBalance, newMember, operatorToken, post } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

// The void of a fast (hash-chain) draw not drawn yet, by the rule of the official draws' void
// (decision 0036): one operator while it takes tickets, two once its sales have closed; never a
// drawn draw, whose result is public. Its tickets are refunded by the settlement, and its chain
// element is revealed by the sweep once its time has come, so the chain stays linked. A daily
// SSC game: no draw closes while a test buys on it.
let t: TestApp;
let house: HouseGames;
let first: string;
let second: string;
const GAME = "SSC_VOID_DAY";

beforeAll(async () => {
  t = await createTestApp();
  house = new HouseGames({ db: t.database.db, inProcess: inProcessTransport(t.app), defaultMerchantCode: "DEMO" });
  await addDailySscGame(t, house, GAME, "Daily SSC to void");
  first = await operatorToken(t);
  await post(t.app, ADMIN.operators, first, { username: "finance_v", password: "Finance-Pass-123", role: "FINANCE" });
  second = (await signInOperator(t, { username: "finance_v", password: "Finance-Pass-123" })).token;
});
afterAll(() => t.close());

const voidUrl = (drawNo: string) => LOTTERY_ADMIN.drawVoid.replace(":code", GAME).replace(":drawNo", drawNo);

async function storedDraws() {
  const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
  return t.database.db
    .select({ draw: lotteryDraws, chain: lotteryChains })
    .from(lotteryDraws)
    .innerJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
    .where(eq(lotteryDraws.gameId, game.id))
    .orderBy(asc(lotteryDraws.drawsAt));
}
const stored = async (drawNo: string) => (await storedDraws()).find((row) => row.draw.drawNo === drawNo)!;

/** The draw taking tickets; swept on from the game's last draw when every made one is used up (the tests draw ahead of the clock). */
async function currentDraw() {
  let res = await t.app.inject({ method: "GET", url: LOTTERY_API.currentDraw.replace(":code", GAME) });
  if (res.statusCode === 409) {
    await house.lottery.sweep(t.merchantId, (await storedDraws()).at(-1)!.draw.drawsAt);
    res = await t.app.inject({ method: "GET", url: LOTTERY_API.currentDraw.replace(":code", GAME) });
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { drawNo: string; closesAt: number; drawsAt: number };
}

/** A funded member who buys a big/small on the draw taking tickets: answers its game token and the draw. */
async function buyer(stake = "5.00") {
  const { member, token } = await playerInHouseGame(t, "fvoid", GAME);
  const draw = await currentDraw();
  const bought = await buyTickets(t.app, token, GAME, draw.drawNo, [
    { play: "SSC_SUM_BSOE", picks: [["BIG"]], unitStake: stake },
  ]);
  expect(bought.json().value.unplaced, bought.body).toBeNull();
  expect(await mainBalance(t.app, member.token)).toBe((100 - Number(stake)).toFixed(2));
  return { member, token, draw };
}

describe("voiding a fast draw", () => {
  it("takes one operator while the draw takes tickets; its tickets are refunded, and its element is revealed in its turn", async () => {
    const { member, draw } = await buyer();
    const voided = await post(t.app, voidUrl(draw.drawNo), first, { reason: "Chain service down" });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({ game: GAME, drawNo: draw.drawNo, status: "VOID" });
    // Final: a second void changes nothing.
    expect((await post(t.app, voidUrl(draw.drawNo), second, { reason: "again" })).json()).toMatchObject({
      errorCode: "INVALID_STATE",
    });
    const [audit] = await t.database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lotteryDraw"), eq(auditLog.targetId, `${GAME}:${draw.drawNo}`)));
    expect(audit).toEqual({ action: "lottery.drawVoided", detail: { reason: "Chain service down" } });

    // The settlement refunds its tickets, once.
    await house.lotterySettlement.settleDue(t.merchantId);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe("100.00");
    const row = await stored(draw.drawNo);
    const tickets = await t.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, row.draw.id));
    expect(tickets.map((ticket) => ticket.status)).toEqual(["VOIDED"]);
    expect(row.draw).toMatchObject({ status: "VOID", voidedByName: t.demoOperator.username, result: null });
    expect(row.draw.settledAt).not.toBeNull();

    // The next draw takes tickets at once. The void draw's element stays secret until its time:
    // it would give away the elements of every draw before it.
    const next = await currentDraw();
    expect(next.drawNo).not.toBe(draw.drawNo);
    expect(next.drawsAt).toBeGreaterThan(draw.drawsAt);
    // The back office reads it open since the draw before the void one closed, not since the void
    // one's close (still to come).
    const nextRow = (
      (await get(t.app, `${LOTTERY_ADMIN.draws}?game=${GAME}&drawNo=${next.drawNo}`, first)).json()
        .value as LotteryDrawsPage
    ).list[0]!;
    expect(nextRow.state).toBe("OPEN");
    expect(nextRow.opensAt).not.toBe(draw.closesAt);
    expect(nextRow.opensAt === null || nextRow.opensAt < draw.closesAt).toBe(true);
    expect(row.draw.element).toBeNull();
    await house.lottery.sweep(t.merchantId, new Date(draw.drawsAt - 1000));
    expect((await stored(draw.drawNo)).draw.element).toBeNull();

    // At its time the sweep reveals it (the draw stays void, with no result), the element its
    // index holds in the chain; the next draw links to it as to any draw before it.
    await house.lottery.sweep(t.merchantId, new Date(draw.drawsAt));
    const revealed = await stored(draw.drawNo);
    expect(revealed.draw).toMatchObject({ status: "VOID", result: null });
    expect(revealed.draw.element).toBe(
      elementAt(revealed.chain.seed, revealed.chain.length, revealed.draw.chainIndex!),
    );
    expect(await chainsToCommitment(revealed.draw.element!, revealed.draw.chainIndex!, revealed.chain.commitment)).toBe(
      true,
    );
    await house.lottery.sweep(t.merchantId, new Date(next.drawsAt));
    const after = await stored(next.drawNo);
    expect(after.draw.status).toBe("DRAWN");
    expect(after.draw.chainIndex).toBe(revealed.draw.chainIndex! + 1);
    expect(previous(after.draw.element!)).toBe(revealed.draw.element);
    // The public results (what the verify page reads) publish it void, with its element and index
    // (read as of the next draw's time: the tests draw ahead of the clock).
    const url = `${LOTTERY_API.results.replace(":code", GAME)}?limit=5&before=${next.drawsAt + 1}`;
    const results = (await t.app.inject({ method: "GET", url })).json().value.list as {
      drawNo: string;
      status: string;
      element: string | null;
      result: unknown;
      calledOff: boolean;
    }[];
    // Called off by an operator: the verify page knows its element decided nothing.
    expect(results.find((r) => r.drawNo === draw.drawNo)).toMatchObject({
      status: "VOID",
      element: revealed.draw.element,
      result: null,
      calledOff: true,
    });
    expect(results.filter((r) => r.drawNo !== draw.drawNo).every((r) => !r.calledOff)).toBe(true);
    // The back office lists it void, with who voided it and why.
    const listed = (await get(t.app, `${LOTTERY_ADMIN.draws}?game=${GAME}&status=VOID`, first)).json()
      .value as LotteryDrawsPage;
    expect(listed.list.find((r) => r.drawNo === draw.drawNo)).toMatchObject({
      kind: "fast",
      state: "VOID",
      voided: { by: t.demoOperator.username, reason: "Chain service down" },
      refunded: "5.00",
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("takes two operators once its sales have closed: the first only asks, the same one cannot confirm", async () => {
    const { member, draw } = await buyer("3.00");
    const closed = new Date(draw.closesAt + 1000);
    const official = house.lottery.official;
    const asker = { id: 9001, name: "asker" };
    const asked = await official.void(t.merchantId, GAME, draw.drawNo, "Suspicious traffic", asker, closed);
    expect(asked).toMatchObject({ status: "OPEN", voidRequested: { by: "asker", reason: "Suspicious traffic" } });
    await expect(official.void(t.merchantId, GAME, draw.drawNo, "again", asker, closed)).rejects.toMatchObject({
      code: "SECOND_OPERATOR_REQUIRED",
    });
    // A request refunds nothing.
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe("97.00");
    expect((await stored(draw.drawNo)).draw.status).toBe("OPEN");

    const voided = await official.void(t.merchantId, GAME, draw.drawNo, "", { id: 9002, name: "checker" }, closed);
    expect(voided).toMatchObject({ status: "VOID" });
    expect((await stored(draw.drawNo)).draw).toMatchObject({
      status: "VOID",
      voidRequestedByName: "asker",
      voidedByName: "checker",
      element: null,
    });
    // Voided before the sweep reached it: the sweep at its time draws nothing, it reveals the element.
    await house.lottery.sweep(t.merchantId, new Date(draw.drawsAt));
    expect((await stored(draw.drawNo)).draw).toMatchObject({ status: "VOID", result: null });
    expect((await stored(draw.drawNo)).draw.element).toMatch(/^[0-9a-f]{64}$/);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe("100.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("never voids a fast draw whose time has come, drawn or not yet: its chain has fixed its result", async () => {
    const { member, draw } = await buyer("1.00");
    const official = house.lottery.official;
    const late = new Date(draw.drawsAt + 1000);
    // The sweep has not drawn it yet (still OPEN): neither a request nor a confirmation is taken.
    await expect(
      official.void(t.merchantId, GAME, draw.drawNo, "Lost too much", { id: 9011, name: "a" }, late),
    ).rejects.toMatchObject({ code: "INVALID_STATE" });
    await expect(
      official.void(t.merchantId, GAME, draw.drawNo, "Lost too much", { id: 9012, name: "b" }, late),
    ).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect((await stored(draw.drawNo)).draw).toMatchObject({ status: "OPEN", voidRequestedBy: null });
    await house.lottery.sweep(t.merchantId, new Date(draw.drawsAt));
    expect((await stored(draw.drawNo)).draw.status).toBe("DRAWN");
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).not.toBe("100.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("never voids a drawn draw: its result is public", async () => {
    const { member, draw } = await buyer("2.00");
    await house.lottery.sweep(t.merchantId, new Date(draw.drawsAt));
    expect((await stored(draw.drawNo)).draw.status).toBe("DRAWN");
    const refused = await post(t.app, voidUrl(draw.drawNo), first, { reason: "Lost too much" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: "INVALID_STATE" });
    const official = house.lottery.official;
    const at = new Date(draw.drawsAt + 1000);
    await expect(
      official.void(t.merchantId, GAME, draw.drawNo, "Lost too much", { id: 9003, name: "a" }, at),
    ).rejects.toMatchObject({ code: "INVALID_STATE" });
    // Nor once settled.
    await house.lotterySettlement.settleDue(t.merchantId);
    expect((await stored(draw.drawNo)).draw.status).toBe("SETTLED");
    expect((await post(t.app, voidUrl(draw.drawNo), second, { reason: "Lost too much" })).json()).toMatchObject({
      errorCode: "INVALID_STATE",
    });
    expect((await stored(draw.drawNo)).draw.voidRequestedBy).toBeNull();
    // The member was paid or lost as drawn: nothing refunded.
    const [ticket] = await t.database.db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.drawId, (await stored(draw.drawNo)).draw.id));
    expect(ticket!.status).toBe("OPEN");
    expect(await mainBalance(t.app, member.token)).not.toBe("100.00");
  });

  it("reveals a void draw only once every draw before it is drawn, when a game catches up more than a sweep's page", async () => {
    // A one-minute game whose draws are made more than two hours ahead (as a chase plan makes them).
    const code = "SSC_VOID_1M";
    await addGame(t.database.db, {
      merchantId: t.merchantId,
      code,
      family: "SSC",
      intervalSec: 60,
      closeBeforeSec: 10,
    });
    await house.lottery.sweep(t.merchantId, new Date());
    const game = (await gameByCode(t.database.db, t.merchantId, code))!;
    const firstDraw = (await takingTickets(t.database.db, game.id, new Date()))!.draw;
    const made = await house.lottery.drawsAhead(game, firstDraw, 130);
    const target = made[125]!;
    const url = LOTTERY_ADMIN.drawVoid.replace(":code", code).replace(":drawNo", target.drawNo);
    expect((await post(t.app, url, first, { reason: "Called off" })).statusCode).toBe(200);
    const draw = async (drawNo: string) =>
      (await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.drawNo, drawNo))).find(
        (row) => row.gameId === game.id,
      )!;

    // The sweep comes back after the void draw's time: its first page draws 120 draws, the void
    // draw stays secret (its element would give away the draws before it still undrawn).
    const late = new Date(target.drawsAt.getTime() + 1000);
    await house.lottery.sweep(t.merchantId, late);
    expect((await draw(target.drawNo)).element).toBeNull();
    expect((await draw(made[124]!.drawNo)).status).toBe("OPEN");
    // The next sweep draws the rest before it, then reveals it, the element its index holds.
    await house.lottery.sweep(t.merchantId, late);
    expect((await draw(made[124]!.drawNo)).status).toBe("DRAWN");
    const revealed = await draw(target.drawNo);
    expect(revealed.status).toBe("VOID");
    const [chain] = await t.database.db.select().from(lotteryChains).where(eq(lotteryChains.id, revealed.chainId!));
    expect(revealed.element).toBe(elementAt(chain!.seed, chain!.length, revealed.chainIndex!));
    expect(previous(revealed.element!)).toBe((await draw(made[124]!.drawNo)).element);
    await t.database.db.update(lotteryGames).set({ enabled: false }).where(eq(lotteryGames.id, game.id));
  });

  it("answers NOT_FOUND for a draw the brand does not have, and refuses a member", async () => {
    expect((await post(t.app, voidUrl("20200101-0001"), first, { reason: "x" })).statusCode).toBe(404);
    const member = await newMember(t.app, "fvoid");
    const { draw } = await buyer();
    expect((await post(t.app, voidUrl(draw.drawNo), member.token, { reason: "x" })).statusCode).toBe(401);
    expect((await stored(draw.drawNo)).draw.status).toBe("OPEN");
  });
});
