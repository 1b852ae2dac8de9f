import type { FourDResult } from "@portal/contract/lottery/families/four-d";
import { colourOf, zodiacOf, zodiacYearAt, ZODIAC } from "@portal/contract/lottery/families/mark-six";
import type { ThaiResult } from "@portal/contract/lottery/families/thai";
import type { VnResult } from "@portal/contract/lottery/families/vn";

/**
 * The trend chart's positions of a family (the 走势图 players of this market read): each
 * position's name (a key of the lottery namespace, with its values), the values it can show, and
 * the value a result shows there. Most are digits or numbers, written as shown; a family whose
 * result is no row of small numbers is charted by what its players read off it: Mark Six by its
 * special number's tail digit and its categories (colour, zodiac, big/small, odd/even), which
 * `optionLabel` names; 4D by its first prize's digits; the Thai lottery by the digits of the top
 * three and the bottom two.
 */
export interface TrendPosition {
  label: { key: string; values?: Record<string, string | number> };
  options: readonly string[];
  /** An option's name (a key of the lottery namespace) where it is a category, not a number. */
  optionLabel?: (option: string) => string;
  /** The value at this position; `drawsAt` for what depends on the draw's day (Mark Six's zodiac). */
  valueOf: (result: unknown, drawsAt?: number) => string | undefined;
}

const range = (from: number, to: number, width = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, "0"));

/** Position `i` of a result that is a row of numbers, as the options write it. */
const at = (i: number, width: number) => (result: unknown) => {
  const value = Array.isArray(result) ? (result[i] as unknown) : undefined;
  return typeof value === "number" ? String(value).padStart(width, "0") : undefined;
};

const SSC_ROWS = ["wan", "qian", "bai", "shi", "ge"] as const;

/** The đề number (the special prize's last two digits), digit `i`. */
const deDigit = (i: number) => (result: unknown) => {
  const special = (result as Partial<VnResult> | null)?.prizes?.[0]?.[0];
  return typeof special === "string" && special.length >= 2 ? special.slice(-2)[i] : undefined;
};

const VN: TrendPosition[] = [
  { label: { key: "trend.deTens" }, options: range(0, 9), valueOf: deDigit(0) },
  { label: { key: "trend.deUnits" }, options: range(0, 9), valueOf: deDigit(1) },
];

/** Mark Six's special number (the last of its seven), when the result is seven numbers and it is 1-49. */
const lhcSpecial = (result: unknown) => {
  const special = Array.isArray(result) && result.length === 7 ? (result[6] as unknown) : undefined;
  return typeof special === "number" && Number.isInteger(special) && special >= 1 && special <= 49
    ? special
    : undefined;
};

/** A Mark Six position read off the special number; `valueOf` is not called without one. */
const lhcPosition = (
  key: string,
  options: readonly string[],
  valueOf: (special: number, drawsAt?: number) => string | undefined,
  optionLabel?: (option: string) => string,
): TrendPosition => ({
  label: { key: `trend.lhc.${key}` },
  options,
  optionLabel,
  valueOf: (result, drawsAt) => {
    const special = lhcSpecial(result);
    return special === undefined ? undefined : valueOf(special, drawsAt);
  },
});

const lhcOption = (option: string) => `LHC.option.${option}`;
/** 49 is neither big nor small, odd nor even for the two-way bets (a refund): its own column. */
const lhcTwoWay = (option: string) => (option === "TIE" ? "trend.lhc.tie" : lhcOption(option));

/**
 * The animal of the special number in its draw's lunar year (the animals move at Chinese New
 * Year); none for a draw outside the years the contract knows.
 */
function lhcZodiac(special: number, drawsAt?: number) {
  if (drawsAt === undefined) return undefined;
  try {
    return zodiacOf(special, zodiacYearAt(drawsAt));
  } catch {
    return undefined;
  }
}

/**
 * Mark Six: the special number (特码) has 49 values, too many for one chart's columns, so it is
 * charted as its players read it: its tail digit (尾数), colour wave (波色), animal (特肖), and
 * big/small and odd/even (49 apart, as the two-way bets treat it).
 */
const LHC: TrendPosition[] = [
  lhcPosition("tail", range(0, 9), (special) => String(special % 10)),
  lhcPosition("colour", ["RED", "BLUE", "GREEN"], colourOf, lhcOption),
  lhcPosition("zodiac", ZODIAC, lhcZodiac, lhcOption),
  lhcPosition(
    "bigSmall",
    ["BIG", "SMALL", "TIE"],
    (special) => (special === 49 ? "TIE" : special >= 25 ? "BIG" : "SMALL"),
    lhcTwoWay,
  ),
  lhcPosition(
    "oddEven",
    ["ODD", "EVEN", "TIE"],
    (special) => (special === 49 ? "TIE" : special % 2 === 1 ? "ODD" : "EVEN"),
    lhcTwoWay,
  ),
];

/** Digit `i` of a number a result holds (`numberOf`), when that is `width` digits as it should be. */
const digitOf = (numberOf: (result: object) => unknown, width: number, i: number) => (result: unknown) => {
  const number = typeof result === "object" && result !== null ? numberOf(result) : undefined;
  return typeof number === "string" && number.length === width && /^\d+$/.test(number) ? number.charAt(i) : undefined;
};

/** 4D: the first prize's four digits, thousands to units (as the 4D picker's rows). */
const FOUR_D: TrendPosition[] = (["thousands", "hundreds", "tens", "units"] as const).map((name, i) => ({
  label: { key: `trend.fourD.${name}` },
  options: range(0, 9),
  valueOf: digitOf((result) => (result as Partial<FourDResult>).first, 4, i),
}));

/**
 * The Thai lottery: the digits of the top three (the 6-digit first prize's last three: 3 ตัวบน,
 * วิ่งบน) and of the bottom two (2 ตัวล่าง, วิ่งล่าง), the numbers its plays read.
 */
const thaiFirst = (result: object) => (result as Partial<ThaiResult>).first;
const thaiBottom = (result: object) => (result as Partial<ThaiResult>).bottom;
const THAI: TrendPosition[] = [
  { label: { key: "trend.thai.topHundreds" }, options: range(0, 9), valueOf: digitOf(thaiFirst, 6, 3) },
  { label: { key: "trend.thai.topTens" }, options: range(0, 9), valueOf: digitOf(thaiFirst, 6, 4) },
  { label: { key: "trend.thai.topUnits" }, options: range(0, 9), valueOf: digitOf(thaiFirst, 6, 5) },
  { label: { key: "trend.thai.bottomTens" }, options: range(0, 9), valueOf: digitOf(thaiBottom, 2, 0) },
  { label: { key: "trend.thai.bottomUnits" }, options: range(0, 9), valueOf: digitOf(thaiBottom, 2, 1) },
];

const positions = (count: number, from: number, to: number, width = 1): TrendPosition[] =>
  Array.from({ length: count }, (_, i) => ({
    label: { key: "trend.positionOf", values: { n: i + 1 } },
    options: range(from, to, width),
    valueOf: at(i, width),
  }));

/** SSC's five positions, as its picker names them (CHAIN's five digits read the same). */
const FIVE_DIGITS: TrendPosition[] = SSC_ROWS.map((row, i) => ({
  label: { key: `SSC.row.${row}` },
  options: range(0, 9),
  valueOf: at(i, 1),
}));

const TREND_POSITIONS: Record<string, TrendPosition[]> = {
  SSC: FIVE_DIGITS,
  CHAIN: FIVE_DIGITS,
  "11X5": positions(5, 1, 11, 2),
  K3: positions(3, 1, 6),
  PK10: Array.from({ length: 10 }, (_, i) => ({
    label: { key: `PK10.row.rank${i + 1}` },
    options: range(1, 10, 2),
    valueOf: at(i, 2),
  })),
  PCB: positions(3, 0, 9),
  LHC,
  "4D": FOUR_D,
  THAI,
  VN_NORTH: VN,
  VN_CENTRAL: VN,
  VN_SOUTH: VN,
};

export const trendPositionsOf = (family: string): readonly TrendPosition[] => TREND_POSITIONS[family] ?? [];

/** A row of the chart: a draw, the number it showed at the position, and each option's misses then. */
export interface TrendRow {
  drawNo: string;
  /** A void draw shows nothing and counts for nothing. */
  void: boolean;
  value: string | undefined;
  /** Per option, how many draws since it last came up (0: this draw); null before it ever has, in the draws shown. */
  misses: (number | null)[];
  /** The draws counted up to this one (void ones not): an option not yet seen has missed at least this many. */
  counted: number;
}

/**
 * The chart of `draws` (newest first, as the results call gives them) at `position`: each draw's
 * number and every option's miss count as of that draw (counted from the oldest shown), newest
 * first, and how often each option came up. A void draw is listed but counts for nothing.
 */
export function trendOf(
  draws: readonly { drawNo: string; result: unknown; status: string; drawsAt?: number }[],
  position: TrendPosition,
): { rows: TrendRow[]; counts: number[] } {
  const rows: TrendRow[] = [];
  const counts = position.options.map(() => 0);
  let misses: (number | null)[] = position.options.map(() => null);
  let counted = 0;
  for (const draw of [...draws].reverse()) {
    if (draw.status === "VOID") {
      rows.push({ drawNo: draw.drawNo, void: true, value: undefined, misses, counted });
      continue;
    }
    const value = position.valueOf(draw.result, draw.drawsAt);
    counted++;
    misses = position.options.map((option, i) => {
      if (option === value) {
        counts[i]!++;
        return 0;
      }
      const before = misses[i]!;
      return before === null ? null : before + 1;
    });
    rows.push({ drawNo: draw.drawNo, void: false, value, misses, counted });
  }
  return { rows: rows.reverse(), counts };
}
