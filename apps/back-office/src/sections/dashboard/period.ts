import { brandDateOf, brandDayStartOf, DASHBOARD_MAX_DAYS } from "@portal/contract/api/admin-dashboard";

/** The dashboard's period shortcuts; "custom" is two dates the operator picks. */
export const PERIOD_PRESETS = ["today", "yesterday", "last7", "month", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period of brand days, yyyy-MM-dd, both included (the call's `from` and `to`). */
export interface BrandDays {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** `date` moved by `days` brand days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a shortcut, on the brand's clock (GMT+8) at `now`. */
export function presetDays(preset: Exclude<PeriodPreset, "custom">, now: number): BrandDays {
  const today = brandDateOf(now);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Why a custom period cannot be asked for, or null: real dates, from <= to, at most DASHBOARD_MAX_DAYS. */
export function customPeriodProblem(days: BrandDays): "date" | "order" | "length" | null {
  const from = brandDayStartOf(days.from);
  const to = brandDayStartOf(days.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return "date";
  if (to < from) return "order";
  if ((to - from) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) return "length";
  return null;
}
