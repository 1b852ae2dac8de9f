import { describe, expect, it } from "vitest";
import { refusalOf } from "./test-support";
import {
  costOf,
  hitsOf,
  linesOf,
  numberOptions,
  payoutOf,
  playOf,
  returnToPlayer,
  type LotteryFamily,
  type Play,
} from "../engine";
import { VN_NORTH, VN_NORTH_STRUCTURE, VN_SOUTH, VN_SOUTH_STRUCTURE, vnFamily, xienChance, type VnResult } from "./vn";

type Family = LotteryFamily<VnResult>;

const play = (family: Family, code: string) => playOf(family, code) as Play<VnResult>;
const pays = (family: Family, code: string, result: VnResult, key: string, stake = 100) => {
  const p = play(family, code);
  return payoutOf(p, p.wins(result), key, stake);
};

/**
 * A northern result (special first). Lô endings: 65 three times (special, sixth 765, seventh 65),
 * 21 three times (sixth 321, seventh 21 twice), 07 twice (third 70007, seventh 07), 01-19 once
 * each, 32 once. Lô 3 số: 765 twice (special, sixth), the seventh prize's 2-digit numbers never.
 */
const NORTH: VnResult = {
  prizes: [
    ["98765"],
    ["10001"],
    ["20002", "30003"],
    ["40004", "50005", "60006", "70007", "80008", "90009"],
    ["1110", "1211", "1312", "1413"],
    ["1514", "1615", "1716", "1817", "1918", "2019"],
    ["765", "321", "432"],
    ["65", "21", "21", "07"],
  ],
};

/**
 * A southern result: a 6-digit special prize 123456 (đề 56, 3 càng 456), eighth prize 78 (đề đầu).
 * Lô endings: 56 three times (special, fifth 3356, seventh 456), 78 twice (fourth 22278, eighth).
 * Lô 3 số: 456 twice (special, seventh), 278 once; the eighth prize's 78 never.
 */
const SOUTH: VnResult = {
  prizes: [
    ["123456"],
    ["00001"],
    ["00002"],
    ["11103", "11104"],
    ["22205", "22206", "22207", "22208", "22209", "22210", "22278"],
    ["3356"],
    ["4411", "4412", "4413"],
    ["456"],
    ["78"],
  ],
};

describe("Vietnam plays: known results, stake 1.00", () => {
  it.each([
    // family, play, result, key, payout of a stake of 1.00 (minor units)
    ["north", "VN_LO2", "01", 9_800], // once: 98
    ["north", "VN_LO2", "07", 19_600], // drawn twice: pays twice
    ["north", "VN_LO2", "65", 29_400], // drawn three times: pays three times
    ["north", "VN_LO2", "21", 29_400], // two of the three in the seventh prize
    ["north", "VN_LO2", "00", 0],
    ["north", "VN_LO3", "765", 196_000], // special and sixth prize
    ["north", "VN_LO3", "007", 98_000], // third prize 70007
    ["north", "VN_LO3", "021", 0], // the seventh prize's 21s have no third digit
    ["north", "VN_LO3", "065", 0],
    ["north", "VN_DE", "65", 9_800],
    ["north", "VN_DE", "56", 0],
    ["north", "VN_DE_DAU", "98", 9_800], // north: the special prize's first two digits
    ["north", "VN_DE_DAU", "07", 0], // the last (seventh) prize is not đề đầu in the north
    ["north", "VN_BA_CANG", "765", 98_000],
    ["north", "VN_BA_CANG", "876", 0],
    ["north", "VN_XIEN2", "07,65", 1_700], // both drawn more than once: still one hit
    ["north", "VN_XIEN2", "21,65", 1_700],
    ["north", "VN_XIEN2", "00,65", 0],
    ["north", "VN_XIEN3", "01,07,65", 6_500],
    ["north", "VN_XIEN3", "01,07,20", 0],
    ["north", "VN_XIEN4", "01,02,07,65", 25_000],
    ["north", "VN_XIEN4", "01,02,07,98", 0], // 98 heads the special prize, it is no lô ending
    ["north", "VN_DAU", "6", 950],
    ["north", "VN_DAU", "5", 0],
    ["north", "VN_DUOI", "5", 950],
    ["north", "VN_DUOI", "6", 0],
    ["south", "VN_LO2", "56", 29_400], // three times
    ["south", "VN_LO2", "78", 19_600], // twice, once as the eighth prize
    ["south", "VN_LO3", "456", 196_000], // the 6-digit special and the seventh prize
    ["south", "VN_LO3", "278", 98_000],
    ["south", "VN_LO3", "078", 0], // the eighth prize's 78 has no third digit
    ["south", "VN_DE", "56", 9_800], // the 6-digit special's last two digits
    ["south", "VN_DE", "12", 0],
    ["south", "VN_DE_DAU", "78", 9_800], // south: the eighth prize
    ["south", "VN_DE_DAU", "12", 0], // not the special prize's head as in the north
    ["south", "VN_BA_CANG", "456", 98_000],
    ["south", "VN_BA_CANG", "345", 0],
    ["south", "VN_BA_CANG", "3456", 0],
    ["south", "VN_XIEN2", "56,78", 3_550],
    ["south", "VN_XIEN3", "01,56,78", 20_400],
    ["south", "VN_XIEN4", "01,02,56,78", 120_000],
    ["south", "VN_XIEN4", "01,02,45,78", 0],
    ["south", "VN_DAU", "5", 950],
    ["south", "VN_DUOI", "6", 950],
  ] as const)("%s %s: %s pays %i", (region, code, key, expected) => {
    const [family, result] = region === "north" ? [VN_NORTH, NORTH] : [VN_SOUTH, SOUTH];
    expect(pays(family, code, result, key)).toBe(expected);
  });

  it("reads đề đầu differently in each region from the same special prize", () => {
    const head = (family: Family, result: VnResult) => play(family, "VN_DE_DAU").wins(result);
    expect(head(VN_NORTH, NORTH)).toEqual([{ key: "98", tier: 0, hits: 1 }]);
    expect(head(VN_SOUTH, SOUTH)).toEqual([{ key: "78", tier: 0, hits: 1 }]);
  });

  it("counts a lô number's hits once per drawn number it ends", () => {
    const lo2 = play(VN_NORTH, "VN_LO2").wins(NORTH);
    expect(lo2.find((w) => w.key === "65")).toEqual({ key: "65", tier: 0, hits: 3 });
    expect(lo2.find((w) => w.key === "07")).toEqual({ key: "07", tier: 0, hits: 2 });
    expect(lo2.reduce((n, w) => n + w.hits, 0)).toBe(27);
    expect(
      play(VN_NORTH, "VN_LO3")
        .wins(NORTH)
        .reduce((n, w) => n + w.hits, 0),
    ).toBe(23);
    expect(
      play(VN_SOUTH, "VN_LO2")
        .wins(SOUTH)
        .reduce((n, w) => n + w.hits, 0),
    ).toBe(18);
    expect(
      play(VN_SOUTH, "VN_LO3")
        .wins(SOUTH)
        .reduce((n, w) => n + w.hits, 0),
    ).toBe(17);
  });

  it("charges lô per line it is checked against, and pays per hit", () => {
    expect(costOf(play(VN_NORTH, "VN_LO2"), 100)).toBe(2_700);
    expect(costOf(play(VN_NORTH, "VN_LO3"), 100)).toBe(2_300);
    expect(costOf(play(VN_SOUTH, "VN_LO2"), 100)).toBe(1_800);
    expect(costOf(play(VN_SOUTH, "VN_LO3"), 100)).toBe(1_700);
    for (const code of ["VN_DE", "VN_DE_DAU", "VN_BA_CANG", "VN_XIEN2", "VN_XIEN3", "VN_XIEN4", "VN_DAU", "VN_DUOI"])
      expect(costOf(play(VN_NORTH, code), 100)).toBe(100);
  });

  it("lists every combination of the distinct lô endings as xiên wins, once each", () => {
    // All 27 northern numbers ending differently: C(27, 4) = 17,550 xiên 4 keys, the most a draw has.
    const distinct: VnResult = {
      prizes: VN_NORTH_STRUCTURE.prizes.map((p, i) =>
        Array.from({ length: p.count }, (_, j) => {
          const index = VN_NORTH_STRUCTURE.prizes.slice(0, i).reduce((n, q) => n + q.count, 0) + j;
          return String(index).padStart(p.digits, "0");
        }),
      ),
    };
    const keys = play(VN_NORTH, "VN_XIEN4")
      .wins(distinct)
      .map((w) => w.key);
    expect(keys).toHaveLength(17_550);
    expect(new Set(keys).size).toBe(17_550);
    // NORTH has 22 distinct endings (01-19, 21, 32, 65): C(22, 2) = 231 xiên 2 keys, hits 1.
    const xien2 = play(VN_NORTH, "VN_XIEN2").wins(NORTH);
    expect(xien2).toHaveLength(231);
    expect(xien2.every((w) => w.hits === 1 && w.tier === 0)).toBe(true);
  });

  it("gives the same play codes to both regions", () => {
    const codes = (family: Family) => family.plays.map((p) => p.code);
    expect(codes(VN_NORTH)).toEqual(codes(VN_SOUTH));
    expect(new Set(codes(VN_NORTH)).size).toBe(VN_NORTH.plays.length);
  });
});

/** C(n, k) as a BigInt. */
function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/**
 * The chance that k given distinct 2-digit numbers all appear among n independent uniform 2-digit
 * endings, exactly: the number of the 100^n sequences of endings where they do (the family's
 * floating `xienChance` is checked against it). Inclusion-exclusion over the set J of picked numbers that
 * are missing: P(all of J missing) = ((100 - |J|) / 100)^n, so
 * P(none missing) = sum_{j=0..k} (-1)^j C(k, j) (100 - j)^n / 100^n.
 */
function xienWays(k: number, n: number): bigint {
  let sum = 0n;
  for (let j = 0; j <= k; j++) sum += (j % 2 === 0 ? 1n : -1n) * choose(k, j) * BigInt(100 - j) ** BigInt(n);
  return sum;
}

/**
 * The same chance by another road, a chain over the draws: with s of the k numbers seen so far,
 * the next ending is a new one of them in k - s of its 100 values. ways[s] counts the sequences
 * of endings so far that have seen exactly s of them.
 */
function xienWaysByChain(k: number, n: number): bigint {
  let ways: bigint[] = Array.from({ length: k + 1 }, (_, s) => (s === 0 ? 1n : 0n));
  for (let draw = 0; draw < n; draw++)
    ways = ways.map((w, s) => w * BigInt(100 - (k - s)) + (s > 0 ? (ways[s - 1] ?? 0n) * BigInt(k - s + 1) : 0n));
  return ways[k] ?? 0n;
}

/** num / den truncated to `places` decimals, exactly. */
function decimal(num: bigint, den: bigint, places = 12): string {
  const scaled = (num * 10n ** BigInt(places)) / den;
  const digits = scaled.toString().padStart(places + 1, "0");
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A tiny structure whose every result can be listed: special 1x3 and one 2-digit prize. */
const tiny = (deDau: "SPECIAL_HEAD" | "LAST_PRIZE") =>
  vnFamily({
    code: "VN_TINY",
    prizes: [
      { name: "special", count: 1, digits: 3 },
      { name: "last", count: 1, digits: 2 },
    ],
    deDau,
    xienOdds: [1, 1, 1],
  });

/** Total hits of a key over every result of a list. */
function hitsOver(family: Family, code: string, key: string, results: Iterable<VnResult>): number {
  const p = play(family, code);
  let n = 0;
  for (const result of results) for (const w of p.wins(result)) if (w.key === key) n += w.hits;
  return n;
}

describe("Vietnam: exact chances", () => {
  // All 100,000 results of the tiny structure (special abc, last prize de): 2 lô 2 số lines, 1 lô 3 số line.
  const TINY_RESULTS: VnResult[] = Array.from({ length: 100_000 }, (_, i) => ({
    prizes: [[String(Math.floor(i / 100)).padStart(3, "0")], [String(i % 100).padStart(2, "0")]],
  }));

  it.each([
    // play, đề đầu rule, key, total hits over the 100,000 results, as the formula gives them
    ["VN_LO2", "LAST_PRIZE", "37", 2_000], // 2 lines × 100,000 / 100
    ["VN_LO2", "LAST_PRIZE", "00", 2_000],
    ["VN_LO3", "LAST_PRIZE", "137", 100], // 1 line × 100,000 / 1,000: the 2-digit prize never counts
    ["VN_DE", "LAST_PRIZE", "37", 1_000],
    ["VN_DE_DAU", "LAST_PRIZE", "37", 1_000],
    ["VN_DE_DAU", "SPECIAL_HEAD", "13", 1_000],
    ["VN_BA_CANG", "LAST_PRIZE", "137", 100],
    ["VN_XIEN2", "LAST_PRIZE", "12,37", 20], // 100,000 × (100^2 - 2·99^2 + 98^2) / 100^2 = 20
    ["VN_DAU", "LAST_PRIZE", "3", 10_000],
    ["VN_DUOI", "LAST_PRIZE", "7", 10_000],
  ] as const)("tiny %s (%s) %s: %i hits", (code, deDau, key, hits) => {
    const family = tiny(deDau);
    expect(hitsOver(family, code, key, TINY_RESULTS)).toBe(hits);
    // The play states the same mean hits per draw.
    expect(play(family, code).expectedHits?.(key)[0]).toBeCloseTo(hits / TINY_RESULTS.length, 15);
    if (code === "VN_XIEN2") expect(xienWays(2, 2) * 10n).toBe(BigInt(hits));
  });

  // A million draws graded: seconds on a loaded two-core machine, more than the default 5 s allows.
  it("matches the xiên 3 formula on every set of three 2-digit endings", { timeout: 60_000 }, () => {
    // Three lô endings (the tiny special's hundreds digit fixed at 0: it is no part of a 2-digit
    // ending, as the lô 2 số count above shows), all 100^3 of them.
    const xien3 = play(
      vnFamily({
        code: "VN_TINY3",
        prizes: [
          { name: "special", count: 1, digits: 3 },
          { name: "last", count: 2, digits: 2 },
        ],
        deDau: "SPECIAL_HEAD",
        xienOdds: [1, 1, 1],
      }),
      "VN_XIEN3",
    );
    const two = numberOptions(100, 2);
    let wins = 0;
    for (const a of two)
      for (const b of two)
        for (const c of two)
          for (const w of xien3.wins({ prizes: [[`0${a}`], [b, c]] })) if (w.key === "12,37,70") wins += w.hits;
    expect(wins).toBe(6); // the 3! orders of 12, 37, 70
    expect(xienWays(3, 3)).toBe(6n); // 100^3 - 3·99^3 + 3·98^3 - 97^3
    // 100^3 - 2·99^3 + 98^3 = 594, counted by hand: all three endings 12 or 37 with both present
    // (2^3 - 2 = 6), or one other ending (98 values × 3 places) and 12, 37 in 2 orders (588).
    expect(xienWays(2, 3)).toBe(594n);
  });

  it("finds the same xiên chances by inclusion-exclusion and by the chain, and states them", () => {
    for (const n of [1, 2, 3, 4, 5, 18, 27])
      for (const k of [2, 3, 4]) {
        const ways = xienWays(k, n);
        expect(ways, `k ${k} n ${n}`).toBe(xienWaysByChain(k, n));
        // The family's floating chance, to 13 significant digits (0 where fewer endings than numbers).
        const exact = Number((ways * 10n ** 30n) / 100n ** BigInt(n)) / 1e30;
        const error = exact === 0 ? Math.abs(xienChance(k, n)) : Math.abs(xienChance(k, n) - exact) / exact;
        expect(error, `k ${k} n ${n}`).toBeLessThan(1e-13);
      }
  });

  it("checks one xiên key as its wins do", () => {
    for (const [family, result] of [
      [VN_NORTH, NORTH],
      [VN_SOUTH, SOUTH],
      [VN_NORTH, VN_NORTH.draw(lcgBytes(7))],
      [VN_SOUTH, VN_SOUTH.draw(lcgBytes(8))],
    ] as const)
      for (const code of ["VN_XIEN2", "VN_XIEN3", "VN_XIEN4"]) {
        const p = play(family, code);
        const endings = [...new Set(result.prizes.flat().map((number) => number.slice(-2)))].sort();
        const keys = [
          endings.slice(0, p.rows[0]?.min).join(","), // wins
          endings.slice(-(p.rows[0]?.min ?? 0)).join(","), // wins
          ["00", "50", "99", ...endings].slice(0, p.rows[0]?.min).join(","), // loses unless all drawn
        ];
        const wins = p.wins(result);
        for (const key of keys) {
          const read = wins.filter((w) => w.key === key).reduce((n, w) => n + w.hits, 0);
          expect(hitsOf(p, result, key), `${code} ${key}`).toEqual([read]);
        }
        expect(hitsOf(p, result, keys[0] ?? "")).toEqual([1]);
        // A key no pick can make (unsorted) wins nothing, as it is not among the wins either.
        const unsorted = [...(keys[0] ?? "").split(",")].reverse().join(",");
        expect(hitsOf(p, result, unsorted)).toEqual([0]);
      }
  });

  it("rounds a lô line's payout once over all its hits, not per hit", () => {
    // 07 ends three northern numbers; at odds 98.5 a stake of 0.01 pays 3 × 0.985 = 2.955,
    // rounded down once to 2.95 (per hit it would be 3 × 0.98 = 2.94).
    const lo2 = play(VN_NORTH, "VN_LO2");
    const hits = [{ key: "07", tier: 0, hits: 3 }];
    expect(payoutOf(lo2, hits, "07", 1, [985_000])).toBe(295);
  });

  /**
   * Each play's return per staked unit at default odds, exactly: expected hits of a line over its
   * cost. Every number's digits are independent and uniform, so the last two (three) digits of a
   * number are uniform on 100 (1,000) values: a lô line hits with 1/100 (1/1,000), and by
   * linearity a point's expected hits are lines/100 over a cost of `lines` stakes. Đề, đề đầu
   * (two uniform digits either way): 1/100; 3 càng 1/1,000; đầu, đuôi 1/10; xiên as above with
   * n = 27 or 18 endings.
   */
  const chance = (family: Family, code: string): [bigint, bigint] => {
    const lines = BigInt(play(family, code).costUnits);
    const n = family === VN_NORTH ? 27 : 18;
    switch (code) {
      case "VN_LO2":
        return [lines, 100n];
      case "VN_LO3":
        return [lines, 1_000n];
      case "VN_BA_CANG":
        return [1n, 1_000n];
      case "VN_DAU":
      case "VN_DUOI":
        return [1n, 10n];
      case "VN_XIEN2":
      case "VN_XIEN3":
      case "VN_XIEN4":
        return [xienWays(Number(code.slice(-1)), n), 100n ** BigInt(n)];
      case "VN_DE":
      case "VN_DE_DAU":
        return [1n, 100n];
      default:
        throw new Error(`no chance for ${code}`);
    }
  };
  const rtp = (family: Family, code: string): [bigint, bigint] => {
    const p = play(family, code);
    const key = linesOf(p, [p.rows[0]?.options.slice(0, p.rows[0].min ?? 1) ?? []])[0] ?? "";
    const [num, den] = chance(family, code);
    return [num * BigInt(p.defaultOdds(key)[0] ?? 0), den * 10_000n * BigInt(p.costUnits)];
  };

  /** Every key of a one-number play; a few for xiên (C(100, 4) keys: all alike by symmetry). */
  const sellable = (p: Play<VnResult>) => {
    const row = p.rows[0];
    if (!row) return [];
    if ((row.min ?? 1) === 1) return linesOf(p, [row.options]);
    return [
      row.options.slice(0, row.min),
      row.options.slice(-(row.min ?? 0)),
      ["07", "21", "65", "98"].slice(0, row.min),
    ].map((pick) => linesOf(p, [pick])[0] ?? "");
  };

  const RETURNS = [
    // family, play, exact return to player at default odds (12 decimals, truncated)
    ["north", "VN_LO2", "0.980000000000"],
    ["north", "VN_LO3", "0.980000000000"],
    ["north", "VN_DE", "0.980000000000"],
    ["north", "VN_DE_DAU", "0.980000000000"],
    ["north", "VN_BA_CANG", "0.980000000000"],
    ["north", "VN_XIEN2", "0.932995662352"], // odds 17 (the notes' typical)
    ["north", "VN_XIEN3", "0.799365854547"], // odds 65 (the notes' typical; under 80 %)
    ["north", "VN_XIEN4", "0.667478762623"], // odds 250 (the notes' typical; under 80 %)
    ["north", "VN_DAU", "0.950000000000"],
    ["north", "VN_DUOI", "0.950000000000"],
    ["south", "VN_LO2", "0.980000000000"],
    ["south", "VN_LO3", "0.980000000000"],
    ["south", "VN_DE", "0.980000000000"],
    ["south", "VN_DE_DAU", "0.980000000000"],
    ["south", "VN_BA_CANG", "0.980000000000"],
    ["south", "VN_XIEN2", "0.926827182468"], // odds 35.5: the north's xiên 2 return needs 35.74, rounded down
    ["south", "VN_XIEN3", "0.798342918270"], // odds 204 (the north's return needs 204.26)
    ["south", "VN_XIEN4", "0.666269450765"], // odds 1200 (the north's return needs 1202.18)
    ["south", "VN_DAU", "0.950000000000"],
    ["south", "VN_DUOI", "0.950000000000"],
  ] as const;

  it.each(RETURNS)("%s %s returns %s", (region, code, expected) => {
    const family = region === "north" ? VN_NORTH : VN_SOUTH;
    const [num, den] = rtp(family, code);
    expect(decimal(num, den)).toBe(expected);
    // The return the play states (its expectedHits) is the exact one.
    const p = play(family, code);
    for (const key of sellable(p)) expect(returnToPlayer(p, key), key).toBeCloseTo(Number(expected), 11);
    expect(num < den, "under 100 %").toBe(true);
    // Above 80 %, except xiên 3 and 4, whose typical market odds (north 65, 250) return less.
    const floor = code === "VN_XIEN3" ? 79n : code === "VN_XIEN4" ? 66n : 80n;
    expect(num * 100n > den * floor, `above ${floor} %`).toBe(true);
  });

  it("lists the return of every play of both families", () => {
    const listed = (region: string) => RETURNS.filter(([r]) => r === region).map(([, code]) => code);
    expect(listed("north")).toEqual(VN_NORTH.plays.map((p) => p.code));
    expect(listed("south")).toEqual(VN_SOUTH.plays.map((p) => p.code));
  });
});

describe("Vietnam picks", () => {
  it("makes one line per number, and one per combination for xiên", () => {
    expect(linesOf(play(VN_NORTH, "VN_LO2"), [["07", "65"]])).toEqual(["07", "65"]);
    expect(linesOf(play(VN_SOUTH, "VN_LO3"), [["007", "456"]])).toEqual(["007", "456"]);
    expect(linesOf(play(VN_NORTH, "VN_DE"), [["00", "99"]])).toEqual(["00", "99"]);
    expect(linesOf(play(VN_NORTH, "VN_DAU"), [["0", "9"]])).toEqual(["0", "9"]);
    // Picked in any order, the keys are the sorted numbers.
    expect(linesOf(play(VN_NORTH, "VN_XIEN2"), [["65", "07", "12"]])).toEqual(["07,12", "07,65", "12,65"]);
    expect(linesOf(play(VN_NORTH, "VN_XIEN3"), [["65", "07", "12"]])).toEqual(["07,12,65"]);
    const ten = ["90", "81", "72", "63", "54", "45", "36", "27", "18", "09"];
    const xien4 = linesOf(play(VN_SOUTH, "VN_XIEN4"), [ten]);
    expect(xien4).toHaveLength(210); // C(10, 4)
    expect(new Set(xien4).size).toBe(210);
    expect(xien4[0]).toBe("09,18,27,36");
  });

  it("refuses too few or too many, unknown options, repeats and missing rows", () => {
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_LO2"), [[]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_XIEN3"), [["01", "02"]]))).toBe("COUNT");
    const eleven = ["00", "01", "02", "03", "04", "05", "06", "07", "08", "09", "10"];
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_XIEN2"), [eleven]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_LO2"), [["7"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_LO3"), [["1234"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_DAU"), [["10"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_XIEN2"), [["07", "07"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_DE"), [["07"], ["08"]]))).toBe("ROWS");
    expect(refusalOf(() => linesOf(play(VN_NORTH, "VN_BA_CANG"), []))).toBe("ROWS");
  });
});

/** Bytes making the uint32s 0, 1, 2, ... 9, 0, 1, ...: fairInts reads digit i as i mod 10. */
function* countingBytes(): Generator<number> {
  for (let i = 0; ; i++) yield* [0, 0, 0, i % 10];
}

/** A deterministic stream of varied bytes (a linear congruential generator). */
function* lcgBytes(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    yield x >>> 24;
  }
}

describe("Vietnam draws and results", () => {
  it("draws digit by digit, prize by prize, special first", () => {
    const north = VN_NORTH.draw(countingBytes());
    expect(north.prizes[0]).toEqual(["01234"]);
    expect(north.prizes[2]).toEqual(["01234", "56789"]);
    expect(north.prizes[7]).toEqual(["90", "12", "34", "56"]); // digits 99-106
    expect(VN_NORTH.parseResult(north)).toEqual(north);
    const south = VN_SOUTH.draw(countingBytes());
    expect(south.prizes[0]).toEqual(["012345"]);
    expect(south.prizes[8]).toEqual(["01"]); // digits 80-81
    expect(VN_SOUTH.parseResult(south)).toEqual(south);
  });

  it("gives results every play reads, from any byte stream", () => {
    for (const [family, seed] of [
      [VN_NORTH, 1],
      [VN_NORTH, 2],
      [VN_SOUTH, 3],
      [VN_SOUTH, 4],
    ] as const) {
      const result = family.draw(lcgBytes(seed));
      expect(family.parseResult(result)).toEqual(result);
      expect(
        play(family, "VN_LO2")
          .wins(result)
          .reduce((n, w) => n + w.hits, 0),
      ).toBe(play(family, "VN_LO2").costUnits);
      for (const p of family.plays) expect(p.wins(result).length).toBeGreaterThan(0);
    }
  });

  it("accepts a hand-typed result with repeats and leading zeros, and copies it", () => {
    expect(VN_NORTH.parseResult(NORTH)).toEqual(NORTH);
    expect(VN_SOUTH.parseResult(SOUTH)).toEqual(SOUTH);
    expect(VN_SOUTH.parseResult(SOUTH).prizes[0]).not.toBe(SOUTH.prizes[0]);
  });

  const withPrize = (result: VnResult, index: number, numbers: unknown) => ({
    prizes: result.prizes.map((p, i) => (i === index ? numbers : p)),
  });

  it.each([
    ["north", "nothing", undefined],
    ["north", "null", null],
    ["north", "an array of prizes", NORTH.prizes],
    ["north", "an extra field", { ...NORTH, date: "2025-01-01" }],
    ["north", "a prize missing", { prizes: NORTH.prizes.slice(0, 7) }],
    ["north", "a ninth prize", { prizes: [...NORTH.prizes, ["12"]] }],
    ["north", "a third prize of 5 numbers", withPrize(NORTH, 3, NORTH.prizes[3]?.slice(1))],
    ["north", "a seventh prize of 5 numbers", withPrize(NORTH, 7, ["65", "21", "21", "07", "11"])],
    ["north", "a 6-digit special prize", withPrize(NORTH, 0, ["098765"])],
    ["north", "a 4-digit special prize", withPrize(NORTH, 0, ["8765"])],
    ["north", "a number as a number", withPrize(NORTH, 0, [98_765])],
    ["north", "a letter", withPrize(NORTH, 6, ["765", "32a", "432"])],
    ["north", "a sign", withPrize(NORTH, 7, ["65", "21", "-1", "07"])],
    ["north", "spaces", withPrize(NORTH, 7, ["65", "21", " 1", "07"])],
    ["north", "a prize not an array", withPrize(NORTH, 1, "10001")],
    ["north", "a southern result", SOUTH],
    ["south", "a northern result", NORTH],
    ["south", "a 5-digit special prize", withPrize(SOUTH, 0, ["23456"])],
    ["south", "a 3-digit eighth prize", withPrize(SOUTH, 8, ["078"])],
    ["south", "two eighth prizes", withPrize(SOUTH, 8, ["78", "79"])],
    ["south", "a fourth prize of 6", withPrize(SOUTH, 4, SOUTH.prizes[4]?.slice(1))],
  ] as const)("%s refuses %s", (region, _what, value) => {
    const family = region === "north" ? VN_NORTH : VN_SOUTH;
    expect(() => family.parseResult(value)).toThrow(RangeError);
  });

  it("refuses a structure its plays can't read", () => {
    const base = VN_SOUTH_STRUCTURE;
    expect(() =>
      vnFamily({ ...base, prizes: [{ name: "special", count: 1, digits: 2 }, ...base.prizes.slice(1)] }),
    ).toThrow(RangeError);
    expect(() => vnFamily({ ...base, prizes: base.prizes.slice(0, -1) })).toThrow(RangeError); // đề đầu on a 3-digit prize
    expect(() => vnFamily({ ...VN_NORTH_STRUCTURE, deDau: "LAST_PRIZE" })).toThrow(RangeError); // 4 seventh prizes
  });
});
