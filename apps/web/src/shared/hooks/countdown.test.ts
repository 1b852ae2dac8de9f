import { describe, expect, it } from "vitest";
import { secondsLeft, smsCountdownSeconds, throttleAllows } from "./countdown";

describe("SMS countdown", () => {
  it("lasts expiredMinutes x 60 s, or 60 s for firebase", () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(5, "firebase")).toBe(60);
    expect(smsCountdownSeconds(-1)).toBe(0);
  });

  it("counts whole seconds down to zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it("throttles requests to one per second", () => {
    expect(throttleAllows(null, 5)).toBe(true);
    expect(throttleAllows(1_000, 1_999)).toBe(false);
    expect(throttleAllows(1_000, 2_000)).toBe(true);
    expect(throttleAllows(0, 400, 500)).toBe(false);
  });
});
