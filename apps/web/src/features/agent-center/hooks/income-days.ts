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
 * The caller's income by brand day (GMT+8) from the periods listed: what reached its wallet, each
 * paid rebate period's amount and what each salary or dividend bill paid it as payee (a bill it
 * pays is not income; one owed, awaiting a claim or refused has paid nothing yet), summed exactly
 * in minor units; the latest CHART_DAYS days, oldest first.
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
  for (const item of income) if (item.paid) add(item.periodStart, "rebates", item.amount);
  for (const bill of bills) if (bill.role === "PAYEE") add(bill.periodStart, "salaries", bill.paid);
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
 * A settlement period in words, as short as it can be said: a brand day as its date, whole days
 * (a dividend's half-month or month) as their first and last date ("01/05/2024 – 15/05/2024"), a
 * period within one day (an hour, the real-time salary's 5 minutes) as its date and times
 * ("06/05/2024 13:00–14:00"), anything else from and to.
 */
export function periodText(start: number, end: number, language: Language): string {
  const offset = CLOCK_UTC_OFFSET_MIN;
  const from = partsAt(start, offset);
  const to = partsAt(end, offset);
  const midnight = (p: typeof from) => p.hours === "00" && p.minutes === "00" && p.seconds === "00";
  if (midnight(from) && midnight(to) && end > start) {
    if (end - start === DAY_MS) return formatShownDate(start, language);
    return `${formatShownDate(start, language)} – ${formatShownDate(end - DAY_MS, language)}`;
  }
  // Within one brand day (its end may be the next day's 00:00), on whole minutes.
  const sameDay = formatDate(start) === formatDate(end) || (midnight(to) && end - start < DAY_MS);
  if (sameDay && end > start && from.seconds === "00" && to.seconds === "00") {
    return `${formatShownDate(start, language)} ${from.hours}:${from.minutes}–${to.hours}:${to.minutes}`;
  }
  return `${formatDateTime(start, language)} – ${formatDateTime(end, language)}`;
}
