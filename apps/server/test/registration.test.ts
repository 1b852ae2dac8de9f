import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { API } from "@portal/contract/api/paths";
import { and } from "drizzle-orm";
import { featureSwitches, members, registrationRules, settings } from "../src/db/schema";
import { capture, codeIn, freePlay, memberInfo, register } from "./accounts-helper";
import { solveBotCheck } from "./bot-check-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const good = { username: "player01", password: "Secret123", confirmPassword: "Secret123", confirmAdultAndTerms: true };

describe("registration by username", () => {
  it("creates the member, logs them in, and stores only an argon2id hash", async () => {
    const res = await register(t.app, good);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, mustChangePassword: false, memberType: 0 });
    const info = await memberInfo(t.app, value.token);
    expect(info.json().value).toMatchObject({ account: "player01", type: 0 });
    const [row] = await t.database.db.select().from(members).where(eq(members.accountKey, "player01"));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(JSON.stringify(row)).not.toContain("Secret123");
    expect(res.body).not.toContain("Secret123");
  });

  it("refuses a taken username whatever its case", async () => {
    const res = await register(t.app, { ...good, username: "PLAYER01" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: "USERNAME_TAKEN", value: { fields: { username: "taken" } } });
  });

  it.each([
    [{ username: "ab1" }, "username", "reg_pattern_1"],
    [{ username: "1player" }, "username", "reg_pattern_1"],
    [{ username: "" }, "username", "required"],
    [{ email: "not-an-email" }, "email", "reg_pattern_3"],
  ])("enforces the published rules: %o", async (override, field, message) => {
    const res = await register(t.app, { ...good, username: "fresh01", ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe("VALIDATION_FAILED");
    expect(res.json().value.fields[field]).toBe(message);
  });

  it("checks the password rule and the confirmation", async () => {
    const weak = await register(t.app, {
      username: "fresh02",
      password: "onlyletters",
      confirmPassword: "onlyletters",
    });
    expect(weak.json().value.fields.password).toBe("reg_pattern_5");
    const mismatch = await register(t.app, {
      username: "fresh02",
      password: "Secret123",
      confirmPassword: "Secret124",
    });
    expect(mismatch.json().errorCode).toBe("PASSWORD_MISMATCH");
    const defaultPassword = await register(t.app, {
      username: "fresh02",
      password: "123456",
      confirmPassword: "123456",
    });
    expect(defaultPassword.json().errorCode).toBe("VALIDATION_FAILED");
  });

  it("refuses a missing or forged bot check", async () => {
    const missing = await t.app.inject({ method: "PUT", url: API.register, payload: { value: "x" } });
    expect(missing.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { "x-encrypted-key": expect.any(String) } },
    });
    const { sealed } = await import("./accounts-helper");
    const forged = await sealed(t.app, "PUT", API.register, {
      ...good,
      username: "fresh03",
      botCheck: "eyJmb3JnZWQiOnRydWV9",
    });
    expect(forged.json().errorCode).toBe("BOT_CHECK_FAILED");
    const reused = await solveBotCheck(t.app);
    expect(
      (await sealed(t.app, "PUT", API.register, { ...good, username: "fresh04", botCheck: reused })).statusCode,
    ).toBe(200);
    const again = await sealed(t.app, "PUT", API.register, { ...good, username: "fresh05", botCheck: reused });
    expect(again.json().errorCode).toBe("BOT_CHECK_FAILED");
  });

  it("joins an agent's team with a valid affiliate code and refuses an unknown one", async () => {
    const check = await t.app.inject({
      method: "GET",
      url: `${API.affiliate}?affiliateCode=DEMOAG01&domain=localhost`,
    });
    expect(check.json()).toMatchObject({ success: true, value: { valid: true } });
    const bad = await t.app.inject({ method: "GET", url: `${API.affiliate}?affiliateCode=NOPE0000` });
    expect(bad.json().errorCode).toBe("INVALID_AFFILIATE_CODE");
    const port = await t.app.inject({
      method: "GET",
      url: `${API.affiliate}?affiliateCode=DEMOAG01&domain=127.0.0.1:8080`,
    });
    expect(port.json().success).toBe(true);
    const foreign = await t.app.inject({
      method: "GET",
      url: `${API.affiliate}?affiliateCode=DEMOAG01&domain=evil.example`,
    });
    expect(foreign.json().errorCode).toBe("INVALID_DOMAIN");

    const joined = await register(t.app, { ...good, username: "teamplayer", affiliateCode: "DEMOAG01" });
    expect(joined.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.accountKey, "teamplayer"));
    const [agent] = await t.database.db.select().from(members).where(eq(members.accountKey, "demo_agent"));
    expect(row!.uplineId).toBe(agent!.id);
    const refused = await register(t.app, { ...good, username: "teamplayer2", affiliateCode: "NOPE0000" });
    expect(refused.json().errorCode).toBe("INVALID_AFFILIATE_CODE");
  });
});

describe("registration by mobile", () => {
  it("needs the SMS code sent to the number, then logs in", async () => {
    const { messages } = await capture(async () => {
      const res = await t.app.inject({
        method: "POST",
        url: API.smsRegister,
        payload: { mobileNo: "912345678", countryDialingCode: "84", botCheck: await solveBotCheck(t.app) },
      });
      expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    });
    const code = codeIn(messages[0]);
    const mobile = {
      mobileNum: "912345678",
      countryDialingCode: "84",
      password: "Secret123",
      confirmPassword: "Secret123",
    };
    const wrong = await register(
      t.app,
      { ...mobile, verificationCode: code === "000000" ? "111111" : "000000" },
      { mode: "mobile" },
    );
    expect(wrong.json().errorCode).toBe("INVALID_VERIFICATION_CODE");
    // A wrong try does not kill the code (5 tries); the right one still works.
    const res = await register(t.app, { ...mobile, verificationCode: code }, { mode: "mobile" });
    expect(res.statusCode).toBe(200);
    const info = (await memberInfo(t.app, res.json().value.token)).json().value;
    expect(info.mobileNum).toBe("84 ****5678");
  });

  it("is refused when its switch is off", async () => {
    await t.database.db
      .update(featureSwitches)
      .set({ enabled: false })
      .where(eq(featureSwitches.modId, "MOBILENUMREG3"));
    try {
      const res = await register(
        t.app,
        { mobileNum: "987654321", countryDialingCode: "84", verificationCode: "123456" },
        { mode: "mobile" },
      );
      expect(res.json().errorCode).toBe("FUNCTION_NOT_ENABLED");
    } finally {
      await t.database.db
        .update(featureSwitches)
        .set({ enabled: true })
        .where(eq(featureSwitches.modId, "MOBILENUMREG3"));
    }
  });
});

describe("SMS code on username registration (REGMOBVERF3)", () => {
  it("a taken username is refused before the code is spent", async () => {
    await t.database.db.update(featureSwitches).set({ enabled: true }).where(eq(featureSwitches.modId, "REGMOBVERF3"));
    try {
      const { messages } = await capture(async () => {
        await t.app.inject({
          method: "POST",
          url: API.smsRegister,
          payload: { mobileNo: "955556666", countryDialingCode: "84", botCheck: await solveBotCheck(t.app) },
        });
      });
      const fields = {
        password: "Secret123",
        confirmPassword: "Secret123",
        mobileNum: "955556666",
        countryDialingCode: "84",
        verificationCode: codeIn(messages[0]),
      };
      const taken = await register(t.app, { ...fields, username: "player01" });
      expect(taken.json().errorCode).toBe("USERNAME_TAKEN");
      const noCode = await register(t.app, { ...fields, username: "smsuser01", verificationCode: "" });
      expect(noCode.json().errorCode).toBe("INVALID_VERIFICATION_CODE");
      const res = await register(t.app, { ...fields, username: "smsuser01" });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(featureSwitches)
        .set({ enabled: false })
        .where(eq(featureSwitches.modId, "REGMOBVERF3"));
    }
  });
});

describe("birthday as a registration rule", () => {
  /** The brand collects birthdays (enabled) and, with `required`, insists on one. */
  async function birthdayRule(values: { enabled: boolean; required: boolean }) {
    await t.database.db
      .update(registrationRules)
      .set(values)
      .where(and(eq(registrationRules.merchantId, t.merchantId), eq(registrationRules.field, "birthday")));
  }
  const yearsAgo = (years: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    return date.toISOString().slice(0, 10);
  };

  it("is published off by default, and a brand requiring it refuses a registration without one or under 18", async () => {
    const published = await t.app.inject({ method: "GET", url: API.registerSettings });
    expect(published.json().value.birthday).toMatchObject({ enabled: false, required: false });
    await birthdayRule({ enabled: true, required: true });
    try {
      expect((await t.app.inject({ method: "GET", url: API.registerSettings })).json().value.birthday).toMatchObject({
        enabled: true,
        required: true,
        patternId: 11,
      });
      const missing = await register(t.app, { ...good, username: "bday01" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        errorCode: "VALIDATION_FAILED",
        value: { fields: { birthday: "required" } },
      });
      const young = await register(t.app, { ...good, username: "bday02", birthday: yearsAgo(17) });
      expect([young.statusCode, young.json().errorCode]).toEqual([400, "UNDERAGE"]);
      const adult = await register(t.app, { ...good, username: "bday03", birthday: yearsAgo(19) });
      expect(adult.json().success).toBe(true);
      const [row] = await t.database.db
        .select({ profile: members.profile })
        .from(members)
        .where(and(eq(members.merchantId, t.merchantId), eq(members.accountKey, "bday03")));
      expect(row!.profile.birthday).toBe(yearsAgo(19));
      // Collected but not required: a registration without one goes through.
      await birthdayRule({ enabled: true, required: false });
      expect((await register(t.app, { ...good, username: "bday04" })).json().success).toBe(true);
    } finally {
      await birthdayRule({ enabled: false, required: false });
    }
  });
});

describe("free demo", () => {
  it("creates a trial member (type 4) who cannot use the personal centre", async () => {
    const res = await freePlay(t.app);
    expect(res.json().value.memberType).toBe(4);
    const token = res.json().value.token;
    expect((await memberInfo(t.app, token)).json().value.type).toBe(4);
    const profile = await t.app.inject({
      method: "PUT",
      url: API.memberProfile,
      headers: { authorization: token },
      payload: { nickname: "x" },
    });
    expect(profile.json().errorCode).toBe("TRIAL_ACCOUNT");
  });

  it("with playerProtection on, starts only after the 18+ and terms confirmation, and stores its time", async () => {
    const trials = async () =>
      (await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberType, 4))).length;
    const before = await trials();
    for (const body of [undefined, {}, { confirmAdultAndTerms: false }]) {
      const refused = await t.app.inject({ method: "POST", url: API.loginFreePlay, payload: body });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([400, "TERMS_NOT_ACCEPTED"]);
      expect(refused.json().value.fields).toEqual({ confirmAdultAndTerms: "required" });
    }
    // Nothing was made for the refused calls: no trial member, no demo credit.
    expect(await trials()).toBe(before);
    const started = await freePlay(t.app, { confirmAdultAndTerms: true });
    expect(started.statusCode).toBe(200);
    const info = await memberInfo(t.app, started.json().value.token);
    const [row] = await t.database.db
      .select({ at: members.adultTermsConfirmedAt })
      .from(members)
      .where(eq(members.id, info.json().value.id));
    expect(row!.at).toBeInstanceOf(Date);
  });

  it("with playerProtection off, needs no confirmation (nor a body)", async () => {
    await t.database.db
      .insert(settings)
      .values({ merchantId: t.merchantId, key: "playerProtection", value: false })
      .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value: false } });
    try {
      const res = await t.app.inject({ method: "POST", url: API.loginFreePlay });
      expect([res.statusCode, res.json().value.memberType]).toEqual([200, 4]);
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: true })
        .where(and(eq(settings.merchantId, t.merchantId), eq(settings.key, "playerProtection")));
    }
  });
});
