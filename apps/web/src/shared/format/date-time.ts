import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import type { Language } from "@portal/contract/languages";
import { partsAt } from "./clock";

/**
 * The one way the portal shows a date and time (decision 0028): in the brand's time zone (GMT+8,
 * whatever the visitor's own), 24-hour, with the day order players of each language read:
 * year first with "-" in Chinese (the spec's announcement format), year first with "/" in
 * Japanese, day first with "/" in English, Thai and Vietnamese (the spec's header clock).
 * Gregorian years everywhere, so a date reads the same as in the day filters.
 */
const DATE_ORDER: Record<Language, { yearFirst: boolean; separator: "-" | "/" }> = {
  cn: { yearFirst: true, separator: "-" },
  ja: { yearFirst: true, separator: "/" },
  en: { yearFirst: false, separator: "/" },
  th: { yearFirst: false, separator: "/" },
  vi: { yearFirst: false, separator: "/" },
};

/** A shown date: the calendar day of an instant in the brand's time zone, in the language's order. */
export function formatShownDate(epochMs: number, language: Language, offsetMin: number = CLOCK_UTC_OFFSET_MIN) {
  if (!Number.isFinite(epochMs)) return "";
  const p = partsAt(epochMs, offsetMin);
  const { yearFirst, separator } = DATE_ORDER[language];
  return (yearFirst ? [p.year, p.month, p.day] : [p.day, p.month, p.year]).join(separator);
}

/** A shown date and time: the language's date, then HH:mm:ss, in the brand's time zone. */
export function formatDateTime(epochMs: number, language: Language, offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  if (!Number.isFinite(epochMs)) return "";
  const p = partsAt(epochMs, offsetMin);
  return `${formatShownDate(epochMs, language, offsetMin)} ${p.hours}:${p.minutes}:${p.seconds}`;
}

/** HH:mm of an instant in the brand's time zone (a draw's time in a day's schedule). */
export function formatTimeOfDay(epochMs: number, offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  if (!Number.isFinite(epochMs)) return "";
  const p = partsAt(epochMs, offsetMin);
  return `${p.hours}:${p.minutes}`;
}

/** ISO 8601 with offset, for `<time dateTime>`. */
export function isoDateTime(epochMs: number, offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  if (!Number.isFinite(epochMs)) return "";
  const p = partsAt(epochMs, offsetMin);
  const sign = offsetMin < 0 ? "-" : "+";
  const abs = Math.abs(offsetMin);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${p.year}-${p.month}-${p.day}T${p.hours}:${p.minutes}:${p.seconds}${offset}`;
}

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day of an instant in GMT+8 as yyyy-MM-dd: a value for machines (an `<input
 * type="date">`, a query), never shown as text (formatShownDate is).
 */
export function formatDate(epochMs: number, offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  if (!Number.isFinite(epochMs)) return "";
  const p = partsAt(epochMs, offsetMin);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant a yyyy-MM-dd day starts in GMT+8 (00:00:00), or null for anything else. */
export function dayStart(date: string, offsetMin: number = CLOCK_UTC_OFFSET_MIN): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2024-02-31 over to March: such a day does not exist.
  if (new Date(utc).getUTCDate() !== day || new Date(utc).getUTCMonth() !== month - 1) return null;
  return utc - offsetMin * MS_PER_MINUTE;
}

/** The yyyy-MM-dd day `days` after (or before, when negative) `date`; "" for a malformed day. */
export function addDays(date: string, days: number): string {
  const start = dayStart(date, 0);
  return start === null ? "" : formatDate(start + days * MS_PER_DAY, 0);
}
