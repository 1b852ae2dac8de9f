import { describe, expect, it } from "vitest";
import { matchingQuickRange, quickRangeDays } from "./quick-ranges";

// 2024-03-01 00:30 in GMT+8 is still 2024-02-29 in UTC: the brand's day decides.
const EARLY_FIRST_OF_MARCH = Date.UTC(2024, 1, 29, 16, 30);

describe("quick date ranges of the personal profit page", () => {
  it("name brand days (GMT+8), both included", () => {
    const now = EARLY_FIRST_OF_MARCH;
    expect(quickRangeDays("today", now)).toEqual({ from: "2024-03-01", to: "2024-03-01" });
    expect(quickRangeDays("yesterday", now)).toEqual({ from: "2024-02-29", to: "2024-02-29" });
    expect(quickRangeDays("last7Days", now)).toEqual({ from: "2024-02-24", to: "2024-03-01" });
    expect(quickRangeDays("thisMonth", now)).toEqual({ from: "2024-03-01", to: "2024-03-01" });
    expect(quickRangeDays("thisMonth", Date.UTC(2024, 2, 20, 4))).toEqual({ from: "2024-03-01", to: "2024-03-20" });
  });

  it("recognise the shortcut behind a pair of days, and none for days chosen by hand", () => {
    const now = Date.UTC(2024, 2, 20, 4);
    expect(matchingQuickRange({ from: "2024-03-19", to: "2024-03-19" }, now)).toBe("yesterday");
    expect(matchingQuickRange({ from: "2024-03-14", to: "2024-03-20" }, now)).toBe("last7Days");
    expect(matchingQuickRange({ from: "2024-03-02", to: "2024-03-20" }, now)).toBeNull();
  });
});
