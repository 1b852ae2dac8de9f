import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linesOf, payoutOf, playOf, sampleKeys, type Play } from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import type { Database } from "../src/db/client";
import { lotteryDraws, lotteryLines, lotteryTickets } from "../src/vendors/house/lottery/schema";
import { addGame, drawPayouts, gameByCode, insertTicket } from "../src/vendors/house/lottery/repository";
import { HouseLottery } from "../src/vendors/house/lottery/service";
import { openTestDatabase } from "./test-app";

// Grading a drawn draw's tickets in SQL (decision 0035): every line pays what the contract's
// payoutOf says, per player once, however often it runs.
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
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const T0 = Date.UTC(2026, 10, 28, 4, 0, 30);

/** The first draw of a game, drawn. */
async function drawnDraw(code: string) {
  await house.sweep(BRAND, new Date(T0));
  await house.sweep(BRAND, new Date(T0 + 60_000));
  const game = (await gameByCode(database.db, BRAND, code))!;
  const [draw] = await database.db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameId, game.id))
    .orderBy(lotteryDraws.drawsAt)
    .limit(1);
  expect(draw!.status).toBe("DRAWN");
  return { draw: draw!, family: familyOf(game.family)! };
}

/** Buys every sample key of every play, and a key each play's result pays, for two players. */
async function buyEverything(drawId: number, plays: readonly Play<unknown>[], result: unknown) {
  let tickets = 0;
  for (const play of plays)
    for (const [i, key] of [
      ...new Set([
        ...sampleKeys(play),
        ...play
          .wins(result)
          .slice(0, 1)
          .map((w) => w.key),
      ]),
    ].entries()) {
      const player = i % 2 === 0 ? "m1" : "m2";
      const unitStake = BigInt(1 + (i % 7)); // odd stakes, so rounding shows
      await insertTicket(
        database.db,
        {
          drawId,
          merchantId: BRAND,
          playerId: player,
          play: play.code,
          picks: [[key]],
          unitStake,
          cost: unitStake * BigInt(play.costUnits),
        },
        [{ key, odds: play.defaultOdds(key) }],
      );
      tickets++;
    }
  return tickets;
}

describe("grading a draw", () => {
  it.each(["VN_NORTH_5M", "K3_1M", "4D_5M"])(
    "%s: every line pays what payoutOf says, tickets their lines' sum, players their tickets' sum",
    async (code) => {
      const { draw, family } = await drawnDraw(code);
      const tickets = await buyEverything(draw.id, family.plays, draw.result);
      expect(tickets).toBeGreaterThan(20);

      const first = await house.grade(draw.id);
      expect(first.winningLines).toBeGreaterThan(0);

      const lines = await database.db.select().from(lotteryLines).where(eq(lotteryLines.drawId, draw.id));
      const expected = new Map<string, bigint>();
      for (const line of lines) {
        const play = playOf(family, line.play)!;
        const wins = play.wins(draw.result);
        const pays = payoutOf(play, wins, line.key, Number(line.unitStake), line.odds);
        expect(line.payout, `${line.play} ${line.key}`).toBe(BigInt(pays));
        expected.set(String(line.ticketId), BigInt(pays));
      }
      const rows = await database.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
      const owed = new Map<string, bigint>();
      for (const ticket of rows) {
        const pays = expected.get(String(ticket.id)) ?? 0n;
        expect(ticket.payout ?? 0n).toBe(pays);
        owed.set(ticket.playerId, (owed.get(ticket.playerId) ?? 0n) + pays);
      }
      const payouts = await drawPayouts(database.db, draw.id);
      expect(new Map(payouts.map((p) => [p.playerId, p.amount]))).toEqual(
        new Map([...owed].filter(([, amount]) => amount > 0n)),
      );

      // Again, and twice side by side: nothing changes.
      const again = await Promise.all([house.grade(draw.id), house.grade(draw.id)]);
      expect(again.map((a) => a.players)).toEqual([0, 0]);
      expect(again.map((a) => a.winningLines)).toEqual([0, 0]);
      expect(await drawPayouts(database.db, draw.id)).toEqual(payouts);
    },
  );

  it("grades a multi-line ticket line by line: a lô ticket on a number drawn twice is paid twice", async () => {
    const { draw, family } = await drawnDraw("VN_NORTH_5M");
    const lo2 = playOf(family, "VN_LO2")!;
    const endings = (draw.result as { prizes: string[][] }).prizes.flat().map((n) => n.slice(-2));
    const counts = new Map<string, number>();
    for (const e of endings) counts.set(e, (counts.get(e) ?? 0) + 1);
    const drawn = [...counts.keys()].slice(0, 3);
    const missing = ["00", "01", "02", "03", "04", "05"].filter((n) => !counts.has(n)).slice(0, 1);
    const keys = linesOf(lo2, [[...drawn, ...missing].sort()]);
    const ticket = await insertTicket(
      database.db,
      {
        drawId: draw.id,
        merchantId: BRAND,
        playerId: "m9",
        play: "VN_LO2",
        picks: [keys],
        unitStake: 100n,
        cost: 100n * 27n * BigInt(keys.length),
      },
      keys.map((key) => ({ key, odds: lo2.defaultOdds(key) })),
    );
    await house.grade(draw.id);
    const [row] = await database.db.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticket.id));
    // 98 per hit on a stake of 1.00, once per drawn number ending in it.
    const hits = drawn.reduce((n, key) => n + counts.get(key)!, 0);
    expect(row!.payout).toBe(BigInt(hits * 9800));
  });

  it("refuses to grade a draw that is not drawn", async () => {
    const game = (await gameByCode(database.db, BRAND, "K3_1M"))!;
    const [open] = await database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameId, game.id))
      .orderBy(lotteryDraws.drawsAt)
      .offset(5)
      .limit(1);
    await expect(house.grade(open!.id)).rejects.toThrow(/not drawn/);
  });
});
