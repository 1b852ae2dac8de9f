import { fairInts } from "../../fair-random";
import { combinations, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * K3 (快三): three dice, 1-6 each, in the order thrown (no play depends on the order). 6^3 = 216
 * results, all equally likely in a fast draw.
 *
 * Keys: a sum is its value ("3".."18"); dice are single digits, so a combination of faces is its
 * faces sorted and written together ("111" a triple, "22" a pair, "123" three different).
 */
export type K3Result = readonly [number, number, number];

const FACES = numberOptions(6, 1, 1);
const BSOE = ["BIG", "SMALL", "ODD", "EVEN"] as const;
const byValue = (a: string, b: string) => Number(a) - Number(b);

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

const isTriple = ([a, b, c]: K3Result) => a === b && b === c;
const sumOf = ([a, b, c]: K3Result) => a + b + c;
/** The distinct faces of a result, ascending. */
const facesOf = (result: K3Result) => [...new Set(result)].sort((a, b) => a - b);

/** The picks of a one-row play, as they are (options are keys). */
const optionLines = (picks: readonly (readonly string[])[]) => [...(picks[0] ?? [])];

/** One line per `size` of the picked faces, sorted and written together. */
const faceSetLines = (size: number) => (picks: readonly (readonly string[])[]) =>
  combinations([...(picks[0] ?? [])].sort(byValue), size).map((set) => set.join(""));

/**
 * How many of the 216 results make each sum 3-18: 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15,
 * 10, 6, 3, 1 (symmetric about 10.5).
 */
const SUM_WAYS: Record<number, number> = {
  3: 1,
  4: 3,
  5: 6,
  6: 10,
  7: 15,
  8: 21,
  9: 25,
  10: 27,
  11: 27,
  12: 25,
  13: 21,
  14: 15,
  15: 10,
  16: 6,
  17: 3,
  18: 1,
};

/**
 * Default odds per sum: 97.5 % of the fair 216 / ways, cut to the cent (as SSC's forms): 3/18
 * 210.6, 4/17 70.2, 5/16 35.1, 6/15 21.06, 7/14 14.04, 8/13 10.02, 9/12 8.42, 10/11 7.8.
 */
const SUM_ODDS: Record<number, number> = {
  3: odds(210.6),
  4: odds(70.2),
  5: odds(35.1),
  6: odds(21.06),
  7: odds(14.04),
  8: odds(10.02),
  9: odds(8.42),
  10: odds(7.8),
  11: odds(7.8),
  12: odds(8.42),
  13: odds(10.02),
  14: odds(14.04),
  15: odds(21.06),
  16: odds(35.1),
  17: odds(70.2),
  18: odds(210.6),
};

/** 和值: the exact sum of the three dice, 3-18; fair 216 / SUM_WAYS[sum], odds per sum (SUM_ODDS). */
const sum: Play<K3Result> = {
  code: "K3_SUM",
  tiers: ["WIN"],
  rows: [{ name: "sum", options: Object.keys(SUM_WAYS) }],
  lines: optionLines,
  costUnits: 1,
  defaultOdds: (key) => [SUM_ODDS[Number(key)] ?? 0],
  priceClass: (key) => `${Math.min(Number(key), 21 - Number(key))}/${Math.max(Number(key), 21 - Number(key))}`,
  wins: (result) => [win(String(sumOf(result)))],
  expectedHits: (key) => [(SUM_WAYS[Number(key)] ?? 0) / 216],
};

/**
 * 大小单双 of the sum: big 11-17, small 4-10, and a triple loses both (the common rule, the
 * house's edge: each wins on 105 of 216, fair 2.057); odd / even of the sum are not affected by
 * a triple (each wins on 108 of 216, fair 2). Default 1.98 for all four.
 */
const sumTraits: Play<K3Result> = {
  code: "K3_SUM_BSOE",
  tiers: ["WIN"],
  rows: [{ name: "sum", options: BSOE }],
  lines: optionLines,
  costUnits: 1,
  defaultOdds: () => [odds(1.98)],
  wins: (result) => {
    const total = sumOf(result);
    const parity = win(total % 2 === 1 ? "ODD" : "EVEN");
    return isTriple(result) ? [parity] : [win(total >= 11 ? "BIG" : "SMALL"), parity];
  },
  // Big and small win less often than odd and even: an operator may price them apart.
  priceClass: (key) => (key === "BIG" || key === "SMALL" ? "BIG/SMALL" : "ODD/EVEN"),
  expectedHits: (key) => [(key === "BIG" || key === "SMALL" ? 105 : 108) / 216],
};

/** 三同号单选: a specific triple, "111".."666"; fair 216, default 210.6. */
const triple: Play<K3Result> = {
  code: "K3_TRIPLE",
  tiers: ["WIN"],
  rows: [{ name: "triple", options: FACES.map((face) => face.repeat(3)) }],
  lines: optionLines,
  costUnits: 1,
  defaultOdds: () => [odds(210.6)],
  wins: (result) => (isTriple(result) ? [win(String(result[0]).repeat(3))] : []),
  expectedHits: () => [1 / 216],
};

/** 三同号通选: any triple (one option, "ANY"); 6 of 216, fair 36, default 35.1. */
const anyTriple: Play<K3Result> = {
  code: "K3_ANY_TRIPLE",
  tiers: ["WIN"],
  rows: [{ name: "anyTriple", options: ["ANY"] }],
  lines: optionLines,
  costUnits: 1,
  defaultOdds: () => [odds(35.1)],
  wins: (result) => (isTriple(result) ? [win("ANY")] : []),
  expectedHits: () => [6 / 216],
};

/**
 * 二同号复选: a specific pair, "11".."66": at least two dice show the face (a triple of it wins
 * too): 15 results with exactly two + 1 triple = 16 of 216, fair 13.5, default 13.16.
 */
const pair: Play<K3Result> = {
  code: "K3_PAIR",
  tiers: ["WIN"],
  rows: [{ name: "pair", options: FACES.map((face) => face.repeat(2)) }],
  lines: optionLines,
  costUnits: 1,
  defaultOdds: () => [odds(13.16)],
  wins: (result) =>
    facesOf(result)
      .filter((face) => result.filter((die) => die === face).length >= 2)
      .map((face) => win(String(face).repeat(2))),
  expectedHits: () => [16 / 216],
};

/**
 * 三不同号: three different faces (pick three or more; a line per three) that are exactly the
 * dice: 3! = 6 of 216, fair 36, default 35.1.
 */
const threeDifferent: Play<K3Result> = {
  code: "K3_THREE_DIFFERENT",
  tiers: ["WIN"],
  rows: [{ name: "numbers", options: FACES, min: 3 }],
  lines: faceSetLines(3),
  costUnits: 1,
  defaultOdds: () => [odds(35.1)],
  wins: (result) => (facesOf(result).length === 3 ? [win(facesOf(result).join(""))] : []),
  expectedHits: () => [6 / 216],
};

/**
 * 二不同号: two different faces (pick two or more; a line per two) that both appear among the
 * dice: 216 - 2 × 5^3 + 4^3 = 30 of 216 (inclusion-exclusion), fair 7.2, default 7.02. A result
 * with three different faces wins three lines.
 */
const twoDifferent: Play<K3Result> = {
  code: "K3_TWO_DIFFERENT",
  tiers: ["WIN"],
  rows: [{ name: "numbers", options: FACES, min: 2 }],
  lines: faceSetLines(2),
  costUnits: 1,
  defaultOdds: () => [odds(7.02)],
  wins: (result) => combinations(facesOf(result), 2).map((set) => win(set.join(""))),
  expectedHits: () => [30 / 216],
};

/**
 * 三连号通选: the dice are three in a row in any order (123, 234, 345 or 456; 6 and 1 are not
 * adjacent): 4 × 3! = 24 of 216, fair 9, default 8.77.
 */
const straight: Play<K3Result> = {
  code: "K3_STRAIGHT",
  tiers: ["WIN"],
  rows: [{ name: "straight", options: ["ANY"] }],
  lines: optionLines,
  costUnits: 1,
  defaultOdds: () => [odds(8.77)],
  wins: (result) => {
    const faces = facesOf(result);
    return faces.length === 3 && (faces[2] ?? 0) - (faces[0] ?? 0) === 2 ? [win("ANY")] : [];
  },
  expectedHits: () => [24 / 216],
};

export const K3_PLAYS: readonly Play<K3Result>[] = [
  sum,
  sumTraits,
  triple,
  anyTriple,
  pair,
  threeDifferent,
  twoDifferent,
  straight,
];

/** Three dice from fair bytes, each uniform on 1-6. */
export const drawK3 = (bytes: Iterator<number>): K3Result =>
  fairInts(bytes, [6, 6, 6]).map((n) => n + 1) as unknown as K3Result;

/** A result read back: three dice 1-6. */
export function parseK3Result(value: unknown): K3Result {
  if (!Array.isArray(value) || value.length !== 3 || !value.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
    throw new RangeError("a K3 result is three dice 1-6");
  return value as unknown as K3Result;
}

export const K3: LotteryFamily<K3Result> = {
  code: "K3",
  draw: drawK3,
  parseResult: parseK3Result,
  plays: K3_PLAYS,
};
