import { describe, expect, it } from "vitest";
import { expectPricedAlike, refusalOf } from "./test-support";
import { linesOf, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { ELEVEN_FIVE, type ElevenFiveResult } from "./eleven-five";

const play = (code: string) => playOf(ELEVEN_FIVE, code) as Play<ElevenFiveResult>;
const pays = (code: string, result: ElevenFiveResult, key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake);
};

/** Every one of the 11 × 10 × 9 × 8 × 7 = 55,440 ordered draws, each equally likely in a fast draw. */
const ALL: ElevenFiveResult[] = [];
const extend = (drawn: number[]) => {
  if (drawn.length === 5) {
    ALL.push([...drawn] as unknown as ElevenFiveResult);
    return;
  }
  for (let n = 1; n <= 11; n++) if (!drawn.includes(n)) extend([...drawn, n]);
};
extend([]);

/** Per play, per key: on how many of all results the key wins at each tier (hits counted). */
const tallies = new Map<string, Map<string, number[]>>();
function tally(code: string): Map<string, number[]> {
  const cached = tallies.get(code);
  if (cached) return cached;
  const p = play(code);
  const counts = new Map<string, number[]>();
  for (const result of ALL)
    for (const w of p.wins(result)) {
      const perTier = counts.get(w.key) ?? p.tiers.map(() => 0);
      perTier[w.tier] = (perTier[w.tier] ?? 0) + w.hits;
      counts.set(w.key, perTier);
    }
  tallies.set(code, counts);
  return counts;
}
const winsOver = (code: string, key: string, tier = 0) => tally(code).get(key)?.[tier] ?? 0;

describe("11X5 plays: known results", () => {
  const R: ElevenFiveResult = [7, 3, 11, 1, 5];
  it.each([
    // play, result, key, payout of a stake of 1.00
    ["11X5_ANY1", R, "05", 215],
    ["11X5_ANY1", R, "02", 0],
    ["11X5_ANY2", R, "03,11", 539],
    ["11X5_ANY2", R, "03,04", 0],
    ["11X5_ANY3", R, "01,05,07", 1617],
    ["11X5_ANY4", R, "01,03,05,07", 6468],
    ["11X5_ANY4", R, "01,03,05,06", 0],
    ["11X5_ANY5", R, "01,03,05,07,11", 45276],
    ["11X5_ANY5", R, "01,03,05,07,10", 0],
    // N >= 6: the five drawn all among the N picked
    ["11X5_ANY6", R, "01,02,03,05,07,11", 7546],
    ["11X5_ANY6", R, "01,02,03,05,07,10", 0],
    ["11X5_ANY7", R, "01,02,03,04,05,07,11", 2156],
    ["11X5_ANY8", R, "01,02,03,04,05,06,07,11", 808],
    ["11X5_ANY8", R, "01,02,03,04,05,06,07,08", 0], // four of the five: not enough
    ["11X5_FRONT1", R, "07", 1078],
    ["11X5_FRONT1", R, "03", 0], // the second number is not the first
    ["11X5_FRONT2_DIRECT", R, "07,03", 10780],
    ["11X5_FRONT2_DIRECT", R, "03,07", 0], // direct: order matters
    ["11X5_FRONT2_GROUP", R, "03,07", 5390],
    ["11X5_FRONT2_GROUP", R, "03,11", 0], // the third number is not in the front two
    ["11X5_FRONT3_DIRECT", R, "07,03,11", 97020],
    ["11X5_FRONT3_DIRECT", R, "07,11,03", 0],
    ["11X5_FRONT3_GROUP", R, "03,07,11", 16170],
    ["11X5_FRONT3_GROUP", R, "01,03,07", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result, key)).toBe(expected);
  });

  it("pays each winning line of a multi-number pick once", () => {
    // Any 2 on five numbers: 10 lines; 03, 07 and 11 are drawn, so 3 of them win.
    const p = play("11X5_ANY2");
    const lines = linesOf(p, [["03", "04", "07", "09", "11"]]);
    expect(lines).toHaveLength(10);
    expect(lines.filter((key) => payoutOf(p, p.wins(R), key, 100) > 0)).toEqual(["03,07", "03,11", "07,11"]);
    // Any 5 on six numbers holding the five drawn: one of its 6 lines wins.
    const five = play("11X5_ANY5");
    const fives = linesOf(five, [["01", "03", "05", "07", "09", "11"]]);
    expect(fives).toHaveLength(6);
    expect(fives.filter((key) => payoutOf(five, five.wins(R), key, 100) > 0)).toEqual(["01,03,05,07,11"]);
  });
});

describe("11X5: exact chances over all 55,440 ordered draws", () => {
  it.each([
    // any N <= 5: 55,440 × C(11 - N, 5 - N) / C(11, 5) = 120 × C(11 - N, 5 - N)
    ["11X5_ANY1", "04", 120 * 210],
    ["11X5_ANY2", "04,09", 120 * 84],
    ["11X5_ANY3", "01,02,03", 120 * 28],
    ["11X5_ANY4", "02,04,06,08", 120 * 7],
    ["11X5_ANY5", "01,02,03,04,05", 120],
    // any N >= 6: 120 × C(N, 5), the sets of five inside the N
    ["11X5_ANY6", "01,02,03,04,05,06", 120 * 6],
    ["11X5_ANY7", "01,02,03,04,05,06,07", 120 * 21],
    ["11X5_ANY8", "04,05,06,07,08,09,10,11", 120 * 56],
    // front: 55,440 / 11, / 110 × 2!, / 990 × 3! ...
    ["11X5_FRONT1", "11", 5_040],
    ["11X5_FRONT2_DIRECT", "11,01", 504],
    ["11X5_FRONT2_GROUP", "01,11", 1_008],
    ["11X5_FRONT3_DIRECT", "02,01,03", 56],
    ["11X5_FRONT3_GROUP", "01,02,03", 336],
  ] as const)("%s %s wins on %i", (code, key, count) => {
    expect(winsOver(code, key)).toBe(count);
  });

  it("states every key's exact chances, and a return to player under 100 % at its default odds", () => {
    for (const p of ELEVEN_FIVE.plays) {
      // Every option of every row: all the play's keys.
      for (const key of linesOf(
        p,
        p.rows.map((row) => row.options),
      )) {
        const hits = p.tiers.map((_, tier) => winsOver(p.code, key, tier) / ALL.length);
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual(hits);
        const rtp = returnToPlayer(p, key) ?? Number.NaN;
        expect(rtp, `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp, `${p.code} ${key}`).toBeGreaterThan(0.97);
      }
    }
  });

  it("returns 97.73 % on any 1 (2.15 against a fair 2.2) and 98 % on the others", () => {
    expect(returnToPlayer(play("11X5_ANY1"), "01")).toBeCloseTo((5 / 11) * 2.15, 12);
    expect(returnToPlayer(play("11X5_ANY7"), "01,02,03,04,05,06,07")).toBeCloseTo(0.98, 12);
    expect(returnToPlayer(play("11X5_ANY8"), "01,02,03,04,05,06,07,08")).toBeCloseTo((56 / 462) * 8.08, 12);
  });

  it("prices alike the keys of a price class (all of a play's keys where it names none)", () => {
    expectPricedAlike(ELEVEN_FIVE.plays);
  });

  it("wins only keys that its lines can make", () => {
    for (const p of ELEVEN_FIVE.plays) {
      const keys = new Set(
        linesOf(
          p,
          p.rows.map((row) => row.options),
        ),
      );
      for (const key of tally(p.code).keys()) expect(keys.has(key), `${p.code} ${key}`).toBe(true);
    }
  });
});

describe("11X5 picks", () => {
  it("makes one sorted line per combination, and the ordered product for direct picks", () => {
    expect(linesOf(play("11X5_ANY2"), [["07", "03", "11"]])).toEqual(["03,07", "03,11", "07,11"]);
    expect(linesOf(play("11X5_ANY1"), [["11", "02"]])).toEqual(["02", "11"]);
    expect(linesOf(play("11X5_ANY6"), [["01", "02", "03", "04", "05", "06", "07"]])).toHaveLength(7);
    expect(linesOf(play("11X5_ANY8"), [["01", "02", "03", "04", "05", "06", "07", "08"]])).toEqual([
      "01,02,03,04,05,06,07,08",
    ]);
    expect(linesOf(play("11X5_FRONT3_GROUP"), [["05", "01", "09", "03"]])).toEqual([
      "01,03,05",
      "01,03,09",
      "01,05,09",
      "03,05,09",
    ]);
    // 02 then 02 can never be drawn: no line for it.
    expect(
      linesOf(play("11X5_FRONT2_DIRECT"), [
        ["01", "02"],
        ["02", "03"],
      ]),
    ).toEqual(["01,02", "01,03", "02,03"]);
    expect(linesOf(play("11X5_FRONT3_DIRECT"), [["01"], ["02"], ["01", "03"]])).toEqual(["01,02,03"]);
  });

  it("never makes the same line twice", () => {
    for (const p of ELEVEN_FIVE.plays) {
      const keys = linesOf(
        p,
        p.rows.map((row) => row.options),
      );
      expect(new Set(keys).size, p.code).toBe(keys.length);
    }
  });

  it("refuses too few numbers, an unknown option, a repeat, a missing row and a pick making no line", () => {
    expect(refusalOf(() => linesOf(play("11X5_ANY3"), [["01", "02"]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("11X5_ANY8"), [["01", "02", "03", "04", "05", "06", "07"]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("11X5_ANY1"), [["12"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("11X5_ANY1"), [["1"]]))).toBe("OPTION"); // unpadded
    expect(refusalOf(() => linesOf(play("11X5_FRONT2_GROUP"), [["01", "01", "02"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("11X5_FRONT2_DIRECT"), [["01"]]))).toBe("ROWS");
    expect(refusalOf(() => linesOf(play("11X5_FRONT2_DIRECT"), [["05"], ["05"]]))).toBe("COUNT");
  });
});

/** Bytes making the given uint32 values, 4 bytes each, big-endian (as fairInts reads them). */
function* uint32s(values: readonly number[]): Generator<number> {
  for (const value of values) yield* [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

describe("11X5 draw and results", () => {
  it("draws without replacement, an index among the numbers left", () => {
    expect(ELEVEN_FIVE.draw(uint32s([0, 0, 0, 0, 0]))).toEqual([1, 2, 3, 4, 5]);
    expect(ELEVEN_FIVE.draw(uint32s([10, 9, 8, 7, 6]))).toEqual([11, 10, 9, 8, 7]);
    // 0xffffffff is above the largest multiple of 11 below 2^32: thrown away, the next value read.
    expect(ELEVEN_FIVE.draw(uint32s([0xffffffff, 4, 4, 0, 2, 1]))).toEqual([5, 6, 1, 4, 3]);
  });

  it("maps the 55,440 index choices one-to-one onto the ordered draws, so each is 1 / 55,440", () => {
    const seen = new Set<string>();
    for (let a = 0; a < 11; a++)
      for (let b = 0; b < 10; b++)
        for (let c = 0; c < 9; c++)
          for (let d = 0; d < 8; d++)
            for (let e = 0; e < 7; e++) {
              const result = ELEVEN_FIVE.draw(uint32s([a, b, c, d, e]));
              seen.add(ELEVEN_FIVE.parseResult(result).join(","));
            }
    expect(seen.size).toBe(55_440);
  });

  it("reads back only five distinct numbers 1-11", () => {
    expect(ELEVEN_FIVE.parseResult([7, 3, 11, 1, 5])).toEqual([7, 3, 11, 1, 5]);
    for (const bad of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 5, 6],
      [0, 2, 3, 4, 5],
      [1, 2, 3, 4, 12],
      [1, 2, 3, 3, 5],
      [1, 2, 3, 4, 5.5],
      ["01", "02", "03", "04", "05"],
      "01 02 03 04 05",
    ])
      expect(() => ELEVEN_FIVE.parseResult(bad)).toThrow(RangeError);
  });
});
