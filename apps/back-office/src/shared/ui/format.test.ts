import { describe, expect, it } from "vitest";
import { fromLocalInput, localInputValue } from "./format";

describe("a period's time in a datetime-local field", () => {
  it("comes back to the same millisecond, so an edit that leaves the period alone does not move it", () => {
    for (const ms of [
      Date.UTC(2026, 10, 29, 9, 30),
      Date.UTC(2026, 10, 29, 9, 30, 17),
      Date.UTC(2026, 10, 29, 9, 30, 17, 42),
    ]) {
      expect(fromLocalInput(localInputValue(ms))).toBe(ms);
    }
    expect(localInputValue(null)).toBe("");
    expect(localInputValue(new Date(2026, 10, 29, 9, 30).getTime())).toBe("2026-11-29T09:30");
  });
});
