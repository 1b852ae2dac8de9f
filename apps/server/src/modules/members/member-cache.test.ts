import { afterEach, describe, expect, it, vi } from "vitest";
import { MemberCache } from "./member-cache";
import type { Member } from "./repository";

const row = (id: number, nickname = "n") => ({ id, nickname }) as unknown as Member;

describe("MemberCache", () => {
  afterEach(() => vi.useRealTimers());

  it("reuses a row while fresh, shares a load in flight, and keeps no unknown member or failed load", async () => {
    const cache = new MemberCache(1000);
    const load = vi.fn(async () => row(1));
    await Promise.all([cache.get(1, load), cache.get(1, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    const unknown = vi.fn(async () => undefined);
    await cache.get(2, unknown);
    await cache.get(2, unknown);
    expect(unknown).toHaveBeenCalledTimes(2);
    await expect(cache.get(3, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await cache.get(3, async () => row(3, "back")))!.nickname).toBe("back");
  });

  it("loads again once expired or dropped, and sweeps expired rows of members gone quiet", async () => {
    vi.useFakeTimers();
    const cache = new MemberCache(1000);
    const loads = vi.fn(async (id: number) => row(id));
    await cache.get(1, () => loads(1));
    await cache.get(2, () => loads(2));
    vi.advanceTimersByTime(1001);
    await cache.get(1, () => loads(1));
    expect(loads).toHaveBeenCalledTimes(3);
    // Member 2 called no more: its expired entry went with member 1's new load.
    expect((cache as unknown as { entries: Map<number, unknown> }).entries.has(2)).toBe(false);
    cache.drop(1);
    await cache.get(1, () => loads(1));
    expect(loads).toHaveBeenCalledTimes(4);
  });
});
