import { fairInts } from "../../fair-random";
import { numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";
import { threeForm } from "./ssc";

/**
 * PC28 (the spec's PCB, 幸运28 / 加拿大28): three digits 0-9, each independent and uniform; the
 * result players bet on is their sum, 0-27. The result keeps the three digits so a player sees
 * how the sum was made (and the form plays need them); `pcbSum` gives the sum.
 *
 * Chances, from the 1,000 equally likely results: a sum s is made N(s) ways, 1, 3, 6, 10, 15, 21,
 * 28, 36, 45, 55, 63, 69, 73, 75 for s = 0..13 and the mirror for 14..27 (N(s) = N(27 - s)).
 */
export type PcbResult = readonly [number, number, number];

export const pcbSum = (result: PcbResult) => result[0] + result[1] + result[2];

/** How many of the 1,000 results make each sum 0-27, counted once here. */
export const PCB_SUM_COUNTS: readonly number[] = (() => {
  const counts = Array.from({ length: 28 }, () => 0);
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) counts[a + b + c] = (counts[a + b + c] ?? 0) + 1;
  return counts;
})();

/** Sums as keys: two digits, "00".."27". */
const SUMS = numberOptions(28, 2);
const BSOE = ["BIG", "SMALL", "ODD", "EVEN"] as const;
const COMBOS = ["BIG_ODD", "BIG_EVEN", "SMALL_ODD", "SMALL_EVEN"] as const;
const EXTREMES = ["EXTREME_BIG", "EXTREME_SMALL"] as const;
const FORMS = ["LEOPARD", "PAIR", "STRAIGHT"] as const;
type Form = (typeof FORMS)[number];

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });
const pickedLines = (picks: readonly (readonly string[])[]) => [...(picks[0] ?? [])];

/** How many of the 1,000 results have a sum that `holds` is true of. */
const resultsWhere = (holds: (sum: number) => boolean) =>
  PCB_SUM_COUNTS.reduce((total, count, sum) => (holds(sum) ? total + count : total), 0);

/** Big 14-27 / small 0-13 (the middle of 0-27 falls between 13 and 14). */
const sizeOf = (sum: number) => (sum >= 14 ? "BIG" : "SMALL");
const parityOf = (sum: number) => (sum % 2 === 1 ? "ODD" : "EVEN");

/**
 * 和值 (the exact sum): N(s) of 1,000, fair 1,000 / N(s). Default odds 97.5 % of fair, rounded
 * down to the cent (975 for 0 and 27, 13 for 13 and 14): return 97.4-97.5 % on every sum. A sum
 * and its mirror have the same chance, so they share a price class ("13/14", "00/27").
 */
const exactSum: Play<PcbResult> = {
  code: "PCB_SUM",
  tiers: ["WIN"],
  rows: [{ name: "sum", options: SUMS }],
  lines: pickedLines,
  costUnits: 1,
  defaultOdds: (key) => {
    const count = SUMS.includes(key) ? (PCB_SUM_COUNTS[Number(key)] ?? 0) : 0;
    return [count === 0 ? 0 : Math.floor(97_500 / count) * 100];
  },
  priceClass: (key) => {
    const sum = Number(key);
    return `${SUMS[Math.min(sum, 27 - sum)]}/${SUMS[Math.max(sum, 27 - sum)]}`;
  },
  wins: (result) => [win(SUMS[pcbSum(result)] as string)],
  expectedHits: (key) => [resultsWhere((sum) => SUMS[sum] === key) / 1000],
};

/**
 * The sums 13 and 14, where many sites pay the two-way bets less (13/14 回本 or a reduced odd):
 * a winning big/small/odd/even or combination key wins on them at tier 1 ("SUM_13_14") instead
 * of tier 0. Its default odds are the win odds (the simple rule: 13 is a small odd sum, 14 a big
 * even one, nothing special); a brand that wants the house rule sets tier 1 lower (1x refunds).
 */
const TIERS_13_14 = ["WIN", "SUM_13_14"] as const;
const isMiddle = (sum: number) => sum === 13 || sum === 14;

/** A two-way play: the keys a sum wins, at tier 1 on 13 and 14; chances split the same way. */
function twoWayPlay(
  code: string,
  row: { name: string; options: readonly string[] },
  keysOf: (sum: number) => string[],
  multipleOf: (key: string) => number,
  priceClass?: (key: string) => string,
): Play<PcbResult> {
  return {
    code,
    tiers: TIERS_13_14,
    rows: [row],
    lines: pickedLines,
    costUnits: 1,
    defaultOdds: (key) => [odds(multipleOf(key)), odds(multipleOf(key))],
    ...(priceClass ? { priceClass } : {}),
    wins: (result) => {
      const sum = pcbSum(result);
      return keysOf(sum).map((key) => win(key, isMiddle(sum) ? 1 : 0));
    },
    expectedHits: (key) => [
      resultsWhere((sum) => !isMiddle(sum) && keysOf(sum).includes(key)) / 1000,
      resultsWhere((sum) => isMiddle(sum) && keysOf(sum).includes(key)) / 1000,
    ],
  };
}

/**
 * 大小单双: big 14-27 / small 0-13, odd / even of the sum. Each wins on exactly 500 of 1,000
 * (the sums mirror about 13.5, and odd/even splits the same way): fair 2, default 1.98 (99 %).
 */
const sumTraits = twoWayPlay(
  "PCB_BSOE",
  { name: "sum", options: BSOE },
  (sum) => [sizeOf(sum), parityOf(sum)],
  () => 1.98,
);

/**
 * 组合: big-odd, big-even, small-odd, small-even. Not even chances: small-odd (1, 3 ... 13) and
 * big-even (14 ... 26) win on 269 of 1,000, big-odd and small-even on 231 (fair 3.72 and 4.33).
 * Defaults 3.7 and 4.2, the pair of figures commonly seen for PC28 (return 99.53 % and 97.02 %);
 * the two chances are two price classes.
 */
const isLikelyCombo = (key: string) => key === "SMALL_ODD" || key === "BIG_EVEN";
const combos = twoWayPlay(
  "PCB_COMBO",
  { name: "combo", options: COMBOS },
  (sum) => [`${sizeOf(sum)}_${parityOf(sum)}`],
  (key) => (isLikelyCombo(key) ? 3.7 : 4.2),
  (key) => (isLikelyCombo(key) ? "SMALL_ODD/BIG_EVEN" : "BIG_ODD/SMALL_EVEN"),
);

/** 极值: extreme big 22-27 / extreme small 0-5, 56 of 1,000 each: fair 17.86, default 17.5 (98 %). */
const extremeOf = (sum: number) => (sum >= 22 ? ["EXTREME_BIG"] : sum <= 5 ? ["EXTREME_SMALL"] : []);

const extremes: Play<PcbResult> = {
  code: "PCB_EXTREME",
  tiers: ["WIN"],
  rows: [{ name: "extreme", options: EXTREMES }],
  lines: pickedLines,
  costUnits: 1,
  defaultOdds: () => [odds(17.5)],
  wins: (result) => extremeOf(pcbSum(result)).map((key) => win(key)),
  expectedHits: (key) => [resultsWhere((sum) => extremeOf(sum).includes(key)) / 1000],
};

/**
 * 豹子/对子/顺子, the form of the three digits, by SSC's `threeForm` so both families read a form
 * alike: leopard (three equal, 10 of 1,000, fair 100, default 97.5), pair (exactly two equal, 270,
 * fair 3.70, default 3.6), straight (three in a row in any order on the ring 0-9, where 9 and 0
 * are neighbours as in SSC: 8-9-0 and 9-0-1 count; 60, fair 16.67, default 16.25). The defaults
 * are SSC's form odds. A half-straight or mixed result wins none of the three.
 */
const FORM_ODDS: Record<Form, number> = { LEOPARD: odds(97.5), PAIR: odds(3.6), STRAIGHT: odds(16.25) };
/** How many of the 1,000 results have each form. */
const FORM_COUNTS: Record<Form, number> = { LEOPARD: 10, PAIR: 270, STRAIGHT: 60 };

const forms: Play<PcbResult> = {
  code: "PCB_FORM",
  tiers: ["WIN"],
  rows: [{ name: "form", options: FORMS }],
  lines: pickedLines,
  costUnits: 1,
  defaultOdds: (key) => [FORM_ODDS[key as Form] ?? 0],
  priceClass: (key) => key,
  wins: (result) => {
    const form = threeForm(result);
    return (FORMS as readonly string[]).includes(form) ? [win(form)] : [];
  },
  expectedHits: (key) => [(FORM_COUNTS[key as Form] ?? 0) / 1000],
};

export const PCB_PLAYS: readonly Play<PcbResult>[] = [exactSum, sumTraits, combos, extremes, forms];

/** Three digits from fair bytes, each uniform on 0-9. */
export const drawPcbDigits = (bytes: Iterator<number>): PcbResult =>
  fairInts(bytes, [10, 10, 10]) as unknown as PcbResult;

/** A result read back: the three digits 0-9 (the sum follows from them). */
export function parsePcbResult(value: unknown): PcbResult {
  if (!Array.isArray(value) || value.length !== 3 || !value.every((d) => Number.isInteger(d) && d >= 0 && d <= 9))
    throw new RangeError("a PC28 result is three digits 0-9");
  return value as unknown as PcbResult;
}

export const PCB: LotteryFamily<PcbResult> = {
  code: "PCB",
  draw: drawPcbDigits,
  parseResult: parsePcbResult,
  plays: PCB_PLAYS,
};
