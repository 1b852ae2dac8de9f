import { fairInts } from "../../fair-random";
import { cartesian, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * THAI: the Thai government lottery's structure (drawn on the 1st and 16th of each month), drawn
 * by the house every few minutes: a 6-digit first prize, two 3-digit front numbers, two 3-digit
 * back numbers and a separate 2-digit bottom number. Every digit is uniform and independent: the
 * two front numbers (and the two back numbers) are drawn apart and may be the same number.
 */
export interface ThaiResult {
  /** Six digits "000000"-"999999"; its last three are the "top" (บน) the plays read. */
  readonly first: string;
  /** Two 3-digit front numbers (3 ตัวหน้า). */
  readonly front: readonly [string, string];
  /** Two 3-digit back numbers (3 ตัวท้าย). */
  readonly back: readonly [string, string];
  /** The 2-digit bottom number (2 ตัวล่าง). */
  readonly bottom: string;
}

const DIGITS = numberOptions(10, 1);
const rowsOf = (...names: string[]) => names.map((name) => ({ name, options: DIGITS }));
const THREE_ROWS = rowsOf("hundreds", "tens", "units");
const TWO_ROWS = rowsOf("tens", "units");

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

/** The numbers of the cross product of the picked digits (one per row), in pick order. */
const picked = (picks: readonly (readonly string[])[]) => cartesian(picks).map((digits) => digits.join(""));

/** The last three digits of the first prize: the top three (3 ตัวบน). */
const topThree = (result: ThaiResult) => result.first.slice(-3);

/** A number's digits in ascending order: the tote key ("321" → "123"). */
export const sortedDigits = (number: string) => [...number].sort().join("");

/** How many distinct orderings three digits have: 6 (123), 3 (112), 1 (111). */
export const orderings = (number: string) => [0, 1, 3, 6][new Set(number).size] ?? 0;

/** A number played exactly (per-digit picker rows): one line per number picked. */
function exactPlay(
  code: string,
  rows: typeof THREE_ROWS,
  multiple: number,
  drawn: (result: ThaiResult) => string,
  chance: number,
): Play<ThaiResult> {
  return {
    code,
    tiers: ["WIN"],
    rows,
    lines: picked,
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => [win(drawn(result))],
    expectedHits: () => [chance],
  };
}

/** 3 ตัวบน: the last three digits of the first prize, exact (fair 1,000; typical 900: RTP 90 %). */
const threeTop = exactPlay("THAI_THREE_TOP", THREE_ROWS, 900, topThree, 1 / 1000);

/** 2 ตัวบน: the last two digits of the first prize (fair 100; typical 90: RTP 90 %). */
const twoTop = exactPlay("THAI_TWO_TOP", TWO_ROWS, 90, (result) => result.first.slice(-2), 1 / 100);

/** 2 ตัวล่าง: the 2-digit bottom number (fair 100; typical 90: RTP 90 %). */
const twoBottom = exactPlay("THAI_TWO_BOTTOM", TWO_ROWS, 90, (result) => result.bottom, 1 / 100);

/**
 * 3 ตัวโต๊ด (tote): the top three in any order, keyed by its digits in ascending order. Three
 * different digits (123) win on 6 of the 1,000 endings, at the notes' typical 150 (fair 166.67,
 * RTP 90 %). A pick with a repeated digit wins on fewer: 112 on 3 (112, 121, 211), 111 on 1. The
 * market varies (some pay 150 on every tote, RTP 45 % on 112; some refuse doubles and triples);
 * the default prices each key at the top three's 900 divided by its orderings, so every tote
 * returns 90 %: 150 for three different digits, 300 for a double, 900 for a triple (which is
 * then the top three itself).
 */
const threeTote: Play<ThaiResult> = {
  code: "THAI_THREE_TOTE",
  tiers: ["WIN"],
  rows: THREE_ROWS,
  lines: (picks) => [...new Set(picked(picks).map(sortedDigits))],
  costUnits: 1,
  defaultOdds: (key) => [Math.floor(odds(900) / (orderings(key) || 1))],
  // Priced by orderings (6, 3 or 1): a double is twice as likely as three different digits.
  priceClass: (key) => `${orderings(key)} orderings`,
  wins: (result) => [win(sortedDigits(topThree(result)))],
  expectedHits: (key) => [orderings(key) / 1000],
};

/**
 * วิ่ง (running): a digit appearing in some digits of the result. It hits once however many times
 * the digit appears (a 7 on top 777 pays once), so its chance is 1 - (9/10)^n.
 */
function runPlay(
  code: string,
  multiple: number,
  drawn: (result: ThaiResult) => string,
  chance: number,
): Play<ThaiResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: [{ name: "digit", options: DIGITS }],
    lines: (picks) => [...(picks[0] ?? [])],
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => [...new Set(drawn(result))].map((digit) => win(digit)),
    expectedHits: () => [chance],
  };
}

/** วิ่งบน: a digit among the top three (chance 271/1,000; typical 3.2: RTP 86.72 %). */
const runTop = runPlay("THAI_RUN_TOP", 3.2, topThree, 271 / 1000);

/**
 * วิ่งล่าง: a digit among the bottom two (chance 19/100; typical 4.2: RTP 79.8 %, the notes'
 * figure: 4.5 would give 85.5 %).
 */
const runBottom = runPlay("THAI_RUN_BOTTOM", 4.2, (result) => result.bottom, 19 / 100);

/**
 * 3 ตัวหน้า / 3 ตัวท้าย: a 3-digit number against the two front (back) numbers. It hits once for
 * each it equals: a number drawn as both front numbers hits twice. Mean hits 2/1,000 (one hit on
 * 1,998 of the 1,000,000 pairs, two on 1); the notes give no odds: 450 (half the top three's, as
 * it has two chances), RTP 90 %.
 */
function pairPlay(code: string, drawn: (result: ThaiResult) => readonly [string, string]): Play<ThaiResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: THREE_ROWS,
    lines: picked,
    costUnits: 1,
    defaultOdds: () => [odds(450)],
    wins: (result) => {
      const [a, b] = drawn(result);
      return a === b ? [win(a, 0, 2)] : [win(a), win(b)];
    },
    expectedHits: () => [2 / 1000],
    maxHits: () => [2],
  };
}

const threeFront = pairPlay("THAI_THREE_FRONT", (result) => result.front);
const threeBack = pairPlay("THAI_THREE_BACK", (result) => result.back);

export const THAI_PLAYS: readonly Play<ThaiResult>[] = [
  threeTop,
  threeTote,
  twoTop,
  twoBottom,
  runTop,
  runBottom,
  threeFront,
  threeBack,
];

/** A Thai result from fair bytes: each number uniform on its range, so every digit independent and uniform. */
export function drawThai(bytes: Iterator<number>): ThaiResult {
  const [first = 0, front1 = 0, front2 = 0, back1 = 0, back2 = 0, bottom = 0] = fairInts(
    bytes,
    [1_000_000, 1000, 1000, 1000, 1000, 100],
  );
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return {
    first: pad(first, 6),
    front: [pad(front1, 3), pad(front2, 3)],
    back: [pad(back1, 3), pad(back2, 3)],
    bottom: pad(bottom, 2),
  };
}

const digitsOf =
  (width: number) =>
  (value: unknown): value is string =>
    typeof value === "string" && value.length === width && /^[0-9]+$/.test(value);

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every(digitsOf(3));

/** A result read back: a 6-digit first prize, two 3-digit front and back numbers, a 2-digit bottom. */
export function parseThaiResult(value: unknown): ThaiResult {
  const shape = "a Thai result is a 6-digit first prize, two 3-digit front and back numbers and a 2-digit bottom";
  if (typeof value !== "object" || value === null) throw new RangeError(shape);
  const { first, front, back, bottom } = value as Record<string, unknown>;
  if (!digitsOf(6)(first) || !isPair(front) || !isPair(back) || !digitsOf(2)(bottom)) throw new RangeError(shape);
  return { first, front: [front[0], front[1]], back: [back[0], back[1]], bottom };
}

export const THAI: LotteryFamily<ThaiResult> = {
  code: "THAI",
  draw: drawThai,
  parseResult: parseThaiResult,
  plays: THAI_PLAYS,
};
