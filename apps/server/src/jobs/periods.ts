/**
 * Periods of a periodic job: fixed-length slices of time, aligned to the Unix epoch (UTC) plus
 * an offset, so every instance computes the same periods and the same keys without talking to
 * the others. A period is due once it has ended: a settlement of 10:00-11:00 runs after 11:00.
 */
export interface Period {
  everyMs: number;
  /**
   * Where periods start, relative to the epoch: a daily period of the brand day (GMT+8) starts
   * at 16:00 UTC, i.e. offsetMs = 16 h. Default 0.
   */
  offsetMs?: number;
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * What happens to periods that passed while no runner was up (a deploy, an outage):
 * - `latestOnly`: only the latest ended period runs. Right for sweeps, whose every run looks at
 *   the whole current state (pending transfers, paid withdrawals): running the missed ones would
 *   do the same work again for nothing.
 * - `everyPeriod`: every missed period runs once, oldest first, as far back as `windowPeriods`.
 *   Right for settlement (salaries, dividends, draws), where each period is its own money. The
 *   window bounds the work after a long outage; periods older than it are logged, not run.
 */
export type CatchUp = { kind: "latestOnly" } | { kind: "everyPeriod"; windowPeriods: number };

/** Start of the period that contains `atMs`. */
export function periodStartAt(period: Period, atMs: number): number {
  const offset = period.offsetMs ?? 0;
  return Math.floor((atMs - offset) / period.everyMs) * period.everyMs + offset;
}

/** Start of the latest period that has ended at `nowMs`. */
export function latestEndedPeriodStart(period: Period, nowMs: number): number {
  return periodStartAt(period, nowMs) - period.everyMs;
}

/** A period's key in job_runs: its start as an ISO instant. */
export function periodKey(startMs: number): string {
  return new Date(startMs).toISOString();
}

/**
 * The periods that must get a run now: none when the latest ended period already has one,
 * else per the catch-up policy. `lastRecordedMs` is the start of the job's newest recorded
 * period (undefined for a job that never ran: its history starts with the latest period, so a
 * new settlement job does not settle the time before it existed). `skipped` counts missed
 * periods left out because they are older than the window.
 */
export function duePeriods(
  period: Period,
  catchUp: CatchUp,
  nowMs: number,
  lastRecordedMs: number | undefined,
): { starts: number[]; skipped: number } {
  const latest = latestEndedPeriodStart(period, nowMs);
  if (lastRecordedMs !== undefined && lastRecordedMs >= latest) return { starts: [], skipped: 0 };
  if (catchUp.kind === "latestOnly" || lastRecordedMs === undefined) return { starts: [latest], skipped: 0 };
  // Aligned again, in case the job's period or offset changed since its last run.
  const firstMissed = periodStartAt(period, lastRecordedMs) + period.everyMs;
  const windowStart = latest - (catchUp.windowPeriods - 1) * period.everyMs;
  const from = Math.max(firstMissed, windowStart);
  const starts: number[] = [];
  for (let start = from; start <= latest; start += period.everyMs) starts.push(start);
  return { starts, skipped: Math.max(0, Math.round((from - firstMissed) / period.everyMs)) };
}
