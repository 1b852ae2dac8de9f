import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { ADMIN, type OperatorLoginAnswer, type OperatorRole } from "@portal/contract/api/admin";
import { auditLog, merchants, operatorRecoveryCodes, operators, operatorSessions } from "../src/db/schema";
import { PERMISSION_NAMES, Operators, permissionsOf } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { SecretBox } from "../src/modules/admin/secret-box";
import { totpCode, TOTP_PERIOD_S } from "../src/modules/admin/two-factor";
import { ServerKeyRepository } from "../src/modules/keys/repository";
import { ServerKeys } from "../src/modules/keys/service";
import { freshIp } from "./accounts-helper";
import { get, operatorToken, post } from "./money-helper";
import { signInOperator, storedTotpSecret } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/** Failed sign-ins are answered at once here; the waits asked are kept to be checked. */
const asked: number[] = [];
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { operatorFailureDelay: async (ms) => void asked.push(ms) });
  admin = await operatorToken(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const PASSWORD = "Operator-Pass-123";
const STEP_MS = TOTP_PERIOD_S * 1000;
let nextOperator = 0;

/** A fresh operator of the demo brand (not enrolled), so each test counts its own failures. */
async function newOperator(role: OperatorRole = "SUPPORT") {
  const username = `tf_${++nextOperator}_${Date.now().toString(36)}`;
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    username,
    password: PASSWORD,
    role,
  });
  return username;
}

/** A fresh operator, enrolled through the HTTP sign-in; its secret and recovery codes. */
async function enrolledOperator(role: OperatorRole = "SUPPORT") {
  const username = await newOperator(role);
  const session = await signInOperator(t, { username, password: PASSWORD }, { remoteAddress: freshIp() });
  return { username, secret: session.secret, recoveryCodes: session.recoveryCodes!, token: session.token };
}

async function passwordStep(username: string, ip: string, password = PASSWORD) {
  const res = await t.app.inject({
    method: "POST",
    url: ADMIN.login,
    payload: { username, password },
    remoteAddress: ip,
  });
  return res;
}

async function challengeOf(username: string, ip: string): Promise<OperatorLoginAnswer> {
  const res = await passwordStep(username, ip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OperatorLoginAnswer;
}

function secondFactor(challenge: string, code: string, ip: string) {
  return t.app.inject({ method: "POST", url: ADMIN.secondFactor, payload: { challenge, code }, remoteAddress: ip });
}

/** Fakes Date only (the database's own clock is not used for these times), at the start of a step plus 1 s. */
function freezeAtStep(offsetSteps = 0): number {
  vi.useFakeTimers({ toFake: ["Date"] });
  // Far enough ahead that no step of this minute is used yet.
  const start = (Math.floor(Date.now() / STEP_MS) + 20 + offsetSteps) * STEP_MS + 1000;
  vi.setSystemTime(start);
  return start;
}

async function operatorRow(username: string) {
  const [row] = await t.database.db.select().from(operators).where(eq(operators.username, username));
  return row!;
}

async function sessionCount(username: string) {
  const row = await operatorRow(username);
  return (await t.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, row.id))).length;
}

async function auditOf(username: string) {
  const row = await operatorRow(username);
  const byOperator = await t.database.db.select().from(auditLog).where(eq(auditLog.operatorId, row.id));
  const failures = await t.database.db
    .select()
    .from(auditLog)
    .where(and(isNull(auditLog.operatorId), eq(auditLog.targetId, username)));
  return { byOperator, failures };
}

describe("operator enrolment at the first sign-in", () => {
  it("answers ENROL with the secret, its URI and QR code; opens no session until a right code; then 10 recovery codes", async () => {
    const username = await newOperator();
    const ip = freshIp();
    const answer = await challengeOf(username, ip);
    if (answer.stage !== "ENROL") throw new Error("expected an enrolment");
    expect(answer).not.toHaveProperty("token");
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(answer.otpauthUri).toContain(`secret=${answer.secret}`);
    expect(answer.otpauthUri).toContain(encodeURIComponent(username));
    expect(answer.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(answer.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(answer.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await sessionCount(username)).toBe(0);

    // A wrong code: refused, counted, nothing enrolled, the challenge still usable.
    const code = totpCode(answer.secret);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await secondFactor(answer.challenge, wrong, ip);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, "SECOND_FACTOR_FAILED"]);
    expect((await operatorRow(username)).totpSecret).toBeNull();
    // A recovery code cannot confirm an enrolment.
    expect((await secondFactor(answer.challenge, "ABCDE-FGHJK", ip)).json().errorCode).toBe("SECOND_FACTOR_FAILED");

    const res = await secondFactor(answer.challenge, code, ip);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value;
    expect(session).toMatchObject({ username, role: "SUPPORT", permissions: permissionsOf("SUPPORT") });
    expect(session.permissions).toContain("read");
    expect(session.permissions).not.toContain("reviewDeposits");
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    for (const c of session.recoveryCodes) expect(c).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect((await get(t.app, ADMIN.me, session.token)).json().value).toMatchObject({
      username,
      permissions: session.permissions,
    });

    // Stored: the secret sealed (not the base32 text), the recovery codes as hashes only.
    const row = await operatorRow(username);
    expect(row.totpSecret).toMatch(/^v1\.db\./);
    expect(row.totpSecret).not.toContain(answer.secret);
    expect(row.totpEnrolledAt).not.toBeNull();
    expect(await storedTotpSecret(t, username)).toBe(answer.secret);
    const hashes = await t.database.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, row.id));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) {
      expect(session.recoveryCodes).not.toContain(h.codeHash);
      expect(h.codeHash).not.toContain(session.recoveryCodes[0].replace("-", ""));
    }
    const { byOperator, failures } = await auditOf(username);
    expect(byOperator.map((e) => e.action)).toEqual(["operator.enrol"]);
    expect(failures.map((e) => e.detail)).toEqual([{ reason: "WRONG_CODE" }, { reason: "WRONG_CODE" }]);

    // The next sign-in asks for a code, and shows the secret no more.
    const next = await challengeOf(username, ip);
    expect(next).toEqual({ stage: "TOTP", challenge: expect.any(String), expiresAt: expect.any(Number) });
  });
});

describe("operator sign-in with TOTP", () => {
  it("signs in with the current code; the same code again (a replay) is refused", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    const ip = freshIp();
    const first = await challengeOf(username, ip);
    const ok = await secondFactor(first.challenge, totpCode(secret, now), ip);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).not.toHaveProperty("recoveryCodes");

    const again = await challengeOf(username, ip);
    const replay = await secondFactor(again.challenge, totpCode(secret, now), ip);
    expect([replay.statusCode, replay.json().errorCode]).toEqual([400, "SECOND_FACTOR_FAILED"]);
    // An older code of the drift window is refused too once a newer step signed in.
    expect((await secondFactor(again.challenge, totpCode(secret, now - STEP_MS), ip)).json().errorCode).toBe(
      "SECOND_FACTOR_FAILED",
    );
    expect((await auditOf(username)).failures.map((e) => e.detail)).toEqual([
      { reason: "REUSED_CODE" },
      { reason: "REUSED_CODE" },
    ]);
    // The next step's code works on the same challenge.
    vi.setSystemTime(now + STEP_MS);
    expect((await secondFactor(again.challenge, totpCode(secret, now + STEP_MS), ip)).statusCode).toBe(200);
  });

  it("accepts a code one step behind or ahead, and refuses two steps either way", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    const ip = freshIp();
    const { challenge } = await challengeOf(username, ip);
    for (const steps of [-2, 2]) {
      const res = await secondFactor(challenge, totpCode(secret, now + steps * STEP_MS), ip);
      expect(res.json().errorCode).toBe("SECOND_FACTOR_FAILED");
    }
    expect((await secondFactor(challenge, totpCode(secret, now - STEP_MS), ip)).statusCode).toBe(200);
    const ahead = await challengeOf(username, ip);
    expect((await secondFactor(ahead.challenge, totpCode(secret, now + STEP_MS), ip)).statusCode).toBe(200);
  });

  it("two sign-ins with the same code at once: one session", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    const ip = freshIp();
    const a = await challengeOf(username, ip);
    const b = await challengeOf(username, ip);
    const code = totpCode(secret, now);
    const answers = await Promise.all([a, b].map((c) => secondFactor(c.challenge, code, ip)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await sessionCount(username)).toBe(2); // the enrolment's and one of these
  });
});

describe("recovery codes", () => {
  it("signs in with a recovery code once (dash and case ignored); a used one is refused; audited", async () => {
    const { username, recoveryCodes } = await enrolledOperator();
    const ip = freshIp();
    const first = await challengeOf(username, ip);
    const res = await secondFactor(first.challenge, recoveryCodes[0]!, ip);
    expect(res.statusCode, res.body).toBe(200);
    const again = await challengeOf(username, ip);
    expect((await secondFactor(again.challenge, recoveryCodes[0]!, ip)).json().errorCode).toBe("SECOND_FACTOR_FAILED");
    const typed = recoveryCodes[1]!.replace("-", "").toLowerCase();
    expect((await secondFactor(again.challenge, typed, ip)).statusCode).toBe(200);
    const used = (await auditOf(username)).byOperator.filter((e) => e.action === "operator.recoveryCodeUsed");
    expect(used.map((e) => e.detail)).toEqual([{ left: 9 }, { left: 8 }]);
  });

  it("the same recovery code sent twice at once (two challenges): only one signs in", async () => {
    const { username, recoveryCodes } = await enrolledOperator();
    const ip = freshIp();
    const challenges = [await challengeOf(username, ip), await challengeOf(username, ip)];
    const answers = await Promise.all(challenges.map((c) => secondFactor(c.challenge, recoveryCodes[2]!, ip)));
    expect(answers.map((r) => r.json().errorCode || "OK").sort()).toEqual(["OK", "SECOND_FACTOR_FAILED"]);
    expect(await sessionCount(username)).toBe(2);
  });

  it("new codes need a current TOTP code; the old ones stop working; audited", async () => {
    const { username, secret, recoveryCodes, token } = await enrolledOperator();
    const now = freezeAtStep();
    const ip = freshIp();
    const wrong = await post(t.app, ADMIN.recoveryCodes, token, { code: totpCode(secret, now + 3 * STEP_MS) });
    expect(wrong.json().errorCode).toBe("SECOND_FACTOR_FAILED");
    const renewed = await post(t.app, ADMIN.recoveryCodes, token, { code: totpCode(secret, now) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().value.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    // The code that renewed them cannot renew again (nor sign in).
    expect((await post(t.app, ADMIN.recoveryCodes, token, { code: totpCode(secret, now) })).json().errorCode).toBe(
      "SECOND_FACTOR_FAILED",
    );
    const { challenge } = await challengeOf(username, ip);
    expect((await secondFactor(challenge, recoveryCodes[3]!, ip)).json().errorCode).toBe("SECOND_FACTOR_FAILED");
    expect((await secondFactor(challenge, fresh[0]!, ip)).statusCode).toBe(200);
    const renewals = (await auditOf(username)).byOperator.filter((e) => e.action === "operator.recoveryCodes");
    expect(renewals).toHaveLength(1);
    // A member's token or none: not an operator.
    expect(
      (await t.app.inject({ method: "POST", url: ADMIN.recoveryCodes, payload: { code: "123456" } })).statusCode,
    ).toBe(401);
  });
});

describe("the challenge", () => {
  it("expires after 5 minutes", async () => {
    const { username, secret } = await enrolledOperator();
    const start = freezeAtStep();
    const ip = freshIp();
    const { challenge, expiresAt } = await challengeOf(username, ip);
    expect(expiresAt).toBe(start + 5 * 60_000);
    vi.setSystemTime(start + 5 * 60_000 + 1);
    const res = await secondFactor(challenge, totpCode(secret, Date.now()), ip);
    expect([res.statusCode, res.json().errorCode]).toEqual([400, "CHALLENGE_EXPIRED"]);
  });

  it("is used once: a signed-in challenge cannot sign in again", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    const ip = freshIp();
    const { challenge } = await challengeOf(username, ip);
    expect((await secondFactor(challenge, totpCode(secret, now), ip)).statusCode).toBe(200);
    vi.setSystemTime(now + STEP_MS);
    const again = await secondFactor(challenge, totpCode(secret, now + STEP_MS), ip);
    expect(again.json().errorCode).toBe("CHALLENGE_EXPIRED");
    expect((await secondFactor("made-up-challenge", "123456", ip)).json().errorCode).toBe("CHALLENGE_EXPIRED");
  });

  it("is bound to its operator: another operator's code does not open it, and it never signs in anyone else", async () => {
    const a = await enrolledOperator();
    const b = await enrolledOperator("ADMIN");
    const now = freezeAtStep();
    const ip = freshIp();
    const { challenge } = await challengeOf(a.username, ip);
    const res = await secondFactor(challenge, totpCode(b.secret, now), ip);
    expect(res.json().errorCode).toBe("SECOND_FACTOR_FAILED");
    const right = await secondFactor(challenge, totpCode(a.secret, now), ip);
    expect(right.json().value).toMatchObject({ username: a.username, role: "SUPPORT" });
  });
});

describe("wrong codes lock like wrong passwords", () => {
  it("five wrong codes lock the name: then the right code and the right password are refused", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    const ip = freshIp();
    const { challenge } = await challengeOf(username, ip);
    asked.length = 0;
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await secondFactor(challenge, totpCode(secret, now + (3 + i) * STEP_MS), ip)).json().errorCode);
    }
    expect(answers).toEqual(Array(5).fill("SECOND_FACTOR_FAILED"));
    // The same growing waits as wrong passwords.
    expect(asked).toEqual([500, 1000, 2000, 4000, 8000]);
    const right = await secondFactor(challenge, totpCode(secret, now), freshIp());
    expect([right.statusCode, right.json().errorCode]).toEqual([423, "ACCOUNT_LOCKED"]);
    expect((await passwordStep(username, freshIp())).json().errorCode).toBe("ACCOUNT_LOCKED");
  });

  it("a right password between wrong codes does not clear the count", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    // Each call from another address: the name's count alone locks.
    for (let round = 0; round < 2; round++) {
      const { challenge } = await challengeOf(username, freshIp());
      for (let i = 0; i < 3; i++) await secondFactor(challenge, totpCode(secret, now + 5 * STEP_MS), freshIp());
    }
    expect((await passwordStep(username, freshIp())).json().errorCode).toBe("ACCOUNT_LOCKED");
  });

  it("a right second factor clears the count", async () => {
    const { username, secret } = await enrolledOperator();
    const now = freezeAtStep();
    // Each call from another address: only the name's count is cleared by a success.
    let { challenge } = await challengeOf(username, freshIp());
    for (let i = 0; i < 4; i++) await secondFactor(challenge, totpCode(secret, now + 5 * STEP_MS), freshIp());
    expect((await secondFactor(challenge, totpCode(secret, now), freshIp())).statusCode).toBe(200);
    ({ challenge } = await challengeOf(username, freshIp()));
    for (let i = 0; i < 4; i++) await secondFactor(challenge, totpCode(secret, now + 5 * STEP_MS), freshIp());
    vi.setSystemTime(now + STEP_MS);
    expect((await secondFactor(challenge, totpCode(secret, now + STEP_MS), freshIp())).statusCode).toBe(200);
  });
});

describe("short operator sessions", () => {
  it("end after 30 minutes without a call; calls keep them alive", async () => {
    const start = freezeAtStep();
    const { token } = await enrolledOperator();
    vi.setSystemTime(start + 29 * 60_000);
    expect((await get(t.app, ADMIN.me, token)).statusCode).toBe(200);
    vi.setSystemTime(start + 58 * 60_000);
    expect((await get(t.app, ADMIN.me, token)).statusCode).toBe(200);
    vi.setSystemTime(start + 88 * 60_000 + 1);
    const idle = await get(t.app, ADMIN.me, token);
    expect([idle.statusCode, idle.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
  });

  it("end 8 hours after sign-in however busy", async () => {
    const start = freezeAtStep();
    const { token } = await enrolledOperator();
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      vi.setSystemTime(start + minutes * 60_000);
      expect((await get(t.app, ADMIN.me, token)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 8 * 60 * 60_000 + 1);
    expect((await get(t.app, ADMIN.me, token)).statusCode).toBe(401);
  });
});

describe("roles and permissions", () => {
  it("me lists the role's permissions: MARKETING runs promotions, content and messages, not money", async () => {
    const marketing = await enrolledOperator("MARKETING");
    const me = (await get(t.app, ADMIN.me, marketing.token)).json().value;
    expect(me).toMatchObject({ username: marketing.username, role: "MARKETING" });
    expect(me.permissions).toEqual(permissionsOf("MARKETING"));
    expect(me.permissions).toEqual(
      expect.arrayContaining(["manageContent", "managePromotions", "read", "sendMessages"]),
    );
    for (const money of ["reviewDeposits", "reviewWithdrawals", "adjustBalances", "reconcile", "manageOperators"]) {
      expect(me.permissions).not.toContain(money);
    }
    expect((await get(t.app, ADMIN.me, admin)).json().value.permissions).toEqual(PERMISSION_NAMES);
    const refused = await post(t.app, ADMIN.reconcile, marketing.token, {});
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    // Nor the money queues (decision 0054): deposits are readMoney's.
    const deposits = await get(t.app, ADMIN.deposits, marketing.token);
    expect([deposits.statusCode, deposits.json().errorCode]).toEqual([403, "FORBIDDEN"]);
  });

  it("me answers the brand's money (currency and scale), so the back office shows amounts in it", async () => {
    const [brand] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
    const me = (await get(t.app, ADMIN.me, admin)).json().value;
    expect(me).toMatchObject({ currency: brand!.currency, currencyScale: brand!.currencyScale });
    expect(me.currency).toMatch(/^[A-Z]{3}$/);
    expect(Number.isInteger(me.currencyScale)).toBe(true);
  });
});

describe("a lost authenticator", () => {
  it("reset (npm run operator -- --reset-second-factor): sessions end, the codes go, the next sign-in enrols again", async () => {
    const { username, token, recoveryCodes } = await enrolledOperator();
    const row = await operatorRow(username);
    await new OperatorRepository(t.database.db).resetSecondFactor(row.id);
    expect((await get(t.app, ADMIN.me, token)).statusCode).toBe(401);
    const ip = freshIp();
    const answer = await challengeOf(username, ip);
    expect(answer.stage).toBe("ENROL");
    expect((await secondFactor(answer.challenge, recoveryCodes[0]!, ip)).json().errorCode).toBe("SECOND_FACTOR_FAILED");
    const again = await signInOperator(t, { username, password: PASSWORD }, { remoteAddress: freshIp() });
    expect(again.recoveryCodes).toHaveLength(10);
  });
});

describe("the sealed secret", () => {
  it("opens only for its owner, not once altered; a value sealed with the database key still opens once OPERATOR_SECRET_KEY is set", async () => {
    const keys = new ServerKeys(new ServerKeyRepository(t.database.db));
    const dbBox = new SecretBox(keys);
    const sealed = await dbBox.seal("JBSWY3DPEHPK3PXP", "operator-totp:1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await dbBox.open(sealed, "operator-totp:1")).toBe("JBSWY3DPEHPK3PXP");
    await expect(dbBox.open(sealed, "operator-totp:2")).rejects.toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith("AA") ? "BB" : "AA");
    await expect(dbBox.open(altered, "operator-totp:1")).rejects.toThrow();

    const envBox = new SecretBox(keys, Buffer.alloc(32, 7));
    const envSealed = await envBox.seal("JBSWY3DPEHPK3PXP", "operator-totp:1");
    expect(envSealed).toMatch(/^v1\.env\./);
    expect(await envBox.open(sealed, "operator-totp:1")).toBe("JBSWY3DPEHPK3PXP");
    await expect(dbBox.open(envSealed, "operator-totp:1")).rejects.toThrow();
  });
});
