import { currentLanguage } from "../i18n/i18n";

const LOCALE = { cn: "zh-CN", en: "en-GB", ja: "ja-JP", th: "th-TH", vi: "vi-VN" } as const;

/** A time (epoch ms) in the operator's language, to the second. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  return new Intl.DateTimeFormat(LOCALE[currentLanguage()], { dateStyle: "short", timeStyle: "medium" }).format(ms);
}

/**
 * epoch ms → the value of a datetime-local input, in the browser's clock ("" for none). A stored
 * time with seconds keeps them (and its milliseconds), so saving an edit without touching the
 * period sends the period back as it was: who qualifies can depend on it to the millisecond.
 */
export function localInputValue(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "";
  const date = new Date(ms);
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const seconds = date.getSeconds();
  const millis = date.getMilliseconds();
  if (seconds === 0 && millis === 0) return minute;
  return millis === 0 ? `${minute}:${pad(seconds)}` : `${minute}:${pad(seconds)}.${pad(millis, 3)}`;
}

/** A datetime-local value → epoch ms (NaN when not a date: the contract's schema refuses it). */
export const fromLocalInput = (value: string): number => (value === "" ? Number.NaN : new Date(value).getTime());
