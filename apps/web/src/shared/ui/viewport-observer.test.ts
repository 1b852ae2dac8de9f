import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadRootMargin, throttle } from "./viewport-observer";

describe("preloadRootMargin", () => {
  it("turns the preload ratio into a percentage margin", () => {
    expect(preloadRootMargin(1.3)).toBe("30%");
    expect(preloadRootMargin(1)).toBe("0%");
  });
});

describe("throttle", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at once, then folds calls into one trailing run", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
