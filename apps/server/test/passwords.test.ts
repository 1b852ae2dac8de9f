import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { API } from "@portal/contract/api/paths";
import { members, passwordResets } from "../src/db/schema";
import { hashToken } from "../src/modules/sessions/service";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { capture, changePassword, codeIn, login, memberInfo, register, sealed } from "./accounts-helper";
import { solveBotCheck } from "./bot-check-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newMember(username: string, extra: Record<string, string> = {}) {
  const res = await register(t.app, { username, password: "Secret123", confirmPassword: "Secret123", ...extra });
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}

describe("change password", () => {
  it("needs the old password, rotates the token and revokes every other session", async () => {
    const token = await newMember("frank001");
    const other = (await login(t.app, { username: "frank001", password: "Secret123" })).json().value.token;
    const wrongOld = await changePassword(t.app, token, "Nope12345", "Better456");
    expect(wrongOld.json().errorCode).toBe("WRONG_PASSWORD");
    const mismatch = await changePassword(t.app, token, "Secret123", "Better456", "Better457");
    expect(mismatch.json().errorCode).toBe("PASSWORD_MISMATCH");

    const res = await changePassword(t.app, token, "Secret123", "Better456");
    expect(res.statusCode).toBe(200);
    const fresh = res.json().value.token;
    expect((await memberInfo(t.app, token)).statusCode).toBe(401);
    expect((await memberInfo(t.app, other)).statusCode).toBe(401);
    expect((await memberInfo(t.app, fresh)).statusCode).toBe(200);
    expect((await login(t.app, { username: "frank001", password: "Secret123" })).json().errorCode).toBe("LOGIN_FAILED");
    expect((await login(t.app, { username: "frank001", password: "Better456" })).statusCode).toBe(200);
  });

  it("clears a pending forced change", async () => {
    const token = await newMember("gina0001");
    await t.database.db.update(members).set({ mustChangePassword: true }).where(eq(members.accountKey, "gina0001"));
    const res = await changePassword(t.app, token, "Secret123", "Better456");
    const unread = await t.app.inject({
      method: "GET",
      url: API.unreadMessages,
      headers: { authorization: res.json().value.token },
    });
    expect(unread.json()).toMatchObject({ success: true, value: { count: 0 } });
  });
});

describe("the login password asked of a logged-in member", () => {
  it("is no guessing oracle for a stolen session: five wrong tries lock it for the window", async () => {
    const token = await newMember("ivan0001");
    const answers = [];
    // A change and the payment-password form both ask for it and count against one lock.
    for (let i = 0; i < 3; i++) answers.push((await changePassword(t.app, token, `Guess${i}xx9`, "Better456")).json());
    for (let i = 0; i < 2; i++) {
      const res = await sealed(
        t.app,
        "POST",
        API.paymentPassword,
        { password: `Guess${i}yy9`, newPaymentPassword: "135790", confirmPaymentPassword: "135790" },
        { token },
      );
      answers.push(res.json());
    }
    expect(answers.map((a) => a.errorCode)).toEqual(Array(5).fill("WRONG_PASSWORD"));
    const right = await changePassword(t.app, token, "Secret123", "Better456");
    expect(right.json().errorCode).toBe("ACCOUNT_LOCKED");
    // Others' failed logins at the account's name do not block the member's own change.
    const other = await newMember("ivan0002");
    for (let i = 0; i < 10; i++) await login(t.app, { username: "ivan0002", password: `Nope${i}xx9` });
    expect((await changePassword(t.app, other, "Secret123", "Better456")).statusCode).toBe(200);
  });

  it("sent at once, no more tries are checked than the lock allows", async () => {
    const token = await newMember("jack0001");
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) =>
        String((await changePassword(t.app, token, `Guess${i}zz9`, "Better456")).json().errorCode),
      ),
    );
    expect(answers.filter((c) => c === "WRONG_PASSWORD").length).toBeLessThanOrEqual(5);
    for (const code of new Set(answers))
      expect(["WRONG_PASSWORD", "ACCOUNT_LOCKED", "TOO_MANY_REQUESTS"]).toContain(code);
  });
});

describe("forgot password by e-mail", () => {
  it("mails a single-use link that sets a new password and logs in", async () => {
    await newMember("hank0001", { email: "hank@example.com" });
    const notFound = await t.app.inject({
      method: "POST",
      url: API.forgotPasswordEmail,
      payload: { username: "hank0001", email: "other@example.com" },
    });
    expect(notFound.json().errorCode).toBe("USER_OR_EMAIL_NOT_FOUND");

    const { messages } = await capture(async () => {
      // The family posts this one as a form.
      const res = await t.app.inject({
        method: "POST",
        url: API.forgotPasswordEmail,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "username=hank0001&email=HANK%40example.com",
      });
      expect(res.json()).toMatchObject({ success: true, message: "been sent" });
    });
    const token = messages[0]!.text.match(/resetToken=([A-Za-z0-9_-]+)/)![1]!;
    expect(messages[0]!.to).toBe("hank@example.com");

    const reset = await sealed(t.app, "POST", API.resetPasswordByToken, {
      resetToken: token,
      newPassword: "Better456",
      confirmNewPassword: "Better456",
    });
    expect(reset.statusCode).toBe(200);
    expect((await memberInfo(t.app, reset.json().value.token)).json().value.account).toBe("hank0001");
    const again = await sealed(t.app, "POST", API.resetPasswordByToken, {
      resetToken: token,
      newPassword: "Other4567",
      confirmNewPassword: "Other4567",
    });
    expect(again.json().errorCode).toBe("INVALID_VERIFICATION_CODE");
    expect((await login(t.app, { username: "hank0001", password: "Better456" })).statusCode).toBe(200);
  });
});

describe("forgot password by mobile", () => {
  it("resets with the SMS code and logs in", async () => {
    // One code per number per minute: the clock moves a minute between the sends below.
    vi.useFakeTimers({ toFake: ["Date"] });
    const nextMinute = () => vi.setSystemTime(Date.now() + 61_000);
    try {
      const code = await (async () => {
        const { messages } = await capture(async () => {
          const sent = await t.app.inject({
            method: "POST",
            url: API.smsRegister,
            payload: { mobileNo: "811112222", countryDialingCode: "66", botCheck: await solveBotCheck(t.app) },
          });
          expect(sent.json().success).toBe(true);
        });
        return codeIn(messages[0]);
      })();
      const reg = await register(
        t.app,
        {
          mobileNum: "811112222",
          countryDialingCode: "66",
          verificationCode: code,
          password: "Secret123",
          confirmPassword: "Secret123",
        },
        { mode: "mobile" },
      );
      expect(reg.statusCode).toBe(200);

      // The number's owner gets the code; nobody learns whether the number is a member's.
      nextMinute();
      const { messages } = await capture(async () => {
        const res = await t.app.inject({
          method: "POST",
          url: API.smsNoLogin,
          payload: {
            mobileNum: "811112222",
            countryDialingCode: "66",
            purpose: "resetPassword",
            botCheck: await solveBotCheck(t.app),
          },
        });
        expect(res.json().success).toBe(true);
      });
      const resetCode = codeIn(messages[0]);
      const res = await sealed(t.app, "POST", API.resetPasswordByMobile, {
        mobileNum: "811112222",
        countryDialingCode: "66",
        verificationCode: resetCode,
        newPassword: "Better456",
        confirmNewPassword: "Better456",
      });
      expect(res.statusCode).toBe(200);
      expect((await memberInfo(t.app, res.json().value.token)).json().value.mobileNum).toBe("66 ****2222");

      nextMinute();
      const smsLogin = await (async () => {
        const { messages: m } = await capture(async () => {
          await t.app.inject({
            method: "POST",
            url: API.smsNoLogin,
            payload: { mobileNum: "811112222", countryDialingCode: "66", botCheck: await solveBotCheck(t.app) },
          });
        });
        return login(t.app, { username: "811112222", countryDialingCode: "66", password: codeIn(m[0]), type: "sms" });
      })();
      expect(smsLogin.statusCode).toBe(200);
      expect(smsLogin.json().value.mustChangePassword).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("messages in the caller's language", () => {
  it("sends the SMS code and the reset mail in the Language of the request", async () => {
    await newMember("lena0001", { email: "lena@example.com" });
    const { messages } = await capture(async () => {
      await t.app.inject({
        method: "POST",
        url: API.forgotPasswordEmail,
        headers: { language: "th" },
        payload: { username: "lena0001", email: "lena@example.com" },
      });
      await t.app.inject({
        method: "POST",
        url: API.smsRegister,
        headers: { language: "vi" },
        payload: { mobileNo: "977778888", countryDialingCode: "84", botCheck: await solveBotCheck(t.app) },
      });
    });
    expect(messages[0]!.subject).toMatch(/[\u0E00-\u0E7F]/);
    expect(messages[0]!.text).toMatch(/[\u0E00-\u0E7F]/);
    expect(messages[1]!.text).toContain("Mã xác minh");
  });
});

/** Asks for a reset link for a member and answers the token it mailed and the whole link. */
async function mailedResetLink(username: string, email: string, headers: Record<string, string> = {}) {
  const { messages } = await capture(async () => {
    const res = await t.app.inject({
      method: "POST",
      url: API.forgotPasswordEmail,
      headers,
      payload: { username, email },
    });
    expect(res.statusCode).toBe(200);
  });
  const link = messages[0]!.text.match(/\S+resetToken=[A-Za-z0-9_-]+/)![0];
  return { link, token: link.match(/resetToken=([A-Za-z0-9_-]+)/)![1]! };
}

function resetWith(token: string, password = "Better456") {
  return sealed(t.app, "POST", API.resetPasswordByToken, {
    resetToken: token,
    newPassword: password,
    confirmNewPassword: password,
  });
}

describe("reset links (security findings 1 and 8)", () => {
  it("are built from the brand's public origin, never from the Host or forwarded headers", async () => {
    await newMember("mike0001", { email: "mike@example.com" });
    const spoofed = await mailedResetLink("mike0001", "mike@example.com", {
      host: "attacker.example",
      "x-forwarded-host": "attacker.example",
      "x-forwarded-proto": "https",
      origin: "https://attacker.example",
    });
    expect(spoofed.link).toBe(`${t.config.publicOrigin}/index?resetToken=${spoofed.token}`);
    expect(spoofed.link).not.toContain("attacker");

    await new SettingsRepository(t.database.db).write(t.merchantId, "publicOrigin", "https://portal.example");
    try {
      const configured = await mailedResetLink("mike0001", "mike@example.com", { host: "attacker.example" });
      expect(configured.link).toBe(`https://portal.example/index?resetToken=${configured.token}`);
    } finally {
      await new SettingsRepository(t.database.db).delete(t.merchantId, "publicOrigin");
    }
  });

  it("a new link invalidates the older ones", async () => {
    await newMember("nina0001", { email: "nina@example.com" });
    const first = await mailedResetLink("nina0001", "nina@example.com");
    const second = await mailedResetLink("nina0001", "nina@example.com");
    expect((await resetWith(first.token)).json().errorCode).toBe("INVALID_VERIFICATION_CODE");
    expect((await resetWith(second.token)).statusCode).toBe(200);
  });

  it("using a link invalidates every other outstanding link", async () => {
    await newMember("olga0001", { email: "olga@example.com" });
    const links = [await mailedResetLink("olga0001", "olga@example.com")];
    // A second link issued before the first is used, planted as an older link would be (an
    // insert straight into the table: the service itself now cancels older links on issue).
    const planted = "planted-reset-token-olga0001";
    const [olga] = await t.database.db.select().from(members).where(eq(members.accountKey, "olga0001"));
    await t.database.db
      .insert(passwordResets)
      .values({ tokenHash: hashToken(planted), memberId: olga!.id, expiresAt: new Date(Date.now() + 600_000) });
    links.push({ link: "", token: planted });
    const used = [];
    for (const [i, { token }] of links.entries()) used.push((await resetWith(token, `Better45${i}`)).json().errorCode);
    expect(used).toEqual(["", "INVALID_VERIFICATION_CODE"]);
  });

  it("a password change invalidates outstanding links (every way of setting one goes through setPassword)", async () => {
    const token = await newMember("paul0001", { email: "paul@example.com" });
    const before = await mailedResetLink("paul0001", "paul@example.com");
    expect((await changePassword(t.app, token, "Secret123", "Better456")).statusCode).toBe(200);
    expect((await resetWith(before.token, "Other4567")).json().errorCode).toBe("INVALID_VERIFICATION_CODE");
    expect((await login(t.app, { username: "paul0001", password: "Better456" })).statusCode).toBe(200);
  });
});
