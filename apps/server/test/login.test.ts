import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import argon2 from "argon2";
import { eq } from "drizzle-orm";
import { API } from "@portal/contract/api/paths";
import { members, sessions } from "../src/db/schema";
import { hashPassword, verifyPassword } from "../src/modules/members/passwords";
import { hashToken } from "../src/modules/sessions/service";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { freshIp, login, memberInfo, register, sealed } from "./accounts-helper";
import { solveBotCheck } from "./bot-check-helper";
import { createTestApp, type TestApp } from "./test-app";
import { verificationChecks } from "./verification-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, { username: "alice01", password: "Secret123", confirmPassword: "Secret123" });
});
afterAll(() => t.close());

/**
 * Logs in with each of `tries` at the same moment: the bot checks are solved first, so that the
 * logins really arrive together. `address` gives each its client address.
 */
async function loginsAtOnce(tries: { username: string; password: string }[], address: () => string) {
  const botChecks = await Promise.all(tries.map(() => solveBotCheck(t.app)));
  return Promise.all(
    tries.map((fields, i) =>
      sealed(t.app, "POST", API.login, { ...fields, botCheck: botChecks[i] }, { remoteAddress: address() }),
    ),
  );
}

describe("login by password", () => {
  it("answers a fresh 256-bit token per login, stored only as its hash", async () => {
    const first = (await login(t.app, { username: "alice01", password: "Secret123" })).json().value;
    const second = (await login(t.app, { username: "ALICE01", password: "Secret123" })).json().value;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
    expect(first.firstTimeLogin).toBe(false);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(first.token)));
    expect(rows).toHaveLength(1);
    const all = JSON.stringify(await t.database.db.select().from(sessions));
    expect(all).not.toContain(first.token);
    expect((await memberInfo(t.app, first.token)).statusCode).toBe(200);
    expect((await memberInfo(t.app, second.token)).statusCode).toBe(200);
  });

  it("gives the same answer for an unknown account and a wrong password", async () => {
    const wrong = await login(t.app, { username: "alice01", password: "Nope12345" }, { remoteAddress: freshIp() });
    const unknown = await login(t.app, { username: "nobody99", password: "Nope12345" }, { remoteAddress: freshIp() });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("spends one argon2 verification for an unknown account, like for a known one", async () => {
    const spy = vi.spyOn(argon2, "verify");
    try {
      const hash = await hashPassword("Secret123");
      spy.mockClear();
      expect(await verifyPassword(null, "Secret123")).toBe(false);
      expect(await verifyPassword(hash, "Wrong123")).toBe(false);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("revokes the token at logout: reusing it answers 401", async () => {
    const { token } = (await login(t.app, { username: "alice01", password: "Secret123" })).json().value;
    const out = await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: token } });
    expect(out.json().success).toBe(true);
    const after = await memberInfo(t.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe("NOT_LOGGED_IN");
  });

  it("answers 401 without a token or with a made-up one", async () => {
    expect((await t.app.inject({ method: "GET", url: API.memberInfo })).statusCode).toBe(401);
    expect((await memberInfo(t.app, "A".repeat(43))).statusCode).toBe(401);
  });

  it("ends a session after the idle time and after the absolute lifetime", async () => {
    const { token } = (await login(t.app, { username: "alice01", password: "Secret123" })).json().value;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 59 * 60_000);
      expect((await memberInfo(t.app, token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61 * 60_000);
      expect((await memberInfo(t.app, token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const fresh = (await login(t.app, { username: "alice01", password: "Secret123" })).json().value.token;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(fresh)));
    expect((await memberInfo(t.app, fresh)).statusCode).toBe(401);
  });
});

describe("brute force", () => {
  it("asks for the captcha after 3 failures, then locks after 10", async () => {
    await register(t.app, { username: "bob00001", password: "Secret123", confirmPassword: "Secret123" });
    const attempt = (password: string, extra: Record<string, string> = {}) =>
      login(t.app, { username: "bob00001", password, ...extra }, { remoteAddress: freshIp() });

    for (let i = 1; i <= 2; i++) expect((await attempt("Wrong123")).json().value).toEqual({ captcha: false });
    expect((await attempt("Wrong123")).json()).toMatchObject({ errorCode: "LOGIN_FAILED", value: { captcha: true } });

    const noCaptcha = await attempt("Secret123");
    expect(noCaptcha.json()).toMatchObject({ errorCode: "CAPTCHA_REQUIRED", value: { captcha: true } });
    const badCaptcha = await verificationChecks(t).captchas.create({ text: "ABCD" });
    expect((await attempt("Secret123", { captchaId: badCaptcha.captchaId, captcha: "WXYZ" })).json().errorCode).toBe(
      "CAPTCHA_FAILED",
    );
    // The captcha is single use: the right answer after a wrong one fails too.
    expect((await attempt("Secret123", { captchaId: badCaptcha.captchaId, captcha: "ABCD" })).json().errorCode).toBe(
      "CAPTCHA_FAILED",
    );

    for (let failures = 4; failures <= 10; failures++) {
      const captcha = await verificationChecks(t).captchas.create({ text: "ABCD" });
      const res = await attempt("Wrong123", { captchaId: captcha.captchaId, captcha: "abcd" });
      expect(res.json().errorCode).toBe("LOGIN_FAILED");
    }
    const captcha = await verificationChecks(t).captchas.create({ text: "ABCD" });
    const locked = await attempt("Secret123", { captchaId: captcha.captchaId, captcha: "ABCD" });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().errorCode).toBe("ACCOUNT_LOCKED");
  });

  it("wrong passwords sent at once never get more checks than the captcha allows", async () => {
    await register(t.app, { username: "carl0001", password: "Secret123", confirmPassword: "Secret123" });
    const tries = Array.from({ length: 24 }, (_, i) => ({ username: "carl0001", password: `Wrong${i}x9` }));
    const answers = (await loginsAtOnce(tries, freshIp)).map((res) => res.json().errorCode as string);
    // Whatever the order, at most three are checked without the captcha (the failures and the
    // tries of the account in flight count alike); the others are refused unchecked.
    expect(answers.filter((c) => c === "LOGIN_FAILED").length).toBeLessThanOrEqual(3);
    expect(answers.filter((c) => c === "LOGIN_FAILED").length).toBeGreaterThan(0);
    // Refused unchecked: for the captcha, for a lock, or for the account's tries in flight.
    const unchecked = ["CAPTCHA_REQUIRED", "ACCOUNT_LOCKED", "TOO_MANY_REQUESTS"];
    for (const code of new Set(answers)) expect(["LOGIN_FAILED", ...unchecked]).toContain(code);
  });

  it("many members behind one address log in at once: right passwords count against nothing", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `nat${String(i).padStart(2, "0")}member`);
    for (const username of names) {
      await register(t.app, { username, password: "Secret123", confirmPassword: "Secret123" });
    }
    const ip = freshIp();
    const tries = names.map((username) => ({ username, password: "Secret123" }));
    const answers = (await loginsAtOnce(tries, () => ip)).map((res) => res.statusCode);
    expect(answers).toEqual(Array(12).fill(200));
    // One typo from that address afterwards is one failure, not a lock.
    const typo = await login(t.app, { username: names[0]!, password: "Secret124" }, { remoteAddress: ip });
    expect(typo.json()).toMatchObject({ errorCode: "LOGIN_FAILED", value: { captcha: false } });
  });

  it("tries with a bad captcha never hold a place: the owner logs in during a flood of them", async () => {
    await register(t.app, { username: "dora0001", password: "Secret123", confirmPassword: "Secret123" });
    for (let i = 0; i < 3; i++) {
      await login(t.app, { username: "dora0001", password: "Wrong123" }, { remoteAddress: freshIp() });
    }
    const flood = Promise.all(
      Array.from({ length: 20 }, async () => {
        const bad = await verificationChecks(t).captchas.create({ text: "ABCD" });
        const res = await login(
          t.app,
          { username: "dora0001", password: "Wrong123", captchaId: bad.captchaId, captcha: "WXYZ" },
          { remoteAddress: freshIp() },
        );
        return res.json().errorCode as string;
      }),
    );
    const captcha = await verificationChecks(t).captchas.create({ text: "ABCD" });
    const owner = await login(
      t.app,
      { username: "dora0001", password: "Secret123", captchaId: captcha.captchaId, captcha: "ABCD" },
      { remoteAddress: freshIp() },
    );
    expect(owner.statusCode, owner.body).toBe(200);
    // Before the owner's login clears the failures they are refused for the captcha; after it,
    // the captcha is asked again only once tries of the account in flight reach the limit
    // (CAPTCHA_REQUIRED: turned away once counted), else their wrong password is just that.
    for (const code of new Set(await flood)) {
      expect(["CAPTCHA_FAILED", "CAPTCHA_REQUIRED", "LOGIN_FAILED"]).toContain(code);
    }
  });

  it("locks an unknown account name the same way, revealing nothing", async () => {
    for (let i = 0; i < 3; i++)
      await login(t.app, { username: "ghost0001", password: "Wrong123" }, { remoteAddress: freshIp() });
    const res = await login(t.app, { username: "ghost0001", password: "Wrong123" }, { remoteAddress: freshIp() });
    expect(res.json()).toMatchObject({ errorCode: "CAPTCHA_REQUIRED", value: { captcha: true } });
  });

  it("counts failures per address across accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      await login(t.app, { username: `spray${i}aaa`, password: "Wrong123" }, { remoteAddress: ip });
    const res = await login(t.app, { username: "alice01", password: "Secret123" }, { remoteAddress: ip });
    expect(res.json().errorCode).toBe("CAPTCHA_REQUIRED");
  });
});

describe("forced password change", () => {
  it("a login with the default password must change it before anything else", async () => {
    await register(t.app, { username: "carol001", password: "Secret123", confirmPassword: "Secret123" });
    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword("123456") })
      .where(eq(members.accountKey, "carol001"));
    const res = (await login(t.app, { username: "carol001", password: "123456" })).json().value;
    expect(res.mustChangePassword).toBe(true);
    expect((await memberInfo(t.app, res.token)).json().value.mustChangePassword).toBe(true);
    const blocked = await t.app.inject({
      method: "GET",
      url: API.unreadMessages,
      headers: { authorization: res.token },
    });
    expect(blocked.json().errorCode).toBe("PASSWORD_CHANGE_REQUIRED");
  });

  it("an expired password forces a change only while PWDEXPFORCECHANGE3 is on", async () => {
    await register(t.app, { username: "dave0001", password: "Secret123", confirmPassword: "Secret123" });
    await t.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000), mustChangePassword: false })
      .where(eq(members.accountKey, "dave0001"));
    const on = (await login(t.app, { username: "dave0001", password: "Secret123" })).json().value;
    expect(on).toMatchObject({ passwordExpired: true, mustChangePassword: true });

    await t.database.db.update(members).set({ mustChangePassword: false }).where(eq(members.accountKey, "dave0001"));
    const { featureSwitches } = await import("../src/db/schema");
    await t.database.db
      .update(featureSwitches)
      .set({ enabled: false })
      .where(eq(featureSwitches.modId, "PWDEXPFORCECHANGE3"));
    const off = (await login(t.app, { username: "dave0001", password: "Secret123" })).json().value;
    expect(off).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    await t.database.db
      .update(featureSwitches)
      .set({ enabled: true })
      .where(eq(featureSwitches.modId, "PWDEXPFORCECHANGE3"));
  });

  it("the default password is an operator setting", async () => {
    await new SettingsRepository(t.database.db).write(t.merchantId, "defaultPassword", "Welcome99");
    await register(t.app, { username: "erin0001", password: "Secret123", confirmPassword: "Secret123" });
    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword("Welcome99") })
      .where(eq(members.accountKey, "erin0001"));
    expect((await login(t.app, { username: "erin0001", password: "Welcome99" })).json().value.mustChangePassword).toBe(
      true,
    );
    await new SettingsRepository(t.database.db).write(t.merchantId, "defaultPassword", "123456");
  });
});
