import { CLOCK_UTC_OFFSET_MIN, MONEY_DECIMALS } from "@portal/contract/constants";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Language } from "@portal/contract/languages";
import { partsAt } from "../../../shared/format/clock";
import { formatDate, formatDateTime, formatShownDate } from "../../../shared/format/date-time";
import type { Bill, IncomeItem } from "../api/income-api";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The chart shows at most this many days: a label per bar still fits a phone. */
export const CHART_DAYS = 7;

/** One brand day's income: rebates and salaries earned (as payee), decimal texts. */
export interface DayIncome {
  day: string;
  start: number;
  rebates: string;
  salaries: string;
}

const minor = (amount: string) => decimalToMinor(amount, MONEY_DECIMALS) ?? 0n;

/**
 * The caller's income by brand day (GMT+8) from the periods listed: each rebate period's amount
 * and each salary bill's amount where the caller is the payee (a bill it pays is not income),
 * summed exactly in minor units; the latest CHART_DAYS days, oldest first.
 */
export function incomeByDay(income: readonly IncomeItem[], bills: readonly Bill[]): DayIncome[] {
  const days = new Map<string, { start: number; rebates: bigint; salaries: bigint }>();
  const add = (at: number, field: "rebates" | "salaries", amount: string) => {
    const day = formatDate(at);
    const entry = days.get(day) ?? { start: at, rebates: 0n, salaries: 0n };
    entry.start = Math.min(entry.start, at);
    entry[field] += minor(amount);
    days.set(day, entry);
  };
  for (const item of income) add(item.periodStart, "rebates", item.amount);
  for (const bill of bills) if (bill.role === "PAYEE") add(bill.periodStart, "salaries", bill.amount);
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(-CHART_DAYS)
    .map(([day, entry]) => ({
      day,
      start: entry.start,
      rebates: minorToDecimal(entry.rebates, MONEY_DECIMALS),
      salaries: minorToDecimal(entry.salaries, MONEY_DECIMALS),
    }));
}

/** A day without its year, in the language's order ("06/05", "05-06"), for a chart's axis. */
export function shortDay(epochMs: number, language: Language): string {
  const shown = formatShownDate(epochMs, language);
  return /^\d{4}/.test(shown) ? shown.slice(5) : shown.slice(0, -5);
}

/**
 * A settlement period in words: a brand day as its date, an hour as its date and hours
 * ("06/05/2024 13:00–14:00"), anything else from and to.
 */
export function periodText(start: number, end: number, language: Language): string {
  const offset = CLOCK_UTC_OFFSET_MIN;
  const startParts = partsAt(start, offset);
  const midnight = startParts.hours === "00" && startParts.minutes === "00" && startParts.seconds === "00";
  if (end - start === DAY_MS && midnight) return formatShownDate(start, language);
  if (end - start === HOUR_MS && startParts.minutes === "00") {
    const endParts = partsAt(end, offset);
    return `${formatShownDate(start, language)} ${startParts.hours}:00–${endParts.hours}:00`;
  }
  return `${formatDateTime(start, language)} – ${formatDateTime(end, language)}`;
}
