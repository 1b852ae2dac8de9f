import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { API } from "@portal/contract/api/paths";
import { buildApp } from "../src/app";
import { changePassword, login, memberInfo, register } from "./accounts-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Security finding 2: a revocation (logout, password change) must win every race with requests
 * that use the token at the same moment, on every instance. With REDIS_URL the test runs two
 * instances sharing Redis (where the session cache lives); without, one instance on the database.
 */
const LOOPS = 12;
const CALLS_AFTER_REVOKE = 6;
const TRIALS = Number(process.env.TRIALS ?? 6);

let t: TestApp;
let instances: FastifyInstance[];
let prefix = "";
beforeAll(async () => {
  if (process.env.REDIS_URL) {
    prefix = `test${randomBytes(4).toString("hex")}:`;
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const second = await buildApp({ config: t.config, database: t.database, logger: false, jobs: false });
    await second.ready();
    instances = [t.app, second];
  } else {
    t = await createTestApp();
    instances = [t.app];
  }
});
afterAll(async () => {
  if (prefix) {
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  for (const app of instances.slice(1)) await app.close();
  await t.close();
});

/**
 * Runs LOOPS loops of authenticated calls with `token` across the instances while `revoke`
 * runs; each loop goes on for CALLS_AFTER_REVOKE calls after the revocation has returned.
 * Answers the status of every call that started after the revocation returned.
 */
async function raceRevocation(token: string, revoke: () => Promise<void>): Promise<number[]> {
  let revoked = false;
  const afterRevoke: number[] = [];
  const loop = async (n: number) => {
    let after = 0;
    for (let i = 0; after < CALLS_AFTER_REVOKE; i++) {
      const startedAfterRevoke = revoked;
      const res = await memberInfo(instances[(n + i) % instances.length]!, token);
      if (startedAfterRevoke) {
        afterRevoke.push(res.statusCode);
        after++;
      }
      // Yield to the event loop: on in-memory PGlite a call can complete in microtasks alone,
      // and the loops would starve the revocation's own I/O (argon2, WebCrypto) for ever.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, n) => loop(n));
  // Let every loop get going with the live token first.
  await Promise.resolve();
  try {
    await revoke();
  } finally {
    // Also when the revocation failed: the loops end, and the failure is reported.
    revoked = true;
    await Promise.all(loops);
  }
  return afterRevoke;
}

async function memberToken(username: string, password: string): Promise<string> {
  const res = await login(t.app, { username, password });
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}

describe("revocation wins every race (security finding 2)", () => {
  it("after a logout returns, no call with the old token succeeds on any instance", async () => {
    const reg = await register(t.app, { username: "race0001", password: "Secret123", confirmPassword: "Secret123" });
    expect(reg.statusCode).toBe(200);
    for (let trial = 0; trial < TRIALS; trial++) {
      const token = await memberToken("race0001", "Secret123");
      expect((await memberInfo(t.app, token)).statusCode).toBe(200);
      const statuses = await raceRevocation(token, async () => {
        const out = await instances[trial % instances.length]!.inject({
          method: "DELETE",
          url: API.logout,
          headers: { authorization: token },
        });
        expect(out.statusCode).toBe(200);
      });
      expect(statuses.length).toBe(LOOPS * CALLS_AFTER_REVOKE);
      expect(
        statuses.filter((s) => s !== 401),
        `trial ${trial}`,
      ).toEqual([]);
    }
  });

  it("after a password change returns, no call with a token of the old password succeeds", async () => {
    let password = "Secret123";
    const reg = await register(t.app, { username: "race0002", password, confirmPassword: password });
    expect(reg.statusCode).toBe(200);
    for (let trial = 0; trial < TRIALS; trial++) {
      const stolen = await memberToken("race0002", password);
      const own = await memberToken("race0002", password);
      const next = `Better${100 + trial}x`;
      const statuses = await raceRevocation(stolen, async () => {
        const changed = await changePassword(instances[trial % instances.length]!, own, password, next);
        expect(changed.json()).toMatchObject({ success: true });
      });
      password = next;
      expect(
        statuses.filter((s) => s !== 401),
        `trial ${trial}`,
      ).toEqual([]);
    }
  });
});
