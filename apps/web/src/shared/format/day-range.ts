import { addDays, dayStart, formatDate } from "./date-time";

/** The days the account record shows at first: the last week, today included. */
export const DEFAULT_LEDGER_DAYS = 7;

/** The filter's days as the date inputs hold them (yyyy-MM-dd, GMT+8), both included. */
export interface LedgerDays {
  from: string;
  to: string;
}

export function defaultLedgerDays(now: number): LedgerDays {
  const to = formatDate(now);
  return { from: addDays(to, 1 - DEFAULT_LEDGER_DAYS), to };
}

/**
 * The instants the API takes for these days: `from` at 00:00 GMT+8 (inclusive), `to` at the next
 * day's 00:00 (exclusive). Null when a day is missing or malformed, or the days are reversed.
 */
export function ledgerRange(days: LedgerDays): { from: number; to: number } | null {
  const from = dayStart(days.from);
  const to = dayStart(addDays(days.to, 1));
  if (from === null || to === null || from >= to) return null;
  return { from, to };
}
