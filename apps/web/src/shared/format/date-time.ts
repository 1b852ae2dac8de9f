import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { partsAt } from "./clock";

/** Announcement times: yyyy-MM-dd HH:mm:ss in GMT+8, whatever the visitor's time zone. */
export function formatDateTime(epochMs: number, offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  if (!Number.isFinite(epochMs)) return "";
  const p = partsAt(epochMs, offsetMin);
  return `${p.year}-${p.month}-${p.day} ${p.hours}:${p.minutes}:${p.seconds}`;
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
