import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../src/db/client";
import { authFailures } from "../src/db/schema";
import { LoginThrottle, PLACE_LIFETIME_MS } from "../src/modules/auth/login-throttle";
import { LoginThrottleRepository } from "../src/modules/auth/login-throttle-repository";
import { SETTING_DEFAULTS, type Settings } from "../src/modules/system/settings";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The throttle's counting, driven directly: each check waits on a gate the test opens, so
 * "tries in flight at once" is exact, not a matter of timing.
 */
let t: TestApp;
let throttle: LoginThrottle;
beforeAll(async () => {
  t = await createTestApp();
  throttle = new LoginThrottle(new LoginThrottleRepository(t.database.db));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const settings: Settings = { ...SETTING_DEFAULTS, lockAfterFailures: 5, lockMinutes: 15 };
let nextKey = 0;
const accountKey = () => `account:test:${++nextKey}`;

function gate() {
  let open!: (right: boolean) => void;
  const opened = new Promise<boolean>((resolve) => (open = resolve));
  return { open, check: () => opened };
}

/** Starts a try whose check waits for its gate; answers once the try has been counted. */
async function startTry(keys: string[]) {
  const g = gate();
  let counted!: () => void;
  const seen = new Promise<void>((resolve) => (counted = resolve));
  const result = throttle.attempt(keys, settings, () => {
    counted();
    return g.check();
  });
  // A try refused at once never reaches its check.
  await Promise.race([seen, result]);
  return { ...g, result };
}

describe("tries in flight", () => {
  it("counts a client's address by its IPv6 /64, for members and operators alike", () => {
    const [, one] = LoginThrottle.keys(1, "a", "2001:db8:1:2::a");
    expect(LoginThrottle.keys(1, "b", "2001:db8:1:2:ffff::9")[1]).toBe(one);
    expect(LoginThrottle.keys(1, "a", "2001:db8:1:3::a")[1]).not.toBe(one);
    expect(LoginThrottle.keys(1, "a", "::ffff:10.0.0.1")[1]).toBe(LoginThrottle.keys(1, "a", "10.0.0.1")[1]);
    expect(LoginThrottle.operatorKeys(1, "a", "2001:db8:1:2::a")[1]).toBe(
      LoginThrottle.operatorKeys(1, "b", "2001:db8:1:2::b")[1],
    );
  });

  it("at one account: five are checked, the sixth is refused while they are in flight", async () => {
    const key = accountKey();
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await startTry([key]));
    // Nothing is locked (no lock end to report): the allowance is taken by tries in flight.
    expect(await throttle.attempt([key], settings, async () => true)).toEqual({ outcome: "BUSY", failures: 0 });
    for (const running of tries) running.open(false);
    expect((await Promise.all(tries.map((running) => running.result))).map((r) => r.outcome)).toEqual(
      Array(5).fill("WRONG"),
    );
    // Five failures: locked, even for the right secret.
    expect(await throttle.attempt([key], settings, async () => true)).toMatchObject({ outcome: "LOCKED" });
  });

  it("at one address: right tries of many accounts lock nothing, and hold no place afterwards", async () => {
    const ip = `ip:test:${++nextKey}`;
    const tries = [];
    for (let i = 0; i < 12; i++) tries.push(await startTry([accountKey(), ip]));
    for (const running of tries) running.open(true);
    expect((await Promise.all(tries.map((running) => running.result))).map((r) => r.outcome)).toEqual(
      Array(12).fill("OK"),
    );
    const state = await throttle.peek([ip], settings);
    expect(state).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it("a check that throws withdraws its try: neither a failure nor a place", async () => {
    const key = accountKey();
    for (let i = 0; i < 8; i++) {
      await expect(
        throttle.attempt([key], settings, async () => {
          throw new Error("the database went away");
        }),
      ).rejects.toThrow("went away");
    }
    expect(await throttle.attempt([key], settings, async () => true)).toEqual({ outcome: "OK" });
  });

  it("places left by a crash mid-try are counted afresh once no try has taken one for their lifetime", async () => {
    const key = accountKey();
    const placedAt = async () =>
      (await t.database.db.select().from(authFailures).where(eq(authFailures.key, key)))[0]!.placedAt;
    // Nine places taken a moment ago and never given back (the server was killed during the
    // checks), and three wrong tries settled in the same window.
    const taken = new Date(Date.now() - 1000);
    await t.database.db
      .insert(authFailures)
      .values({ key, failures: 3, pending: 9, placedAt: taken, windowStartedAt: new Date() });
    expect(await throttle.attempt([key], settings, async () => true)).toMatchObject({ outcome: "BUSY" });
    expect(await throttle.peek([key], settings)).toMatchObject({ accountInFlight: 9 });
    // A refused try takes no place and stamps none: retries do not keep the crash's places alive.
    expect(await placedAt()).toEqual(taken);
    // Their lifetime over (by the database's clock): counted afresh; the window's failures stay.
    await t.database.db
      .update(authFailures)
      .set({ placedAt: new Date(Date.now() - PLACE_LIFETIME_MS - 5000) })
      .where(eq(authFailures.key, key));
    expect(await throttle.peek([key], settings)).toMatchObject({ accountInFlight: 0, failures: 3 });
    expect(await throttle.attempt([key], settings, async () => false)).toEqual({ outcome: "WRONG", failures: 4 });
    expect(await throttle.peek([key], settings)).toMatchObject({ accountInFlight: 0, failures: 4 });
    expect((await placedAt())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a try whose check runs past half its place's lifetime is neither right nor wrong, and gives back no place", async () => {
    const key = accountKey();
    const slow = await startTry([key]);
    const other = await startTry([key]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + PLACE_LIFETIME_MS / 2 + 1000);
    // Right, but too late: its place may have been counted afresh by another try meanwhile.
    slow.open(true);
    expect(await slow.result).toEqual({ outcome: "BUSY", failures: 0 });
    vi.useRealTimers();
    // Its place was not given back: the other try still counts as in flight.
    expect(await throttle.peek([key], settings)).toMatchObject({ accountInFlight: 2, failures: 0 });
    other.open(false);
    expect(await other.result).toEqual({ outcome: "WRONG", failures: 1 });
  });

  it("whether a try took a place is what its statement wrote, not a clock: two takes at one instant", async () => {
    const key = accountKey();
    // In one transaction now() is one instant for both statements (as PGlite's millisecond clock
    // can make it for two transactions): the second, past an allowance of 1, must not read as taken.
    const [first, second] = await t.database.db.transaction(async (tx) => {
      const repo = new LoginThrottleRepository(tx as unknown as Db);
      const at = new Date();
      const windowStart = new Date(at.getTime() - 60_000);
      return [
        await repo.take(key, at, windowStart, PLACE_LIFETIME_MS, 1),
        await repo.take(key, at, windowStart, PLACE_LIFETIME_MS, 1),
      ];
    });
    expect(first).toMatchObject({ took: true, pending: 1 });
    expect(second).toMatchObject({ took: false, pending: 1 });
  });

  it("places left by a crash last at most until the window ends", async () => {
    const key = accountKey();
    const start = Date.now();
    await t.database.db
      .insert(authFailures)
      .values({ key, failures: 0, pending: 9, placedAt: new Date(start), windowStartedAt: new Date(start) });
    expect(await throttle.attempt([key], settings, async () => true)).toMatchObject({ outcome: "BUSY" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + settings.lockMinutes * 60_000 + 1000);
    expect(await throttle.attempt([key], settings, async () => true)).toEqual({ outcome: "OK" });
  });

  it("a lock answers its stored end, and tries during it do not move it", async () => {
    const key = accountKey();
    for (let i = 0; i < 5; i++) await throttle.attempt([key], settings, async () => false);
    const first = await throttle.attempt([key], settings, async () => true);
    const again = await throttle.attempt([key], settings, async () => true);
    expect(first).toMatchObject({ outcome: "LOCKED" });
    expect(again).toEqual(first);
  });
});
