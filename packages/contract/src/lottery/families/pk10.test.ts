import { describe, expect, it } from "vitest";
import { expectPricedAlike, refusalOf } from "./test-support";
import { linesOf, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { PK10, type Pk10Result } from "./pk10";

const play = (code: string) => playOf(PK10, code) as Play<Pk10Result>;
const pays = (code: string, result: Pk10Result, key: string, stake = 100, odds?: readonly number[]) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake, odds);
};

/** A finishing order whose first cars are `top`, the other cars after them in ascending order. */
const order = (...top: number[]): Pk10Result => [
  ...top,
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => !top.includes(car)),
];

/**
 * Exact chances without the 10! = 3,628,800 orders. The draw is a uniform permutation, so for any
 * three distinct positions the cars there are a uniform ordered triple of distinct cars: each of
 * the 10 × 9 × 8 = 720 triples is at those positions in 7! of the 10! orders, chance 1/720, the
 * same whatever the positions (positions are exchangeable). Every key of every play depends on at
 * most three positions (one position, a dragon/tiger pair i and 11 - i, the top two, the top
 * three), so its chance is the share of the 720 triples, placed at those positions with the other
 * seven cars anywhere, on which it wins. For the top two this is the 90 ordered (champion,
 * runner-up) pairs, each 8 times.
 */
function triplesAt(positions: readonly number[]): Pk10Result[] {
  const at = [...positions];
  for (let p = 0; at.length < 3; p++) if (!at.includes(p)) at.push(p);
  const results: Pk10Result[] = [];
  for (let a = 1; a <= 10; a++)
    for (let b = 1; b <= 10; b++)
      for (let c = 1; c <= 10; c++) {
        if (a === b || b === c || a === c) continue;
        const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== a && car !== b && car !== c);
        const result: number[] = [];
        for (let p = 0; p < 10; p++) {
          const placed = at.indexOf(p);
          result.push(placed >= 0 ? ([a, b, c][placed] as number) : (rest.shift() as number));
        }
        results.push(result);
      }
  return results;
}

/** The positions a key depends on. */
function positionsOf(code: string, key: string): number[] {
  if (code === "PK10_TOP3_DIRECT") return [0, 1, 2];
  if (code.startsWith("PK10_TOP2_")) return [0, 1];
  const position = Number(key.split(":")[0]);
  return code === "PK10_DRAGON_TIGER" ? [position, 9 - position] : [position];
}

/** Per play and positions: on how many of the 720 placed triples each key wins at each tier. */
const tallies = new Map<string, Map<string, number[]>>();
function tally(code: string, positions: readonly number[]): Map<string, number[]> {
  const id = `${code}@${positions.join(",")}`;
  const cached = tallies.get(id);
  if (cached) return cached;
  const p = play(code);
  const counts = new Map<string, number[]>();
  for (const result of triplesAt(positions))
    for (const w of p.wins(result)) {
      const perTier = counts.get(w.key) ?? p.tiers.map(() => 0);
      perTier[w.tier] = (perTier[w.tier] ?? 0) + w.hits;
      counts.set(w.key, perTier);
    }
  tallies.set(id, counts);
  return counts;
}
/** Of 720 equally likely outcomes, on how many a key wins at a tier. */
const winsOver = (code: string, key: string, tier = 0) => tally(code, positionsOf(code, key)).get(key)?.[tier] ?? 0;

const rtp = (p: Play<Pk10Result>, key: string) => returnToPlayer(p, key) ?? Number.NaN;

describe("PK10 plays: known results", () => {
  it.each([
    // play, result, key, payout of a stake of 1.00
    ["PK10_POSITION", order(3, 7), "0:03", 980],
    ["PK10_POSITION", order(3, 7), "1:07", 980],
    ["PK10_POSITION", order(3, 7), "0:07", 0],
    ["PK10_POSITION", order(3, 7), "9:10", 980], // 10 is last in order(3, 7)
    ["PK10_POSITION_BSOE", order(6), "0:BIG", 198], // 6: the lowest big
    ["PK10_POSITION_BSOE", order(5), "0:SMALL", 198], // 5: the highest small
    ["PK10_POSITION_BSOE", order(5), "0:ODD", 198],
    ["PK10_POSITION_BSOE", order(5), "0:BIG", 0],
    ["PK10_POSITION_BSOE", order(5), "9:EVEN", 198], // tenth is 10
    // dragon/tiger: champion against tenth, ..., fifth against sixth
    ["PK10_DRAGON_TIGER", order(10, 2, 3, 4, 5, 6, 7, 8, 9, 1), "0:DRAGON", 198],
    ["PK10_DRAGON_TIGER", order(10, 2, 3, 4, 5, 6, 7, 8, 9, 1), "0:TIGER", 0],
    ["PK10_DRAGON_TIGER", order(10, 2, 3, 4, 5, 6, 7, 8, 9, 1), "1:TIGER", 198], // 2 against 9
    ["PK10_DRAGON_TIGER", order(1, 2, 3, 4, 6, 5, 7, 8, 9, 10), "4:DRAGON", 198], // 6 against 5
    ["PK10_TOP2_SUM", order(1, 2), "03", 4387],
    ["PK10_TOP2_SUM", order(10, 9), "19", 4387],
    ["PK10_TOP2_SUM", order(4, 7), "11", 877],
    ["PK10_TOP2_SUM", order(4, 7), "12", 0],
    ["PK10_TOP2_SUM", order(5, 8), "13", 1096],
    // sum 12: the lowest big, even; sum 10: small, even
    ["PK10_TOP2_SUM_BSOE", order(5, 7), "BIG", 220],
    ["PK10_TOP2_SUM_BSOE", order(5, 7), "EVEN", 220],
    ["PK10_TOP2_SUM_BSOE", order(5, 7), "SMALL", 0],
    ["PK10_TOP2_SUM_BSOE", order(2, 8), "SMALL", 178],
    ["PK10_TOP2_SUM_BSOE", order(2, 8), "ODD", 0],
    ["PK10_TOP2_SUM_BSOE", order(10, 9), "ODD", 178], // 19
    // sum 11, the disputed case: by default small and odd win, big and even lose
    ["PK10_TOP2_SUM_BSOE", order(4, 7), "SMALL", 178],
    ["PK10_TOP2_SUM_BSOE", order(4, 7), "ODD", 178],
    ["PK10_TOP2_SUM_BSOE", order(10, 1), "BIG", 0],
    ["PK10_TOP2_SUM_BSOE", order(10, 1), "EVEN", 0],
    ["PK10_TOP2_DIRECT", order(4, 7), "04,07", 8820],
    ["PK10_TOP2_DIRECT", order(4, 7), "07,04", 0], // order matters
    ["PK10_TOP3_DIRECT", order(4, 7, 1), "04,07,01", 70560],
    ["PK10_TOP3_DIRECT", order(4, 7, 1), "04,07,02", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result, key)).toBe(expected);
  });

  it("treats a sum of 11 as a tie where the brand sets the ELEVEN tier: refunded at 1x, lost at 0", () => {
    const refund = [19_800, 10_000];
    const lose = [19_800, 0];
    for (const key of ["BIG", "SMALL", "ODD", "EVEN"]) {
      expect(pays("PK10_TOP2_SUM_BSOE", order(4, 7), key, 100, refund), key).toBe(100);
      expect(pays("PK10_TOP2_SUM_BSOE", order(3, 8), key, 100, lose), key).toBe(0);
    }
    // Away from 11 the tie setting changes nothing but the odds.
    expect(pays("PK10_TOP2_SUM_BSOE", order(3, 9), "BIG", 100, refund)).toBe(198);
    expect(pays("PK10_TOP2_SUM_BSOE", order(3, 7), "SMALL", 100, refund)).toBe(198);
    expect(pays("PK10_TOP2_SUM_BSOE", order(3, 7), "BIG", 100, refund)).toBe(0);
  });

  it("reports 11 at the ELEVEN tier only, for all four, and the exact sum 11 as usual", () => {
    const p = play("PK10_TOP2_SUM_BSOE");
    expect(p.wins(order(6, 5))).toEqual([
      { key: "BIG", tier: 1, hits: 1 },
      { key: "SMALL", tier: 1, hits: 1 },
      { key: "ODD", tier: 1, hits: 1 },
      { key: "EVEN", tier: 1, hits: 1 },
    ]);
    expect(play("PK10_TOP2_SUM").wins(order(6, 5))).toEqual([{ key: "11", tier: 0, hits: 1 }]);
  });
});

describe("PK10: exact chances (of 720 equally likely placed triples)", () => {
  it("makes each top-two sum 3-19 from 2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2 of the 90 pairs", () => {
    const ways = Array.from({ length: 17 }, (_, i) => winsOver("PK10_TOP2_SUM", String(i + 3).padStart(2, "0")) / 8);
    expect(ways).toEqual([2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2]);
  });

  it.each([
    ["PK10_POSITION", "4:07", 0, 72], // 1/10
    ["PK10_POSITION_BSOE", "9:BIG", 0, 360], // 1/2
    ["PK10_POSITION_BSOE", "2:ODD", 0, 360],
    ["PK10_DRAGON_TIGER", "0:DRAGON", 0, 360], // 45 of the 90 pairs
    ["PK10_DRAGON_TIGER", "4:TIGER", 0, 360],
    ["PK10_TOP2_SUM", "03", 0, 16], // 2/90
    ["PK10_TOP2_SUM", "11", 0, 80], // 10/90
    // big 12-19: 40 of 90; small 3-10: 40; 11: 10, at the ELEVEN tier
    ["PK10_TOP2_SUM_BSOE", "BIG", 0, 320],
    ["PK10_TOP2_SUM_BSOE", "SMALL", 0, 320],
    ["PK10_TOP2_SUM_BSOE", "SMALL", 1, 80],
    ["PK10_TOP2_SUM_BSOE", "BIG", 1, 80],
    // odd 3, 5, ..., 19 but 11: 40 of 90; even: 40
    ["PK10_TOP2_SUM_BSOE", "ODD", 0, 320],
    ["PK10_TOP2_SUM_BSOE", "EVEN", 0, 320],
    ["PK10_TOP2_DIRECT", "10,01", 0, 8], // 1/90
    ["PK10_TOP3_DIRECT", "10,01,05", 0, 1], // 1/720
  ] as const)("%s %s at tier %i wins on %i", (code, key, tier, count) => {
    expect(winsOver(code, key, tier)).toBe(count);
  });

  it("states every key's exact chances, and a return to player under 100 % at its default odds", () => {
    for (const p of PK10.plays)
      for (const key of linesOf(
        p,
        p.rows.map((row) => row.options),
      )) {
        const hits = p.tiers.map((_, tier) => winsOver(p.code, key, tier) / 720);
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual(hits);
        expect(rtp(p, key), `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp(p, key), `${p.code} ${key}`).toBeGreaterThan(0.97);
      }
  });

  it("prices alike the keys of a price class (all of a play's keys where it names none)", () => {
    expectPricedAlike(PK10.plays);
    expect(["03", "19", "11"].map((key) => play("PK10_TOP2_SUM").priceClass?.(key))).toEqual([
      "03/19",
      "03/19",
      "11/11",
    ]);
  });

  it("returns 97.78 % on big and 98.89 % on small, 11 counted small", () => {
    expect(rtp(play("PK10_TOP2_SUM_BSOE"), "BIG")).toBeCloseTo((40 * 2.2) / 90, 12);
    expect(rtp(play("PK10_TOP2_SUM_BSOE"), "SMALL")).toBeCloseTo((50 * 1.78) / 90, 12);
  });
});

describe("PK10 picks", () => {
  const none: string[] = [];
  it("makes one line per car per position, and the ordered product for direct picks", () => {
    expect(
      linesOf(play("PK10_POSITION"), [["01", "10"], none, none, none, none, none, none, none, none, ["05"]]),
    ).toEqual(["0:01", "0:10", "9:05"]);
    expect(linesOf(play("PK10_DRAGON_TIGER"), [["DRAGON"], none, none, none, ["TIGER", "DRAGON"]])).toEqual([
      "0:DRAGON",
      "4:TIGER",
      "4:DRAGON",
    ]);
    // 02 first and second can never finish: no line for it.
    expect(
      linesOf(play("PK10_TOP2_DIRECT"), [
        ["01", "02"],
        ["02", "03"],
      ]),
    ).toEqual(["01,02", "01,03", "02,03"]);
    expect(linesOf(play("PK10_TOP3_DIRECT"), [["01"], ["02", "01"], ["03"]])).toEqual(["01,02,03"]);
    expect(linesOf(play("PK10_TOP2_SUM"), [["11", "03"]])).toEqual(["11", "03"]);
  });

  it("never makes the same line twice", () => {
    for (const p of PK10.plays) {
      const keys = linesOf(
        p,
        p.rows.map((row) => row.options),
      );
      expect(new Set(keys).size, p.code).toBe(keys.length);
    }
  });

  it("refuses an empty pick, an unknown option, a repeat, a missing row and a pick making no line", () => {
    const empty = Array.from({ length: 10 }, () => none);
    expect(refusalOf(() => linesOf(play("PK10_POSITION"), empty))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("PK10_POSITION"), [["11"], ...empty.slice(1)]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("PK10_POSITION"), [["1"], ...empty.slice(1)]))).toBe("OPTION"); // unpadded
    expect(refusalOf(() => linesOf(play("PK10_TOP2_SUM"), [["02"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("PK10_TOP2_SUM"), [["3"]]))).toBe("OPTION"); // sums are padded
    expect(refusalOf(() => linesOf(play("PK10_TOP2_DIRECT"), [["01", "01"], ["02"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("PK10_TOP2_DIRECT"), [["01"]]))).toBe("ROWS");
    expect(refusalOf(() => linesOf(play("PK10_DRAGON_TIGER"), empty))).toBe("ROWS");
    expect(refusalOf(() => linesOf(play("PK10_TOP2_DIRECT"), [["04"], ["04"]]))).toBe("COUNT");
  });
});

/** Bytes making the given uint32 values, 4 bytes each, big-endian (as fairInts reads them). */
function* uint32s(values: readonly number[]): Generator<number> {
  for (const value of values) yield* [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

describe("PK10 draw and results", () => {
  it("draws a finishing order without replacement, an index among the cars left", () => {
    expect(PK10.draw(uint32s([0, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PK10.draw(uint32s([9, 8, 7, 6, 5, 4, 3, 2, 1]))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    // 0xffffffff is above the largest multiple of 10 below 2^32: thrown away, the next value read.
    expect(PK10.draw(uint32s([0xffffffff, 13, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual([4, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it("maps the 720 first three index choices one-to-one onto the top three, each a valid order", () => {
    const seen = new Set<string>();
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 9; b++)
        for (let c = 0; c < 8; c++) {
          const result = PK10.parseResult(PK10.draw(uint32s([a, b, c, 6, 5, 4, 3, 2, 1])));
          seen.add(result.slice(0, 3).join(","));
        }
    expect(seen.size).toBe(720);
  });

  it("reads back only the ten cars, each once", () => {
    expect(PK10.parseResult([3, 1, 2, 4, 5, 6, 7, 8, 9, 10])).toEqual([3, 1, 2, 4, 5, 6, 7, 8, 9, 10]);
    for (const bad of [
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [1, 1, 3, 4, 5, 6, 7, 8, 9, 10],
      [1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      "1,2,3,4,5,6,7,8,9,10",
    ])
      expect(() => PK10.parseResult(bad)).toThrow(RangeError);
  });
});
