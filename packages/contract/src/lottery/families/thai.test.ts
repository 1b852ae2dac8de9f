import { describe, expect, it } from "vitest";
import { refusalOf } from "./test-support";
import { linesOf, numberOptions, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { orderings, THAI, type ThaiResult } from "./thai";

const play = (code: string) => playOf(THAI, code) as Play<ThaiResult>;
const pays = (code: string, result: ThaiResult, key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake);
};

const RESULT: ThaiResult = { first: "123456", front: ["111", "789"], back: ["555", "555"], bottom: "07" };
const withTop = (ending: string): ThaiResult => ({ ...RESULT, first: `000${ending}` });

describe("THAI plays: known results", () => {
  it.each([
    // play, result, key, payout of a stake of 1.00
    ["THAI_THREE_TOP", RESULT, "456", 90_000],
    ["THAI_THREE_TOP", RESULT, "465", 0],
    ["THAI_THREE_TOP", RESULT, "123", 0], // the first three digits of the first prize are not the top
    ["THAI_THREE_TOTE", RESULT, "456", 15_000], // 456 in any order: 150
    ["THAI_THREE_TOTE", withTop("654"), "456", 15_000],
    ["THAI_THREE_TOTE", withTop("121"), "112", 30_000], // a double: 3 orderings, 300
    ["THAI_THREE_TOTE", withTop("211"), "112", 30_000],
    ["THAI_THREE_TOTE", withTop("777"), "777", 90_000], // a triple: 1 ordering, the top three's 900
    ["THAI_THREE_TOTE", withTop("122"), "112", 0], // 122 is not an ordering of 112
    ["THAI_TWO_TOP", RESULT, "56", 9_000],
    ["THAI_TWO_TOP", RESULT, "65", 0],
    ["THAI_TWO_TOP", RESULT, "07", 0], // the bottom number is not the top
    ["THAI_TWO_BOTTOM", RESULT, "07", 9_000],
    ["THAI_TWO_BOTTOM", RESULT, "70", 0],
    ["THAI_TWO_BOTTOM", RESULT, "56", 0],
    ["THAI_RUN_TOP", RESULT, "5", 320],
    ["THAI_RUN_TOP", RESULT, "1", 0], // in the first prize, not in its last three
    ["THAI_RUN_TOP", withTop("777"), "7", 320], // three times: hits once
    ["THAI_RUN_TOP", withTop("707"), "0", 320],
    ["THAI_RUN_BOTTOM", RESULT, "0", 420],
    ["THAI_RUN_BOTTOM", RESULT, "7", 420],
    ["THAI_RUN_BOTTOM", { ...RESULT, bottom: "77" }, "7", 420], // twice: hits once
    ["THAI_RUN_BOTTOM", RESULT, "5", 0],
    ["THAI_THREE_FRONT", RESULT, "789", 45_000],
    ["THAI_THREE_FRONT", RESULT, "111", 45_000],
    ["THAI_THREE_FRONT", RESULT, "555", 0],
    ["THAI_THREE_FRONT", { ...RESULT, front: ["042", "042"] }, "042", 90_000], // both front numbers: twice
    ["THAI_THREE_BACK", RESULT, "555", 90_000], // both back numbers: twice
    ["THAI_THREE_BACK", RESULT, "789", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result as ThaiResult, key)).toBe(expected);
  });
});

/** Hits per key (tier 0) of a play over a list of equally likely results. */
function hitsOver(code: string, results: Iterable<ThaiResult>): Map<string, number> {
  const p = play(code);
  const counts = new Map<string, number>();
  for (const result of results) for (const w of p.wins(result)) counts.set(w.key, (counts.get(w.key) ?? 0) + w.hits);
  return counts;
}

/**
 * The equally likely results each play depends on. The plays reading the top read only the last
 * three digits of the first prize, which are uniform on the 1,000 endings and independent of the
 * rest: enumerating the endings (the other numbers fixed) gives their exact chances. Likewise the
 * 100 bottom numbers, and the 1,000,000 ordered pairs of front (back) numbers.
 */
const ENDINGS = numberOptions(1000, 3).map(withTop);
const BOTTOMS = numberOptions(100, 2).map((bottom) => ({ ...RESULT, bottom }));
function* frontPairs() {
  const numbers = numberOptions(1000, 3);
  for (const a of numbers) for (const b of numbers) yield { ...RESULT, front: [a, b] as const, back: [b, a] as const };
}

const SPACES: Record<string, readonly ThaiResult[] | (() => Iterable<ThaiResult>)> = {
  THAI_THREE_TOP: ENDINGS,
  THAI_THREE_TOTE: ENDINGS,
  THAI_TWO_TOP: ENDINGS,
  THAI_RUN_TOP: ENDINGS,
  THAI_TWO_BOTTOM: BOTTOMS,
  THAI_RUN_BOTTOM: BOTTOMS,
  THAI_THREE_FRONT: frontPairs,
  THAI_THREE_BACK: frontPairs,
};

describe("THAI: exact chances", () => {
  // Direct computation, per line:
  //   3 ตัวบน: 1/1,000; 2 ตัวบน, 2 ตัวล่าง: 1/100;
  //   3 ตัวโต๊ด: orderings/1,000 (123: 6, 112: 3, 111: 1);
  //   วิ่งบน: 1 - (9/10)^3 = 271/1,000; วิ่งล่าง: 1 - (9/10)^2 = 19/100 (a digit counted once);
  //   3 ตัวหน้า / ตัวท้าย: mean hits 2/1,000 (one hit on 2 × 999 of the 10^6 pairs, two on 1: 1,998 + 2 = 2,000).
  const counted = new Map<string, { counts: Map<string, number>; size: number }>();
  const over = (code: string) => {
    let entry = counted.get(code);
    if (!entry) {
      const space = SPACES[code] ?? [];
      const results = typeof space === "function" ? space() : space;
      let size = 0;
      const counts = hitsOver(code, {
        *[Symbol.iterator]() {
          for (const result of results) {
            size++;
            yield result;
          }
        },
      });
      entry = { counts, size };
      counted.set(code, entry);
    }
    return entry;
  };

  it.each([
    // play, key, hits over its space, the space's size
    ["THAI_THREE_TOP", "907", 1, 1000],
    ["THAI_THREE_TOTE", "179", 6, 1000],
    ["THAI_THREE_TOTE", "112", 3, 1000],
    ["THAI_THREE_TOTE", "000", 1, 1000],
    ["THAI_TWO_TOP", "07", 10, 1000],
    ["THAI_RUN_TOP", "7", 271, 1000],
    ["THAI_RUN_TOP", "0", 271, 1000],
    ["THAI_TWO_BOTTOM", "42", 1, 100],
    ["THAI_RUN_BOTTOM", "4", 19, 100],
    ["THAI_THREE_FRONT", "042", 2000, 1_000_000],
    ["THAI_THREE_BACK", "999", 2000, 1_000_000],
  ] as const)("%s %s hits %i times over %i results", (code, key, hits, size) => {
    const { counts, size: n } = over(code);
    expect(n).toBe(size);
    expect(counts.get(key) ?? 0).toBe(hits);
  });

  it("counts a number drawn as both front numbers twice: one hit on 1,998 pairs, two on 1", () => {
    const p = play("THAI_THREE_FRONT");
    let once = 0;
    let twice = 0;
    for (const result of frontPairs())
      for (const w of p.wins(result)) if (w.key === "042") (w.hits === 2 ? () => twice++ : () => once++)();
    expect([once, twice]).toEqual([1998, 1]);
  });

  it.each([
    // play, exact RTP at default odds for a representative key
    ["THAI_THREE_TOP", "907", 0.9], // 900 / 1,000
    ["THAI_THREE_TOTE", "179", 0.9], // 6 × 150 / 1,000
    ["THAI_THREE_TOTE", "112", 0.9], // 3 × 300 / 1,000
    ["THAI_THREE_TOTE", "000", 0.9], // 1 × 900 / 1,000
    ["THAI_TWO_TOP", "07", 0.9], // 90 / 100
    ["THAI_TWO_BOTTOM", "07", 0.9],
    ["THAI_RUN_TOP", "7", 0.8672], // 271 × 3.2 / 1,000
    ["THAI_RUN_BOTTOM", "7", 0.798], // 19 × 4.2 / 100: the notes' typical odds give under 80 %
    ["THAI_THREE_FRONT", "042", 0.9], // 2 × 450 / 1,000
    ["THAI_THREE_BACK", "042", 0.9],
  ] as const)("%s %s returns %f at default odds", (code, key, rtp) => {
    expect(returnToPlayer(play(code), key)).toBeCloseTo(rtp, 12);
  });

  it("states every key's exact chances, and a return to player under 100 % at its default odds", () => {
    for (const p of THAI.plays) {
      const { counts, size } = over(p.code);
      // Every key the play can sell: all the options in every row.
      const keys = new Set(
        linesOf(
          p,
          p.rows.map((row) => row.options),
        ),
      );
      for (const key of keys) {
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual([(counts.get(key) ?? 0) / size]);
        const rtp = returnToPlayer(p, key) ?? Number.NaN;
        expect(rtp, `${p.code} ${key}`).toBeLessThan(1);
        // วิ่งล่าง at the notes' typical 4.2 returns 79.8 %; every other play at least 86 %.
        expect(rtp, `${p.code} ${key}`).toBeGreaterThan(p.code === "THAI_RUN_BOTTOM" ? 0.79 : 0.86);
      }
    }
  });

  it("prices a tote by its key's orderings", () => {
    expect([orderings("123"), orderings("112"), orderings("111")]).toEqual([6, 3, 1]);
    const tote = play("THAI_THREE_TOTE");
    expect([tote.defaultOdds("123"), tote.defaultOdds("112"), tote.defaultOdds("111")]).toEqual([
      [1_500_000],
      [3_000_000],
      [9_000_000],
    ]);
  });
});

describe("THAI picks", () => {
  it("makes one line per number picked, a tote line per set of digits, a run line per digit", () => {
    expect(linesOf(play("THAI_THREE_TOP"), [["4"], ["5"], ["6", "7"]])).toEqual(["456", "457"]);
    expect(linesOf(play("THAI_TWO_BOTTOM"), [["0"], ["7"]])).toEqual(["07"]);
    expect(linesOf(play("THAI_THREE_TOTE"), [["6"], ["5"], ["4"]])).toEqual(["456"]);
    expect(linesOf(play("THAI_THREE_TOTE"), [["2"], ["1"], ["1"]])).toEqual(["112"]);
    // 123, 113, 223, 213: 123 and 213 are one tote, so three lines
    expect(linesOf(play("THAI_THREE_TOTE"), [["1", "2"], ["2", "1"], ["3"]])).toEqual(["123", "113", "223"]);
    expect(linesOf(play("THAI_RUN_TOP"), [["0", "9"]])).toEqual(["0", "9"]);
    expect(linesOf(play("THAI_THREE_FRONT"), [["0"], ["4"], ["2"]])).toEqual(["042"]);
  });

  it("refuses an empty pick, an unknown option, a repeat and a missing row", () => {
    expect(refusalOf(() => linesOf(play("THAI_RUN_BOTTOM"), [[]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("THAI_THREE_TOP"), [["1"], ["2"], []]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("THAI_TWO_TOP"), [["1"], ["A"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("THAI_THREE_TOTE"), [["1", "1"], ["2"], ["3"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("THAI_THREE_BACK"), [["1"], ["2"]]))).toBe("ROWS");
  });
});

describe("THAI draws and results", () => {
  function* bytes(step: number) {
    for (let i = 0; ; i++) yield (i * step + 7) & 255;
  }

  it("draws a result parseResult accepts", () => {
    for (const step of [1, 37, 151]) {
      const result = THAI.draw(bytes(step));
      expect(THAI.parseResult(result)).toEqual(result);
    }
  });

  it("reads zero bytes as all zeros", () => {
    const zeros = { next: () => ({ done: false, value: 0 }) } as Iterator<number>;
    expect(THAI.draw(zeros)).toEqual({ first: "000000", front: ["000", "000"], back: ["000", "000"], bottom: "00" });
  });

  it("accepts the same number twice among the front or back numbers (drawn apart), and refuses a malformed result", () => {
    expect(THAI.parseResult(RESULT)).toEqual(RESULT);
    const bad: unknown[] = [
      null,
      "123456",
      { ...RESULT, first: "12345" }, // five digits
      { ...RESULT, first: "1234567" },
      { ...RESULT, first: 123456 }, // a number, not its digits
      { ...RESULT, first: "12a456" },
      { ...RESULT, front: ["111"] }, // one front number
      { ...RESULT, back: ["111", "222", "333"] },
      { ...RESULT, front: ["111", "1000"] }, // out of range
      { ...RESULT, back: "555555" },
      { ...RESULT, bottom: "7" },
      { ...RESULT, bottom: "100" },
      { ...RESULT, bottom: undefined },
    ];
    for (const value of bad) expect(() => THAI.parseResult(value), JSON.stringify(value)).toThrow(RangeError);
  });
});
