import { fairInts } from "../../fair-random";
import { cartesian, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * PK10 (北京赛车, racing): the cars 1-10 in finishing order, a permutation: result[0] is the
 * champion's car, result[9] the tenth's. All 10! orders are equally likely in a fast draw, so the
 * cars at any k distinct positions are a uniform ordered k of distinct cars (the top two: each of
 * the 90 ordered pairs with chance 1/90).
 *
 * Keys: cars and sums zero-padded to two digits ("07", "03"); a per-position line is
 * "<position index 0-9>:<option>" ("0:07", "9:BIG"); a direct pick is its cars in finishing order
 * joined by "," ("07,03").
 */
export type Pk10Result = readonly number[];

export const PK10_POSITIONS = [
  "rank1",
  "rank2",
  "rank3",
  "rank4",
  "rank5",
  "rank6",
  "rank7",
  "rank8",
  "rank9",
  "rank10",
] as const;
const CARS = numberOptions(10, 2, 1);
const pad = (n: number) => String(n).padStart(2, "0");
const BSOE = ["BIG", "SMALL", "ODD", "EVEN"] as const;

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

/** Big 6-10 / small 1-5, odd / even: the two of the four a car is. */
const carTraits = (car: number) => [car >= 6 ? "BIG" : "SMALL", car % 2 === 1 ? "ODD" : "EVEN"];

/** One line per picked option of each row, keyed by the row's position. */
const positionLines = (picks: readonly (readonly string[])[]) =>
  picks.flatMap((row, position) => row.map((option) => `${position}:${option}`));

const positionRows = (names: readonly string[], options: readonly string[]) =>
  names.map((name) => ({ name, options, min: 0, max: options.length }));

/** 定位胆: the car at a position (fair 10, default 9.8). */
const position: Play<Pk10Result> = {
  code: "PK10_POSITION",
  tiers: ["WIN"],
  rows: positionRows(PK10_POSITIONS, CARS),
  lines: positionLines,
  costUnits: 1,
  defaultOdds: () => [odds(9.8)],
  wins: (result) => result.map((car, i) => win(`${i}:${pad(car)}`)),
  expectedHits: () => [1 / 10],
};

/** 两面: big (6-10) / small (1-5), odd / even of the car at a position (fair 2, default 1.98). */
const positionTraits: Play<Pk10Result> = {
  code: "PK10_POSITION_BSOE",
  tiers: ["WIN"],
  rows: positionRows(PK10_POSITIONS, BSOE),
  lines: positionLines,
  costUnits: 1,
  defaultOdds: () => [odds(1.98)],
  wins: (result) => result.flatMap((car, i) => carTraits(car).map((trait) => win(`${i}:${trait}`))),
  expectedHits: () => [1 / 2],
};

/**
 * 龙虎: position i against position 11 - i (i = 1..5: champion against tenth... fifth against
 * sixth); dragon when the car at i is the higher number, tiger when it is lower. The cars are
 * distinct, so there is no tie: each wins with 45 of the 90 ordered pairs (fair 2, default 1.98).
 */
const dragonTiger: Play<Pk10Result> = {
  code: "PK10_DRAGON_TIGER",
  tiers: ["WIN"],
  rows: positionRows(PK10_POSITIONS.slice(0, 5), ["DRAGON", "TIGER"]),
  lines: positionLines,
  costUnits: 1,
  defaultOdds: () => [odds(1.98)],
  wins: (result) =>
    [0, 1, 2, 3, 4].map((i) => win(`${i}:${(result[i] ?? 0) > (result[9 - i] ?? 0) ? "DRAGON" : "TIGER"}`)),
  expectedHits: () => [45 / 90],
};

const topSum = (result: Pk10Result) => (result[0] ?? 0) + (result[1] ?? 0);

/**
 * How many of the 90 ordered (champion, runner-up) pairs make each sum 3-19: twice the pairs
 * a < b with a + b = sum: 2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2 (symmetric about 11).
 */
const SUM_WAYS: Record<number, number> = {
  3: 2,
  4: 2,
  5: 4,
  6: 4,
  7: 6,
  8: 6,
  9: 8,
  10: 8,
  11: 10,
  12: 8,
  13: 8,
  14: 6,
  15: 6,
  16: 4,
  17: 4,
  18: 2,
  19: 2,
};

/**
 * Default odds per sum: 97.5 % of the fair 90 / ways, cut to the cent (as SSC's forms): 3/4/18/19
 * 43.87, 5/6/16/17 21.93, 7/8/14/15 14.62, 9/10/12/13 10.96, 11 8.77.
 */
const SUM_ODDS: Record<number, number> = {
  3: odds(43.87),
  4: odds(43.87),
  5: odds(21.93),
  6: odds(21.93),
  7: odds(14.62),
  8: odds(14.62),
  9: odds(10.96),
  10: odds(10.96),
  11: odds(8.77),
  12: odds(10.96),
  13: odds(10.96),
  14: odds(14.62),
  15: odds(14.62),
  16: odds(21.93),
  17: odds(21.93),
  18: odds(43.87),
  19: odds(43.87),
};

/** 冠亚和值: the exact sum of the champion's and runner-up's cars, "03".."19"; odds per sum (SUM_ODDS). */
const topSumExact: Play<Pk10Result> = {
  code: "PK10_TOP2_SUM",
  tiers: ["WIN"],
  rows: [{ name: "top2Sum", options: Object.keys(SUM_WAYS).map((sum) => pad(Number(sum))) }],
  lines: (picks) => [...(picks[0] ?? [])],
  costUnits: 1,
  defaultOdds: (key) => [SUM_ODDS[Number(key)] ?? 0],
  wins: (result) => [win(pad(topSum(result)))],
  priceClass: (key) =>
    `${pad(Math.min(Number(key), 22 - Number(key)))}/${pad(Math.max(Number(key), 22 - Number(key)))}`,
  expectedHits: (key) => [(SUM_WAYS[Number(key)] ?? 0) / 90],
};

/**
 * 冠亚和大小单双: big (12-19) / small (3-11), odd / even of the champion + runner-up sum.
 *
 * The sum 11 (10 of the 90 pairs) is the disputed case. Default (the common rule): 11 is small
 * and odd, so small and odd win on 50 of 90 and big and even on 40 of 90; fair 1.8 and 2.25. The
 * defaults are the pair of odds commonly seen for this rule, 1.78 (small, odd: returns 98.89 %)
 * and 2.2 (big, even: 97.78 %); 1.98 for all four would return 110 % on small. Variant (a
 * setting): 11 is a tie for all four, each then winning on 40 of 90 at about 1.98 (returns 99.11 %
 * refunding 11, 88 % losing it).
 *
 * So a result of 11 reports all four keys at the second tier, "ELEVEN", never at "WIN"; the
 * default odds of that tier are what the common rule pays on 11: small's and odd's win odds, 0
 * for big and even. The tie variant is then odds only: every key at [1.98, 1x] (refund on 11) or
 * [1.98, 0] (lose on 11). A "REFUND" tier at 0 (as SSC's dragon/tiger) could not do both: under
 * the default, small must win at its full odds on 11, and under the variant it must not.
 */
const topSumTraits: Play<Pk10Result> = {
  code: "PK10_TOP2_SUM_BSOE",
  tiers: ["WIN", "ELEVEN"],
  rows: [{ name: "top2Sum", options: BSOE }],
  lines: (picks) => [...(picks[0] ?? [])],
  costUnits: 1,
  defaultOdds: (key) => (key === "SMALL" || key === "ODD" ? [odds(1.78), odds(1.78)] : [odds(2.2), 0]),
  wins: (result) => {
    const total = topSum(result);
    if (total === 11) return BSOE.map((key) => win(key, 1));
    return [win(total >= 12 ? "BIG" : "SMALL"), win(total % 2 === 1 ? "ODD" : "EVEN")];
  },
  // Small and odd take 11 by default, big and even do not: two price classes.
  priceClass: (key) => (key === "SMALL" || key === "ODD" ? "SMALL/ODD" : "BIG/EVEN"),
  // 40 of the 90 pairs at WIN for each key, and the 10 making 11 at ELEVEN
  expectedHits: () => [40 / 90, 10 / 90],
};

/**
 * 前二 / 前三直选: the champion and runner-up (and third) in order, picked per position. Fair 90
 * (10 × 9) and 720 (10 × 9 × 8); defaults 98 % of fair. A combination of the rows that repeats a
 * car can never finish and makes no line.
 */
function directPlay(code: string, size: 2 | 3, multiple: number): Play<Pk10Result> {
  return {
    code,
    tiers: ["WIN"],
    rows: PK10_POSITIONS.slice(0, size).map((name) => ({ name, options: CARS })),
    lines: (picks) =>
      cartesian(picks)
        .filter((cars) => new Set(cars).size === cars.length)
        .map((cars) => cars.join(",")),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => [win(result.slice(0, size).map(pad).join(","))],
    expectedHits: () => [1 / (size === 2 ? 90 : 720)],
  };
}

export const PK10_PLAYS: readonly Play<Pk10Result>[] = [
  position,
  positionTraits,
  dragonTiger,
  topSumExact,
  topSumTraits,
  directPlay("PK10_TOP2_DIRECT", 2, 88.2),
  directPlay("PK10_TOP3_DIRECT", 3, 705.6),
];

/**
 * A finishing order from fair bytes, without replacement: the k-th car is an index uniform over
 * the 10 - k cars still left (fairInts, no modulo bias), and the last car is the one left, so
 * each of the 10! orders has chance 1 / 10!.
 */
export function drawPk10(bytes: Iterator<number>): Pk10Result {
  const left = Array.from({ length: 10 }, (_, i) => i + 1);
  const order = fairInts(bytes, [10, 9, 8, 7, 6, 5, 4, 3, 2]).map((index) => left.splice(index, 1)[0] as number);
  return [...order, ...left];
}

/** A result read back: the cars 1-10, each once, in finishing order. */
export function parsePk10Result(value: unknown): Pk10Result {
  if (
    !Array.isArray(value) ||
    value.length !== 10 ||
    !value.every((n) => Number.isInteger(n) && n >= 1 && n <= 10) ||
    new Set(value).size !== 10
  )
    throw new RangeError("a PK10 result is the cars 1-10, each once");
  return value as Pk10Result;
}

export const PK10: LotteryFamily<Pk10Result> = {
  code: "PK10",
  draw: drawPk10,
  parseResult: parsePk10Result,
  plays: PK10_PLAYS,
};
