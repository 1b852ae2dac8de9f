import type { LotteryGameView } from "@portal/contract/api/lottery";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";

const DAY_MS = 86_400_000;
const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * 60_000;

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
