import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/contract/languages";
import { addDays, dayStart, formatDate, formatDateTime, formatShownDate, isoDateTime } from "./date-time";

describe("formatDateTime", () => {
  const instant = Date.UTC(2024, 4, 6, 13, 7, 9);

  it("shows each language's day order, 24-hour, in GMT+8", () => {
    expect(formatDateTime(instant, "cn")).toBe("2024-05-06 21:07:09");
    expect(formatDateTime(instant, "ja")).toBe("2024/05/06 21:07:09");
    expect(formatDateTime(instant, "en")).toBe("06/05/2024 21:07:09");
    expect(formatDateTime(instant, "th")).toBe("06/05/2024 21:07:09");
    expect(formatDateTime(instant, "vi")).toBe("06/05/2024 21:07:09");
  });

  it("has a format for every language, with Gregorian years", () => {
    for (const language of LANGUAGES) expect(formatShownDate(instant, language)).toMatch(/2024/);
  });

  it("crosses midnight into the next day at 16:00 UTC", () => {
    expect(formatDateTime(Date.UTC(2024, 11, 31, 16, 0, 0), "en")).toBe("01/01/2025 00:00:00");
  });

  it("pads every field", () => {
    expect(formatDateTime(Date.UTC(2023, 8, 8, 0, 0, 9), "cn", 0)).toBe("2023-09-08 00:00:09");
  });

  it("does not depend on the machine time zone", () => {
    const leap = Date.UTC(2024, 1, 29, 23, 59, 59);
    expect(formatDateTime(leap, "en", 8 * 60)).toBe("01/03/2024 07:59:59");
    expect(formatDateTime(leap, "en", -5 * 60)).toBe("29/02/2024 18:59:59");
  });

  it("is empty for an invalid time", () => {
    expect(formatDateTime(Number.NaN, "en")).toBe("");
  });

  it("gives an ISO value with the offset", () => {
    expect(isoDateTime(Date.UTC(2024, 4, 6, 13, 7, 9))).toBe("2024-05-06T21:07:09+08:00");
  });
});

describe("GMT+8 days", () => {
  it("gives the GMT+8 calendar day of an instant", () => {
    expect(formatDate(Date.UTC(2024, 4, 6, 15, 59, 59))).toBe("2024-05-06");
    expect(formatDate(Date.UTC(2024, 4, 6, 16, 0, 0))).toBe("2024-05-07");
  });

  it("starts a day at 00:00 GMT+8", () => {
    expect(dayStart("2024-05-07")).toBe(Date.UTC(2024, 4, 6, 16, 0, 0));
    expect(dayStart("2024-02-31")).toBeNull();
    expect(dayStart("7 May")).toBeNull();
  });

  it("moves by whole days across months and years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("nope", 1)).toBe("");
  });
});
