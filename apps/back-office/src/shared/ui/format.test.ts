// An operator in Paris: the browser's clock is not the brand's (GMT+8). Set before the module
// under test loads, so nothing it reads of the browser's zone could be the brand's by chance.
process.env.TZ = "Europe/Paris";

import { describe, expect, it, vi } from "vitest";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
vi.mock("../i18n/i18n", () => ({ currentLanguage: () => "en" }));

import { BRAND_ZONE, formatDuration, formatTime, fromLocalInput, localInputValue } from "./format";

describe("a time in a datetime-local field, in the brand's clock", () => {
  it("runs in a browser whose zone is not the brand's", () => {
    expect(CLOCK_UTC_OFFSET_MIN).toBe(8 * 60);
    expect(new Date(Date.UTC(2026, 11, 1)).getTimezoneOffset()).toBe(-60);
    expect(BRAND_ZONE).toBe("GMT+8");
  });

  it("reads what the operator types as brand time, whatever the browser's zone", () => {
    expect(fromLocalInput("2026-12-01T00:00")).toBe(Date.parse("2026-11-30T16:00:00Z"));
    expect(fromLocalInput("2026-07-01T09:30:17")).toBe(Date.parse("2026-07-01T01:30:17Z"));
    expect(fromLocalInput("2026-07-01T09:30:17.042")).toBe(Date.parse("2026-07-01T01:30:17.042Z"));
    expect(localInputValue(Date.parse("2026-11-30T16:00:00Z"))).toBe("2026-12-01T00:00");
    // Summer time in Paris changes nothing: the brand's clock has none.
    expect(localInputValue(Date.parse("2026-07-01T01:30:00Z"))).toBe("2026-07-01T09:30");
  });

  it("comes back to the same millisecond, so an edit that leaves the period alone does not move it", () => {
    for (const ms of [
      Date.UTC(2026, 10, 29, 9, 30),
      Date.UTC(2026, 10, 29, 9, 30, 17),
      Date.UTC(2026, 10, 29, 9, 30, 17, 42),
      Date.UTC(2026, 2, 29, 1, 30), // the hour Paris skips in spring
      Date.UTC(2026, 9, 25, 0, 30), // the hour Paris lives twice in autumn
    ]) {
      expect(fromLocalInput(localInputValue(ms))).toBe(ms);
    }
    for (const value of ["2026-12-01T00:00", "2026-03-29T02:30", "2026-11-29T09:30:17", "2026-11-29T09:30:17.042"]) {
      expect(localInputValue(fromLocalInput(value))).toBe(value);
    }
    expect(localInputValue(null)).toBe("");
    expect(localInputValue(undefined)).toBe("");
  });

  it("is not a date when the field is empty or not a real day", () => {
    for (const value of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-12-01T24:00",
      "0050-01-01T00:00",
      "yesterday",
    ]) {
      expect(fromLocalInput(value)).toBeNaN();
    }
  });
});

describe("a time shown to the operator", () => {
  it("is in the brand's clock, not the browser's", () => {
    expect(formatTime(Date.parse("2026-11-30T16:00:00Z"))).toBe("01/12/2026, 00:00:00");
    expect(formatTime(Date.parse("2026-07-01T01:30:17Z"))).toBe("01/07/2026, 09:30:17");
    expect(formatTime(null)).toBe("—");
  });
});

describe("a duration", () => {
  it("reads in its largest whole units", () => {
    expect(formatDuration(60)).toBe("1 minute");
    expect(formatDuration(300)).toBe("5 minutes");
    expect(formatDuration(86_400)).toBe("1 day");
    expect(formatDuration(90)).toBe("1 minute 30 seconds");
    expect(formatDuration(0)).toBe("0 seconds");
  });
});
