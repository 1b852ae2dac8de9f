import { describe, expect, it } from "vitest";
import { DAY_MS, duePeriods, HOUR_MS, latestEndedPeriodStart, periodKey, periodStartAt } from "./periods";

const at = (iso: string) => Date.parse(iso);

describe("periods", () => {
  it("are aligned to the epoch plus an offset, and due once ended", () => {
    const hourly = { everyMs: HOUR_MS };
    expect(periodKey(periodStartAt(hourly, at("2030-01-01T10:59:59.999Z")))).toBe("2030-01-01T10:00:00.000Z");
    expect(periodKey(latestEndedPeriodStart(hourly, at("2030-01-01T11:00:00Z")))).toBe("2030-01-01T10:00:00.000Z");
    expect(periodKey(latestEndedPeriodStart(hourly, at("2030-01-01T10:59:59Z")))).toBe("2030-01-01T09:00:00.000Z");
    // The brand day (GMT+8) starts at 16:00 UTC.
    const brandDay = { everyMs: DAY_MS, offsetMs: 16 * HOUR_MS };
    expect(periodKey(periodStartAt(brandDay, at("2030-01-02T15:00:00Z")))).toBe("2030-01-01T16:00:00.000Z");
    expect(periodKey(periodStartAt(brandDay, at("2030-01-02T16:00:00Z")))).toBe("2030-01-02T16:00:00.000Z");
  });

  it("catch up the latest period only, or every missed one within the window", () => {
    const hourly = { everyMs: HOUR_MS };
    const now = at("2030-01-01T12:30:00Z");
    const latest = at("2030-01-01T11:00:00Z");
    // Already recorded: nothing is due.
    expect(duePeriods(hourly, { kind: "latestOnly" }, now, latest)).toEqual({ starts: [], skipped: 0 });
    // A job's history starts with the latest period, whatever its policy.
    expect(duePeriods(hourly, { kind: "everyPeriod", windowPeriods: 24 }, now, undefined).starts).toEqual([latest]);

    const last = at("2030-01-01T07:00:00Z");
    expect(duePeriods(hourly, { kind: "latestOnly" }, now, last)).toEqual({ starts: [latest], skipped: 0 });
    expect(duePeriods(hourly, { kind: "everyPeriod", windowPeriods: 24 }, now, last).starts.map(periodKey)).toEqual([
      "2030-01-01T08:00:00.000Z",
      "2030-01-01T09:00:00.000Z",
      "2030-01-01T10:00:00.000Z",
      "2030-01-01T11:00:00.000Z",
    ]);
    // Beyond the window: the oldest missed periods are counted, not run.
    expect(duePeriods(hourly, { kind: "everyPeriod", windowPeriods: 2 }, now, last)).toEqual({
      starts: [at("2030-01-01T10:00:00Z"), latest],
      skipped: 2,
    });
  });
});
