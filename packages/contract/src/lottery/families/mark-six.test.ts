import { describe, expect, it } from "vitest";
import { refusalOf } from "./test-support";
import { familyAt } from "./index";
import { combinations, linesOf, payoutOf, playOf, returnToPlayer, type LotteryFamily, type Play } from "../engine";
import {
  colourOf,
  drawDistinctNumbers,
  LHC,
  LHC_COLOURS,
  markSix,
  ZODIAC,
  zodiacYearAt,
  zodiacNumbers,
  zodiacOf,
  type LhcResult,
} from "./mark-six";

const play = (code: string, family: LotteryFamily<LhcResult> = LHC) => playOf(family, code) as Play<LhcResult>;
const pays = (code: string, result: readonly number[], key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result as unknown as LhcResult), key, stake);
};

/** A valid result with the given special number and six main numbers, the lowest others. */
const withSpecial = (special: number): LhcResult =>
  [
    ...Array.from({ length: 49 }, (_, i) => i + 1)
      .filter((n) => n !== special)
      .slice(0, 6),
    special,
  ] as unknown as LhcResult;

/**
 * The special number is uniform on 1-49 (proved in mark-six.ts and checked on a small pool below),
 * and the special plays read nothing else: one result per special number covers them exactly.
 */
const BY_SPECIAL = Array.from({ length: 49 }, (_, i) => withSpecial(i + 1));

/** How many of the 49 special numbers a key wins on at `tier`. */
function specialWins(code: string, key: string, tier = 0): number {
  const p = play(code);
  return BY_SPECIAL.filter((result) => p.wins(result).some((w) => w.key === key && w.tier === tier)).length;
}

const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * Hypergeometric: the six main numbers are a uniform 6-subset of 1..pool, and k given numbers are
 * all in it on C(pool - k, 6 - k) of the C(pool, 6) subsets (the other 6 - k main numbers come
 * from the pool - k numbers not picked).
 */
const allInMain = (pool: number, k: number) => ({ wins: choose(pool - k, 6 - k), of: choose(pool, 6) });

describe("Mark Six plays: known results", () => {
  it.each([
    // play, result (six main numbers, then the special one), key, payout of a stake of 1.00
    ["LHC_SPECIAL", [1, 2, 3, 4, 5, 6, 49], "49", 4800],
    ["LHC_SPECIAL", [1, 2, 3, 4, 5, 6, 49], "01", 0], // a main number is not the special one
    ["LHC_SPECIAL", [10, 20, 30, 40, 41, 42, 7], "07", 4800],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 25], "BIG", 198], // 25: the first big number
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 25], "ODD", 198],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 24], "SMALL", 198], // 24: the last small one
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 24], "BIG", 0],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 48], "BIG", 198],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 48], "EVEN", 198],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 49], "BIG", 100], // 49 refunds every side
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 49], "SMALL", 100],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 49], "ODD", 100],
    ["LHC_SPECIAL_BSOE", [1, 2, 3, 4, 5, 6, 49], "EVEN", 100],
    ["LHC_SPECIAL_BSOE", [49, 2, 3, 4, 5, 6, 48], "ODD", 0], // 49 as a main number counts for nothing
    ["LHC_SPECIAL_COLOUR", [1, 2, 3, 4, 5, 6, 49], "GREEN", 300], // 49 is green, and no refund here
    ["LHC_SPECIAL_COLOUR", [2, 3, 4, 5, 6, 7, 1], "RED", 280],
    ["LHC_SPECIAL_COLOUR", [2, 3, 4, 5, 6, 7, 1], "BLUE", 0],
    ["LHC_SPECIAL_COLOUR", [1, 2, 4, 5, 6, 7, 3], "BLUE", 300],
    ["LHC_SPECIAL_ZODIAC", [1, 2, 3, 4, 5, 6, 49], "HORSE", 955], // 2026: 49 is the year's animal
    ["LHC_SPECIAL_ZODIAC", [1, 3, 4, 5, 6, 7, 2], "SNAKE", 1194],
    ["LHC_SPECIAL_ZODIAC", [1, 2, 3, 4, 5, 6, 7], "RAT", 1194],
    ["LHC_SPECIAL_ZODIAC", [1, 2, 3, 4, 5, 6, 12], "GOAT", 1194],
    ["LHC_SPECIAL_ZODIAC", [1, 2, 3, 4, 5, 6, 12], "HORSE", 0],
    ["LHC_TWO_IN_TWO", [31, 17, 44, 3, 20, 49, 5], "03,17", 7600],
    ["LHC_TWO_IN_TWO", [31, 17, 44, 3, 20, 49, 5], "17,49", 7600],
    ["LHC_TWO_IN_TWO", [31, 17, 44, 3, 20, 49, 5], "03,05", 0], // 5 is the special number
    ["LHC_TWO_IN_TWO", [31, 17, 44, 3, 20, 49, 5], "03,04", 0],
    ["LHC_THREE_IN_THREE", [31, 17, 44, 3, 20, 49, 5], "03,17,49", 90_000],
    ["LHC_THREE_IN_THREE", [31, 17, 44, 3, 20, 49, 5], "03,05,17", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result, key)).toBe(expected);
  });

  it("lets a brand make 49 lose the two-way bets (refund tier at 0)", () => {
    const p = play("LHC_SPECIAL_BSOE");
    expect(payoutOf(p, p.wins(withSpecial(49)), "BIG", 100, [19_800, 0])).toBe(0);
    expect(payoutOf(p, p.wins(withSpecial(30)), "BIG", 100, [19_800, 0])).toBe(198);
  });

  it("names every main pair and triple once", () => {
    const result = [31, 17, 44, 3, 20, 49, 5] as unknown as LhcResult;
    const pairs = play("LHC_TWO_IN_TWO").wins(result);
    expect(pairs).toHaveLength(15);
    expect(new Set(pairs.map((w) => w.key)).size).toBe(15);
    expect(pairs.map((w) => w.key)).toContain("03,49");
    expect(pairs.some((w) => w.key.includes("05"))).toBe(false);
    expect(play("LHC_THREE_IN_THREE").wins(result)).toHaveLength(20);
  });
});

describe("Mark Six colours and zodiac", () => {
  it("colours 49 numbers 17 red, 16 blue, 16 green, each once", () => {
    const all = [...LHC_COLOURS.RED, ...LHC_COLOURS.BLUE, ...LHC_COLOURS.GREEN].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect([LHC_COLOURS.RED.length, LHC_COLOURS.BLUE.length, LHC_COLOURS.GREEN.length]).toEqual([17, 16, 16]);
    expect([colourOf(1), colourOf(10), colourOf(49)]).toEqual(["RED", "BLUE", "GREEN"]);
  });

  it("gives 2026 (Horse) the published table: 1 is the Horse, counting back through the cycle", () => {
    const table = zodiacNumbers("HORSE");
    expect(table.HORSE).toEqual([1, 13, 25, 37, 49]);
    expect(table.SNAKE).toEqual([2, 14, 26, 38]);
    expect(table.DRAGON).toEqual([3, 15, 27, 39]);
    expect(table.RABBIT).toEqual([4, 16, 28, 40]);
    expect(table.TIGER).toEqual([5, 17, 29, 41]);
    expect(table.OX).toEqual([6, 18, 30, 42]);
    expect(table.RAT).toEqual([7, 19, 31, 43]);
    expect(table.PIG).toEqual([8, 20, 32, 44]);
    expect(table.DOG).toEqual([9, 21, 33, 45]);
    expect(table.ROOSTER).toEqual([10, 22, 34, 46]);
    expect(table.MONKEY).toEqual([11, 23, 35, 47]);
    expect(table.GOAT).toEqual([12, 24, 36, 48]);
  });

  it("follows the year: 2021 (Ox) had Ox 1, Rat 2, Pig 3 ... Tiger 12", () => {
    expect([1, 2, 3, 12, 49].map((n) => zodiacOf(n, "OX"))).toEqual(["OX", "RAT", "PIG", "TIGER", "OX"]);
    const snake = markSix("SNAKE");
    expect(play("LHC_SPECIAL_ZODIAC", snake).wins(withSpecial(1))).toEqual([{ key: "SNAKE", tier: 0, hits: 1 }]);
  });

  it("gives the year's animal five numbers and the others four, in every year", () => {
    for (const year of ZODIAC) {
      const table = zodiacNumbers(year);
      for (const animal of ZODIAC) expect(table[animal], `${year} ${animal}`).toHaveLength(animal === year ? 5 : 4);
    }
  });
});

describe("Mark Six: exact chances", () => {
  it("draws every ordered sequence of distinct numbers once, so the special number is uniform", () => {
    // Indices i0 < 7, i1 < 6, ... fed as 4-byte words (0, 0, 0, i): all 7! = 5,040 index
    // sequences of a 7-number pool draw all 5,040 orders once, and each number is last 720 times.
    const seen = new Set<string>();
    const last = new Map<number, number>();
    const walk = (indices: number[]) => {
      if (indices.length === 7) {
        const drawn = drawDistinctNumbers(indices.flatMap((i) => [0, 0, 0, i])[Symbol.iterator](), 7, 7);
        seen.add(drawn.join(","));
        last.set(drawn[6]!, (last.get(drawn[6]!) ?? 0) + 1);
        return;
      }
      for (let i = 0; i < 7 - indices.length; i++) walk([...indices, i]);
    };
    walk([]);
    expect(seen.size).toBe(5040);
    expect([...last.values()]).toEqual(Array.from({ length: 7 }, () => 720));
  });

  it.each([
    // play, key, of the 49 special numbers it wins on, and on how many it is refunded
    ["LHC_SPECIAL", "07", 1, 0],
    ["LHC_SPECIAL_BSOE", "BIG", 24, 1],
    ["LHC_SPECIAL_BSOE", "SMALL", 24, 1],
    ["LHC_SPECIAL_BSOE", "ODD", 24, 1],
    ["LHC_SPECIAL_BSOE", "EVEN", 24, 1],
    ["LHC_SPECIAL_COLOUR", "RED", 17, 0],
    ["LHC_SPECIAL_COLOUR", "BLUE", 16, 0],
    ["LHC_SPECIAL_COLOUR", "GREEN", 16, 0],
    ["LHC_SPECIAL_ZODIAC", "HORSE", 5, 0],
    ["LHC_SPECIAL_ZODIAC", "RAT", 4, 0],
  ] as const)("%s %s wins on %i of 49 (refunded on %i)", (code, key, count, refunds) => {
    expect(specialWins(code, key)).toBe(count);
    expect(specialWins(code, key, 1)).toBe(refunds);
  });

  it("checks the hypergeometric count through the plays on a 12-number pool, then applies it to 49", () => {
    // All C(12, 6) = 924 main sets of 1-12 (special 49, outside them): the pair 01,02 is in
    // C(10, 4) = 210 of them, the triple 01,02,03 in C(9, 3) = 84.
    const two = play("LHC_TWO_IN_TWO");
    const three = play("LHC_THREE_IN_THREE");
    let pairs = 0;
    let triples = 0;
    const mains = combinations(
      Array.from({ length: 12 }, (_, i) => i + 1),
      6,
    );
    for (const main of mains) {
      const result = [...main, 49] as unknown as LhcResult;
      if (two.wins(result).some((w) => w.key === "01,02")) pairs++;
      if (three.wins(result).some((w) => w.key === "01,02,03")) triples++;
    }
    expect(mains).toHaveLength(924);
    expect(allInMain(12, 2)).toEqual({ wins: pairs, of: 924 });
    expect(allInMain(12, 3)).toEqual({ wins: triples, of: 924 });
    // On 49: C(47, 4) / C(49, 6) = 178,365 / 13,983,816 = 5/392; C(46, 3) / C(49, 6) = 15,180 / 13,983,816 = 5/4606.
    expect(allInMain(49, 2)).toEqual({ wins: 178_365, of: 13_983_816 });
    expect(178_365 * 392).toBe(5 * 13_983_816);
    expect(allInMain(49, 3)).toEqual({ wins: 15_180, of: 13_983_816 });
    expect(15_180 * 4606).toBe(5 * 13_983_816);
  });

  it.each([
    // play, key, exact return to player at the default odds
    ["LHC_SPECIAL", "01", 48 / 49],
    ["LHC_SPECIAL_BSOE", "BIG", (24 * 1.98 + 1) / 49], // the refund on 49 counted
    ["LHC_SPECIAL_COLOUR", "RED", (17 * 2.8) / 49],
    ["LHC_SPECIAL_COLOUR", "GREEN", (16 * 3) / 49],
    ["LHC_SPECIAL_ZODIAC", "HORSE", (5 * 9.55) / 49],
    ["LHC_SPECIAL_ZODIAC", "DOG", (4 * 11.94) / 49],
    ["LHC_TWO_IN_TWO", "01,02", (76 * 5) / 392],
    ["LHC_THREE_IN_THREE", "01,02,03", (900 * 5) / 4606],
  ] as const)("%s %s returns %f", (code, key, rtp) => {
    expect(returnToPlayer(play(code), key)).toBeCloseTo(rtp, 12);
  });

  it("states every key's exact chances per tier, and a return to player between 96 % and 100 % at its default odds", () => {
    for (const p of LHC.plays) {
      const combination = p.code === "LHC_TWO_IN_TWO" || p.code === "LHC_THREE_IN_THREE";
      const row = p.rows[0]!;
      // The special plays: every option, against the 49 special numbers. The combinations: the
      // lines of ten picked numbers, against the hypergeometric chance.
      const keys = linesOf(p, [combination ? row.options.slice(0, 10) : row.options]);
      for (const key of keys) {
        const k = key.split(",").length;
        const hits = combination
          ? [allInMain(49, k).wins / allInMain(49, k).of]
          : p.tiers.map((_, tier) => specialWins(p.code, key, tier) / 49);
        p.expectedHits?.(key)?.forEach((h, tier) => expect(h, `${p.code} ${key}`).toBeCloseTo(hits[tier] ?? -1, 15));
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toHaveLength(p.tiers.length);
        const rtp = returnToPlayer(p, key) ?? Number.NaN;
        expect(rtp, `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp, `${p.code} ${key}`).toBeGreaterThan(0.96);
      }
    }
  });

  it("prices the zodiac by the year's animal and the others, whatever the year", () => {
    const horse = play("LHC_SPECIAL_ZODIAC");
    const snake = play("LHC_SPECIAL_ZODIAC", markSix("SNAKE"));
    expect([horse.priceClass?.("HORSE"), horse.priceClass?.("SNAKE")]).toEqual(["YEAR", "OTHER"]);
    expect([snake.priceClass?.("HORSE"), snake.priceClass?.("SNAKE")]).toEqual(["OTHER", "YEAR"]);
    expect(snake.defaultOdds("SNAKE")).toEqual(horse.defaultOdds("HORSE"));
    expect(snake.expectedHits?.("SNAKE")).toEqual([5 / 49]);
    const colour = play("LHC_SPECIAL_COLOUR");
    expect(["RED", "BLUE", "GREEN"].map((key) => colour.priceClass?.(key))).toEqual([
      "RED",
      "BLUE/GREEN",
      "BLUE/GREEN",
    ]);
  });
});

describe("Mark Six picks", () => {
  it("makes one line per pick, and one per pair or triple of picked numbers, sorted", () => {
    expect(linesOf(play("LHC_SPECIAL"), [["49", "01"]])).toEqual(["49", "01"]);
    expect(linesOf(play("LHC_SPECIAL_ZODIAC"), [["HORSE", "RAT"]])).toEqual(["HORSE", "RAT"]);
    expect(linesOf(play("LHC_TWO_IN_TWO"), [["44", "03", "17"]])).toEqual(["03,17", "03,44", "17,44"]);
    expect(linesOf(play("LHC_THREE_IN_THREE"), [["44", "03", "17", "09"]])).toEqual([
      "03,09,17",
      "03,09,44",
      "03,17,44",
      "09,17,44",
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, "0"));
    expect(linesOf(play("LHC_TWO_IN_TWO"), [ten])).toHaveLength(45);
    expect(linesOf(play("LHC_THREE_IN_THREE"), [ten])).toHaveLength(120);
  });

  it("refuses too few or too many numbers, an unknown option, a repeat and a missing row", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, "0"));
    expect(refusalOf(() => linesOf(play("LHC_TWO_IN_TWO"), [["03"]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("LHC_THREE_IN_THREE"), [["03", "04"]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("LHC_TWO_IN_TWO"), [eleven]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("LHC_SPECIAL"), [[]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("LHC_SPECIAL"), [["50"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("LHC_SPECIAL"), [["7"]]))).toBe("OPTION"); // numbers are two digits
    expect(refusalOf(() => linesOf(play("LHC_SPECIAL_COLOUR"), [["PURPLE"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("LHC_TWO_IN_TWO"), [["03", "03"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("LHC_SPECIAL_BSOE"), []))).toBe("ROWS");
  });
});

describe("Mark Six draws", () => {
  it("draws seven distinct numbers that parseResult accepts, from a fixed byte stream", () => {
    const bytes = (function* () {
      for (let i = 0; ; i++) yield (i * 97 + 13) % 256;
    })();
    for (let round = 0; round < 20; round++) {
      const result = LHC.draw(bytes);
      expect(LHC.parseResult([...result])).toEqual(result);
    }
    // Index 0 each time takes the lowest number left; the last index of each range the highest.
    const words = (indices: number[]) => indices.flatMap((i) => [0, 0, 0, i])[Symbol.iterator]();
    expect(LHC.draw(words([0, 0, 0, 0, 0, 0, 0]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(LHC.draw(words([48, 47, 46, 45, 44, 43, 42]))).toEqual([49, 48, 47, 46, 45, 44, 43]);
    expect(LHC.draw(words([0, 0, 0, 0, 0, 0, 42]))).toEqual([1, 2, 3, 4, 5, 6, 49]);
  });

  it("reads back only seven distinct numbers 1-49; a main number can't also be the special one", () => {
    expect(LHC.parseResult([31, 17, 44, 3, 20, 49, 5])).toEqual([31, 17, 44, 3, 20, 49, 5]);
    for (const bad of [
      [1, 2, 3, 4, 5, 6], // no special number
      [1, 2, 3, 4, 5, 6, 7, 8],
      [1, 2, 3, 4, 5, 6, 6], // the special number repeats a main one
      [1, 1, 3, 4, 5, 6, 7],
      [0, 2, 3, 4, 5, 6, 7],
      [1, 2, 3, 4, 5, 6, 50],
      [1, 2, 3, 4, 5, 6, 7.5],
      ["01", 2, 3, 4, 5, 6, 7],
      "1,2,3,4,5,6,7",
      null,
    ])
      expect(() => LHC.parseResult(bad)).toThrow(RangeError);
  });
});

describe("Mark Six zodiac by the draw's lunar year", () => {
  const hk = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min);

  it.each([
    [hk(2026, 2, 16, 23, 59), "SNAKE"],
    [hk(2026, 2, 17), "HORSE"],
    [hk(2026, 11, 28, 21, 30), "HORSE"],
    [hk(2027, 2, 5, 21, 30), "HORSE"],
    [hk(2027, 2, 6), "GOAT"],
    [hk(2028, 1, 26), "MONKEY"],
    [hk(2040, 12, 31), "MONKEY"],
  ] as const)("%i is in the year of the %s", (at, animal) => {
    expect(zodiacYearAt(at)).toBe(animal);
  });

  it("refuses a time outside the table rather than guess its animal", () => {
    expect(() => zodiacYearAt(hk(2024, 1, 15))).toThrow(RangeError);
    expect(() => zodiacYearAt(hk(2041, 3, 1))).toThrow(RangeError);
  });

  it("grades a draw by its own year: special 01 is the Horse in 2026 and the Goat after 6 February 2027", () => {
    const result: LhcResult = [2, 3, 4, 5, 6, 7, 1];
    const zodiacIn = (at: number) => {
      const play = familyAt("LHC", at)!.plays.find((p) => p.code === "LHC_SPECIAL_ZODIAC")!;
      return play.wins(result).map((w) => w.key);
    };
    expect(zodiacIn(hk(2026, 11, 28))).toEqual(["HORSE"]);
    expect(zodiacIn(hk(2027, 2, 10))).toEqual(["GOAT"]);
    expect(familyAt("SSC", hk(2027, 2, 10))?.code).toBe("SSC");
  });
});
