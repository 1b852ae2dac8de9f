import type { VnResult } from "@portal/contract/lottery/families/vn";

/**
 * The trend chart's positions of a family (the 走势图 players of this market read): each
 * position's name (a key of the lottery namespace, with its values), the numbers it can show, and
 * the number a result shows there. Families whose result is no row of small numbers (Mark Six's
 * 49, 4D's and the Thai lottery's prize lists) have none.
 */
export interface TrendPosition {
  label: { key: string; values?: Record<string, string | number> };
  options: readonly string[];
  valueOf: (result: unknown) => string | undefined;
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
  draws: readonly { drawNo: string; result: unknown; status: string }[],
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
    const value = position.valueOf(draw.result);
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
