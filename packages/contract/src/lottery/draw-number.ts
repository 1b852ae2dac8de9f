import { CLOCK_UTC_OFFSET_MIN } from "../constants";

/**
 * A fast game's draw numbering, one rule for the draw server (which names each draw it makes) and
 * the pages that find a draw by its number. A game's draws fall on its interval's multiples
 * counted from brand midnight (GMT+8); a draw is numbered within its brand day: yyyyMMdd-nnnn
 * (more digits for games drawing more than 9,999 times a day), 0001 the first after midnight and
 * the draw at midnight itself the day's last (a one-minute game's 1440th), as the lottery sites
 * of this market number them.
 */

const DAY_MS = 86_400_000;
const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * 60_000;
/**
 * yyyyMMdd-nnnn: the brand day and the draw's place in it, four digits, or five without a leading
 * zero from 10,000 on (a 5-second game's afternoon, a 1-second game's 86,400th). The one pattern
 * every request naming a draw is checked against.
 */
export const DRAW_NO = /^(\d{4})(\d{2})(\d{2})-(\d{4}|[1-9]\d{4})$/;

/** yyyyMMdd-nnnn of the draw at `drawsAt` (epoch ms) in a game drawing every `intervalSec`. */
export function drawNumber(drawsAt: number, intervalSec: number): string {
  // The brand day holding the instant just before the draw: a draw at midnight ends its day.
  const local = drawsAt - 1 + OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const n = Math.floor((drawsAt + OFFSET_MS - dayStart) / (intervalSec * 1000));
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll("-", "");
  return `${day}-${String(n).padStart(4, "0")}`;
}

/**
 * When the draw `drawNo` of a game drawing every `intervalSec` takes place (epoch ms): the
 * inverse of drawNumber. Null when the text is no draw number of such a game.
 */
export function drawTimeOf(drawNo: string, intervalSec: number): number | null {
  const match = DRAW_NO.exec(drawNo);
  if (!match || !(intervalSec > 0)) return null;
  const [, year, month, day, n] = match;
  const midnight = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const dayOf = new Date(midnight);
  // A date that rolls over (20250231) is no draw's.
  if (dayOf.getUTCDate() !== Number(day) || dayOf.getUTCMonth() !== Number(month) - 1) return null;
  const place = Number(n);
  if (place < 1 || place * intervalSec > 86_400) return null;
  return midnight - OFFSET_MS + place * intervalSec * 1000;
}
