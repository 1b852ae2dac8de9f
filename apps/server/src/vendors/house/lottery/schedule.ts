import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";

/**
 * When a game's draws happen and what they are called. A game's interval divides the day
 * (`isDrawInterval`), and its draws fall on the interval's multiples counted from brand midnight
 * (GMT+8), so every instance agrees and every brand day has the same draws. A draw is numbered
 * within its brand day by the contract's drawNumber (lottery/draw-number.ts), the rule the pages
 * that find a draw by its number read back.
 */

const DAY_MS = 86_400_000;
const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * 60_000;

/** How far ahead draws are made, so players see the coming ones and chase plans can follow them. */
export const SCHEDULE_AHEAD_MS = 30 * 60_000;
/** The most draws made ahead, whatever the interval. */
export const SCHEDULE_AHEAD_MAX = 30;

/** A draw interval a game may have: whole seconds that divide the day. */
export const isDrawInterval = (intervalSec: number) =>
  Number.isInteger(intervalSec) && intervalSec > 0 && DAY_MS % (intervalSec * 1000) === 0;

/** The draw times after `after` (exclusive) up to `until` (inclusive), at most `max`. */
export function drawTimes(intervalSec: number, after: number, until: number, max = SCHEDULE_AHEAD_MAX): number[] {
  const step = intervalSec * 1000;
  const times: number[] = [];
  // Multiples of the step in brand time (the step divides the day, so counted from any midnight).
  const first = Math.floor((after + OFFSET_MS) / step) * step + step - OFFSET_MS;
  for (let t = first; t <= until && times.length < max; t += step) times.push(t);
  return times;
}

/** How far ahead an official game's draws are made: its next two, within the coming eight days. */
export const OFFICIAL_AHEAD_MS = 8 * DAY_MS;

/**
 * An official game's draw times after `after` (exclusive) up to `until` (inclusive), at most
 * `max`: `drawTimeSec` after each brand midnight whose weekday (0 = Sunday, in GMT+8) is in the
 * `weekdays` bitmask.
 */
export function officialDrawTimes(
  drawTimeSec: number,
  weekdays: number,
  after: number,
  until: number,
  max = 2,
): number[] {
  const times: number[] = [];
  for (let day = Math.floor((after + OFFSET_MS) / DAY_MS); times.length < max; day++) {
    const at = day * DAY_MS + drawTimeSec * 1000 - OFFSET_MS;
    if (at > until) break;
    // Day 0 of the epoch (1970-01-01) was a Thursday.
    if (at > after && (weekdays >> ((day + 4) % 7)) & 1) times.push(at);
  }
  return times;
}

/** The number of an official draw: its brand day, and 0001 as the day's only draw. */
export function officialDrawNumber(drawsAt: number): string {
  const day = new Date(Math.floor((drawsAt + OFFSET_MS) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  return `${day.replaceAll("-", "")}-0001`;
}
