import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { currentLanguage } from "../i18n/i18n";

const LOCALE = { cn: "zh-CN", en: "en-GB", ja: "ja-JP", th: "th-TH", vi: "vi-VN" } as const;

/**
 * Every time an operator reads or types in the back office is in the brand's clock (GMT+8, the
 * clock the portal and the server count days and periods in), whatever the browser's own zone.
 */
const OFFSET_MS = CLOCK_UTC_OFFSET_MIN * 60_000;

/** The brand's zone as operators read it: "GMT+8" (or "GMT+5:30", "GMT-3"). */
export const BRAND_ZONE = (() => {
  const minutes = Math.abs(CLOCK_UTC_OFFSET_MIN);
  const sign = CLOCK_UTC_OFFSET_MIN < 0 ? "-" : "+";
  const rest = minutes % 60;
  return `GMT${sign}${Math.floor(minutes / 60)}${rest === 0 ? "" : `:${String(rest).padStart(2, "0")}`}`;
})();

/**
 * The IANA zone of a fixed whole-hour offset (POSIX sign: `Etc/GMT-8` is eight hours ahead), or
 * null when the offset is not whole hours: then times are shifted by hand and read as UTC.
 */
const BRAND_TIME_ZONE: string | null =
  CLOCK_UTC_OFFSET_MIN === 0
    ? "UTC"
    : CLOCK_UTC_OFFSET_MIN % 60 === 0
      ? `Etc/GMT${CLOCK_UTC_OFFSET_MIN > 0 ? "-" : "+"}${Math.abs(CLOCK_UTC_OFFSET_MIN / 60)}`
      : null;

/** A time (epoch ms) in the operator's language and the brand's clock, to the second. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  return new Intl.DateTimeFormat(LOCALE[currentLanguage()], {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: BRAND_TIME_ZONE ?? "UTC",
  }).format(BRAND_TIME_ZONE === null ? ms + OFFSET_MS : ms);
}

const DURATION_UNITS = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
] as const;

/**
 * A span of whole seconds in the operator's language, in its largest whole units: "5 minutes",
 * "1 day", "1 minute 30 seconds" (a lottery game's draw interval).
 */
export function formatDuration(seconds: number): string {
  const locale = LOCALE[currentLanguage()];
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    if (rest < size && !(size === 1 && parts.length === 0)) continue;
    const count = Math.floor(rest / size);
    rest -= count * size;
    parts.push(new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count));
  }
  return new Intl.ListFormat(locale, { style: "narrow", type: "unit" }).format(parts);
}

/**
 * epoch ms → the value of a datetime-local input, in the brand's clock ("" for none). A stored
 * time with seconds keeps them (and its milliseconds), so saving an edit without touching the
 * period sends the period back as it was: who qualifies can depend on it to the millisecond.
 */
export function localInputValue(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "";
  // The brand's wall clock, read off a UTC date shifted by the brand's offset.
  const date = new Date(ms + OFFSET_MS);
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  const minute = `${String(date.getUTCFullYear()).padStart(4, "0")}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  const seconds = date.getUTCSeconds();
  const millis = date.getUTCMilliseconds();
  if (seconds === 0 && millis === 0) return minute;
  return millis === 0 ? `${minute}:${pad(seconds)}` : `${minute}:${pad(seconds)}.${pad(millis, 3)}`;
}

/** What a datetime-local input gives: date, hours and minutes, seconds and milliseconds optional. */
const LOCAL_INPUT = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A datetime-local value, read in the brand's clock → epoch ms (NaN when not a date: the
 * contract's schema refuses it).
 */
export function fromLocalInput(value: string): number {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fraction = match[7] === undefined ? 0 : Number(match[7].padEnd(3, "0"));
  // Years before 1000 are a typing slip here (and Date.UTC would read 0050 as 1950).
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) {
    return Number.NaN;
  }
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, fraction);
  // 31 February and the like roll over into another day: not a date.
  if (new Date(utc).getUTCDate() !== day) return Number.NaN;
  return utc - OFFSET_MS;
}
