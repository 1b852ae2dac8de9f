import { describe, expect, it } from "vitest";
import { formatDateTime, isoDateTime } from "./date-time";

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
