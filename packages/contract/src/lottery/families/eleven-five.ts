import { fairInts } from "../../fair-random";
import { cartesian, combinations, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * 11X5 (十一选五): five distinct numbers drawn in order from 01-11, without replacement. A result
 * lists them in the order drawn (the front plays read that order). C(11, 5) = 462 sets of five,
 * 11 × 10 × 9 × 8 × 7 = 55,440 ordered draws, all equally likely in a fast draw.
 *
 * Keys: numbers zero-padded to two digits ("03"); a set (any N, group) is its numbers sorted and
 * joined by "," ("03,07,11"); a direct pick is its numbers in position order ("07,03").
 */
export type ElevenFiveResult = readonly [number, number, number, number, number];

const VALUES = Array.from({ length: 11 }, (_, i) => i + 1);
const NUMBERS = numberOptions(11, 2, 1);
const pad = (n: number) => String(n).padStart(2, "0");
const byValue = (a: string, b: string) => Number(a) - Number(b);

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

/** n choose k. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
/** The sets of five the draw can make: C(11, 5). */
const SETS_OF_FIVE = choose(11, 5);

/** The canonical key of a set of numbers: sorted, padded, joined by ",". */
const setKey = (numbers: readonly number[]) =>
  [...numbers]
    .sort((a, b) => a - b)
    .map(pad)
    .join(",");

/** A set of numbers as bits (bit n for the number n). */
const maskOf = (numbers: readonly number[]) => numbers.reduce((mask, n) => mask | (1 << n), 0);

/** One line per `size` of the picked numbers (a set key each). */
const setLines = (size: number) => (picks: readonly (readonly string[])[]) =>
  combinations([...(picks[0] ?? [])].sort(byValue), size).map((set) => set.join(","));

/**
 * 任选N中N: the player picks N or more numbers, one line per N of them. For N = 1..5 a line wins
 * when its N numbers are all among the five drawn: C(11 - N, 5 - N) of the 462 sets of five. For
 * N = 6..8 it wins when the five drawn are all among its N numbers: C(N, 5) of the 462. Fair odds
 * 462 / that count:
 *
 * | N | wins of 462 | fair | default (98 %, cut to the cent) |
 * |---|---|---|---|
 * | 1 | 210 | 2.2 | 2.15 |
 * | 2 | 84 | 5.5 | 5.39 |
 * | 3 | 28 | 16.5 | 16.17 |
 * | 4 | 7 | 66 | 64.68 |
 * | 5 | 1 | 462 | 452.76 |
 * | 6 | 6 | 77 | 75.46 |
 * | 7 | 21 | 22 | 21.56 |
 * | 8 | 56 | 8.25 | 8.08 |
 *
 * A result's winning keys: the C(5, N) N-sets of the drawn five (N <= 5), or the drawn five with
 * each (N - 5)-set of the six others (N >= 6: C(6, N - 5) keys).
 */
function anyPlay(size: number, multiple: number): Play<ElevenFiveResult> {
  // Every set of `size` numbers (at most C(11, 5) = 462), so a result's wins are a filter.
  const sets = combinations(VALUES, size).map((set) => ({ mask: maskOf(set), key: setKey(set) }));
  return {
    code: `11X5_ANY${size}`,
    tiers: ["WIN"],
    rows: [{ name: "numbers", options: NUMBERS, min: size }],
    lines: setLines(size),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => {
      const drawn = maskOf(result);
      const wins =
        size <= 5
          ? sets.filter((set) => (set.mask & drawn) === set.mask)
          : sets.filter((set) => (set.mask & drawn) === drawn);
      return wins.map((set) => win(set.key));
    },
    expectedHits: () => [(size <= 5 ? choose(11 - size, 5 - size) : choose(size, 5)) / SETS_OF_FIVE],
  };
}

const ORDINALS = ["first", "second", "third"] as const;
/** How many ordered starts of one, two, three numbers a draw can have: 11, 11 × 10, 11 × 10 × 9. */
const ORDERED_STARTS = { 1: 11, 2: 110, 3: 990 } as const;

/**
 * 前一 / 前二直选 / 前三直选: the first one, two or three numbers drawn, in order, picked per
 * position. Fair 11, 110 (11 × 10), 990 (11 × 10 × 9); defaults 98 % of fair. A combination of
 * the rows that repeats a number can never be drawn and makes no line.
 */
function directPlay(code: string, size: 1 | 2 | 3, multiple: number): Play<ElevenFiveResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: ORDINALS.slice(0, size).map((name) => ({ name, options: NUMBERS })),
    lines: (picks) =>
      cartesian(picks)
        .filter((numbers) => new Set(numbers).size === numbers.length)
        .map((numbers) => numbers.join(",")),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => [win(result.slice(0, size).map(pad).join(","))],
    expectedHits: () => [1 / ORDERED_STARTS[size]],
  };
}

/**
 * 前二组选 / 前三组选: the first two or three numbers drawn, in any order; one line per set of
 * that many picked numbers. Fair 55 (110 / 2!) and 165 (990 / 3!); defaults 98 % of fair.
 */
function groupPlay(code: string, size: 2 | 3, multiple: number): Play<ElevenFiveResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: [{ name: "numbers", options: NUMBERS, min: size }],
    lines: setLines(size),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => [win(setKey(result.slice(0, size)))],
    // size! of the ordered starts are the same set
    expectedHits: () => [(size === 2 ? 2 : 6) / ORDERED_STARTS[size]],
  };
}

export const ELEVEN_FIVE_PLAYS: readonly Play<ElevenFiveResult>[] = [
  anyPlay(1, 2.15),
  anyPlay(2, 5.39),
  anyPlay(3, 16.17),
  anyPlay(4, 64.68),
  anyPlay(5, 452.76),
  anyPlay(6, 75.46),
  anyPlay(7, 21.56),
  anyPlay(8, 8.08),
  directPlay("11X5_FRONT1", 1, 10.78),
  directPlay("11X5_FRONT2_DIRECT", 2, 107.8),
  groupPlay("11X5_FRONT2_GROUP", 2, 53.9),
  directPlay("11X5_FRONT3_DIRECT", 3, 970.2),
  groupPlay("11X5_FRONT3_GROUP", 3, 161.7),
];

/**
 * Five numbers from fair bytes, without replacement: the k-th is an index, uniform over the
 * 11 - k numbers still left (fairInts, no modulo bias), so each of the 55,440 ordered draws has
 * chance 1 / 55,440.
 */
export function drawElevenFive(bytes: Iterator<number>): ElevenFiveResult {
  const left = [...VALUES];
  return fairInts(bytes, [11, 10, 9, 8, 7]).map((index) => left.splice(index, 1)[0]) as unknown as ElevenFiveResult;
}

/** A result read back: five distinct numbers 1-11, in the order drawn. */
export function parseElevenFiveResult(value: unknown): ElevenFiveResult {
  if (
    !Array.isArray(value) ||
    value.length !== 5 ||
    !value.every((n) => Number.isInteger(n) && n >= 1 && n <= 11) ||
    new Set(value).size !== 5
  )
    throw new RangeError("an 11X5 result is five distinct numbers 1-11");
  return value as unknown as ElevenFiveResult;
}

export const ELEVEN_FIVE: LotteryFamily<ElevenFiveResult> = {
  code: "11X5",
  draw: drawElevenFive,
  parseResult: parseElevenFiveResult,
  plays: ELEVEN_FIVE_PLAYS,
};
