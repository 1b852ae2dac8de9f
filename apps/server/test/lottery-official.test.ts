import { API } from "@portal/contract/api/paths";
import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { LOTTERY_API } from "@portal/contract/api/lottery";
import { LOTTERY_ADMIN } from "@portal/contract/api/lottery-admin";
import { payoutOf, playOf } from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import { VN_NORTH_STRUCTURE, type VnResult } from "@portal/contract/lottery/families/vn";
import { minorToDecimal } from "@portal/contract/money";
import { auditLog } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { HouseGames } from "../src/vendors/house/house-games";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { gameByCode } from "../src/vendors/house/lottery/repository";
import { lotteryDraws, lotteryGames } from "../src/vendors/house/lottery/schema";
import { officialDrawNumber, officialDrawTimes } from "../src/vendors/house/lottery/schedule";
import { buyTickets, playerInHouseGame } from "./house-helper";
import { get, mainBalance, newMember, operatorToken, post } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";
import { socketInbox } from "./ws-helper";

// The official Vietnamese daily draws (decision 0036): scheduled on their weekdays, never drawn by
// the sweep, their result typed in by one operator and confirmed by a second who types it again,
// then settled by the settlement job like any draw; or voided and refunded.
let t: TestApp;
let house: HouseGames;
let first: string;
let second: string;
const GAME = "VN_N_DAILY";
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  house = new HouseGames({ db: t.database.db, inProcess: inProcessTransport(t.app), defaultMerchantCode: "DEMO" });
  // Only the northern daily game: the demo's fast games make no draws here.
  await t.database.db.update(lotteryGames).set({ enabled: false }).where(ne(lotteryGames.code, GAME));
  first = await operatorToken(t);
  await post(t.app, ADMIN.operators, first, { username: "finance_2", password: "Finance-Pass-123", role: "FINANCE" });
  second = (await signInOperator(t, { username: "finance_2", password: "Finance-Pass-123" })).token;
});
afterAll(() => t.close());

/** A northern result whose special prize is `special` and whose other numbers end in `lo`. */
function northResult(special: string, lo = "00"): VnResult {
  return {
    prizes: VN_NORTH_STRUCTURE.prizes.map((prize, p) =>
      Array.from({ length: prize.count }, () =>
        p === 0 ? special : `${"1".repeat(prize.digits - 2)}${lo}`.slice(-prize.digits),
      ),
    ),
  };
}

async function draws() {
  const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
  return t.database.db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameId, game.id))
    .orderBy(asc(lotteryDraws.drawsAt));
}

const resultUrl = (drawNo: string, which: "officialResult" | "officialConfirm" | "drawVoid") =>
  LOTTERY_ADMIN[which].replace(":code", GAME).replace(":drawNo", drawNo);
const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: { authorization: token }, payload });

describe("the schedule of an official game", () => {
  it("draws at its time of day on its weekdays only, numbered by its day", () => {
    // 2026-11-30 is a Monday; 17:15 in GMT+8 is 09:15 UTC.
    const mondaysAndSaturdays = 0b1000010;
    const times = officialDrawTimes(62_100, mondaysAndSaturdays, Date.UTC(2026, 10, 28, 10), Date.UTC(2026, 11, 31), 3);
    expect(times.map((at) => new Date(at).toISOString())).toEqual([
      "2026-11-30T09:15:00.000Z",
      "2026-12-05T09:15:00.000Z",
      "2026-12-07T09:15:00.000Z",
    ]);
    // The draw at that instant itself is not "after" it; the brand day names the draw.
    expect(officialDrawTimes(62_100, 127, Date.UTC(2026, 10, 30, 9, 15), Date.UTC(2026, 11, 1, 10), 1)).toEqual([
      Date.UTC(2026, 11, 1, 9, 15),
    ]);
    expect(officialDrawNumber(Date.UTC(2026, 10, 30, 9, 15))).toBe("20261130-0001");
    // 23:30 GMT+8 on the 30th is 15:30 UTC the same day; 00:30 GMT+8 on Dec 1st is 16:30 UTC on the 30th.
    expect(officialDrawNumber(Date.UTC(2026, 10, 30, 16, 30))).toBe("20261201-0001");
  });

  it("is swept into its next draws, which the sweep never draws however late it runs", async () => {
    const now = Date.now();
    await house.lottery.sweep(t.merchantId, new Date(now - 3 * DAY));
    const made = await draws();
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(made.every((d) => d.chainId === null && d.drawNo.endsWith("-0001"))).toBe(true);
    // Days later, the draws are still waiting for their result.
    await house.lottery.sweep(t.merchantId, new Date(now));
    expect((await draws()).filter((d) => d.drawsAt.getTime() < now).every((d) => d.status === "OPEN")).toBe(true);
    // Never more than its next two ahead, however often it is swept.
    await house.lottery.sweep(t.merchantId, new Date(now));
    expect((await draws()).filter((d) => d.drawsAt.getTime() > now)).toHaveLength(2);
    const games = (await t.app.inject({ method: "GET", url: LOTTERY_API.games })).json().value.list;
    expect(games.find((g: { code: string }) => g.code === GAME).official).toEqual({
      drawTimeSec: 69_300,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
  });
});

describe("two operators", () => {
  let drawNo: string;
  beforeAll(async () => {
    drawNo = (await draws()).find((d) => d.drawsAt.getTime() < Date.now())!.drawNo;
  });

  it("list the draws waiting for a result, without the first entry's numbers", async () => {
    const res = await get(t.app, LOTTERY_ADMIN.officialDraws, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.list).toContainEqual(
      expect.objectContaining({ game: GAME, drawNo, status: "OPEN", entered: null, confirmed: null }),
    );
    // Operators only, and a session is asked for before anything else.
    expect((await t.app.inject({ method: "GET", url: LOTTERY_ADMIN.officialDraws })).statusCode).toBe(401);
    const member = await newMember(t.app, "offic");
    expect(
      (await put(resultUrl(drawNo, "officialResult"), member.token, { result: northResult("12345") })).statusCode,
    ).toBe(401);
  });

  it("refuse a result of the wrong shape, and a draw that has not taken place", async () => {
    const bad = await put(resultUrl(drawNo, "officialResult"), first, { result: { prizes: [["12345"]] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    const future = (await draws()).find((d) => d.drawsAt.getTime() > Date.now())!;
    const early = await put(resultUrl(future.drawNo, "officialResult"), first, { result: northResult("12345") });
    expect(early.json()).toMatchObject({ errorCode: "INVALID_STATE" });
    expect(
      (await put(resultUrl("20200101-0001", "officialResult"), first, { result: northResult("1") })).statusCode,
    ).toBe(404);
  });

  it("need a second operator, who must type the same result; then the draw is drawn", async () => {
    // A typo first, corrected by the same operator before anyone confirmed it.
    expect((await put(resultUrl(drawNo, "officialResult"), first, { result: northResult("12354") })).statusCode).toBe(
      200,
    );
    const entered = await put(resultUrl(drawNo, "officialResult"), first, { result: northResult("12345") });
    expect(entered.json().value).toMatchObject({
      status: "OPEN",
      entered: { by: t.demoOperator.username },
      confirmed: null,
    });
    // The second operator sees who entered it, never the numbers: not in the list, not in the audit log.
    const seen = JSON.stringify((await get(t.app, LOTTERY_ADMIN.officialDraws, second)).json().value);
    expect(seen).toContain(t.demoOperator.username);
    expect(seen).not.toContain("12345");
    const audit = JSON.stringify(await t.database.db.select({ detail: auditLog.detail }).from(auditLog));
    expect(audit).toContain("resultSha256");
    expect(audit).not.toContain("12345");
    // The one who entered it cannot confirm it.
    const self = await post(t.app, resultUrl(drawNo, "officialConfirm"), first, { result: northResult("12345") });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ errorCode: "SECOND_OPERATOR_REQUIRED" });
    // A second operator typing another result confirms nothing.
    const other = await post(t.app, resultUrl(drawNo, "officialConfirm"), second, { result: northResult("12354") });
    expect(other.json()).toMatchObject({ errorCode: "RESULT_MISMATCH" });
    expect((await draws()).find((d) => d.drawNo === drawNo)!.status).toBe("OPEN");
    // The same result: drawn, both names kept. Two confirmations at once confirm once, and the
    // pages watching the lottery hear of it once.
    const watcher = await t.app.injectWS(API.socket);
    const watched = socketInbox(watcher);
    watcher.send(JSON.stringify({ type: "watch", topic: "lottery", merchant: "DEMO" }));
    expect(await watched.next(1)).toEqual({ type: "ready" });
    const [a, b] = await Promise.all([
      post(t.app, resultUrl(drawNo, "officialConfirm"), second, { result: northResult("12345") }),
      post(t.app, resultUrl(drawNo, "officialConfirm"), second, { result: northResult("12345") }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await watched.next(2)).toEqual({ type: "lottery", game: GAME, drawNo, status: "DRAWN" });
    watcher.terminate();
    expect(watched.received).toHaveLength(2);
    const draw = (await draws()).find((d) => d.drawNo === drawNo)!;
    expect(draw).toMatchObject({
      status: "DRAWN",
      enteredByName: t.demoOperator.username,
      confirmedByName: "finance_2",
    });
    expect(draw.result).toEqual(northResult("12345"));
    // Confirmed is final: no new entry replaces it.
    const late = await put(resultUrl(drawNo, "officialResult"), first, { result: northResult("99999") });
    expect(late.json()).toMatchObject({ errorCode: "INVALID_STATE" });
    // The public results say who entered and who confirmed it, and when; there is no chain to verify.
    const results = (
      await t.app.inject({ method: "GET", url: `${LOTTERY_API.results.replace(":code", GAME)}?limit=5` })
    ).json().value.list;
    expect(results[0]).toMatchObject({
      drawNo,
      element: null,
      commitment: null,
      official: { enteredBy: t.demoOperator.username, confirmedBy: "finance_2" },
    });
    // Every step is in the audit log.
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lotteryDraw"), eq(auditLog.targetId, `${GAME}:${drawNo}`)));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "lottery.resultConfirmed",
      "lottery.resultEntered",
      "lottery.resultEntered",
    ]);
  });
});

describe("a wrong first entry", () => {
  it("is replaced by the confirming operator's entry after a mismatch, which another operator then confirms", async () => {
    const waiting = (await draws()).find(
      (d) => d.drawsAt.getTime() < Date.now() && d.status === "OPEN" && d.enteredBy === null,
    )!;
    const { drawNo } = waiting;
    // The first operator mistypes the special prize.
    expect((await put(resultUrl(drawNo, "officialResult"), first, { result: northResult("55556") })).statusCode).toBe(
      200,
    );
    // The second operator types the published result: it does not match, and nothing is drawn.
    const mismatch = await post(t.app, resultUrl(drawNo, "officialConfirm"), second, { result: northResult("55555") });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ errorCode: "RESULT_MISMATCH" });
    // Sure of theirs, the second operator sends it as the new entry: it replaces the first one.
    const reentered = await put(resultUrl(drawNo, "officialResult"), second, { result: northResult("55555") });
    expect(reentered.json().value).toMatchObject({ status: "OPEN", entered: { by: "finance_2" }, confirmed: null });
    const row = (await draws()).find((d) => d.drawNo === drawNo)!;
    expect(row).toMatchObject({ status: "OPEN", enteredByName: "finance_2", enteredResult: northResult("55555") });
    // Never settled on one person's word: the one who typed the entry waiting cannot confirm it...
    const self = await post(t.app, resultUrl(drawNo, "officialConfirm"), second, { result: northResult("55555") });
    expect(self.json()).toMatchObject({ errorCode: "SECOND_OPERATOR_REQUIRED" });
    // ... nor does the first operator's mistyped result confirm it...
    const stale = await post(t.app, resultUrl(drawNo, "officialConfirm"), first, { result: northResult("55556") });
    expect(stale.json()).toMatchObject({ errorCode: "RESULT_MISMATCH" });
    expect((await draws()).find((d) => d.drawNo === drawNo)!.status).toBe("OPEN");
    // ... the first operator, typing the published result again, does.
    const confirmed = await post(t.app, resultUrl(drawNo, "officialConfirm"), first, { result: northResult("55555") });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await draws()).find((d) => d.drawNo === drawNo)).toMatchObject({
      status: "DRAWN",
      result: northResult("55555"),
      enteredByName: "finance_2",
      confirmedByName: t.demoOperator.username,
    });
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lotteryDraw"), eq(auditLog.targetId, `${GAME}:${drawNo}`)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      "lottery.resultEntered",
      "lottery.resultEntered",
      "lottery.resultConfirmed",
    ]);
  });
});

describe("an official draw's tickets", () => {
  it("are paid once the two operators agree, and refunded when the draw is voided", async () => {
    await house.lottery.sweep(t.merchantId, new Date());
    const { member, token } = await playerInHouseGame(t, "offic", GAME);
    const current = (await t.app.inject({ method: "GET", url: LOTTERY_API.currentDraw.replace(":code", GAME) })).json()
      .value;
    expect(current).toMatchObject({ chainIndex: null, commitment: null });
    // Đề 45 at 1.00 and lô 2 số 00 at 1.00 a line (27 lines in the north).
    const bought = await buyTickets(t.app, token, GAME, current.drawNo, [
      { play: "VN_DE", picks: [["45"]], unitStake: "1.00" },
      { play: "VN_LO2", picks: [["00"]], unitStake: "1.00" },
    ]);
    expect(bought.json().value.unplaced).toBeNull();
    expect(await mainBalance(t.app, member.token)).toBe("72.00");

    // The draw takes place; the sweep leaves it alone, the settlement finds nothing to pay.
    const at = new Date(current.drawsAt + 60_000);
    await house.lottery.sweep(t.merchantId, at);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe("72.00");

    const official = house.lottery.official;
    const result = northResult("00045", "00");
    await official.enter(t.merchantId, GAME, current.drawNo, result, { id: 900, name: "first" }, at);
    // One operator's word pays nothing.
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe("72.00");
    await official.confirm(t.merchantId, GAME, current.drawNo, result, { id: 901, name: "second" }, at);
    await Promise.all([
      house.lotterySettlement.settleDue(t.merchantId),
      house.lotterySettlement.settleDue(t.merchantId),
    ]);
    // Đề 45 pays its odds once; lô 00 hits on the 26 numbers other than the special (ends in 45).
    const north = familyOf("VN_NORTH")!;
    const owed = (play: string, key: string) => {
      const found = playOf(north, play)!;
      return payoutOf(found, found.wins(result), key, 100);
    };
    const paid = owed("VN_DE", "45") + owed("VN_LO2", "00");
    const lo = playOf(north, "VN_LO2")!;
    expect(owed("VN_LO2", "00")).toBe(26 * payoutOf(lo, [{ key: "00", tier: 0, hits: 1 }], "00", 100));
    expect(owed("VN_DE", "45")).toBeGreaterThan(100);
    const tickets = (await t.app.inject({ method: "GET", url: `${LOTTERY_API.tickets}?token=${token}` })).json().value
      .list as { play: string; state: string; payout: string }[];
    expect(tickets.map(({ play, state }) => [play, state]).sort()).toEqual([
      ["VN_DE", "WON"],
      ["VN_LO2", "WON"],
    ]);
    expect(await mainBalance(t.app, member.token)).toBe(minorToDecimal(7200n + BigInt(paid), 2));
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe(minorToDecimal(7200n + BigInt(paid), 2));

    // The next draw is voided by an operator: the tickets on it are refunded once.
    await house.lottery.sweep(t.merchantId, at);
    const next = (await t.app.inject({ method: "GET", url: LOTTERY_API.currentDraw.replace(":code", GAME) })).json()
      .value;
    const before = await mainBalance(t.app, member.token);
    await buyTickets(t.app, token, GAME, next.drawNo, [{ play: "VN_DE", picks: [["11"]], unitStake: "5.00" }]);
    expect(await mainBalance(t.app, member.token)).toBe((Number(before) - 5).toFixed(2));
    // After its time a result may be known: one operator only asks for the void, a second voids it.
    const later = new Date(next.drawsAt + 60_000);
    const ask = { id: 900, name: "first" };
    await official.enter(t.merchantId, GAME, next.drawNo, northResult("00011"), ask, later);
    const asked = await official.void(t.merchantId, GAME, next.drawNo, "Postponed by the lottery company", ask, later);
    expect(asked).toMatchObject({
      status: "OPEN",
      voidRequested: { by: "first", reason: "Postponed by the lottery company" },
    });
    await expect(official.void(t.merchantId, GAME, next.drawNo, "again", ask, later)).rejects.toMatchObject({
      code: "SECOND_OPERATOR_REQUIRED",
    });
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe((Number(before) - 5).toFixed(2));
    const voided = await official.void(t.merchantId, GAME, next.drawNo, "", { id: 902, name: "third" }, later);
    expect(voided).toMatchObject({ status: "VOID" });
    // Void is final: neither a confirmation of the entry nor another void changes it.
    await expect(
      official.confirm(t.merchantId, GAME, next.drawNo, northResult("00011"), { id: 901, name: "second" }, later),
    ).rejects.toMatchObject({ code: "INVALID_STATE" });
    await house.lotterySettlement.settleDue(t.merchantId);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, member.token)).toBe(before);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("can be voided by one operator while it takes tickets, over HTTP, once", async () => {
    const future = (await draws()).find((d) => d.status === "OPEN" && d.closesAt.getTime() > Date.now() + 60_000)!;
    const voided = await post(t.app, resultUrl(future.drawNo, "drawVoid"), first, { reason: "Holiday: no draw" });
    expect(voided.json().value).toMatchObject({ status: "VOID" });
    const again = await post(t.app, resultUrl(future.drawNo, "drawVoid"), second, { reason: "again" });
    expect(again.json()).toMatchObject({ errorCode: "INVALID_STATE" });
    expect((await post(t.app, resultUrl(future.drawNo, "drawVoid"), second, {})).statusCode).toBe(400);
  });

  it("takes two operators to void a draw whose sales have closed, even before its time", async () => {
    // A draw made ahead by a sweep after the last one (the tests before voided the near ones).
    await house.lottery.sweep(t.merchantId, new Date((await draws()).at(-1)!.drawsAt.getTime() + 1000));
    const future = (await draws()).at(-1)!;
    expect(future.status).toBe("OPEN");
    const closed = new Date(future.closesAt.getTime() + 1000);
    expect(closed < future.drawsAt).toBe(true);
    const ask = { id: 910, name: "first" };
    const official = house.lottery.official;
    const asked = await official.void(t.merchantId, GAME, future.drawNo, "Postponed", ask, closed);
    expect(asked).toMatchObject({ status: "OPEN", voidRequested: { by: "first", reason: "Postponed" } });
    await expect(official.void(t.merchantId, GAME, future.drawNo, "again", ask, closed)).rejects.toMatchObject({
      code: "SECOND_OPERATOR_REQUIRED",
    });
    expect((await draws()).find((d) => d.id === future.id)!.status).toBe("OPEN");
  });
});
