import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linesOf, payoutOf, playOf, sampleKeys, type LotteryFamily, type Play } from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import type { Database } from "../src/db/client";
import { lotteryChains, lotteryDraws, lotteryLines, lotteryTickets } from "../src/vendors/house/lottery/schema";
import { addGame, drawPayouts, gameByCode } from "../src/vendors/house/lottery/repository";
import { insertTicket, moveTicket } from "../src/vendors/house/lottery/tickets-repository";
import { drawOutcome, elementAt } from "../src/vendors/house/lottery/chain";
import { HouseLottery } from "../src/vendors/house/lottery/service";
import { openTestDatabase } from "./test-app";

// Grading a drawn draw's tickets in SQL (decision 0035): every line pays what the contract's
// payoutOf says, per player once, however often it runs. Tickets are sold while a draw takes
// them by the database's clock, so the draws here are real ones a few minutes ahead, drawn by
// sweeping at their time.
const BRAND = 1;
let database: Database;
let dropDatabase: () => Promise<void>;
let house: HouseLottery;
beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase());
  house = new HouseLottery(database.db, 50);
  for (const [code, family] of [
    ["VN_NORTH_5M", "VN_NORTH"],
    ["K3_1M", "K3"],
    ["4D_5M", "4D"],
  ] as const)
    await addGame(database.db, { merchantId: BRAND, code, family, intervalSec: 60, closeBeforeSec: 10 });
  await house.sweep(BRAND, new Date());
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

/**
 * A game's open draw (the `nth` from now, a few minutes ahead so it takes tickets), with the
 * result it will have, worked out here from its chain as the sweep will.
 */
async function openDraw(code: string, nth: number) {
  const game = (await gameByCode(database.db, BRAND, code))!;
  const [row] = await database.db
    .select({ draw: lotteryDraws, chain: lotteryChains })
    .from(lotteryDraws)
    .innerJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
    .where(eq(lotteryDraws.gameId, game.id))
    .orderBy(lotteryDraws.drawsAt)
    .offset(nth)
    .limit(1);
  const { draw, chain } = row!;
  expect(draw.status).toBe("OPEN");
  const family = familyOf(game.family)!;
  const outcome = drawOutcome(family, elementAt(chain.seed, chain.length, draw.chainIndex!), code, draw.chainIndex!);
  if (!("result" in outcome)) throw new Error("void draw");
  return { draw, family, result: outcome.result };
}

/** No limit in the way: these tests are about grading (the limits have their own, lottery-tickets.test.ts). */
const NO_LIMITS = { exposureLimit: 10n ** 15n, maxDrawStake: 10n ** 15n };

/** A ticket sold (PENDING, its bet on its way): `taken` marks a draw's tickets OPEN, as their bets' answers do. */
async function sell(drawId: number, player: string, play: Play<unknown>, keys: string[], unitStake: bigint) {
  const ticket = await insertTicket(
    database.db,
    {
      drawId,
      merchantId: BRAND,
      playerId: player,
      play: play.code,
      picks: [keys],
      unitStake,
      lineCount: keys.length,
      cost: unitStake * BigInt(play.costUnits * keys.length),
      token: `token-${player}`,
      currency: "CNY",
    },
    keys.map((key) => ({ key, odds: play.defaultOdds(key), liability: 0n })),
    play.tiers.length,
    NO_LIMITS,
  );
  return ticket;
}

/** The platform took every sold ticket of the draw (one statement for the many the grading tests sell). */
const taken = (drawId: number) =>
  database.db
    .update(lotteryTickets)
    .set({ status: "OPEN" })
    .where(and(eq(lotteryTickets.drawId, drawId), eq(lotteryTickets.status, "PENDING")));

/** A ticket sold and taken by the platform (OPEN), as the bet page's purchase leaves it. */
async function buy(drawId: number, player: string, play: Play<unknown>, keys: string[], unitStake: bigint) {
  const ticket = await sell(drawId, player, play, keys, unitStake);
  expect(await moveTicket(database.db, ticket.id, "PENDING", "OPEN")).toBe(true);
  return ticket;
}

/** Buys every sample key of every play, and a key each play's result pays, for two players. */
async function buyEverything(drawId: number, family: LotteryFamily<unknown>, result: unknown) {
  let tickets = 0;
  for (const play of family.plays) {
    // A key the result pays, and sample keys spread over the play (every one for most plays; one
    // in ten of lô 3 số's and 3 càng's thousand numbers, which differ only in their digits).
    const samples = sampleKeys(play);
    const step = Math.ceil(samples.length / 150);
    const keys = new Set([
      ...play
        .wins(result)
        .slice(0, 1)
        .map((w) => w.key),
      ...samples.filter((_, i) => i % step === 0),
    ]);
    for (const [i, key] of [...keys].entries()) {
      await sell(drawId, i % 2 === 0 ? "m1" : "m2", play, [key], BigInt(1 + (i % 7))); // odd stakes: rounding shows
      tickets++;
    }
  }
  await taken(drawId);
  return tickets;
}

const drawAt = (at: Date) => house.sweep(BRAND, at);

describe("grading a draw", () => {
  // The games draw at the same times, and a sweep draws every game's due draws: each test takes
  // a later draw than the tests before it.
  it.each([
    ["VN_NORTH_5M", 3],
    ["K3_1M", 4],
    ["4D_5M", 5],
  ] as const)(
    "%s: every ticket pays its lines' sum of what payoutOf says, players their tickets' sum",
    async (code, nth) => {
      const { draw, family, result } = await openDraw(code, nth);
      const tickets = await buyEverything(draw.id, family, result);
      expect(tickets).toBeGreaterThan(20);
      await drawAt(draw.drawsAt);

      const first = await house.grade(draw.id);
      expect(first.winningTickets).toBeGreaterThan(0);

      const lines = await database.db.select().from(lotteryLines).where(eq(lotteryLines.drawId, draw.id));
      const expected = new Map<string, bigint>();
      for (const line of lines) {
        const play = playOf(family, line.play)!;
        const pays = payoutOf(play, play.wins(result), line.key, Number(line.unitStake), line.odds);
        expected.set(String(line.ticketId), (expected.get(String(line.ticketId)) ?? 0n) + BigInt(pays));
      }
      const rows = await database.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
      const owed = new Map<string, bigint>();
      for (const ticket of rows) {
        const pays = expected.get(String(ticket.id)) ?? 0n;
        expect(ticket.payout ?? 0n).toBe(pays);
        owed.set(ticket.playerId, (owed.get(ticket.playerId) ?? 0n) + pays);
      }
      // Winning tickets fell in both parts of the grading (tickets by id, side by side).
      expect(new Set(rows.filter((t) => (t.payout ?? 0n) > 0n).map((t) => t.id % 2)).size).toBe(2);
      const payouts = await drawPayouts(database.db, draw.id);
      // Every player with a ticket is owed a row, 0 for one who won nothing (its win settles the round).
      expect(new Map(payouts.map((p) => [p.playerId, p.amount]))).toEqual(owed);
      expect(payouts.every((p) => p.token === `token-${p.playerId}` && p.currency === "CNY")).toBe(true);

      // Again, and twice side by side: nothing changes.
      const again = await Promise.all([house.grade(draw.id), house.grade(draw.id)]);
      expect(again.map((a) => a.players)).toEqual([0, 0]);
      expect(again.map((a) => a.winningTickets)).toEqual([0, 0]);
      expect(await drawPayouts(database.db, draw.id)).toEqual(payouts);
    },
    // Thousands of tickets (every sample key of every play), each sold as the bet page sells it.
    120_000,
  );

  it("grades a multi-line ticket line by line: a lô ticket pays once per drawn number ending in each of its numbers", async () => {
    const { draw, family, result } = await openDraw("VN_NORTH_5M", 6);
    const lo2 = playOf(family, "VN_LO2")!;
    const counts = new Map<string, number>();
    for (const n of (result as { prizes: string[][] }).prizes.flat())
      counts.set(n.slice(-2), (counts.get(n.slice(-2)) ?? 0) + 1);
    const drawn = [...counts.keys()].slice(0, 3);
    const missing = ["00", "01", "02", "03", "04", "05"].filter((n) => !counts.has(n)).slice(0, 1);
    const keys = linesOf(lo2, [[...drawn, ...missing].sort()]);
    const ticket = await buy(draw.id, "m9", lo2, keys, 100n);
    await drawAt(draw.drawsAt);
    await house.grade(draw.id);
    const [row] = await database.db.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticket.id));
    // 98 per hit on a stake of 1.00, once per drawn number ending in it.
    const hits = drawn.reduce((n, key) => n + counts.get(key)!, 0);
    expect(row!.payout).toBe(BigInt(hits * 9800));
    expect(await drawPayouts(database.db, draw.id)).toEqual([
      expect.objectContaining({ playerId: "m9", amount: BigInt(hits * 9800) }),
    ]);
  });

  it("pays nothing on a cancelled ticket, and reads odds missing for a tier as 0", async () => {
    const { draw, family, result } = await openDraw("K3_1M", 7);
    const sum = playOf(family, "K3_SUM")!;
    const winning = sum.wins(result)[0]!.key;
    const cancelled = await buy(draw.id, "m7", sum, [winning], 100n);
    await database.db.update(lotteryTickets).set({ status: "CANCELLED" }).where(eq(lotteryTickets.id, cancelled.id));
    const kept = await buy(draw.id, "m8", sum, [winning], 100n);
    // A line written without its odds (as by hand): graded as paying nothing, not a failed grading.
    await database.db.execute(sql`update lottery_lines set odds = '{}' where ticket_id = ${kept.id}`);
    await drawAt(draw.drawsAt);
    await house.grade(draw.id);
    const tickets = await database.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(tickets.map((t) => t.payout ?? 0n)).toEqual([0n, 0n]);
    // The cancelled ticket's player is owed nothing at all; the other one a settled loss.
    expect(await drawPayouts(database.db, draw.id)).toEqual([expect.objectContaining({ playerId: "m8", amount: 0n })]);
  });

  it("sells no ticket once the draw is drawn, and none with odds that do not fit the play", async () => {
    const { draw, family } = await openDraw("K3_1M", 8);
    const sum = playOf(family, "K3_SUM")!;
    await expect(
      insertTicket(
        database.db,
        {
          drawId: draw.id,
          merchantId: BRAND,
          playerId: "m1",
          play: "K3_SUM",
          picks: [["10"]],
          unitStake: 100n,
          lineCount: 1,
          cost: 100n,
          token: "token-m1",
          currency: "CNY",
        },
        [{ key: "10", odds: [], liability: 0n }],
        sum.tiers.length,
        NO_LIMITS,
      ),
    ).rejects.toThrow(RangeError);
    await drawAt(draw.drawsAt);
    await expect(buy(draw.id, "m1", sum, ["10"], 100n)).rejects.toMatchObject({ code: "NO_OPEN_DRAW" });
    await house.grade(draw.id);
    await expect(buy(draw.id, "m1", sum, ["10"], 100n)).rejects.toMatchObject({ code: "NO_OPEN_DRAW" });
  });

  it("refuses to grade a draw that is not drawn", async () => {
    const { draw } = await openDraw("K3_1M", 20);
    await expect(house.grade(draw.id)).rejects.toThrow(/not drawn/);
  });
});
