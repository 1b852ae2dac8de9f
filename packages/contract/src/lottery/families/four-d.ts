import { fairInts } from "../../fair-random";
import { cartesian, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * 4D (Malaysia and Singapore style): twenty-three 4-digit numbers "0000"-"9999" a draw: first,
 * second and third prizes, ten starter (special) prizes and ten consolation prizes.
 *
 * Each of the 23 numbers is drawn on its own, uniformly from the 10,000: the official draws use a
 * set of balls per prize, so a number can come up twice (Singapore Pools drew 6904 as first and
 * second prize on 27 June 2007), and `parseResult` accepts a repeat. A number wins at tier t with
 * mean hits slots(t) / 10,000, once for each slot that holds it.
 *
 * A "straight" 4D bet is BIG or SMALL on one number (one digit per row). Picking several digits
 * in a row is the 4D "roll": every number of the cross product is one line.
 */
export interface FourDResult {
  readonly first: string;
  readonly second: string;
  readonly third: string;
  /** Ten starter (special) prizes. */
  readonly starter: readonly string[];
  /** Ten consolation prizes. */
  readonly consolation: readonly string[];
}

/** BIG's tiers; SMALL has the first three. */
export const FOUR_D_TIERS = ["FIRST", "SECOND", "THIRD", "STARTER", "CONSOLATION"] as const;
/** How many of the 23 numbers each tier has. */
export const FOUR_D_SLOTS = [1, 1, 1, 10, 10] as const;
const NUMBERS = 10_000;
const DRAWN = 23;

const DIGITS = numberOptions(10, 1);
const ROWS = ["thousands", "hundreds", "tens", "units"].map((name) => ({ name, options: DIGITS }));

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

/** The numbers of the cross product of the picked digits (one per row), in pick order. */
const picked = (picks: readonly (readonly string[])[]) => cartesian(picks).map((digits) => digits.join(""));

/** The digits of a number in ascending order: the i-box key ("4321" → "1234"). */
export const sortedDigits = (number: string) => [...number].sort().join("");

/** Every distinct ordering of a number's digits, ascending: 24 for 1234, 12 for 1123, 1 for 1111. */
export function permutations(number: string): string[] {
  const out = new Set<string>();
  const walk = (prefix: string, rest: string) => {
    if (rest === "") out.add(prefix);
    for (let i = 0; i < rest.length; i++) walk(prefix + rest.charAt(i), rest.slice(0, i) + rest.slice(i + 1));
  };
  walk("", number);
  return [...out].sort();
}

/**
 * How many distinct orderings a number's digits have: 4! over the factorial of each digit's
 * count (1234: 24, 1123: 12, 1122: 6, 1112: 4, 1111: 1).
 */
export function permutationCount(number: string): number {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<string, number>();
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  return [...counts.values()].reduce((n, count) => n / factorial(count), factorial(number.length));
}

/** Every drawn number with its tier (index into FOUR_D_TIERS). */
const prizes = (result: FourDResult): [string, number][] => [
  [result.first, 0],
  [result.second, 1],
  [result.third, 2],
  ...result.starter.map((n): [string, number] => [n, 3]),
  ...result.consolation.map((n): [string, number] => [n, 4]),
];

/** BIG (all five tiers) or SMALL (the top three) and its typical odds per tier, from the notes. */
interface Bet {
  readonly name: "BIG" | "SMALL";
  readonly multiples: readonly number[];
}
const BIG: Bet = { name: "BIG", multiples: [2500, 1000, 500, 180, 60] };
const SMALL: Bet = { name: "SMALL", multiples: [3500, 2000, 1000] };

/**
 * The wins of a bet's tiers, keyed by `keyOf` the drawn number: one per key and tier, hitting once
 * for each slot of the tier that holds it (a number drawn as two starters hits twice).
 */
function tierWins(bet: Bet, result: FourDResult, keyOf: (number: string) => string): Win[] {
  const hits = new Map<string, number>();
  for (const [number, tier] of prizes(result)) {
    if (tier >= bet.multiples.length) continue;
    const id = `${keyOf(number)}|${tier}`;
    hits.set(id, (hits.get(id) ?? 0) + 1);
  }
  return [...hits].map(([id, count]) => {
    const [key = "", tier = "0"] = id.split("|");
    return win(key, Number(tier), count);
  });
}

/** The drawn numbers a bet pays on (its tiers), each a win of its own number. */
const straightWins = (bet: Bet, result: FourDResult) => tierWins(bet, result, (number) => number);

/**
 * 4D BIG / SMALL (straight): a number wins at the prize it is drawn for. BIG wins on any of the
 * 23 (2,500 / 1,000 / 500 / 180 / 60: the notes' typical odds; fair odds are 10,000 per slot,
 * RTP 6,400 / 10,000 = 64 %); SMALL on the top three only (3,500 / 2,000 / 1,000: RTP 65 %).
 */
function straightPlay(bet: Bet): Play<FourDResult> {
  return {
    code: `4D_${bet.name}`,
    tiers: FOUR_D_TIERS.slice(0, bet.multiples.length),
    rows: ROWS,
    lines: picked,
    costUnits: 1,
    defaultOdds: () => bet.multiples.map(odds),
    wins: (result) => straightWins(bet, result),
    maxHits: () => FOUR_D_SLOTS.slice(0, bet.multiples.length),
    expectedHits: () => FOUR_D_SLOTS.slice(0, bet.multiples.length).map((slots) => slots / NUMBERS),
  };
}

/**
 * 4D BIG / SMALL box: a ticket on a number is one line per distinct ordering of its digits, each
 * a straight bet at the straight odds (a box on 1234 is 24 lines and costs 24 stakes, on 1123 12,
 * on 1111 one). Keys are the orderings themselves, so its lines win as the straight's do; the
 * return per line is the straight's.
 */
function boxPlay(bet: Bet): Play<FourDResult> {
  return {
    code: `4D_${bet.name}_BOX`,
    tiers: FOUR_D_TIERS.slice(0, bet.multiples.length),
    rows: ROWS,
    lines: (picks) => [...new Set(picked(picks).flatMap(permutations))],
    costUnits: 1,
    defaultOdds: () => bet.multiples.map(odds),
    wins: (result) => straightWins(bet, result),
    maxHits: () => FOUR_D_SLOTS.slice(0, bet.multiples.length),
    expectedHits: () => FOUR_D_SLOTS.slice(0, bet.multiples.length).map((slots) => slots / NUMBERS),
  };
}

/**
 * 4D BIG / SMALL i-box: one line on every ordering of a number's digits, keyed by its digits in
 * ascending order ("4321" → "1234"), costing one stake and paying the straight odds divided by
 * the number of orderings, rounded down to the basis point (1234: 2,500 / 24 = 104.1666 for
 * first). It wins at each prize drawn as any of its orderings (two of its orderings among the
 * starters hit twice). Chance per tier: slots(t) × orderings / 10,000, so its return is the
 * straight's less the rounding.
 */
function iboxPlay(bet: Bet): Play<FourDResult> {
  return {
    code: `4D_${bet.name}_IBOX`,
    tiers: FOUR_D_TIERS.slice(0, bet.multiples.length),
    rows: ROWS,
    lines: (picks) => [...new Set(picked(picks).map(sortedDigits))],
    costUnits: 1,
    defaultOdds: (key) => bet.multiples.map((multiple) => Math.floor(odds(multiple) / permutationCount(key))),
    // Priced by how many orderings the number has: an operator's odds for 24 orderings never
    // price a 1111 (one ordering, 24 times likelier to be that exact number).
    priceClass: (key) => `${permutationCount(key)} orderings`,
    wins: (result) => tierWins(bet, result, sortedDigits),
    // Every slot may hold one of its orderings.
    maxHits: () => FOUR_D_SLOTS.slice(0, bet.multiples.length),
    expectedHits: (key) =>
      FOUR_D_SLOTS.slice(0, bet.multiples.length).map((slots) => (slots * permutationCount(key)) / NUMBERS),
  };
}

export const FOUR_D_PLAYS: readonly Play<FourDResult>[] = [
  straightPlay(BIG),
  straightPlay(SMALL),
  boxPlay(BIG),
  iboxPlay(BIG),
  boxPlay(SMALL),
  iboxPlay(SMALL),
];

/** Twenty-three numbers from fair bytes, each uniform on 0000-9999 and drawn on its own. */
export function drawFourD(bytes: Iterator<number>): FourDResult {
  const numbers = fairInts(
    bytes,
    Array.from({ length: DRAWN }, () => NUMBERS),
  ).map((n) => String(n).padStart(4, "0"));
  return {
    first: numbers[0] as string,
    second: numbers[1] as string,
    third: numbers[2] as string,
    starter: numbers.slice(3, 13),
    consolation: numbers.slice(13, 23),
  };
}

const isNumber = (value: unknown): value is string => typeof value === "string" && /^[0-9]{4}$/.test(value);

/** A result read back: three top prizes, ten starters and ten consolations, each "0000"-"9999" (repeats allowed). */
export function parseFourDResult(value: unknown): FourDResult {
  const shape = "a 4D result is first, second, third and ten starter and ten consolation numbers 0000-9999";
  if (typeof value !== "object" || value === null) throw new RangeError(shape);
  const { first, second, third, starter, consolation } = value as Record<string, unknown>;
  if (!isNumber(first) || !isNumber(second) || !isNumber(third)) throw new RangeError(shape);
  if (!Array.isArray(starter) || starter.length !== 10 || !starter.every(isNumber)) throw new RangeError(shape);
  if (!Array.isArray(consolation) || consolation.length !== 10 || !consolation.every(isNumber))
    throw new RangeError(shape);
  return { first, second, third, starter: [...starter], consolation: [...consolation] };
}

export const FOUR_D: LotteryFamily<FourDResult> = {
  code: "4D",
  draw: drawFourD,
  parseResult: parseFourDResult,
  plays: FOUR_D_PLAYS,
};
