import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "@portal/contract/api/paths";
import { members } from "../src/db/schema";
import { MemberCache } from "../src/modules/members/member-cache";
import { MemberRepository } from "../src/modules/members/repository";
import { changePassword, memberInfo, register } from "./accounts-helper";
import { newMember } from "./money-helper";
import { sharedRedisInstances } from "./shared-redis-instances";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Member calls read the member's row through a cache (modules/members/member-cache.ts) kept for
 * STATUS_CACHE_MS: ten minutes here, so only an invalidation can explain a change being seen.
 */
const TEN_MINUTES_MS = "600000";

const info = async (app: FastifyInstance, token: string) => {
  const res = await memberInfo(app, token);
  expect(res.statusCode).toBe(200);
  return res.json().value as { nickname: string; language: string; mustChangePassword: boolean };
};

async function setNickname(app: FastifyInstance, token: string, nickname: string) {
  const res = await app.inject({
    method: "PUT",
    url: API.memberProfile,
    headers: { authorization: token },
    payload: { nickname },
  });
  expect(res.json().success).toBe(true);
}

describe("member rows cached on one instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STATUS_CACHE_MS: TEN_MINUTES_MS });
  });
  afterAll(() => t.close());

  it("a change through the server is seen at the member's next call", async () => {
    const member = await newMember(t.app, "mcache");
    const before = await info(t.app, member.token);
    // SQL by hand is not seen while the entry lives: the row is cached...
    await t.database.db.update(members).set({ nickname: "Behind" }).where(eq(members.id, member.id));
    expect((await info(t.app, member.token)).nickname).toBe(before.nickname);
    // ...and the member's own change drops it at once.
    await setNickname(t.app, member.token, "Front");
    expect((await info(t.app, member.token)).nickname).toBe("Front");
    const language = await t.app.inject({
      method: "PUT",
      url: API.memberLanguage,
      headers: { authorization: member.token },
      payload: { language: "vi" },
    });
    expect(language.json().success).toBe(true);
    expect((await info(t.app, member.token)).language).toBe("vi");
  });

  it("a password change, written in a transaction, is seen at once", async () => {
    const res = await register(t.app, { username: "mcachepw1", password: "Secret123", confirmPassword: "Secret123" });
    const token = res.json().value.token as string;
    const [row] = await t.database.db.select().from(members).where(eq(members.account, "mcachepw1"));
    // Before the member's first call, so the row cached is the one that must change its password.
    await t.database.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, row!.id));
    expect((await info(t.app, token)).mustChangePassword).toBe(true);
    const changed = await changePassword(t.app, token, "Secret123", "Secret456");
    expect(changed.json().success).toBe(true);
    const fresh = changed.json().value.token as string;
    expect((await info(t.app, fresh)).mustChangePassword).toBe(false);
  });

  it("a write inside the repository's transaction drops the row when it commits, not before", async () => {
    const member = await newMember(t.app, "mcachetx");
    const cache = new MemberCache(Number(TEN_MINUTES_MS));
    const repository = new MemberRepository(t.database.db, cache);
    const before = (await repository.findForCall(member.id))!;
    const cached = () => cache.get(member.id, () => Promise.reject(new Error("not cached")));
    await repository.transaction(async (inside) => {
      await inside.update(member.id, { nickname: "InTx" });
      // Not committed yet: a call now would read the old row anyway, and a dropped entry
      // could be filled with it again.
      expect((await cached())!.nickname).toBe(before.nickname);
    });
    await expect(cached()).rejects.toThrow("not cached");
    expect((await repository.findForCall(member.id))!.nickname).toBe("InTx");
    await repository.runLedger(async (inside) => inside.update(member.id, { nickname: "InLedgerTx" }));
    expect((await repository.findForCall(member.id))!.nickname).toBe("InLedgerTx");
  });
});

// Instances share invalidations through Redis; without REDIS_URL there is nothing shared to test.
describe.runIf(process.env.REDIS_URL)("member rows cached on two instances sharing Redis", () => {
  const apps = sharedRedisInstances(TEN_MINUTES_MS);

  it("a member's change on one instance drops its row on the other", async () => {
    const member = await newMember(apps.t.app, "mcachebus");
    const before = (await info(apps.second, member.token)).nickname;
    expect((await info(apps.withoutRedis, member.token)).nickname).toBe(before);
    await setNickname(apps.t.app, member.token, "Elsewhere");
    // Pub/sub delivers in a moment, not within the PUT: the other instance is asked until it has it.
    await vi.waitFor(async () => expect((await info(apps.second, member.token)).nickname).toBe("Elsewhere"), {
      timeout: 5000,
    });
    // The instance without Redis still answers its cached row: the bus, not a timer, did it.
    expect((await info(apps.withoutRedis, member.token)).nickname).toBe(before);
  });
});
