import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ReplyError } from "ioredis";
import type { RedisLink } from "../src/lib/redis";
import type { CachedSession, SessionCache } from "../src/modules/sessions/session-cache";
import { hashToken, SessionService, sessionPolicy } from "../src/modules/sessions/service";
import { SessionRepository } from "../src/modules/sessions/repository";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { SETTING_DEFAULTS } from "../src/modules/system/settings";
import { newMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The session cache when Redis is up but refuses a write (READONLY after a failover, OOM): the
 * revocation's mark fails while the entry stays cached. Redis is the edge here: a stand-in cache
 * answers reads from a map and refuses marks, the way such a Redis does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function refusingRedis() {
  const entries = new Map<string, CachedSession>();
  const marks: string[][] = [];
  let refusing = true;
  const cache: SessionCache = {
    get: async (tokenHash) => entries.get(tokenHash) ?? null,
    set: async (tokenHash, session) => void entries.set(tokenHash, session),
    revoke: async (revocations) => {
      if (refusing) throw new ReplyError("READONLY You can't write against a read only replica.");
      marks.push(revocations.map((r) => r.tokenHash));
      for (const { tokenHash } of revocations) entries.delete(tokenHash);
    },
  };
  const link = {
    available: true,
    failed: vi.fn(),
    onReady: () => {},
    close: async () => {},
    client: undefined as never,
  } satisfies RedisLink;
  return { cache, link, entries, marks, accept: () => (refusing = false) };
}

describe("a revocation Redis refuses to mark", () => {
  it("is refused from this instance's cache at once, and marked once Redis takes writes again", async () => {
    const redis = refusingRedis();
    const sessions = new SessionService(
      new SessionRepository(t.database.db),
      new VendorSessionRepository(t.database.db),
      { cache: redis.cache, redis: redis.link },
    );
    const policy = sessionPolicy(SETTING_DEFAULTS);
    try {
      const member = await newMember(t.app, "ro");
      const token = await sessions.create(member.id, "username", "127.0.0.1", policy);
      expect(await sessions.resolve(token, policy)).toMatchObject({ memberId: member.id });
      expect(redis.entries.has(hashToken(token))).toBe(true);

      // Fake timers only for the retry: the setup above (a registration over HTTP, the database
      // pool) keeps its real timers, which a busy machine may need.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await sessions.revoke(hashToken(token));
      // The entry is still in the cache, but this instance does not believe it.
      expect(redis.entries.has(hashToken(token))).toBe(true);
      expect(await sessions.resolve(token, policy)).toBeNull();

      redis.accept();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(redis.marks).toEqual([[hashToken(token)]]);
      expect(redis.entries.has(hashToken(token))).toBe(false);
    } finally {
      sessions.close();
      vi.useRealTimers();
    }
  });

  it("stops retrying once closed", async () => {
    const redis = refusingRedis();
    const sessions = new SessionService(
      new SessionRepository(t.database.db),
      new VendorSessionRepository(t.database.db),
      { cache: redis.cache, redis: redis.link },
    );
    try {
      const member = await newMember(t.app, "ro");
      const token = await sessions.create(member.id, "username", "127.0.0.1", sessionPolicy(SETTING_DEFAULTS));
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await sessions.revoke(hashToken(token));
      sessions.close();
      redis.accept();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(redis.marks).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
