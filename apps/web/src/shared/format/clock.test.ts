import { describe, expect, it } from "vitest";
import { formatUtcOffset, withZone } from "./clock";

describe("formatUtcOffset", () => {
  it("labels the offset", () => {
    expect(formatUtcOffset(480)).toBe("GMT+8");
    expect(formatUtcOffset(-210)).toBe("GMT-3:30");
  });
});

describe("withZone", () => {
  it("marks a label with the brand's zone, or the one given", () => {
    expect(withZone("Time")).toBe("Time (GMT+8)");
    expect(withZone("Giờ", 420)).toBe("Giờ (GMT+7)");
  });
});
