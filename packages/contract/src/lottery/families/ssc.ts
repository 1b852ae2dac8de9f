import { fairInts } from "../../fair-random";
import { cartesian, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * SSC (时时彩): five digits 0-9, positions ten-thousands to units (万 千 百 十 个). The plays are
 * exported apart because CHAIN (the hash lottery) plays them on its own five digits.
 */
export type SscResult = readonly [number, number, number, number, number];

export const SSC_POSITIONS = ["wan", "qian", "bai", "shi", "ge"] as const;
const DIGITS = numberOptions(10, 1);
const BSOE = ["BIG", "SMALL", "ODD", "EVEN"] as const;

/** Big 5-9 / small 0-4, odd / even: the two of the four a digit is. */
const digitTraits = (digit: number) => [digit >= 5 ? "BIG" : "SMALL", digit % 2 === 1 ? "ODD" : "EVEN"];

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

/** One line per picked option of each row, keyed by the row's position. */
const positionLines = (picks: readonly (readonly string[])[]) =>
  picks.flatMap((row, position) => row.map((option) => `${position}:${option}`));

const positionRows = (options: readonly string[]) =>
  SSC_POSITIONS.map((name) => ({ name, options, min: 0, max: options.length }));

/** 定位胆: a digit at a position (fair 10). */
const position: Play<SscResult> = {
  code: "SSC_POSITION",
  tiers: ["WIN"],
  rows: positionRows(DIGITS),
  lines: positionLines,
  costUnits: 1,
  defaultOdds: () => [odds(9.8)],
  wins: (result) => result.map((digit, i) => win(`${i}:${digit}`)),
  expectedHits: () => [1 / 10],
};

/** Big/small, odd/even of a position's digit (fair 2). */
const positionTraits: Play<SscResult> = {
  code: "SSC_POSITION_BSOE",
  tiers: ["WIN"],
  rows: positionRows(BSOE),
  lines: positionLines,
  costUnits: 1,
  defaultOdds: () => [odds(1.98)],
  wins: (result) => result.flatMap((digit, i) => digitTraits(digit).map((trait) => win(`${i}:${trait}`))),
  expectedHits: () => [1 / 2],
};

/** Big (23-45) / small (0-22), odd / even of the five digits' sum (fair 2: the sum is symmetric about 22.5). */
const sumTraits: Play<SscResult> = {
  code: "SSC_SUM_BSOE",
  tiers: ["WIN"],
  rows: [{ name: "sum", options: BSOE }],
  lines: (picks) => [...(picks[0] ?? [])],
  costUnits: 1,
  defaultOdds: () => [odds(1.98)],
  wins: (result) => {
    const sum = result.reduce((a, b) => a + b, 0);
    return [win(sum >= 23 ? "BIG" : "SMALL"), win(sum % 2 === 1 ? "ODD" : "EVEN")];
  },
  expectedHits: () => [1 / 2],
};

/**
 * 龙虎: the first digit against the last. Dragon (first higher) and tiger (last higher) each win
 * with 45/100 and lose on a tie by default; a brand may refund them on a tie instead (the REFUND
 * tier's odds at 1x). The tie itself wins with 10/100.
 */
const dragonTiger: Play<SscResult> = {
  code: "SSC_DRAGON_TIGER",
  tiers: ["WIN", "REFUND"],
  rows: [{ name: "dragonTiger", options: ["DRAGON", "TIGER", "TIE"] }],
  lines: (picks) => [...(picks[0] ?? [])],
  costUnits: 1,
  defaultOdds: (key) => (key === "TIE" ? [odds(9), 0] : [odds(1.98), 0]),
  priceClass: (key) => (key === "TIE" ? "TIE" : "DRAGON/TIGER"),
  wins: ([first, , , , last]) =>
    first > last ? [win("DRAGON")] : first < last ? [win("TIGER")] : [win("TIE"), win("DRAGON", 1), win("TIGER", 1)],
  expectedHits: (key) => (key === "TIE" ? [10 / 100, 0] : [45 / 100, 10 / 100]),
};

export const THREE_FORMS = ["LEOPARD", "STRAIGHT", "PAIR", "HALF_STRAIGHT", "MIXED"] as const;
export type ThreeForm = (typeof THREE_FORMS)[number];

/** Adjacent on the ring 0-9 (9 and 0 are neighbours, the common rule). */
const adjacent = (a: number, b: number) => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/**
 * The form of three digits: leopard (all equal, 10 of 1,000), straight (three in a row on the
 * ring, 60), pair (exactly two equal, 270), half-straight (two of them in a row, 360), mixed (300).
 */
export function threeForm(digits: readonly [number, number, number]): ThreeForm {
  const [a, b, c] = digits;
  if (a === b && b === c) return "LEOPARD";
  if (a === b || b === c || a === c) return "PAIR";
  const pairs = [adjacent(a, b), adjacent(b, c), adjacent(a, c)].filter(Boolean).length;
  if (pairs >= 2) return "STRAIGHT";
  return pairs === 1 ? "HALF_STRAIGHT" : "MIXED";
}

/** How many of the 1,000 three-digit endings have each form. */
const FORM_COUNTS: Record<ThreeForm, number> = { LEOPARD: 10, STRAIGHT: 60, PAIR: 270, HALF_STRAIGHT: 360, MIXED: 300 };

/** Default odds of each form: about 97.5 % of the fair 1,000 / count. */
const FORM_ODDS: Record<ThreeForm, number> = {
  LEOPARD: odds(97.5),
  STRAIGHT: odds(16.25),
  PAIR: odds(3.6),
  HALF_STRAIGHT: odds(2.7),
  MIXED: odds(3.25),
};

/** 前三/中三/后三: the form of three consecutive positions starting at `start`. */
function threeFormPlay(code: string, start: 0 | 1 | 2): Play<SscResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: [{ name: "form", options: THREE_FORMS }],
    lines: (picks) => [...(picks[0] ?? [])],
    costUnits: 1,
    defaultOdds: (key) => [FORM_ODDS[key as ThreeForm] ?? 0],
    // Each form has its own chance (FORM_COUNTS), so its own price.
    priceClass: (key) => key,
    wins: (result) => [
      win(threeForm([result[start], result[start + 1], result[start + 2]] as [number, number, number])),
    ],
    expectedHits: (key) => [(FORM_COUNTS[key as ThreeForm] ?? 0) / 1000],
  };
}

/** 后二/后三直选: the exact digits at the last `size` positions, picked per position (fair 10^size). */
function directPlay(code: string, size: 2 | 3, multiple: number): Play<SscResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: SSC_POSITIONS.slice(5 - size).map((name) => ({ name, options: DIGITS })),
    lines: (picks) => cartesian(picks).map((digits) => digits.join("")),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) => [win(result.slice(5 - size).join(""))],
    expectedHits: () => [1 / 10 ** size],
  };
}

export const SSC_PLAYS: readonly Play<SscResult>[] = [
  position,
  positionTraits,
  sumTraits,
  dragonTiger,
  threeFormPlay("SSC_FRONT3_FORM", 0),
  threeFormPlay("SSC_MIDDLE3_FORM", 1),
  threeFormPlay("SSC_BACK3_FORM", 2),
  directPlay("SSC_BACK2_DIRECT", 2, 98),
  directPlay("SSC_BACK3_DIRECT", 3, 980),
];

/** Five digits from fair bytes, each uniform on 0-9. */
export const drawSscDigits = (bytes: Iterator<number>): SscResult =>
  fairInts(bytes, [10, 10, 10, 10, 10]) as unknown as SscResult;

/** A result read back: five digits 0-9. */
export function parseSscResult(value: unknown): SscResult {
  if (!Array.isArray(value) || value.length !== 5 || !value.every((d) => Number.isInteger(d) && d >= 0 && d <= 9))
    throw new RangeError("an SSC result is five digits 0-9");
  return value as unknown as SscResult;
}

export const SSC: LotteryFamily<SscResult> = {
  code: "SSC",
  draw: drawSscDigits,
  parseResult: parseSscResult,
  plays: SSC_PLAYS,
};
