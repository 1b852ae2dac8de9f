import { addDays, formatDate } from "./date-time";
import { defaultLedgerDays, type LedgerDays } from "./day-range";

/** The date shortcuts of the record pages (personal profit, the agent centre's reports), in the order they are offered. */
export const QUICK_RANGES = ["today", "yesterday", "last7Days", "thisMonth"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The brand days (GMT+8, both included) a shortcut stands for at `now`. */
export function quickRangeDays(range: QuickRange, now: number): LedgerDays {
  const today = formatDate(now);
  switch (range) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case "last7Days":
      return defaultLedgerDays(now);
    case "thisMonth":
      // yyyy-MM-dd: the month's first day keeps the year and month.
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The shortcut these days are, to highlight its button; null for days chosen by hand. */
export function matchingQuickRange(days: LedgerDays, now: number): QuickRange | null {
  return (
    QUICK_RANGES.find((range) => {
      const quick = quickRangeDays(range, now);
      return quick.from === days.from && quick.to === days.to;
    }) ?? null
  );
}
