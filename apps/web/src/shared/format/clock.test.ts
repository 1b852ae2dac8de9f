import { describe, expect, it } from "vitest";
import { formatUtcOffset } from "./clock";

describe("formatUtcOffset", () => {
  it("labels the offset", () => {
    expect(formatUtcOffset(480)).toBe("GMT+8");
    expect(formatUtcOffset(-210)).toBe("GMT-3:30");
  });
});
