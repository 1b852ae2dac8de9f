import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainsToCommitment, previousElement, resultOfDraw } from "@portal/contract/lottery/hash-chain";
import { SSC } from "@portal/contract/lottery/families/ssc";
import { CHAIN } from "@portal/contract/lottery/families/chain";
import type { Database } from "../src/db/client";
import { lotteryChains, lotteryDraws } from "../src/vendors/house/lottery/schema";
import { addGame, gameByCode } from "../src/vendors/house/lottery/repository";
import { drawNumber } from "@portal/contract/lottery/draw-number";
import { drawTimes } from "../src/vendors/house/lottery/schedule";
import { drawOutcome, elementAt, elementsAt, newChain } from "../src/vendors/house/lottery/chain";
import { fairBytes } from "../src/vendors/house/fair-random";
import { HouseLottery } from "../src/vendors/house/lottery/service";
import { games as catalogue, merchants } from "../src/db/schema";
import { familyOfGame } from "../src/vendors/house/lottery/family-of-game";
import { seedDemoLottery } from "../src/db/seed/demo-house";
import { LOTTERY_FAMILIES } from "@portal/contract/lottery/families/index";
import { openTestDatabase } from "./test-app";

const BRAND = 1;
let database: Database;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase());
  await addGame(database.db, { merchantId: BRAND, code: "SSC_1M", family: "SSC", intervalSec: 60, closeBeforeSec: 10 });
  await addGame(database.db, {
    merchantId: BRAND,
    code: "CHAIN_1M",
    family: "CHAIN",
    intervalSec: 60,
    closeBeforeSec: 10,
  });
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const T0 = Date.UTC(2026, 10, 28, 4, 0, 30); // 12:00:30 in GMT+8
const at = (ms: number) => new Date(T0 + ms);

const drawsOf = async (code: string) => {
  const game = (await gameByCode(database.db, BRAND, code))!;
  return database.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, game.id)).orderBy(lotteryDraws.drawsAt);
};

describe("draw times and numbers", () => {
  it("falls on the interval's multiples and numbers draws within the brand day, midnight ending its day", () => {
    expect(drawTimes(60, T0, T0 + 180_000)).toEqual([T0 + 30_000, T0 + 90_000, T0 + 150_000]);
    expect(drawNumber(Date.UTC(2026, 10, 27, 16, 1), 60)).toBe("20261128-0001"); // 00:01 GMT+8
    expect(drawNumber(Date.UTC(2026, 10, 27, 16, 0), 60)).toBe("20261127-1440"); // midnight GMT+8
    expect(drawNumber(Date.UTC(2026, 10, 28, 4, 1), 60)).toBe("20261128-0721");
    expect(drawNumber(Date.UTC(2026, 10, 28, 4, 5), 300)).toBe("20261128-0145");
  });

  it("counts an interval that does not divide 8 hours from brand midnight too (1 h 30 min: 16 draws a day)", () => {
    const midnight = Date.UTC(2026, 10, 27, 16, 0); // 00:00 GMT+8 on the 28th
    const times = drawTimes(5400, midnight, midnight + 86_400_000, 100);
    expect(times).toHaveLength(16);
    expect(times[0]).toBe(midnight + 5_400_000);
    expect(times.map((t) => drawNumber(t, 5400))).toEqual(
      Array.from({ length: 16 }, (_, i) => `20261128-${String(i + 1).padStart(4, "0")}`),
    );
    expect(drawNumber(midnight + 5_000, 5)).toBe("20261128-0001");
    expect(drawNumber(midnight, 5)).toBe("20261127-17280");
  });

  it("refuses a game whose interval does not divide the day or which closes at or after its draw", async () => {
    for (const bad of [
      { intervalSec: 7, closeBeforeSec: 1 },
      { intervalSec: 0, closeBeforeSec: 0 },
      { intervalSec: 60, closeBeforeSec: 60 },
      { intervalSec: 60, closeBeforeSec: -1 },
    ])
      await expect(addGame(database.db, { merchantId: BRAND, code: "BAD", family: "SSC", ...bad })).rejects.toThrow(
        RangeError,
      );
    // And the table says so too, for a game written by hand.
    await expect(
      database.db.execute(
        sql`insert into lottery_games (merchant_id, code, family, interval_sec, close_before_sec) values (1, 'BAD', 'SSC', 7, 1)`,
      ),
    ).rejects.toThrow();
  });

  it("finds a chain's elements for several indexes at once, as one at a time would", () => {
    const { seed } = newChain(40);
    const found = elementsAt(seed, 40, [3, 17, 4, 40]);
    for (const index of [3, 4, 17, 40]) expect(found.get(index)).toBe(elementAt(seed, 40, index));
    expect(found.size).toBe(4);
  });
});

describe("the demo's games", () => {
  it("are a fast game per family and the official Vietnamese daily draws, each on a schedule that divides the day", async () => {
    const { database: demo, dropDatabase: dropDemo } = await openTestDatabase();
    try {
      const [brand] = await demo.db.insert(merchants).values({ code: "LOTTO", name: "Lotto" }).returning();
      await seedDemoLottery(demo.db, brand!.id);
      await seedDemoLottery(demo.db, brand!.id); // a second start adds nothing
      const games = await new HouseLottery(demo.db).games(brand!.id);
      // Each is in the catalogue too, under the house vendor (its bets name a known game).
      const listed = await demo.db.select().from(catalogue).where(eq(catalogue.merchantId, brand!.id));
      expect(listed.map((g) => g.gameCode).sort()).toEqual(games.map((g) => g.code).sort());
      expect(listed.every((g) => g.vassalage === "HOUSE" && g.category === "ELOTT")).toBe(true);
      const fast = games.filter((g) => g.official === null);
      expect(fast.map((g) => g.family).sort()).toEqual(
        LOTTERY_FAMILIES.map((f) => f.code)
          .filter((code) => code !== "VN_CENTRAL")
          .sort(),
      );
      // The north draws every day; the central and south regions two to four provinces a day.
      const official = games.filter((g) => g.official !== null);
      for (const [region, least, most] of [
        ["VN_NORTH", 1, 1],
        ["VN_CENTRAL", 2, 4],
        ["VN_SOUTH", 2, 4],
      ] as const)
        for (let day = 0; day < 7; day++) {
          const drawing = official.filter((g) => g.family === region && g.official!.weekdays.includes(day)).length;
          expect(drawing, `${region} on day ${day}`).toBeGreaterThanOrEqual(least);
          expect(drawing, `${region} on day ${day}`).toBeLessThanOrEqual(most);
        }
      for (const game of games) {
        expect(familyOfGame(game).code).toBe(game.family);
        expect(86_400 % game.intervalSec).toBe(0);
        expect(game.closeBeforeSec).toBeLessThan(game.intervalSec);
      }
    } finally {
      await demo.close();
      await dropDemo();
    }
  });
});

describe("a draw's outcome", () => {
  it("is the family's draw over the element, or void where CHAIN cannot read five digits", () => {
    const readable = "ab".repeat(27) + "1a2b3c4d5e";
    expect(drawOutcome(CHAIN, readable, "CHAIN_1M", 3)).toEqual({ result: [1, 2, 3, 4, 5] });
    expect(drawOutcome(CHAIN, "f".repeat(60) + "1234", "CHAIN_1M", 3)).toEqual({ void: "UNREADABLE_ELEMENT" });
    expect(drawOutcome(SSC, readable, "SSC_1M", 3)).toEqual({ result: SSC.draw(fairBytes(readable, "SSC_1M", 3)) });
  });
});

describe("the draw sweep", () => {
  // Chains of 8, so the tests see a chain end and the next begin.
  let house: HouseLottery;
  beforeAll(() => {
    house = new HouseLottery(database.db, 8);
  });

  it("makes the next half hour's draws once, though two sweeps run at once", async () => {
    const [a, b] = await Promise.all([house.sweep(BRAND, at(0)), house.sweep(BRAND, at(0))]);
    expect(a.scheduled + b.scheduled).toBe(60); // 30 draws for each of the two games
    const draws = await drawsOf("SSC_1M");
    expect(draws).toHaveLength(30);
    expect(draws[0]).toMatchObject({ drawNo: "20261128-0721", status: "OPEN", element: null, result: null });
    expect(draws[0]!.closesAt.getTime()).toBe(draws[0]!.drawsAt.getTime() - 10_000);
    // Chains of 8: the 30 draws took four chains, indexes 1..8 each, the last one partly.
    const indexes = draws.map((d) => `${d.chainId}:${d.chainIndex}`);
    expect(new Set(indexes).size).toBe(30);
    expect(draws.map((d) => d.chainIndex)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 8) + 1));
    const again = await house.sweep(BRAND, at(0));
    expect(again).toEqual({ scheduled: 0, drawn: 0 });
  });

  it("draws each due draw once, with a result anyone can recompute from the revealed element", async () => {
    const [a, b] = await Promise.all([house.sweep(BRAND, at(150_000)), house.sweep(BRAND, at(150_000))]);
    expect(a.drawn + b.drawn).toBe(6); // 12:01, 12:02 and 12:03 of both games
    const draws = await drawsOf("SSC_1M");
    const drawn = draws.filter((d) => d.status === "DRAWN");
    expect(drawn.map((d) => d.drawNo)).toEqual(["20261128-0721", "20261128-0722", "20261128-0723"]);
    for (const draw of drawn) {
      const [chain] = await database.db.select().from(lotteryChains).where(eq(lotteryChains.id, draw.chainId!));
      expect(await chainsToCommitment(draw.element!, draw.chainIndex!, chain!.commitment)).toBe(true);
      expect(await resultOfDraw(SSC, draw.element!, "SSC_1M", draw.chainIndex!)).toEqual(draw.result);
    }
    // Consecutive draws of a chain link: each element hashes to the one before it.
    expect(await previousElement(drawn[1]!.element!)).toBe(drawn[0]!.element);
    // The draws not yet due keep their element secret.
    expect(draws.filter((d) => d.status === "OPEN").every((d) => d.element === null)).toBe(true);
    // CHAIN's digits are read off its own element.
    const chainDraw = (await drawsOf("CHAIN_1M")).find((d) => d.status === "DRAWN")!;
    expect(await resultOfDraw(CHAIN, chainDraw.element!, "CHAIN_1M", chainDraw.chainIndex!)).toEqual(chainDraw.result);
  });

  it("tells the draw taking tickets: the earliest open one not yet closed", async () => {
    // 12:03:55: the 12:04 draw closed at 12:03:50, so the 12:05 one takes tickets.
    const current = await house.current(BRAND, "SSC_1M", at(205_000));
    expect(current).toMatchObject({ drawNo: "20261128-0725", serverTime: T0 + 205_000 });
    expect(current.closesAt).toBe(current.drawsAt - 10_000);
    const results = await house.results(BRAND, "SSC_1M", at(205_000), 10);
    expect(results.map((r) => r.drawNo)).toEqual(["20261128-0723", "20261128-0722", "20261128-0721"]);
    // The cursor is exclusive: the page before the newest result starts with the one after it.
    const older = await house.results(BRAND, "SSC_1M", new Date(results[0]!.drawsAt), 10);
    expect(older.map((r) => r.drawNo)).toEqual(["20261128-0722", "20261128-0721"]);
    await expect(house.current(BRAND, "NO_SUCH", at(205_000))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps drawing the games that work when one fails, then reports the one that failed", async () => {
    const { database: own, dropDatabase: dropOwn } = await openTestDatabase();
    try {
      // A game whose family the server does not know (written by hand), before a working one.
      await own.db.execute(
        sql`insert into lottery_games (merchant_id, code, family, interval_sec, close_before_sec) values (1, 'LOST', 'NO_SUCH', 60, 10)`,
      );
      await addGame(own.db, { merchantId: 1, code: "SSC_1M", family: "SSC", intervalSec: 60, closeBeforeSec: 10 });
      const lottery = new HouseLottery(own.db, 8);
      await lottery.sweep(1, at(0)).catch(() => {});
      const failed = await lottery.sweep(1, at(150_000)).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(AggregateError);
      expect((failed as AggregateError).errors).toHaveLength(1);
      expect(String((failed as AggregateError).errors[0])).toContain("LOST");
      const ssc = await gameByCode(own.db, 1, "SSC_1M");
      const drawn = await own.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, ssc!.id));
      expect(drawn.filter((d) => d.status === "DRAWN").length).toBe(3);
    } finally {
      await own.close();
      await dropOwn();
    }
  });

  it("still draws the draws a game made after an operator disables it, and makes no new ones", async () => {
    const { database: own, dropDatabase: dropOwn } = await openTestDatabase();
    try {
      await addGame(own.db, { merchantId: 1, code: "SSC_1M", family: "SSC", intervalSec: 60, closeBeforeSec: 10 });
      const lottery = new HouseLottery(own.db, 8);
      await lottery.sweep(1, at(0));
      await own.db.execute(sql`update lottery_games set enabled = false`);
      const later = await lottery.sweep(1, at(150_000));
      expect(later).toEqual({ scheduled: 0, drawn: 3 });
      const game = (await gameByCode(own.db, 1, "SSC_1M"))!;
      expect(await own.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, game.id))).toHaveLength(30);
      // Its made draws stay readable (anyone may verify them); it takes no tickets.
      expect(await lottery.results(1, "SSC_1M", at(200_000), 10)).toHaveLength(3);
      await expect(lottery.current(1, "SSC_1M", at(0))).rejects.toMatchObject({ code: "NOT_FOUND" });
    } finally {
      await own.close();
      await dropOwn();
    }
  });

  it("catches up on draws missed while it was down, and schedules on from now", async () => {
    const before = await drawsOf("SSC_1M");
    const last = before.at(-1)!.drawsAt.getTime();
    const result = await house.sweep(BRAND, new Date(last + 120_000));
    expect(result.drawn).toBe(2 * before.filter((d) => d.status === "OPEN").length);
    const after = await drawsOf("SSC_1M");
    expect(after.filter((d) => d.status === "OPEN").every((d) => d.drawsAt.getTime() > last + 120_000)).toBe(true);
  });
});
