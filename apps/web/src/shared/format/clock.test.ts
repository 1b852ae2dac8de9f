import { describe, expect, it } from "vitest";
import { formatClock, formatUtcOffset } from "./clock";

describe("formatClock", () => {
  it("shows GMT+8 as DD/MM/YYYY HH:mm:ss", () => {
    expect(formatClock(Date.UTC(2024, 0, 2, 3, 4, 5))).toBe("02/01/2024 11:04:05");
  });

  it("rolls the date over at 16:00 UTC", () => {
    expect(formatClock(Date.UTC(2024, 11, 31, 16, 0, 0))).toBe("01/01/2025 00:00:00");
  });

  it("pads every field", () => {
    expect(formatClock(Date.UTC(2023, 8, 8, 0, 0, 9), 0)).toBe("08/09/2023 00:00:09");
  });

  it("does not depend on the machine time zone", () => {
    const instant = Date.UTC(2024, 1, 29, 23, 59, 59);
    expect(formatClock(instant, 8 * 60)).toBe("01/03/2024 07:59:59");
    expect(formatClock(instant, -5 * 60)).toBe("29/02/2024 18:59:59");
  });
});

describe("formatUtcOffset", () => {
  it("labels the offset", () => {
    expect(formatUtcOffset(480)).toBe("GMT+8");
    expect(formatUtcOffset(-210)).toBe("GMT-3:30");
  });
});
