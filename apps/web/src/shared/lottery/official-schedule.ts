import type { LotteryGameView } from "@portal/contract/api/lottery";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { namesFamily } from "@portal/contract/lottery/names";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * MINUTE_MS;

/**
 * Vietnam's time (Asia/Ho_Chi_Minh): GMT+7 all year, with no daylight saving, so a fixed offset.
 * The Vietnamese draws are known by it (the north at 18:15, the south at 16:15): /Vnlottery shows
 * their times and their day in it, while the server schedules them in brand time (GMT+8).
 */
export const VIETNAM_UTC_OFFSET_MIN = 7 * 60;

/** The zone a lottery family's draw times are shown in: Vietnam's for the Vietnamese lottery, else brand time. */
export const familyUtcOffsetMin = (family: string) =>
  namesFamily(family) === "VN" ? VIETNAM_UTC_OFFSET_MIN : CLOCK_UTC_OFFSET_MIN;

/** The weekday (0 = Sunday) of an instant in brand time (GMT+8), as the server schedules official draws. */
export const brandWeekday = (epochMs: number) => new Date(epochMs + OFFSET_MS).getUTCDay();

/** Whether an official game draws on the brand day of `epochMs`. */
export const drawsOn = (game: LotteryGameView, epochMs: number) =>
  game.official !== null && game.official.weekdays.includes(brandWeekday(epochMs));

/** The instant an official game draws on the brand day of `epochMs`. */
export function drawTimeOn(game: LotteryGameView & { official: object }, epochMs: number): number {
  const dayStart = Math.floor((epochMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return dayStart + game.official.drawTimeSec * 1000;
}

/**
 * The instant an official game draws on the day of `epochMs` in the time zone `offsetMin` (a
 * Vietnamese player's day, VIETNAM_UTC_OFFSET_MIN), or null when it does not draw that day. The
 * server schedules by brand day (GMT+8), which starts an hour earlier: each brand day overlapping
 * the day is looked at, and its draw counts if it falls within the day.
 */
export function drawOnDay(game: LotteryGameView, epochMs: number, offsetMin: number): number | null {
  if (game.official === null) return null;
  const official = { ...game, official: game.official };
  const offset = offsetMin * MINUTE_MS;
  const start = Math.floor((epochMs + offset) / DAY_MS) * DAY_MS - offset;
  for (const instant of [start, start + DAY_MS - 1]) {
    const at = drawTimeOn(official, instant);
    if (at >= start && at < start + DAY_MS && drawsOn(game, instant)) return at;
  }
  return null;
}
