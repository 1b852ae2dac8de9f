import http from "node:http";
import type { AddressInfo } from "node:net";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { BOT_CHECK_TTL_S, decodeBotCheckPayload, encodeBotCheckPayload } from "@portal/contract/api/bot-check";
import { API } from "@portal/contract/api/paths";
import { captchas, members, outbox, smsCodes, spentTokens } from "../src/db/schema";
import { tapMessages, type TappedMessage } from "../src/modules/messaging/service";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { CAPTCHA_TTL_S } from "../src/modules/verification/captcha";
import { RATE_LIMITS } from "../src/http/rate-limits";
import { SMS_LIMITS } from "../src/modules/verification/sms-codes";
import { solveBotCheck } from "./bot-check-helper";
import type { TestApp } from "./test-app";
import { createTestApp } from "./test-app";
import { verificationChecks } from "./verification-helper";

let t: TestApp;
const tapped: TappedMessage[] = [];
/**
 * Every response body of the SMS routes, to check no code ever leaks into one (captcha images
 * and challenges are base64 and hex: any 6 digits may occur in them by chance).
 */
const bodies: string[] = [];
let untap = () => {};

const MEMBER = { countryDialingCode: "84", mobileNum: "912000001" };

beforeAll(async () => {
  t = await createTestApp();
  untap = tapMessages((m) => tapped.push(m));
  await t.database.db.insert(members).values({
    merchantId: t.merchantId,
    account: "phoneowner",
    accountKey: "phoneowner",
    passwordHash: "x",
    ...MEMBER,
  });
});
afterAll(async () => {
  untap();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
/** A fresh client address per test, so per-address limits of one test do not leak into another. */
function nextIp() {
  ipCounter += 1;
  return `10.20.${ipCounter >> 8}.${ipCounter & 255}`;
}

async function inject(options: InjectOptions & { url: string }) {
  const res = await t.app.inject(options);
  if (options.url.startsWith("/wps/verification/sms")) bodies.push(res.body);
  return res;
}

const db = () => t.database.db;
const checks = () => verificationChecks(t);
const moveClock = (ms: number) => vi.setSystemTime(Date.now() + ms);
const fakeClock = () => vi.useFakeTimers({ toFake: ["Date"] });

// ---------------------------------------------------------------------------------------------

describe("captcha", () => {
  it("GET /wps/captcha answers a PNG (base64, no data: prefix) valid 120 s", async () => {
    const res = await inject({ method: "GET", url: API.captcha, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { value } = res.json();
    expect(value.expiresInSeconds).toBe(CAPTCHA_TTL_S);
    expect(CAPTCHA_TTL_S).toBe(120);
    expect(value.image).not.toMatch(/^data:/);
    const png = Buffer.from(value.image, "base64");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(500);
    const [row] = await db().select().from(captchas).where(eq(captchas.id, value.captchaId));
    expect(row?.usedAt).toBeNull();
  });

  it("stores only a hash of the answer, compares it case-insensitively", async () => {
    const { captchaId } = await checks().captchas.create({ text: "HXR47" });
    const [row] = await db().select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row).toUpperCase()).not.toContain("HXR47");
    expect(await checks().captchas.verify(captchaId, "hxr47")).toBe(true);
  });

  it("is single use: a second right answer fails", async () => {
    const { captchaId } = await checks().captchas.create({ text: "ACE9" });
    expect(await checks().captchas.verify(captchaId, "ACE9")).toBe(true);
    expect(await checks().captchas.verify(captchaId, "ACE9")).toBe(false);
  });

  it("a wrong answer uses it up", async () => {
    const { captchaId } = await checks().captchas.create({ text: "KMN3" });
    expect(await checks().captchas.verify(captchaId, "KMN4")).toBe(false);
    expect(await checks().captchas.verify(captchaId, "KMN3")).toBe(false);
  });

  it("expires after 120 s", async () => {
    fakeClock();
    const late = await checks().captchas.create({ text: "PRT6" });
    const inTime = await checks().captchas.create({ text: "PRT7" });
    moveClock(119_000);
    expect(await checks().captchas.verify(inTime.captchaId, "PRT7")).toBe(true);
    moveClock(2_000);
    expect(await checks().captchas.verify(late.captchaId, "PRT6")).toBe(false);
  });

  it("refuses an unknown id", async () => {
    expect(await checks().captchas.verify("nope", "ACE9")).toBe(false);
  });

  it(`allows ${RATE_LIMITS.captcha.max} captchas a minute per address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.captcha.max; i++) {
      const res = await inject({ method: "GET", url: API.captcha, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
    const refused = await inject({ method: "GET", url: API.captcha, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe("TOO_MANY_REQUESTS");
    const other = await inject({ method: "GET", url: API.captcha, remoteAddress: nextIp() });
    expect(other.statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

describe("bot check", () => {
  it("GET /wps/verification/botCheck answers a signed PBKDF2 challenge expiring in 10 minutes", async () => {
    const res = await inject({ method: "GET", url: API.botCheck, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const { parameters, signature } = res.json().value;
    expect(parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(parameters.cost).toBe(1000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(parameters.expiresAt - (Date.now() / 1000 + BOT_CHECK_TTL_S))).toBeLessThan(5);
  });

  it("accepts a solution once; a replay is refused", async () => {
    const payload = await solveBotCheck(t.app);
    expect(await checks().botCheck.verify(payload)).toBe(true);
    expect(await checks().botCheck.verify(payload)).toBe(false);
    const spent = await db().select().from(spentTokens).where(eq(spentTokens.kind, "altcha"));
    expect(spent.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a tampered payload, without spending the real one", async () => {
    const payload = await solveBotCheck(t.app);
    const { challenge, solution } = decodeBotCheckPayload(payload)!;
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);
    const tampered = [
      encodeBotCheckPayload(challenge, { ...solution, derivedKey: flip(solution.derivedKey) }),
      encodeBotCheckPayload({ ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution),
      encodeBotCheckPayload(
        { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } },
        solution,
      ),
      encodeBotCheckPayload({ ...challenge, signature: flip(challenge.signature) }, solution),
      "not base64 at all",
      btoa(JSON.stringify({ challenge })),
    ];
    for (const p of tampered) expect(await checks().botCheck.verify(p)).toBe(false);
    expect(await checks().botCheck.verify(payload)).toBe(true);
  });

  it("refuses a challenge signed with another secret", async () => {
    const challenge = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: "someone else's secret",
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await checks().botCheck.verify(encodeBotCheckPayload(challenge as never, solution!))).toBe(false);
  });

  it("refuses an expired challenge", async () => {
    fakeClock();
    const late = await solveBotCheck(t.app);
    const inTime = await solveBotCheck(t.app);
    moveClock((BOT_CHECK_TTL_S - 5) * 1000);
    expect(await checks().botCheck.verify(inTime)).toBe(true);
    moveClock(10_000);
    expect(await checks().botCheck.verify(late)).toBe(false);
  });

  it(`allows ${RATE_LIMITS.botCheck.max} challenges a minute per address`, async () => {
    const ip = nextIp();
    const get = () => inject({ method: "GET", url: API.botCheck, remoteAddress: ip });
    for (let i = 0; i < RATE_LIMITS.botCheck.max; i++) expect((await get()).statusCode).toBe(200);
    expect((await get()).json().errorCode).toBe("TOO_MANY_REQUESTS");
  });

  it("solves fast with the default cost, and the cost is a setting", async () => {
    const started = performance.now();
    await solveBotCheck(t.app);
    expect(performance.now() - started).toBeLessThan(1500);
    await new SettingsRepository(db()).write(t.merchantId, "botCheckCost", 7);
    try {
      const res = await inject({ method: "GET", url: API.botCheck, remoteAddress: nextIp() });
      expect(res.json().value.parameters.cost).toBe(7);
    } finally {
      await new SettingsRepository(db()).delete(t.merchantId, "botCheckCost");
    }
  });
});

// ---------------------------------------------------------------------------------------------

let numberCounter = 0;
/** A fresh Vietnamese-looking number per call. */
function nextNumber() {
  numberCounter += 1;
  return `9130${String(numberCounter).padStart(5, "0")}`;
}

async function requestRegisterCode(mobileNo: string, ip = nextIp(), countryDialingCode = "84") {
  const botCheck = await solveBotCheck(t.app);
  return inject({
    method: "POST",
    url: API.smsRegister,
    remoteAddress: ip,
    payload: { mobileNo, countryDialingCode, botCheck },
  });
}

async function requestNoLoginCode(mobileNum: string, purpose: "login" | "resetPassword", ip = nextIp()) {
  const botCheck = await solveBotCheck(t.app);
  return inject({
    method: "POST",
    url: API.smsNoLogin,
    remoteAddress: ip,
    payload: { mobileNum, countryDialingCode: "84", purpose, botCheck },
  });
}

/** The code the phone received: the last tapped SMS to this number. */
function receivedCode(mobileNum: string, countryDialingCode = "84") {
  const to = `+${countryDialingCode}${mobileNum}`;
  const message = tapped.filter((m) => m.channel === "SMS" && m.to === to).at(-1);
  if (!message) return undefined;
  return /verification code is (\d+)\./.exec(message.text)?.[1];
}

async function outboxRows(mobileNum: string, countryDialingCode = "84") {
  return db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "SMS"), eq(outbox.recipient, `+${countryDialingCode}${mobileNum}`)));
}

const check = (mobileNum: string, code: string, purpose: "register" | "login" | "resetPassword" = "register") =>
  checks().smsCodes.verify({ merchantId: t.merchantId, purpose, countryDialingCode: "84", mobileNum, code });

describe("SMS codes", () => {
  it("sends a 6-digit code, keeps only its HMAC, writes the outbox row, answers expiredMinutes", async () => {
    const mobile = nextNumber();
    const res = await requestRegisterCode(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = receivedCode(mobile)!;
    expect(code).toMatch(/^\d{6}$/);
    const message = tapped.at(-1)!;
    expect(message.text).toBe(`Demo Portal: Your verification code is ${code}. It expires in 5 minutes.`);

    const [row] = await db().select().from(smsCodes).where(eq(smsCodes.mobileNum, mobile));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.purpose).toBe("register");

    const rows = await outboxRows(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "SENT", merchantId: t.merchantId });
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(rows[0]!.body).not.toContain(code);
    expect(rows[0]!.body).toContain("Your verification code is ******");
  });

  it("takes the lifetime from the smsExpiredMinutes setting", async () => {
    await new SettingsRepository(db()).write(t.merchantId, "smsExpiredMinutes", 7);
    try {
      const mobile = nextNumber();
      const res = await requestRegisterCode(mobile);
      expect(res.json().value).toEqual({ expiredMinutes: 7 });
      expect(tapped.at(-1)!.text).toContain("It expires in 7 minutes.");
      const [row] = await db().select().from(smsCodes).where(eq(smsCodes.mobileNum, mobile));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 60_000);
    } finally {
      await new SettingsRepository(db()).delete(t.merchantId, "smsExpiredMinutes");
    }
  });

  it("a code works once, for its purpose only", async () => {
    const mobile = nextNumber();
    await requestRegisterCode(mobile);
    const code = receivedCode(mobile)!;
    expect(await check(mobile, code, "login")).toBe(false);
    expect(await check(mobile, code)).toBe(true);
    expect(await check(mobile, code)).toBe(false);
  });

  it("is dead after 5 wrong tries: the 6th fails even when right", async () => {
    const dead = nextNumber();
    const alive = nextNumber();
    await requestRegisterCode(dead);
    await requestRegisterCode(alive);
    const deadCode = receivedCode(dead)!;
    const aliveCode = receivedCode(alive)!;
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) expect(await check(dead, wrong(deadCode))).toBe(false);
    expect(await check(dead, deadCode)).toBe(false);
    // Control: four wrong tries leave the fifth.
    for (let i = 0; i < 4; i++) expect(await check(alive, wrong(aliveCode))).toBe(false);
    expect(await check(alive, aliveCode)).toBe(true);
  });

  it("only the newest code counts", async () => {
    fakeClock();
    const mobile = nextNumber();
    await requestRegisterCode(mobile);
    const first = receivedCode(mobile)!;
    moveClock(61_000);
    await requestRegisterCode(mobile);
    const second = receivedCode(mobile)!;
    if (first !== second) expect(await check(mobile, first)).toBe(false);
    expect(await check(mobile, second)).toBe(true);
  });

  it("expires after smsExpiredMinutes", async () => {
    fakeClock();
    const late = nextNumber();
    const inTime = nextNumber();
    await requestRegisterCode(late);
    await requestRegisterCode(inTime);
    moveClock(5 * 60_000 - 2_000);
    expect(await check(inTime, receivedCode(inTime)!)).toBe(true);
    moveClock(3_000);
    expect(await check(late, receivedCode(late)!)).toBe(false);
  });

  it("allows one send per number per 60 s", async () => {
    fakeClock();
    const mobile = nextNumber();
    expect((await requestRegisterCode(mobile)).statusCode).toBe(200);
    const again = await requestRegisterCode(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe("TOO_MANY_REQUESTS");
    moveClock(59_000);
    expect((await requestRegisterCode(mobile)).statusCode).toBe(429);
    moveClock(2_000);
    expect((await requestRegisterCode(mobile)).statusCode).toBe(200);
    expect(await outboxRows(mobile)).toHaveLength(2);
  });

  it(`allows ${SMS_LIMITS.perNumberPerHour} sends per number per hour`, async () => {
    fakeClock();
    const mobile = nextNumber();
    const start = Date.now();
    for (let i = 0; i < 5; i++) {
      vi.setSystemTime(start + i * 61_000);
      expect((await requestRegisterCode(mobile)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 5 * 61_000);
    const refused = await requestRegisterCode(mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe("TOO_MANY_REQUESTS");
    vi.setSystemTime(start + 3600_000 + 1_000);
    expect((await requestRegisterCode(mobile)).statusCode).toBe(200);
    expect(await outboxRows(mobile)).toHaveLength(6);
  });

  it("counts per number per brand, not across numbers", async () => {
    const a = nextNumber();
    expect((await requestRegisterCode(a)).statusCode).toBe(200);
    expect((await requestRegisterCode(nextNumber())).statusCode).toBe(200);
    expect((await requestRegisterCode(a, nextIp(), "66")).statusCode).toBe(200);
  });

  it(`allows ${SMS_LIMITS.perIpPerHour} sends per address per hour`, async () => {
    fakeClock();
    const ip = nextIp();
    const { smsCodes } = checks();
    const send = (mobileNum: string) =>
      smsCodes.send({ merchantId: t.merchantId, purpose: "register", countryDialingCode: "84", mobileNum, ip });
    for (let i = 0; i < 20; i++) await send(nextNumber());
    await expect(send(nextNumber())).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    moveClock(3600_000 + 1_000);
    await expect(send(nextNumber())).resolves.toEqual({ expiredMinutes: 5 });
  });

  it(`the SMS routes take ${RATE_LIMITS.sms.max} requests a minute per address`, async () => {
    const ip = nextIp();
    const post = () =>
      inject({
        method: "POST",
        url: API.smsRegister,
        remoteAddress: ip,
        payload: { mobileNo: nextNumber(), countryDialingCode: "84", botCheck: "bad" },
      });
    for (let i = 0; i < RATE_LIMITS.sms.max; i++) expect((await post()).json().errorCode).toBe("BOT_CHECK_FAILED");
    expect((await post()).json().errorCode).toBe("TOO_MANY_REQUESTS");
  });

  it("checks the bot-check payload first, and refuses a replayed one", async () => {
    const mobile = nextNumber();
    const bad = await inject({
      method: "POST",
      url: API.smsRegister,
      remoteAddress: nextIp(),
      payload: { mobileNo: mobile, countryDialingCode: "84", botCheck: "bad" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("BOT_CHECK_FAILED");
    const botCheck = await solveBotCheck(t.app);
    const payload = { mobileNum: nextNumber(), countryDialingCode: "84", purpose: "login", botCheck };
    const first = await inject({ method: "POST", url: API.smsNoLogin, remoteAddress: nextIp(), payload });
    expect(first.statusCode).toBe(200);
    const replay = await inject({ method: "POST", url: API.smsNoLogin, remoteAddress: nextIp(), payload });
    expect(replay.json().errorCode).toBe("BOT_CHECK_FAILED");
    expect(await db().select().from(smsCodes).where(eq(smsCodes.mobileNum, mobile))).toHaveLength(0);
  });

  it("refuses a malformed number with INVALID_PHONE", async () => {
    for (const [mobileNo, countryDialingCode] of [
      ["12345", "84"],
      ["1234567890123456", "84"],
      ["91300a000", "84"],
      ["913000000", "12345"],
      ["913000000", "+84"],
    ]) {
      const res = await requestRegisterCode(mobileNo!, nextIp(), countryDialingCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe("INVALID_PHONE");
    }
  });

  it("register: refuses a number a member already has", async () => {
    const res = await requestRegisterCode(MEMBER.mobileNum);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe("MOBILE_TAKEN");
    expect(await outboxRows(MEMBER.mobileNum)).toHaveLength(0);
  });

  it("login and resetPassword: answer the same for unknown numbers, sending nothing", async () => {
    fakeClock();
    const unknown = nextNumber();
    const sentBefore = tapped.length;
    const res = await requestNoLoginCode(unknown, "login");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, message: "", errorCode: "" });
    expect(await outboxRows(unknown)).toHaveLength(0);
    expect(tapped.length).toBe(sentBefore);
    // The limits count the same as for a member's number: they reveal nothing either.
    expect((await requestNoLoginCode(unknown, "resetPassword")).json().errorCode).toBe("TOO_MANY_REQUESTS");

    const known = await requestNoLoginCode(MEMBER.mobileNum, "login");
    expect(known.json()).toEqual(res.json());
    expect(await outboxRows(MEMBER.mobileNum)).toHaveLength(1);
    expect(await check(MEMBER.mobileNum, receivedCode(MEMBER.mobileNum)!, "login")).toBe(true);
    expect((await requestNoLoginCode(MEMBER.mobileNum, "resetPassword")).json().errorCode).toBe("TOO_MANY_REQUESTS");
    moveClock(61_000);
    expect((await requestNoLoginCode(MEMBER.mobileNum, "resetPassword")).statusCode).toBe(200);
    expect(await check(MEMBER.mobileNum, receivedCode(MEMBER.mobileNum)!, "resetPassword")).toBe(true);
    expect(await outboxRows(MEMBER.mobileNum)).toHaveLength(2);
  });

  it("never puts a code in a response body", () => {
    const codes = tapped.map((m) => /verification code is (\d+)\./.exec(m.text)?.[1]).filter(Boolean) as string[];
    expect(codes.length).toBeGreaterThan(20);
    for (const body of bodies) for (const code of codes) expect(body).not.toContain(code);
  });
});

// ---------------------------------------------------------------------------------------------

describe("HTTP SMS provider", () => {
  let gateway: http.Server;
  let status = 500;
  const received: { authorization: string | undefined; body: { to: string; text: string } }[] = [];
  let gw: TestApp;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(status, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    gw = await createTestApp({ SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, SMS_HTTP_TOKEN: "gw-token" });
  });
  afterAll(async () => {
    await gw.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  async function send(mobileNo: string) {
    const botCheck = await solveBotCheck(gw.app);
    return gw.app.inject({
      method: "POST",
      url: API.smsRegister,
      remoteAddress: nextIp(),
      payload: { mobileNo, countryDialingCode: "84", botCheck },
    });
  }
  const rowsOf = (mobileNum: string) =>
    gw.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+84${mobileNum}`));

  it("a failing gateway: SMS_SEND_FAILED, outbox row FAILED, the code unusable", async () => {
    status = 500;
    const mobile = nextNumber();
    const res = await send(mobile);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, errorCode: "SMS_SEND_FAILED" });
    const rows = await rowsOf(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "FAILED", sentAt: null });
    expect(rows[0]!.error).toContain("500");
    const code = /code is (\d+)/.exec(received.at(-1)!.body.text)![1]!;
    expect(
      await verificationChecks(gw).smsCodes.verify({
        merchantId: gw.merchantId,
        purpose: "register",
        countryDialingCode: "84",
        mobileNum: mobile,
        code,
      }),
    ).toBe(false);
  });

  it("posts { to, text } with the bearer token; a 2xx marks the row SENT", async () => {
    status = 202;
    const mobile = nextNumber();
    const res = await send(mobile);
    expect(res.statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.authorization).toBe("Bearer gw-token");
    expect(last.body.to).toBe(`+84${mobile}`);
    expect(last.body.text).toMatch(/^Demo Portal: Your verification code is \d{6}\. It expires in 5 minutes\.$/);
    expect(await rowsOf(mobile)).toMatchObject([{ status: "SENT" }]);
  });
});
