import { describe, expect, it } from "vitest";
import { addDays, dayStart, formatDate, formatDateTime, isoDateTime } from "./date-time";

describe("formatDateTime", () => {
  it("formats yyyy-MM-dd HH:mm:ss in GMT+8", () => {
    expect(formatDateTime(Date.UTC(2024, 4, 6, 13, 7, 9))).toBe("2024-05-06 21:07:09");
  });

  it("crosses midnight into the next day", () => {
    expect(formatDateTime(Date.UTC(2024, 4, 6, 17, 0, 0))).toBe("2024-05-07 01:00:00");
  });

  it("is empty for an invalid time", () => {
    expect(formatDateTime(Number.NaN)).toBe("");
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
