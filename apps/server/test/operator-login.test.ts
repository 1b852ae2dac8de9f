import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { ADMIN } from "@portal/contract/api/admin";
import { operators } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { freshIp, login, register } from "./accounts-helper";
import { get, operatorToken } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The waits asked before failed operator logins are answered. Tests answer them at once (no
 * timed test); `hold` lets one test keep a wait pending to see that the answer waits for it.
 */
const asked: number[] = [];
let hold: Promise<void> | undefined;
const failureDelay = (ms: number) => {
  asked.push(ms);
  return hold ?? Promise.resolve();
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { operatorFailureDelay: failureDelay });
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const PASSWORD = "Operator-Pass-123";
let nextOperator = 0;
/** A fresh operator of the demo brand, so each test counts its own failures. */
async function newOperator(username = `op_${++nextOperator}_${Date.now().toString(36)}`) {
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    username,
    password: PASSWORD,
    role: "SUPPORT",
  });
  return username;
}

function operatorLogin(username: string, password: string, remoteAddress = freshIp()) {
  return t.app.inject({ method: "POST", url: ADMIN.login, payload: { username, password }, remoteAddress });
}

async function auditEntries() {
  const res = await get(t.app, `${ADMIN.audit}?pageSize=100`, admin);
  return res.json().value.list as {
    operator: string | null;
    action: string;
    targetId: string;
    detail: Record<string, unknown>;
    ip: string;
  }[];
}

describe("operator login throttle", () => {
  it("25 wrong passwords from 25 addresses lock demo_admin: then even the right password is refused", async () => {
    const { username, password } = t.demoOperator;
    const answers: string[] = [];
    for (let i = 0; i < 25; i++) answers.push((await operatorLogin(username, `wrong-${i}`)).json().errorCode);
    // Five failures lock the account (the operators' stricter lock); the rest meet the lock.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill("LOGIN_FAILED"));
    expect(answers.slice(5)).toEqual(Array(20).fill("ACCOUNT_LOCKED"));
    const right = await operatorLogin(username, password);
    expect([right.statusCode, right.json().errorCode]).toEqual([423, "ACCOUNT_LOCKED"]);
    expect(right.json().value).toBeNull();
  });

  it("40 wrong passwords sent at once from 40 addresses: five are checked, the rest are refused", async () => {
    const username = await newOperator();
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => (await operatorLogin(username, `wrong-${i}`)).json().errorCode),
    );
    expect(answers.filter((c) => c === "LOGIN_FAILED")).toHaveLength(5);
    // The others are refused unchecked: while the five are in flight (TOO_MANY_REQUESTS), or
    // once their failures locked the name (ACCOUNT_LOCKED).
    const refused = answers.filter((c) => c !== "LOGIN_FAILED");
    expect(refused).toHaveLength(35);
    for (const code of new Set(refused)) expect(["TOO_MANY_REQUESTS", "ACCOUNT_LOCKED"]).toContain(code);
    expect((await operatorLogin(username, PASSWORD)).json().errorCode).toBe("ACCOUNT_LOCKED");
  });

  it("four failures do not lock; the lock answer is the same for an unknown name", async () => {
    const known = await newOperator();
    for (let i = 0; i < 4; i++) await operatorLogin(known, "wrong-password");
    expect((await operatorLogin(known, PASSWORD)).json()).toMatchObject({ success: true });

    for (let i = 0; i < 5; i++) await operatorLogin(known, "wrong-password");
    for (let i = 0; i < 5; i++) await operatorLogin("ghost_operator", "wrong-password");
    const lockedKnown = await operatorLogin(known, PASSWORD);
    const lockedUnknown = await operatorLogin("ghost_operator", PASSWORD);
    expect(lockedKnown.statusCode).toBe(423);
    expect([lockedUnknown.statusCode, lockedUnknown.json()]).toEqual([lockedKnown.statusCode, lockedKnown.json()]);
  });

  it("counts failures per address across operator names", async () => {
    const target = await newOperator();
    const address = freshIp();
    for (let i = 0; i < 5; i++) await operatorLogin(`spray_${i}_name`, "wrong-password", address);
    expect((await operatorLogin(target, PASSWORD, address)).json().errorCode).toBe("ACCOUNT_LOCKED");
    expect((await operatorLogin(target, PASSWORD, freshIp())).json()).toMatchObject({ success: true });
  });

  it("a complete sign-in (password and second factor) clears the account's count; a right password alone does not", async () => {
    const username = await newOperator();
    for (let i = 0; i < 4; i++) await operatorLogin(username, "wrong-password");
    await signInOperator(t, { username, password: PASSWORD }, { remoteAddress: freshIp() });
    for (let i = 0; i < 4; i++) await operatorLogin(username, "wrong-password");
    expect((await operatorLogin(username, PASSWORD)).json().success).toBe(true);
    // The right password above opened no session and cleared nothing: the fifth failure locks.
    await operatorLogin(username, "wrong-password");
    expect((await operatorLogin(username, PASSWORD)).json().errorCode).toBe("ACCOUNT_LOCKED");
  });

  it("writes every failure to the audit log: name, address, reason (wrong password, unknown, disabled, locked)", async () => {
    const username = await newOperator();
    const disabled = await newOperator();
    await t.database.db.update(operators).set({ status: "DISABLED" }).where(eq(operators.username, disabled));
    const address = freshIp();
    expect((await operatorLogin(username, "wrong-password", address)).json().errorCode).toBe("LOGIN_FAILED");
    expect((await operatorLogin("nobody_here", "wrong-password", address)).json().errorCode).toBe("LOGIN_FAILED");
    // A disabled operator's right password answers like a wrong one.
    expect((await operatorLogin(disabled, PASSWORD, address)).json().errorCode).toBe("LOGIN_FAILED");
    for (let i = 0; i < 4; i++) await operatorLogin(username, "wrong-password");
    const lockedAddress = freshIp();
    expect((await operatorLogin(username, PASSWORD, lockedAddress)).json().errorCode).toBe("ACCOUNT_LOCKED");

    const entries = (await auditEntries()).filter((e) => e.action === "operator.loginFailed");
    const failure = (targetId: string, reason: string, ip?: string) =>
      expect.objectContaining({ operator: null, targetId, detail: { reason }, ...(ip ? { ip } : {}) });
    expect(entries).toEqual(
      expect.arrayContaining([
        failure(username, "WRONG_PASSWORD", address),
        failure("nobody_here", "UNKNOWN_USERNAME", address),
        failure(disabled, "DISABLED", address),
        failure(username, "LOCKED", lockedAddress),
      ]),
    );
    expect(entries.filter((e) => e.targetId === username)).toHaveLength(6);
  });

  it("answers a failure only after a wait that grows with the failures", async () => {
    const username = await newOperator();
    asked.length = 0;
    for (let i = 0; i < 6; i++) await operatorLogin(username, "wrong-password");
    // Doubling from the brand's operatorFailureDelayMs (500), up to 16 times it; the sixth meets the lock.
    expect(asked).toEqual([500, 1000, 2000, 4000, 8000, 8000]);

    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    try {
      let answered = false;
      const pending = operatorLogin(await newOperator(), "wrong-password").then((res) => {
        answered = true;
        return res;
      });
      await vi.waitFor(() => expect(asked).toHaveLength(7));
      expect(answered).toBe(false);
      release();
      expect((await pending).json().errorCode).toBe("LOGIN_FAILED");
    } finally {
      hold = undefined;
    }
    // A success waits for nothing.
    const before = asked.length;
    expect((await operatorLogin(await newOperator(), PASSWORD)).json().success).toBe(true);
    expect(asked).toHaveLength(before);
  });

  it("member and operator counters never mix, even for the same name and address", async () => {
    for (const name of ["shared0001", "shared0002"]) {
      await register(t.app, { username: name, password: "Secret123", confirmPassword: "Secret123" });
      await newOperator(name);
    }
    // Members: no captcha in the way, a lock after 3 (the operators' lock stays at 5).
    await new SettingsRepository(t.database.db).write(t.merchantId, "captchaAfterFailures", 100);
    await new SettingsRepository(t.database.db).write(t.merchantId, "lockAfterFailures", 3);
    try {
      // Operator failures lock the operator name and the address for operators only.
      const address = freshIp();
      for (let i = 0; i < 5; i++) await operatorLogin("shared0001", "wrong-password", address);
      expect((await operatorLogin("shared0001", PASSWORD, address)).json().errorCode).toBe("ACCOUNT_LOCKED");
      const member = await login(t.app, { username: "shared0001", password: "Secret123" }, { remoteAddress: address });
      expect(member.json()).toMatchObject({ success: true });

      // Member failures lock the member name and the address for members only.
      const memberAddress = freshIp();
      for (let i = 0; i < 3; i++)
        await login(t.app, { username: "shared0002", password: "Wrong123" }, { remoteAddress: memberAddress });
      const lockedMember = await login(
        t.app,
        { username: "shared0002", password: "Secret123" },
        { remoteAddress: memberAddress },
      );
      expect(lockedMember.json().errorCode).toBe("ACCOUNT_LOCKED");
      expect((await operatorLogin("shared0002", PASSWORD, memberAddress)).json()).toMatchObject({ success: true });
    } finally {
      await new SettingsRepository(t.database.db).delete(t.merchantId, "captchaAfterFailures");
      await new SettingsRepository(t.database.db).delete(t.merchantId, "lockAfterFailures");
    }
  });
});
