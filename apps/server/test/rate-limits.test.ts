import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { RATE_LIMITS } from "../src/http/rate-limits";
import { freshIp, login, register } from "./accounts-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("per-address rate limits on auth routes", () => {
  it(`allows ${RATE_LIMITS.register.max} registrations a minute from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.register.max; i++) {
      const res = await register(t.app, { username: "x" }, { remoteAddress: ip });
      expect(res.statusCode).not.toBe(429);
    }
    const over = await register(
      t.app,
      { username: "late0001", password: "Secret123", confirmPassword: "Secret123" },
      { remoteAddress: ip },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, errorCode: "TOO_MANY_REQUESTS" });
    const other = await register(
      t.app,
      { username: "late0001", password: "Secret123", confirmPassword: "Secret123" },
      { remoteAddress: freshIp() },
    );
    expect(other.statusCode).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
    const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    for (let i = 0; i < RATE_LIMITS.register.max; i++) {
      const res = await register(t.app, { username: "x" }, { remoteAddress: `${prefix}::${(i + 1).toString(16)}` });
      expect(res.statusCode).not.toBe(429);
    }
    const sameSubnet = await register(t.app, { username: "x" }, { remoteAddress: `${prefix}:ffff:ffff:ffff:ffff` });
    expect(sameSubnet.statusCode).toBe(429);
    const [a, b] = prefix.split(":").slice(2);
    const next = `2001:db8:${a}:${((parseInt(b!, 16) + 1) % 0x10000).toString(16)}::1`;
    expect((await register(t.app, { username: "x" }, { remoteAddress: next })).statusCode).not.toBe(429);
  });

  it(`allows ${RATE_LIMITS.login.max} login attempts a minute from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      await t.app.inject({
        method: "POST",
        url: API.login,
        payload: { value: "x" },
        headers: { "x-encrypted-key": "x" },
        remoteAddress: ip,
      });
    }
    const over = await login(
      t.app,
      { username: "demo_member", password: t.demoAccounts.demo_member! },
      { remoteAddress: ip },
    );
    expect(over.statusCode).toBe(429);
  });
});
