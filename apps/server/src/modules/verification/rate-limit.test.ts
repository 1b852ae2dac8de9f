import { describe, expect, it } from "vitest";
import { WindowLimiter } from "./rate-limit";

describe("WindowLimiter", () => {
  it("allows `limit` hits per key and window, then refuses until the window ends", () => {
    const limiter = new WindowLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([1, 2, 3, 4].map((i) => limiter.hit("a", t0 + i))).toEqual([true, true, true, false]);
    expect(limiter.hit("b", t0 + 5)).toBe(true);
    expect(limiter.hit("a", t0 + 59_999)).toBe(false);
    expect(limiter.hit("a", t0 + 60_001)).toBe(true);
  });

  it("stays bounded, forgetting the oldest window first", () => {
    const limiter = new WindowLimiter(1, 60_000, { maxKeys: 2 });
    expect(limiter.hit("a", 1)).toBe(true);
    expect(limiter.hit("b", 2)).toBe(true);
    expect(limiter.hit("c", 3)).toBe(true);
    expect(limiter.size).toBe(2);
    expect(limiter.hit("b", 4)).toBe(false);
    expect(limiter.hit("a", 5)).toBe(true);
  });
});
