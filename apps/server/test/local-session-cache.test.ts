import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions as sessionRows } from "../src/db/schema";
import { LocalSessionCache } from "../src/modules/sessions/session-cache";
import { hashToken, SessionService, sessionPolicy } from "../src/modules/sessions/service";
import { SessionRepository } from "../src/modules/sessions/repository";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { SETTING_DEFAULTS } from "../src/modules/system/settings";
import { newMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Without Redis, sessions are cached in the process (LocalSessionCache) instead of read from the
 * database on every call, with the Redis cache's rule: a revocation ends the session at once and
 * no request that read it before can write it back. (session-revocation.test.ts races calls
 * against logouts and password changes on the app itself.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The sessions repository, counting its reads of a session row. */
class CountingRepository extends SessionRepository {
  reads = 0;
  override async findUnrevoked(tokenHash: string) {
    this.reads++;
    return super.findUnrevoked(tokenHash);
  }
}

const policy = sessionPolicy(SETTING_DEFAULTS);

describe("the in-process session cache", () => {
  it("answers a session's calls without reading its row each time, and a revocation at once", async () => {
    const repo = new CountingRepository(t.database.db);
    const sessions = new SessionService(repo, new VendorSessionRepository(t.database.db), {
      cache: new LocalSessionCache(),
    });
    const member = await newMember(t.app, "lc");
    const token = await sessions.create(member.id, "username", "127.0.0.1", policy);
    for (let i = 0; i < 5; i++) expect(await sessions.resolve(token, policy)).toMatchObject({ memberId: member.id });
    expect(repo.reads).toBe(1);
    await sessions.revoke(hashToken(token));
    expect(await sessions.resolve(token, policy)).toBeNull();
  });

  it("never takes back an entry written after the revocation (a request that read the row before it)", async () => {
    let now = 1_000_000;
    const cache = new LocalSessionCache(() => now);
    const session = { memberId: 1, expiresAt: now + 3_600_000, lastSeenAt: now };
    await cache.set("h", session, 60);
    expect(await cache.get("h")).toEqual(session);
    await cache.revoke([{ tokenHash: "h", ttlSeconds: 3600 }]);
    await cache.set("h", session, 60);
    expect(await cache.get("h")).toBe("revoked");
    // The mark outlives any entry written before it (60 s) and any write-back in flight.
    now += 599_000;
    await cache.set("h", session, 60);
    expect(await cache.get("h")).toBe("revoked");
  });

  it("forgets entries after their time to live", async () => {
    let now = 0;
    const cache = new LocalSessionCache(() => now);
    await cache.set("h", { memberId: 1, expiresAt: 3_600_000, lastSeenAt: 0 }, 60);
    now = 59_999;
    expect(await cache.get("h")).not.toBeNull();
    now = 60_000;
    expect(await cache.get("h")).toBeNull();
  });
});

/** The sessions repository, calling `afterRead` once a row was read (before the service goes on with it). */
class PausingRepository extends SessionRepository {
  afterRead: (() => Promise<void>) | undefined;
  override async findUnrevoked(tokenHash: string) {
    const row = await super.findUnrevoked(tokenHash);
    await this.afterRead?.();
    return row;
  }
}

const lastSeenOf = async (token: string) => {
  const [row] = await t.database.db
    .select({ lastSeenAt: sessionRows.lastSeenAt })
    .from(sessionRows)
    .where(eq(sessionRows.tokenHash, hashToken(token)));
  return row!.lastSeenAt.getTime();
};

describe("a check that does not extend the session (extend: false), its row read again", () => {
  // The cache keeps its entries on a clock of its own (another instance's, or Redis's): the
  // entry is still there 61 s later by this process's clock, so the row is read again.
  const setup = async (prefix: string) => {
    const cache = new LocalSessionCache(() => 0);
    const repo = new PausingRepository(t.database.db);
    const service = new SessionService(repo, new VendorSessionRepository(t.database.db), { cache });
    const member = await newMember(t.app, prefix);
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await service.create(member.id, "username", "127.0.0.1", policy);
    // Cached (read once, checked now).
    expect(await service.resolve(token, policy)).toMatchObject({ memberId: member.id });
    return { cache, repo, service, member, token };
  };

  it("ends a session revoked in the database without a mark, and writes no lastSeenAt", async () => {
    const { service, token } = await setup("rr");
    const seen = await lastSeenOf(token);
    // Revoked by an instance whose mark never reached this cache.
    await t.database.db
      .update(sessionRows)
      .set({ revokedAt: new Date() })
      .where(eq(sessionRows.tokenHash, hashToken(token)));
    vi.setSystemTime(Date.now() + 61_000);
    expect(await service.resolve(token, policy, { extend: false })).toBeNull();
    expect(await lastSeenOf(token)).toBe(seen);
    // Ended for every later call too (marked now).
    expect(await service.resolve(token, policy)).toBeNull();
  });

  it("accepts a live session without its lastSeenAt changing, in the row or the cache", async () => {
    const { cache, service, member, token } = await setup("rl");
    const seen = await lastSeenOf(token);
    const cached = await cache.get(hashToken(token));
    vi.setSystemTime(Date.now() + 61_000);
    expect(await service.resolve(token, policy, { extend: false })).toMatchObject({ memberId: member.id });
    expect(await lastSeenOf(token)).toBe(seen);
    expect(await cache.get(hashToken(token))).toEqual(cached);
  });

  it("never writes back over a later use that another instance cached meanwhile (the session stays live)", async () => {
    const { cache, repo, service, member, token } = await setup("rw");
    // Another instance, same cache: the member's request there touches the session.
    const other = new SessionService(new SessionRepository(t.database.db), new VendorSessionRepository(t.database.db), {
      cache,
    });
    const start = Date.now();
    vi.setSystemTime(start + 61_000);
    // This instance's check reads the row; before it goes on, the other instance's request touches it.
    repo.afterRead = async () => {
      repo.afterRead = undefined;
      expect(await other.resolve(token, policy)).toMatchObject({ memberId: member.id });
    };
    expect(await service.resolve(token, policy, { extend: false })).toMatchObject({ memberId: member.id });
    const cached = await cache.get(hashToken(token));
    expect(cached).toMatchObject({ lastSeenAt: start + 61_000 });
    // The idle time runs from that use: 59 minutes after it the session is live on either instance.
    vi.setSystemTime(start + 61_000 + policy.idleMs - 60_000);
    expect(await service.resolve(token, policy, { extend: false })).toMatchObject({ memberId: member.id });
    expect(await other.resolve(token, policy)).toMatchObject({ memberId: member.id });
  });
});
