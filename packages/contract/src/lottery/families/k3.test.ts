import { describe, expect, it } from "vitest";
import { expectPricedAlike, refusalOf, winCounter } from "./test-support";
import { cartesian, linesOf, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { K3, type K3Result } from "./k3";

const play = (code: string) => playOf(K3, code) as Play<K3Result>;
const pays = (code: string, result: K3Result, key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake);
};

/** Every one of the 6^3 = 216 throws, each equally likely in a fast draw. */
const ALL = cartesian([0, 1, 2].map(() => [1, 2, 3, 4, 5, 6])) as unknown as K3Result[];

/** On how many of all results a key wins at a tier (hits counted). */
const winsOver = winCounter(play, ALL);

const rtp = (p: Play<K3Result>, key: string) => returnToPlayer(p, key) ?? Number.NaN;

describe("K3 plays: known results", () => {
  it.each([
    // play, result, key, payout of a stake of 1.00
    ["K3_SUM", [1, 1, 1], "3", 21060],
    ["K3_SUM", [6, 6, 6], "18", 21060],
    ["K3_SUM", [3, 3, 4], "10", 780],
    ["K3_SUM", [2, 3, 4], "9", 842],
    ["K3_SUM", [2, 3, 4], "10", 0],
    ["K3_SUM_BSOE", [5, 6, 6], "BIG", 198], // 17: the highest big
    ["K3_SUM_BSOE", [5, 3, 3], "BIG", 198], // 11: the lowest big
    ["K3_SUM_BSOE", [4, 3, 3], "SMALL", 198], // 10: the highest small
    ["K3_SUM_BSOE", [4, 3, 3], "BIG", 0],
    ["K3_SUM_BSOE", [1, 1, 2], "SMALL", 198], // 4: the lowest small
    // a triple loses big and small...
    ["K3_SUM_BSOE", [4, 4, 4], "BIG", 0], // 12
    ["K3_SUM_BSOE", [5, 5, 5], "BIG", 0], // 15
    ["K3_SUM_BSOE", [3, 3, 3], "SMALL", 0], // 9
    ["K3_SUM_BSOE", [6, 6, 6], "BIG", 0], // 18
    ["K3_SUM_BSOE", [1, 1, 1], "SMALL", 0], // 3
    // ...but not odd and even
    ["K3_SUM_BSOE", [4, 4, 4], "EVEN", 198],
    ["K3_SUM_BSOE", [5, 5, 5], "ODD", 198],
    ["K3_SUM_BSOE", [1, 2, 4], "ODD", 198],
    ["K3_SUM_BSOE", [1, 2, 4], "EVEN", 0],
    ["K3_TRIPLE", [2, 2, 2], "222", 21060],
    ["K3_TRIPLE", [2, 2, 2], "333", 0],
    ["K3_TRIPLE", [2, 2, 3], "222", 0],
    ["K3_ANY_TRIPLE", [6, 6, 6], "ANY", 3510],
    ["K3_ANY_TRIPLE", [6, 6, 5], "ANY", 0],
    ["K3_PAIR", [3, 5, 3], "33", 1316], // the pair in any places
    ["K3_PAIR", [3, 3, 3], "33", 1316], // a triple holds the pair
    ["K3_PAIR", [3, 5, 3], "55", 0],
    ["K3_THREE_DIFFERENT", [5, 1, 3], "135", 3510],
    ["K3_THREE_DIFFERENT", [1, 3, 3], "135", 0],
    ["K3_TWO_DIFFERENT", [5, 1, 3], "15", 702],
    ["K3_TWO_DIFFERENT", [5, 1, 3], "35", 702],
    ["K3_TWO_DIFFERENT", [1, 1, 2], "12", 702], // a pair and one other: both numbers appear
    ["K3_TWO_DIFFERENT", [1, 1, 1], "12", 0],
    ["K3_STRAIGHT", [1, 2, 3], "ANY", 877],
    ["K3_STRAIGHT", [6, 4, 5], "ANY", 877], // any order
    ["K3_STRAIGHT", [6, 1, 2], "ANY", 0], // 6 and 1 are not adjacent
    ["K3_STRAIGHT", [2, 3, 3], "ANY", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result as unknown as K3Result, key)).toBe(expected);
  });

  it("pays the one pair line a throw wins, however many pair lines were bought", () => {
    const p = play("K3_PAIR");
    const lines = linesOf(p, [["11", "22", "33", "44", "55", "66"]]);
    expect(lines.map((key) => payoutOf(p, p.wins([4, 4, 4]), key, 100))).toEqual([0, 0, 0, 1316, 0, 0]);
  });
});

describe("K3: exact chances over all 216 throws", () => {
  it("makes each sum 3-18 in 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1 ways", () => {
    const ways = Array.from({ length: 16 }, (_, i) => winsOver("K3_SUM", String(i + 3)));
    expect(ways).toEqual([1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]);
  });

  it.each([
    ["K3_SUM", "3", 1],
    ["K3_SUM", "10", 27],
    // big: sums 11-17 (27 + 25 + 21 + 15 + 10 + 6 + 3 = 107) less the triples 444 and 555
    ["K3_SUM_BSOE", "BIG", 105],
    ["K3_SUM_BSOE", "SMALL", 105],
    ["K3_SUM_BSOE", "ODD", 108],
    ["K3_SUM_BSOE", "EVEN", 108],
    ["K3_TRIPLE", "555", 1],
    ["K3_ANY_TRIPLE", "ANY", 6],
    // at least two 2s: exactly two (3 places × 5 others = 15) or three (1)
    ["K3_PAIR", "22", 16],
    // 1, 2 and 4 in any order: 3! = 6
    ["K3_THREE_DIFFERENT", "124", 6],
    // both 2 and 5 appear: 216 - 125 (no 2) - 125 (no 5) + 64 (neither)
    ["K3_TWO_DIFFERENT", "25", 30],
    // four straights × 3! orders
    ["K3_STRAIGHT", "ANY", 24],
  ] as const)("%s %s wins on %i", (code, key, count) => {
    expect(winsOver(code, key)).toBe(count);
  });

  it("states every key's exact chances, and a return to player under 100 % at its default odds", () => {
    for (const p of K3.plays)
      for (const key of linesOf(
        p,
        p.rows.map((row) => row.options),
      )) {
        const hits = p.tiers.map((_, tier) => winsOver(p.code, key, tier) / ALL.length);
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual(hits);
        expect(rtp(p, key), `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp(p, key), `${p.code} ${key}`).toBeGreaterThan(0.96);
      }
  });

  it("prices alike the keys of a price class (all of a play's keys where it names none)", () => {
    expectPricedAlike(K3.plays);
    expect(["3", "18", "10", "11"].map((key) => play("K3_SUM").priceClass?.(key))).toEqual([
      "3/18",
      "3/18",
      "10/11",
      "10/11",
    ]);
  });

  it("returns 97.5 % on a sum of 10 and 96.25 % on big (a triple loses it)", () => {
    expect(rtp(play("K3_SUM"), "10")).toBeCloseTo(0.975, 12);
    expect(rtp(play("K3_SUM_BSOE"), "BIG")).toBeCloseTo((105 * 1.98) / 216, 12);
    expect(rtp(play("K3_SUM_BSOE"), "ODD")).toBeCloseTo(0.99, 12);
  });
});

describe("K3 picks", () => {
  it("makes one line per option, and one sorted line per combination of different numbers", () => {
    expect(linesOf(play("K3_SUM"), [["3", "18", "10"]])).toEqual(["3", "18", "10"]);
    expect(linesOf(play("K3_THREE_DIFFERENT"), [["6", "2", "4", "1"]])).toEqual(["124", "126", "146", "246"]);
    expect(linesOf(play("K3_TWO_DIFFERENT"), [["5", "1", "3"]])).toEqual(["13", "15", "35"]);
    expect(linesOf(play("K3_ANY_TRIPLE"), [["ANY"]])).toEqual(["ANY"]);
  });

  it("never makes the same line twice", () => {
    for (const p of K3.plays) {
      const keys = linesOf(
        p,
        p.rows.map((row) => row.options),
      );
      expect(new Set(keys).size, p.code).toBe(keys.length);
    }
  });

  it("refuses too few numbers, an unknown option, a repeat and a missing row", () => {
    expect(refusalOf(() => linesOf(play("K3_THREE_DIFFERENT"), [["1", "2"]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("K3_SUM"), [[]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("K3_SUM"), [["2"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("K3_SUM"), [["03"]]))).toBe("OPTION"); // sums are not padded
    expect(refusalOf(() => linesOf(play("K3_TRIPLE"), [["7"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("K3_TWO_DIFFERENT"), [["1", "1"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("K3_SUM_BSOE"), []))).toBe("ROWS");
  });
});

/** Bytes making the given uint32 values, 4 bytes each, big-endian (as fairInts reads them). */
function* uint32s(values: readonly number[]): Generator<number> {
  for (const value of values) yield* [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

describe("K3 draw and results", () => {
  it("throws three independent dice", () => {
    expect(K3.draw(uint32s([0, 5, 2]))).toEqual([1, 6, 3]);
    // 0xffffffff is above the largest multiple of 6 below 2^32: thrown away, the next value read.
    expect(K3.draw(uint32s([0xffffffff, 13, 4, 6]))).toEqual([2, 5, 1]);
    for (const values of cartesian([0, 1, 2].map(() => [0, 1, 2, 3, 4, 5])))
      expect(K3.parseResult(K3.draw(uint32s(values)))).toEqual(values.map((v) => v + 1));
  });

  it("reads back only three dice 1-6", () => {
    expect(K3.parseResult([6, 1, 6])).toEqual([6, 1, 6]);
    for (const bad of [[1, 2], [1, 2, 3, 4], [0, 1, 2], [1, 2, 7], [1, 2, 3.5], ["1", "2", "3"], "123"])
      expect(() => K3.parseResult(bad)).toThrow(RangeError);
  });
});
