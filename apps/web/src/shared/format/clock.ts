import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";

const MS_PER_MINUTE = 60_000;

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

interface Parts {
  year: string;
  month: string;
  day: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** Calendar parts of an instant in a fixed UTC offset, computed with getUTC* (no time-zone database). */
export function partsAt(epochMs: number, offsetMin: number): Parts {
  const d = new Date(epochMs + offsetMin * MS_PER_MINUTE);
  return {
    year: String(d.getUTCFullYear()).padStart(4, "0"),
    month: pad2(d.getUTCMonth() + 1),
    day: pad2(d.getUTCDate()),
    hours: pad2(d.getUTCHours()),
    minutes: pad2(d.getUTCMinutes()),
    seconds: pad2(d.getUTCSeconds()),
  };
}

/** "GMT+8", "GMT-3:30": the label shown next to the clock. */
export function formatUtcOffset(offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  const sign = offsetMin < 0 ? "-" : "+";
  const abs = Math.abs(offsetMin);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes === 0 ? "" : `:${pad2(minutes)}`}`;
}

/**
 * A label over times in a zone, marked with it: "Time (GMT+8)". Record tables name their time
 * column so: on a phone the header clock (which shows the zone) is hidden, and a card would
 * otherwise show a bare time a player reads as their own.
 */
export function withZone(label: string, offsetMin: number = CLOCK_UTC_OFFSET_MIN): string {
  return `${label} (${formatUtcOffset(offsetMin)})`;
}
