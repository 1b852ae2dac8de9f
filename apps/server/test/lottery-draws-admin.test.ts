import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import {
  LOTTERY_ADMIN,
  lotteryDrawsQuery,
  type LotteryDrawRow,
  type LotteryDrawsPage,
} from "@portal/contract/api/lottery-admin";
import { VN_NORTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import { queryRows } from "../src/db/client";
import { auditLog } from "../src/db/schema";
import { HouseLottery } from "../src/vendors/house/lottery/service";
import { addGame, gameByCode, scheduleDraws } from "../src/vendors/house/lottery/repository";
import { lotteryChasePlans, lotteryDraws, lotteryGames, lotteryTickets } from "../src/vendors/house/lottery/schema";
import { get, newMember, operatorToken, post } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

// The back office's Games > Lottery draws: the brand's draws newest first, keyset-paged and
// filtered, each with its result, what verifies it, an official draw's trail and its tickets' figures.
let t: TestApp;
let token: string;
let second: string;
let lottery: HouseLottery;
const FAST = ["SSC_1M", "K3_1M"];
const OFFICIAL = "VN_N_DAILY";
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  lottery = new HouseLottery(t.database.db);
  // Two one-minute games (their draws share their times: the order's ties) and one official game.
  const enable = async (codes: string[]) => {
    const all = await t.database.db.select().from(lotteryGames).where(eq(lotteryGames.merchantId, t.merchantId));
    for (const game of all)
      await t.database.db
        .update(lotteryGames)
        .set({ enabled: codes.includes(game.code) })
        .where(eq(lotteryGames.id, game.id));
  };
  const now = Date.now();
  // The official game's draws from three days ago: some have taken place and wait for their result.
  await enable([OFFICIAL]);
  await lottery.sweep(t.merchantId, new Date(now - 3 * 86_400_000));
  await enable([...FAST, OFFICIAL]);
  await lottery.sweep(t.merchantId, new Date(now - 12 * MINUTE));
  await lottery.sweep(t.merchantId, new Date(now));
  token = await operatorToken(t);
  await post(t.app, ADMIN.operators, token, { username: "finance_d", password: "Finance-Pass-123", role: "FINANCE" });
  second = (await signInOperator(t, { username: "finance_d", password: "Finance-Pass-123" })).token;
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>, auth = token) =>
  get(
    t.app,
    `${LOTTERY_ADMIN.draws}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    auth,
  );

async function pageOf(query: Record<string, string | number>): Promise<LotteryDrawsPage> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as LotteryDrawsPage;
}

/** Every page by `next`, then back by `prev`: the pages must be the same both ways. */
async function walk(query: Record<string, string | number>) {
  const pages: LotteryDrawsPage[] = [await pageOf(query)];
  while (pages.at(-1)!.next) pages.push(await pageOf({ ...query, cursor: pages.at(-1)!.next! }));
  const back: LotteryDrawsPage[] = [pages.at(-1)!];
  while (back.at(-1)!.prev) back.push(await pageOf({ ...query, cursor: back.at(-1)!.prev! }));
  const ids = (p: LotteryDrawsPage) => p.list.map((row) => `${row.game}:${row.drawNo}`);
  expect(back.reverse().map(ids)).toEqual(pages.map(ids));
  return pages;
}

const keyOf = (row: { game: string; drawNo: string }) => `${row.game}:${row.drawNo}`;

async function storedDraws(codes: string[]) {
  return t.database.db
    .select({ id: lotteryDraws.id, drawNo: lotteryDraws.drawNo, status: lotteryDraws.status, game: lotteryGames.code })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(and(eq(lotteryGames.merchantId, t.merchantId), inArray(lotteryGames.code, codes)))
    .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id));
}

describe("the brand's lottery draws", () => {
  it("pages through every draw newest first, by time then id, the same pages forwards and back", async () => {
    const pages = await walk({ kind: "fast", pageSize: 7 });
    const rows = pages.flatMap((p) => p.list);
    const stored = await storedDraws(FAST);
    expect(rows.map(keyOf)).toEqual(stored.map(keyOf));
    expect(pages[0]!.total).toBe(stored.length);
    expect(pages[0]!.prev).toBeNull();
    expect(pages.at(-1)!.next).toBeNull();
    // Draws of the two games share their times: ties are in the list, in id order.
    expect(rows.filter((r) => r.drawsAt === rows[0]!.drawsAt)).toHaveLength(2);
  });

  it("filters by game and by status, and a fast draw shows its result and what verifies it", async () => {
    const ssc = (await walk({ game: "SSC_1M", status: "DRAWN", pageSize: 5 })).flatMap((p) => p.list);
    const stored = (await storedDraws(["SSC_1M"])).filter((d) => d.status === "DRAWN");
    expect(stored.length).toBeGreaterThan(5);
    expect(ssc.map(keyOf)).toEqual(stored.map(keyOf));
    for (const row of ssc) {
      expect(row).toMatchObject({ game: "SSC_1M", family: "SSC", kind: "fast", status: "DRAWN" });
      expect(row.result).toHaveLength(5);
      expect(row.element).toMatch(/^[0-9a-f]{64}$/);
      expect(row.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(row.chainIndex).toBeGreaterThan(0);
      expect(row.closesAt).toBeLessThan(row.drawsAt);
      expect(row.entered).toBeNull();
    }
    // Opened when the game's previous draw closed.
    expect(ssc[0]!.opensAt).toBe(ssc[1]!.closesAt);
    const open = (await pageOf({ game: "SSC_1M", status: "OPEN", pageSize: 100 })).list;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((row) => row.status === "OPEN" && row.result === null && row.element === null)).toBe(true);
    const official = (await pageOf({ kind: "official", pageSize: 100 })).list;
    expect(official.length).toBeGreaterThan(0);
    expect(official.every((row) => row.kind === "official" && row.game === OFFICIAL && row.commitment === null)).toBe(
      true,
    );
    expect((await pageOf({ game: "NO_SUCH_GAME" })).list).toEqual([]);
    // One draw by its number, as a draw's detail reads it while the list moves on.
    const one = await pageOf({ game: "SSC_1M", drawNo: ssc[2]!.drawNo });
    expect(one.list.map(keyOf)).toEqual([keyOf(ssc[2]!)]);
    expect(one.list[0]).toEqual(ssc[2]);
    expect((await pageOf({ game: "K3_1M", drawNo: "19990101-0001" })).list).toEqual([]);
    expect((await list({ game: "SSC_1M", drawNo: "1; drop" })).json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
    });
  });

  it("reads an open draw as scheduled, open (taking tickets) or closed by the clock, and pages each state on the server", async () => {
    const game = (await gameByCode(t.database.db, t.merchantId, "SSC_1M"))!;
    // Five minutes on, no sweep since: the draws due by then are closed and not drawn.
    const at = new Date(Date.now() + 5 * MINUTE);
    const pageAt = (query: Record<string, string | number>) =>
      lottery.drawList.page(t.merchantId, 2, lotteryDrawsQuery.parse(query), at);
    async function walkAt(query: Record<string, string | number>) {
      const pages = [await pageAt(query)];
      while (pages.at(-1)!.next) pages.push(await pageAt({ ...query, cursor: pages.at(-1)!.next! }));
      const back = [pages.at(-1)!];
      while (back.at(-1)!.prev) back.push(await pageAt({ ...query, cursor: back.at(-1)!.prev! }));
      expect(back.reverse().map((p) => p.list.map(keyOf))).toEqual(pages.map((p) => p.list.map(keyOf)));
      expect(pages[0]!.total).toBe(pages.flatMap((p) => p.list).length);
      return pages.flatMap((p) => p.list);
    }
    const open = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.status, "OPEN")))
      .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id));
    const names = (rows: { drawNo: string }[]) => rows.map((row) => `SSC_1M:${row.drawNo}`);
    const selling = open.filter((d) => d.closesAt > at);
    const closed = open.filter((d) => d.closesAt <= at);
    expect(selling.length).toBeGreaterThan(2);
    expect(closed.length).toBeGreaterThan(0);

    // One draw takes tickets: the earliest not closed, as the bet page's current draw.
    const taking = await walkAt({ game: "SSC_1M", status: "OPEN", pageSize: 3 });
    expect(names(taking)).toEqual(names([selling.at(-1)!]));
    expect(taking[0]).toMatchObject({ status: "OPEN", state: "OPEN" });
    // The ones after it are made ahead: scheduled, a page at a time.
    const scheduled = await walkAt({ game: "SSC_1M", status: "SCHEDULED", pageSize: 4 });
    expect(names(scheduled)).toEqual(names(selling.slice(0, -1)));
    expect(
      scheduled.every((row) => row.status === "OPEN" && row.state === "SCHEDULED" && row.opensAt! > at.getTime()),
    ).toBe(true);
    // Those whose sales closed, not drawn yet.
    const shut = await walkAt({ game: "SSC_1M", status: "CLOSED", pageSize: 2 });
    expect(names(shut)).toEqual(names(closed));
    expect(shut.every((row) => row.status === "OPEN" && row.state === "CLOSED")).toBe(true);
    // Drawn and settled draws keep their status as their state; the whole list reads each row's state.
    const all = await walkAt({ game: "SSC_1M", pageSize: 25 });
    for (const row of all)
      expect(row.state).toBe(
        row.status !== "OPEN"
          ? row.status
          : names(closed).includes(keyOf(row))
            ? "CLOSED"
            : keyOf(row) === names(taking)[0]
              ? "OPEN"
              : "SCHEDULED",
      );

    // Over HTTP, now: an official draw whose time has passed waits for its result, closed.
    const officialClosed = (await pageOf({ kind: "official", status: "CLOSED", pageSize: 100 })).list;
    expect(officialClosed.length).toBeGreaterThan(0);
    expect(officialClosed.every((row) => row.closesAt <= Date.now() && row.state === "CLOSED")).toBe(true);
    expect(
      (await pageOf({ kind: "official", status: "SCHEDULED", pageSize: 100 })).list.every(
        (row) => row.drawsAt > Date.now(),
      ),
    ).toBe(true);
  });

  it("reads a game's draws of one status from an index in the list's order, not the game's history", async () => {
    const game = await gameByCode(t.database.db, t.merchantId, "SSC_1M");
    // Few rows here: the planner would read the table whatever the indexes; forbid that to see
    // which index serves `game_id = ? and status = ? order by draws_at desc, id desc`.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from lottery_draws where game_id = ${game!.id} and status = 'VOID'
            and (draws_at, id) < (now(), 9223372036854775807) order by draws_at desc, id desc limit 50`,
      );
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("lottery_draws_game_status_time");
    expect(text).not.toMatch(/\bSort\b/);
  });

  it("refuses a cursor made for another filter, and a filter that is not one", async () => {
    const first = await pageOf({ game: "SSC_1M", pageSize: 2 });
    const res = await list({ game: "K3_1M", pageSize: 2, cursor: first.next! });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe("VALIDATION_FAILED");
    expect((await list({ status: "LOST" })).statusCode).toBe(400);
    expect((await list({ kind: "slow" })).statusCode).toBe(400);
  });

  it("counts a draw's sold tickets, their stake, their payout and the stake refunded, in one grouped figure per draw", async () => {
    const game = (await gameByCode(t.database.db, t.merchantId, "K3_1M"))!;
    const [draw] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.status, "DRAWN")))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(1);
    const ticket = (
      cost: bigint,
      status: "OPEN" | "CANCELLED" | "REFUSED" | "VOIDING" | "VOIDED",
      payout: bigint | null,
      playerId = "p1",
    ) => ({
      drawId: draw!.id,
      gameId: game.id,
      merchantId: t.merchantId,
      playerId,
      play: "K3_SUM",
      picks: [["10"]],
      unitStake: cost,
      lineCount: 1,
      cost,
      status,
      payout,
      token: "tk",
      currency: "CNY",
    });
    await t.database.db.insert(lotteryTickets).values([
      ticket(1_000n, "OPEN", null),
      ticket(2_550n, "OPEN", 7_001n, "p2"),
      ticket(900n, "CANCELLED", null),
      ticket(800n, "REFUSED", null),
      // A bet voided on its own (refunded), and one whose refund is under way: sold, and refunded.
      ticket(300n, "VOIDED", null, "p3"),
      ticket(200n, "VOIDING", null, "p4"),
    ]);
    const rows = (await walk({ game: "K3_1M", pageSize: 4 })).flatMap((p) => p.list);
    const shown = rows.find((row) => row.drawNo === draw!.drawNo)!;
    expect(shown).toMatchObject({ tickets: 4, stake: "40.50", payout: "70.01", refunded: "5.00" });
    expect(
      rows
        .filter((row) => row !== shown)
        .every((row) => row.tickets === 0 && row.stake === "0.00" && row.refunded === "0.00"),
    ).toBe(true);
  });

  it("shows what a void draw sold and refunded, not 0 tickets once its tickets are voided", async () => {
    const game = (await gameByCode(t.database.db, t.merchantId, "SSC_1M"))!;
    const [draw] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.status, "DRAWN")))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(1);
    // The draw is void and its tickets refunded (as the void's refund leaves them); one was cancelled before.
    await t.database.db.update(lotteryDraws).set({ status: "VOID", result: null }).where(eq(lotteryDraws.id, draw!.id));
    const ticket = (cost: bigint, status: "VOIDED" | "CANCELLED", playerId: string) => ({
      drawId: draw!.id,
      gameId: game.id,
      merchantId: t.merchantId,
      playerId,
      play: "SSC_SUM_BSOE",
      picks: [["BIG"]],
      unitStake: cost,
      lineCount: 1,
      cost,
      status,
      payout: null,
      token: "tk",
      currency: "CNY",
    });
    await t.database.db
      .insert(lotteryTickets)
      .values([ticket(1_000n, "VOIDED", "v1"), ticket(2_500n, "VOIDED", "v2"), ticket(700n, "CANCELLED", "v3")]);
    const shown = (await pageOf({ game: "SSC_1M", status: "VOID" })).list.find((row) => row.drawNo === draw!.drawNo)!;
    expect(shown).toMatchObject({ status: "VOID", tickets: 2, stake: "35.00", payout: "0.00", refunded: "35.00" });
  });

  it("shows an official draw's trail: the entry, the void asked for and who voided it", async () => {
    const official = (await pageOf({ kind: "official", pageSize: 100 })).list;
    const past = official.find((row) => row.drawsAt < Date.now() && row.status === "OPEN")!;
    const future = official.find((row) => row.drawsAt > Date.now())!;
    const url = (row: LotteryDrawRow, which: "officialResult" | "drawVoid") =>
      LOTTERY_ADMIN[which].replace(":code", row.game).replace(":drawNo", row.drawNo);
    const result = {
      prizes: VN_NORTH_STRUCTURE.prizes.map((p) => Array.from({ length: p.count }, () => "1".repeat(p.digits))),
    };
    const entered = await t.app.inject({
      method: "PUT",
      url: url(past, "officialResult"),
      headers: { authorization: token },
      payload: { result },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await post(t.app, url(past, "drawVoid"), second, { reason: "Postponed" })).statusCode).toBe(200);
    expect((await post(t.app, url(future, "drawVoid"), token, { reason: "Storm" })).statusCode).toBe(200);
    const after = (await pageOf({ kind: "official", pageSize: 100 })).list;
    const pastRow = after.find((row) => row.drawNo === past.drawNo)!;
    expect(pastRow).toMatchObject({ status: "OPEN", result: null, confirmed: null, voided: null });
    expect(pastRow.entered?.by).toBe(t.demoOperator.username);
    expect(pastRow.voidRequested).toMatchObject({ by: "finance_d", reason: "Postponed" });
    expect(after.find((row) => row.drawNo === future.drawNo)).toMatchObject({
      status: "VOID",
      voided: { by: t.demoOperator.username, reason: "Storm" },
      result: null,
    });
    expect((await pageOf({ kind: "official", status: "VOID" })).list.map(keyOf)).toEqual([keyOf(future)]);
  });

  it("lists the brand's games for the filter, disabled ones too", async () => {
    const res = await get(t.app, LOTTERY_ADMIN.games, token);
    expect(res.statusCode).toBe(200);
    const games = res.json().value.list as { code: string; kind: string; enabled: boolean }[];
    expect(games).toContainEqual({
      code: "SSC_1M",
      family: "SSC",
      kind: "fast",
      enabled: true,
      intervalSec: 60,
      closeBeforeSec: expect.any(Number),
    });
    expect(games).toContainEqual(expect.objectContaining({ code: OFFICIAL, kind: "official", enabled: true }));
    expect(games.find((g) => g.code === "PK10_1M")?.enabled).toBe(false);
  });

  it("is an operator's read: a member's token is refused", async () => {
    const member = await newMember(t.app, "drawlist");
    const res = await list({}, member.token);
    expect([401, 403]).toContain(res.statusCode);
    expect([401, 403]).toContain((await get(t.app, LOTTERY_ADMIN.games, member.token)).statusCode);
    // Every role reads (operators.ts PERMISSIONS.read); the route asks for that permission.
    for (const url of [LOTTERY_ADMIN.draws, LOTTERY_ADMIN.games])
      expect(t.app.routeAccess.find((r) => r.method === "GET" && r.url === url)?.access).toEqual({
        level: "operator",
        permission: "read",
      });
  });
});

describe("a lottery game's own settings", () => {
  const GAME = "PK10_1M";
  const put = (body: object, auth = token, code = GAME) =>
    t.app.inject({
      method: "PUT",
      url: LOTTERY_ADMIN.game.replace(":code", code),
      headers: { authorization: auth },
      payload: body,
    });

  it("sets how long before each draw tickets close, for the draws made from then on, and puts a game aside", async () => {
    const res = await put({ enabled: true, closeBeforeSec: 45 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ code: GAME, enabled: true, intervalSec: 60, closeBeforeSec: 45 });
    const listed = (await get(t.app, LOTTERY_ADMIN.games, token)).json().value.list;
    expect(listed).toContainEqual(expect.objectContaining({ code: GAME, closeBeforeSec: 45 }));

    // Draws made after the change close 45 s before they are drawn.
    const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
    const later = new Date(Date.now() + 3 * 3_600_000);
    await lottery.sweep(t.merchantId, later);
    const made = await t.database.db
      .select({ closesAt: lotteryDraws.closesAt, drawsAt: lotteryDraws.drawsAt })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, game.id), sql`${lotteryDraws.drawsAt} > ${later.toISOString()}::timestamptz`));
    expect(made.length).toBeGreaterThan(0);
    for (const draw of made) expect(draw.drawsAt.getTime() - draw.closesAt.getTime()).toBe(45_000);

    // Put aside: no draw is made for it any more.
    expect((await put({ enabled: false, closeBeforeSec: 45 })).statusCode).toBe(200);
    const count = async () =>
      (await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, game.id))).length;
    const before = await count();
    await lottery.sweep(t.merchantId, new Date(later.getTime() + 3_600_000));
    expect(await count()).toBe(before);
    const [audit] = await t.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.action, "lottery.gameSettings"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: "lottery.gameSettings", targetId: GAME });
  });

  it("moves the close of the draws already made that have not closed, never opening a closed one nor closing one in the past", async () => {
    const code = "SSC_MOVE";
    await addGame(t.database.db, {
      merchantId: t.merchantId,
      code,
      family: "SSC",
      intervalSec: 60,
      closeBeforeSec: 20,
    });
    const game = (await gameByCode(t.database.db, t.merchantId, code))!;
    const now = Date.now();
    const S = 1000;
    // Draws made under 20 s: one drawn; one whose sales closed 5 s ago (drawn in 15 s); one
    // closing in 20 s; one in a minute and a half; one voided ahead.
    const made = [
      { drawNo: "drawn", drawsAt: now - 30 * S, status: "DRAWN" as const },
      { drawNo: "closed", drawsAt: now + 15 * S, status: "OPEN" as const },
      { drawNo: "selling", drawsAt: now + 40 * S, status: "OPEN" as const },
      { drawNo: "ahead", drawsAt: now + 100 * S, status: "OPEN" as const },
      { drawNo: "void", drawsAt: now + 160 * S, status: "VOID" as const },
    ];
    await t.database.db.insert(lotteryDraws).values(
      made.map((d) => ({
        gameId: game.id,
        drawNo: d.drawNo,
        status: d.status,
        drawsAt: new Date(d.drawsAt),
        closesAt: new Date(d.drawsAt - 20 * S),
      })),
    );
    // A chase plan whose last draw is "ahead": the stop job reads it until that draw closes.
    await t.database.db.insert(lotteryChasePlans).values({
      merchantId: t.merchantId,
      playerId: "chaser",
      gameId: game.id,
      selections: [],
      draws: 2,
      stopOnWin: true,
      firstDrawNo: "selling",
      lastClosesAt: new Date(now + 80 * S),
    });
    const closes = async () => {
      const rows = await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, game.id));
      return Object.fromEntries(rows.map((d) => [d.drawNo, (d.closesAt.getTime() - now) / S]));
    };
    const lastClose = async () =>
      ((
        await t.database.db.select().from(lotteryChasePlans).where(eq(lotteryChasePlans.gameId, game.id))
      )[0]!.lastClosesAt.getTime() -
        now) /
      S;

    // Shorter (10 s): the draws still selling close later; the closed one stays closed (its new
    // close would be in 5 s: it would open again).
    expect((await put({ enabled: true, closeBeforeSec: 10 }, token, code)).statusCode).toBe(200);
    expect(await closes()).toEqual({ drawn: -50, closed: -5, selling: 30, ahead: 90, void: 140 });
    expect(await lastClose()).toBe(90);

    // Longer (45 s): "selling" would have closed 5 s ago: it is not closed in the past, it keeps
    // its close; the draw after it moves.
    expect((await put({ enabled: true, closeBeforeSec: 45 }, token, code)).statusCode).toBe(200);
    expect(await closes()).toEqual({ drawn: -50, closed: -5, selling: 30, ahead: 55, void: 140 });
    expect(await lastClose()).toBe(55);

    // A sweep that read the game before the change makes its draws by the close saved since.
    const planned = [{ drawsAt: new Date(now + 220 * S), closesAt: new Date(now + 200 * S), drawNo: "planned" }];
    await scheduleDraws(t.database.db, game.id, planned, () => ({
      seed: "00".repeat(32),
      commitment: "11".repeat(32),
      length: 10,
    }));
    expect((await closes()).planned).toBe(175);
    // The game's draws list reads them in order: the one selling is the one taking tickets.
    const listed = (await pageOf({ game: code, pageSize: 10 })).list;
    expect(Object.fromEntries(listed.map((row) => [row.drawNo, row.state]))).toEqual({
      drawn: "DRAWN",
      closed: "CLOSED",
      selling: "OPEN",
      ahead: "SCHEDULED",
      void: "VOID",
      planned: "SCHEDULED",
    });
  });

  it("refuses a close time of a whole interval, an unknown game, and an operator who may not configure the brand", async () => {
    expect((await put({ enabled: true, closeBeforeSec: 60 })).json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { closeBeforeSec: expect.any(String) } },
    });
    expect((await put({ enabled: true, closeBeforeSec: -1 })).json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    expect((await put({ enabled: true, closeBeforeSec: 30 }, token, "NOPE_1M")).json()).toMatchObject({
      errorCode: "NOT_FOUND",
    });
    expect((await put({ enabled: true, closeBeforeSec: 30 }, second)).statusCode).toBe(403);
  });
});
