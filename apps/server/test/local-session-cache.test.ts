import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
