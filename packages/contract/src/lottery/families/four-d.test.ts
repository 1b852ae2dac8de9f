import { describe, expect, it } from "vitest";
import { refusalOf } from "./test-support";
import { linesOf, numberOptions, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { FOUR_D, permutationCount, permutations, type FourDResult } from "./four-d";

const play = (code: string) => playOf(FOUR_D, code) as Play<FourDResult>;
const pays = (code: string, result: FourDResult, key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake);
};
const DIGITS = numberOptions(10, 1);

/**
 * A result with 1234 first, two of its orderings among the starters (4321, 2143) and one among
 * the consolations (1243).
 */
const RESULT: FourDResult = {
  first: "1234",
  second: "0042",
  third: "9999",
  starter: ["4321", "2143", "0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008"],
  consolation: ["1243", "5555", "0010", "0011", "0012", "0013", "0014", "0015", "0016", "0017"],
};

describe("4D plays: known results", () => {
  it.each([
    // play, key, payout of a stake of 1.00 on RESULT
    ["4D_BIG", "1234", 250_000], // first: 2,500
    ["4D_BIG", "0042", 100_000], // second: 1,000
    ["4D_BIG", "9999", 50_000], // third: 500
    ["4D_BIG", "4321", 18_000], // starter: 180
    ["4D_BIG", "5555", 6_000], // consolation: 60
    ["4D_BIG", "7777", 0],
    ["4D_BIG", "0024", 0], // an ordering of the second prize: a straight needs the order
    ["4D_SMALL", "1234", 350_000],
    ["4D_SMALL", "0042", 200_000],
    ["4D_SMALL", "9999", 100_000],
    ["4D_SMALL", "4321", 0], // small pays on the top three only
    ["4D_BIG_BOX", "1234", 250_000], // a box line is a straight on one ordering
    ["4D_BIG_BOX", "2143", 18_000],
    ["4D_BIG_BOX", "1324", 0],
    ["4D_SMALL_BOX", "1234", 350_000],
    ["4D_SMALL_BOX", "2143", 0],
    // i-box on 1234 (24 orderings): first 1234, starters 4321 and 2143 (hits twice), consolation 1243:
    // floor(25,000,000 / 24) + 2 × 1,800,000 / 24 + 600,000 / 24 = 1,216,666 bp → 121.6666 → 121.66
    ["4D_BIG_IBOX", "1234", 12_166],
    // 0024 (12 orderings) matches the second prize 0042: floor(10,000,000 / 12) = 833,333 bp
    ["4D_BIG_IBOX", "0024", 8_333],
    ["4D_BIG_IBOX", "9999", 50_000], // one ordering: the straight's 500
    ["4D_BIG_IBOX", "0055", 0],
    ["4D_SMALL_IBOX", "1234", 14_583], // floor(35,000,000 / 24) = 1,458,333 bp; starters don't count
    ["4D_SMALL_IBOX", "0024", 16_666], // floor(20,000,000 / 12) = 1,666,666 bp
  ] as const)("%s: %s pays %i", (code, key, expected) => {
    expect(pays(code, RESULT, key)).toBe(expected);
  });

  it("lists each winning key once per tier, with its hits", () => {
    const ibox = play("4D_BIG_IBOX")
      .wins(RESULT)
      .filter((w) => w.key === "1234");
    expect(ibox).toEqual([
      { key: "1234", tier: 0, hits: 1 },
      { key: "1234", tier: 3, hits: 2 },
      { key: "1234", tier: 4, hits: 1 },
    ]);
    const big = play("4D_BIG").wins(RESULT);
    expect(big).toHaveLength(23);
    expect(new Set(big.map((w) => w.key)).size).toBe(23);
    expect(play("4D_SMALL").wins(RESULT)).toHaveLength(3);
  });
});

describe("4D permutations (the edge cases players dispute)", () => {
  it.each([
    // number, orderings, i-box first-prize odds in bp (floor(25,000,000 / orderings))
    ["1234", 24, 1_041_666],
    ["1123", 12, 2_083_333],
    ["1122", 6, 4_166_666],
    ["1112", 4, 6_250_000],
    ["1111", 1, 25_000_000],
    ["0012", 12, 2_083_333],
  ] as const)("%s has %i orderings; its i-box pays %i bp for first", (number, count, firstOdds) => {
    expect(permutationCount(number)).toBe(count);
    expect(permutations(number)).toHaveLength(count);
    const digits = [...number].map((d) => [d]);
    // a box is one line (one stake) per ordering; an i-box one line on the sorted digits
    const box = linesOf(play("4D_BIG_BOX"), digits);
    expect(box).toHaveLength(count);
    expect(new Set(box).size).toBe(count);
    expect(box.every((key) => [...key].sort().join("") === [...number].sort().join(""))).toBe(true);
    expect(linesOf(play("4D_BIG_IBOX"), [...digits].reverse())).toEqual([[...number].sort().join("")]);
    expect(play("4D_BIG_IBOX").defaultOdds(number)[0]).toBe(firstOdds);
  });

  it("lists the 12 orderings of 1123", () => {
    expect(permutations("1123")).toEqual([
      "1123",
      "1132",
      "1213",
      "1231",
      "1312",
      "1321",
      "2113",
      "2131",
      "2311",
      "3112",
      "3121",
      "3211",
    ]);
  });
});

describe("4D: exact chances", () => {
  it.each([
    // play, key, mean hits per tier: slots(t) × orderings of the key (i-box) / 10,000
    ["4D_BIG", "1234", [1, 1, 1, 10, 10]],
    ["4D_SMALL", "1234", [1, 1, 1]],
    ["4D_BIG_BOX", "1123", [1, 1, 1, 10, 10]],
    ["4D_SMALL_BOX", "1123", [1, 1, 1]],
    ["4D_BIG_IBOX", "1234", [24, 24, 24, 240, 240]],
    ["4D_BIG_IBOX", "1123", [12, 12, 12, 120, 120]],
    ["4D_BIG_IBOX", "1122", [6, 6, 6, 60, 60]],
    ["4D_BIG_IBOX", "1112", [4, 4, 4, 40, 40]],
    ["4D_BIG_IBOX", "1111", [1, 1, 1, 10, 10]],
    ["4D_SMALL_IBOX", "1234", [24, 24, 24]],
  ] as const)("%s %s: mean hits %j / 10,000", (code, key, perTenThousand) => {
    expect(play(code).expectedHits?.(key)).toEqual(perTenThousand.map((n) => n / 10_000));
  });

  it("an i-box line expects the hits of its orderings' box lines together", () => {
    for (const [box, ibox] of [
      ["4D_BIG_BOX", "4D_BIG_IBOX"],
      ["4D_SMALL_BOX", "4D_SMALL_IBOX"],
    ] as const)
      for (const key of ["1234", "1123", "1122", "1112", "1111"]) {
        const together = permutations(key).reduce<number[]>(
          (sum, ordering) => (play(box).expectedHits?.(ordering) ?? []).map((h, t) => h + (sum[t] ?? 0)),
          [],
        );
        (play(ibox).expectedHits?.(key) ?? []).forEach((h, t) => expect(h).toBeCloseTo(together[t] ?? 0, 12));
      }
  });

  it.each([
    // play, key, exact RTP at default odds: Σ slots(t) × orderings × floor(odds(t) / orderings) / 10^8
    ["4D_BIG", "1234", 0.64], // (2,500 + 1,000 + 500 + 10 × 180 + 10 × 60) / 10,000: the notes' odds
    ["4D_SMALL", "1234", 0.65], // (3,500 + 2,000 + 1,000) / 10,000: the notes' odds
    ["4D_BIG_BOX", "1234", 0.64],
    ["4D_SMALL_BOX", "1234", 0.65],
    ["4D_BIG_IBOX", "1234", 0.6399996], // 24 × (1,041,666 + 416,666 + 208,333 + 10 × 75,000 + 10 × 25,000) / 10^8
    ["4D_BIG_IBOX", "1123", 0.63999984], // 12 × (2,083,333 + 833,333 + 416,666 + 10 × 150,000 + 10 × 50,000) / 10^8
    ["4D_BIG_IBOX", "1122", 0.6399999], // 6 × (4,166,666 + 1,666,666 + 833,333 + 10 × 300,000 + 10 × 100,000) / 10^8
    ["4D_BIG_IBOX", "1112", 0.64],
    ["4D_BIG_IBOX", "1111", 0.64],
    ["4D_SMALL_IBOX", "1234", 0.64999968], // 24 × (1,458,333 + 833,333 + 416,666) / 10^8
    ["4D_SMALL_IBOX", "1122", 0.64999992], // 6 × (5,833,333 + 3,333,333 + 1,666,666) / 10^8
  ] as const)("%s %s returns %f at default odds", (code, key, rtp) => {
    expect(returnToPlayer(play(code), key)).toBeCloseTo(rtp, 12);
  });

  it("gives every play a return to player under 100 % (64-65 %: the notes' typical 4D odds)", () => {
    for (const p of FOUR_D.plays)
      for (const key of ["1234", "1123", "1122", "1112", "1111", "0000", "9870"]) {
        const rtp = returnToPlayer(p, key) ?? Number.NaN;
        expect(rtp, `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp, `${p.code} ${key}`).toBeGreaterThan(0.6399);
      }
  });
});

describe("4D picks", () => {
  it("makes one line per number (a roll for several digits in a row), one per ordering for a box", () => {
    expect(linesOf(play("4D_BIG"), [["1"], ["2"], ["3"], ["4"]])).toEqual(["1234"]);
    expect(linesOf(play("4D_SMALL"), [["1"], ["2"], ["3"], DIGITS])).toEqual(
      DIGITS.map((d) => `123${d}`), // 123R: ten numbers
    );
    expect(linesOf(play("4D_BIG_BOX"), [["1"], ["1"], ["2"], ["2"]])).toEqual([
      "1122",
      "1212",
      "1221",
      "2112",
      "2121",
      "2211",
    ]);
    expect(linesOf(play("4D_SMALL_BOX"), [["1"], ["1"], ["1"], ["2"]])).toEqual(["1112", "1121", "1211", "2111"]);
    // a box on 1234 and 2134 together: the same 24 lines once; with 1134 and 2234, 24 + 12 + 12
    const both = [["1", "2"], ["2", "1"], ["3"], ["4"]];
    expect(linesOf(play("4D_BIG_BOX"), both)).toHaveLength(48);
    expect(linesOf(play("4D_BIG_IBOX"), both)).toEqual(["1234", "1134", "2234"]);
    expect(linesOf(play("4D_SMALL_IBOX"), [["9"], ["0"], ["0"], ["1"]])).toEqual(["0019"]);
  });

  it("refuses an empty row, an unknown option, a repeat and a missing row", () => {
    expect(refusalOf(() => linesOf(play("4D_BIG"), [[], ["2"], ["3"], ["4"]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("4D_BIG_BOX"), [["10"], ["2"], ["3"], ["4"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("4D_BIG_IBOX"), [["1", "1"], ["2"], ["3"], ["4"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("4D_SMALL"), [["1234"]]))).toBe("ROWS");
  });
});

describe("4D draws and results", () => {
  function* bytes(step: number) {
    for (let i = 0; ; i++) yield (i * step + 7) & 255;
  }

  it("draws 23 numbers that parseResult accepts", () => {
    for (const step of [1, 37, 151]) {
      const result = FOUR_D.draw(bytes(step));
      expect(FOUR_D.parseResult(result)).toEqual(result);
      const all = [result.first, result.second, result.third, ...result.starter, ...result.consolation];
      expect(all).toHaveLength(23);
      expect(all.every((n) => /^[0-9]{4}$/.test(n))).toBe(true);
    }
  });

  it("draws each number on its own: zero bytes give 0000 for every prize", () => {
    const zeros = { next: () => ({ done: false, value: 0 }) } as Iterator<number>;
    const result = FOUR_D.draw(zeros);
    expect([result.first, result.second, result.third, ...result.starter, ...result.consolation]).toEqual(
      Array.from({ length: 23 }, () => "0000"),
    );
  });

  it("accepts an official result that repeats a number, and pays each prize the number won", () => {
    const repeated = {
      ...RESULT,
      second: RESULT.first,
      starter: [RESULT.first, RESULT.first, ...RESULT.starter.slice(2)],
    };
    expect(FOUR_D.parseResult(repeated)).toEqual(repeated);
    const big = FOUR_D.plays.find((p) => p.code === "4D_BIG")!;
    const wins = big.wins(repeated).filter((w) => w.key === RESULT.first);
    // First (2,500) + second (1,000) + two starters (2 × 180) on a stake of 1.00.
    expect(payoutOf(big, wins, RESULT.first, 100)).toBe(386_000);
    expect(wins.find((w) => w.tier === 3)).toMatchObject({ hits: 2 });
  });

  it("refuses a malformed result", () => {
    expect(FOUR_D.parseResult(RESULT)).toEqual(RESULT);
    const bad: unknown[] = [
      null,
      "1234",
      { ...RESULT, starter: RESULT.starter.slice(0, 9) }, // nine starters
      { ...RESULT, consolation: [...RESULT.consolation, "9998"] }, // eleven consolations
      { ...RESULT, first: "10000" }, // out of range
      { ...RESULT, first: "123" }, // three digits
      { ...RESULT, first: 1234 }, // a number, not its four digits
      { ...RESULT, second: undefined },
    ];
    for (const value of bad) expect(() => FOUR_D.parseResult(value), JSON.stringify(value)).toThrow(RangeError);
  });
});
