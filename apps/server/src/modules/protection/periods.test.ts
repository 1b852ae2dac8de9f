import { describe, expect, it } from "vitest";
import { addMonths, periodOf, periodStart } from "./periods";

describe("protection periods (GMT+8)", () => {
  // Tuesday 2030-01-15 01:30 in GMT+8 is Monday 17:30 UTC.
  const now = new Date("2030-01-14T17:30:00Z");

  it("starts days at GMT+8 midnight, weeks on Monday and months on the 1st", () => {
    expect(periodStart("DAY", now).toISOString()).toBe("2030-01-14T16:00:00.000Z");
    expect(periodStart("WEEK", now).toISOString()).toBe("2030-01-13T16:00:00.000Z");
    expect(periodStart("MONTH", now).toISOString()).toBe("2029-12-31T16:00:00.000Z");
    // A Sunday belongs to the week that began the Monday before.
    expect(periodStart("WEEK", new Date("2030-01-20T10:00:00Z")).toISOString()).toBe("2030-01-13T16:00:00.000Z");
  });

  it("names the period of a limit kind", () => {
    expect(periodOf("DEPOSIT_WEEK")).toBe("WEEK");
    expect(periodOf("LOSS_MONTH")).toBe("MONTH");
  });

  it("adds calendar months, clamping to the month's last day", () => {
    expect(addMonths(new Date("2030-08-31T12:00:00Z"), 6).toISOString()).toBe("2031-02-28T12:00:00.000Z");
    expect(addMonths(new Date("2030-01-15T00:00:00Z"), 12).toISOString()).toBe("2031-01-15T00:00:00.000Z");
  });
});
