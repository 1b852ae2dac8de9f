import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import type { LimitKind, LimitPeriod } from "@portal/contract/api/protection";

const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * 60_000;

/**
 * Start of the brand's period containing `now`, on the clock the portal shows (GMT+8): the day,
 * the week from Monday, or the calendar month. Whole hours, so the hourly bet totals split on it.
 */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  let day = local.getUTCDate();
  if (period === "WEEK") day -= (local.getUTCDay() + 6) % 7;
  if (period === "MONTH") day = 1;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), day) - OFFSET_MS);
}

/** The period of a money limit kind (DEPOSIT_WEEK -> WEEK). */
export function periodOf(kind: Exclude<LimitKind, "SESSION_MINUTES">): LimitPeriod {
  return kind.slice(kind.indexOf("_") + 1) as LimitPeriod;
}

/** `months` calendar months after `from` (the day clamped to the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}
