import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { API } from "@portal/contract/api/paths";
import { buildApp } from "../src/app";
import { RATE_LIMITS } from "../src/http/rate-limits";
import { freshIp, login, memberInfo, register } from "./accounts-helper";
import { createTestApp } from "./test-app";

// Scale-out behaviour needs a Redis server (CI sets REDIS_URL); without one there is nothing
// shared to test.
describe.runIf(process.env.REDIS_URL)("two instances sharing Redis", () => {
  it("share sessions (a logout on one is seen by the other) and rate limits", async () => {
    const prefix = `test${randomBytes(4).toString("hex")}:`;
    const t = await createTestApp({ REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: prefix });
    // Jobs off like every test app: with them on, the start would run the three jobs here too.
    const second = await buildApp({ config: t.config, database: t.database, logger: false, jobs: false });
    await second.ready();
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const token = (await login(t.app, { username: "demo_member", password: t.demoAccounts.demo_member! })).json()
        .value.token;
      expect((await memberInfo(second, token)).statusCode).toBe(200);
      expect(await redis.keys(`${prefix}session:*`)).toHaveLength(1);
      await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: token } });
      expect(await redis.keys(`${prefix}session:*`)).toHaveLength(0);
      expect((await memberInfo(second, token)).statusCode).toBe(401);

      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.register.max; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await register(app, { username: "x" }, { remoteAddress: ip })).statusCode).not.toBe(429);
      }
      expect((await register(second, { username: "x" }, { remoteAddress: ip })).statusCode).toBe(429);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await second.close();
      await t.close();
    }
  });
});
