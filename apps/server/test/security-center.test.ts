import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { capture, changePassword, codeIn, memberInfo, register, sealed } from "./accounts-helper";
import { appWithLogLines } from "./log-capture";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app, { username: "ivan0001", password: "Secret123", confirmPassword: "Secret123" })).json()
    .value.token;
});
afterAll(() => t.close());

const auth = () => ({ authorization: token });

describe("security centre", () => {
  it("updates the nickname and a built-in avatar, and refuses an unknown avatar", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: API.memberProfile,
      headers: auth(),
      payload: { nickname: "Ivan", avatar: "3" },
    });
    expect(res.json().success).toBe(true);
    expect((await memberInfo(t.app, token)).json().value).toMatchObject({
      nickname: "Ivan",
      avatar: "3",
      avatarType: "STATIC",
    });
    const bad = await t.app.inject({
      method: "PUT",
      url: API.memberProfile,
      headers: auth(),
      payload: { nickname: "Ivan", avatar: "../x" },
    });
    expect(bad.json().errorCode).toBe("VALIDATION_FAILED");
  });

  it("sets a 6-digit payment password proven by the login password", async () => {
    const wrong = await sealed(
      t.app,
      "POST",
      API.paymentPassword,
      { password: "Nope12345", newPaymentPassword: "246810", confirmPaymentPassword: "246810" },
      { token },
    );
    expect(wrong.json().errorCode).toBe("WRONG_PASSWORD");
    const letters = await sealed(
      t.app,
      "POST",
      API.paymentPassword,
      { password: "Secret123", newPaymentPassword: "abcdef", confirmPaymentPassword: "abcdef" },
      { token },
    );
    expect(letters.json().errorCode).toBe("VALIDATION_FAILED");
    const ok = await sealed(
      t.app,
      "POST",
      API.paymentPassword,
      { password: "Secret123", newPaymentPassword: "246810", confirmPaymentPassword: "246810" },
      { token },
    );
    expect(ok.json().success).toBe(true);
    expect((await memberInfo(t.app, token)).json().value.hasPaymentPassword).toBe(true);
  });

  it("binds a mobile number with its SMS code, and an e-mail", async () => {
    const { messages } = await capture(async () => {
      const sent = await t.app.inject({
        method: "POST",
        url: API.smsBind,
        headers: auth(),
        payload: { mobileNum: "922223333", countryDialingCode: "84" },
      });
      expect(sent.json().success).toBe(true);
    });
    const bad = await t.app.inject({
      method: "POST",
      url: API.bindMobile,
      headers: auth(),
      payload: { mobileNum: "922223333", countryDialingCode: "84", verificationCode: "000000" },
    });
    if (codeIn(messages[0]) !== "000000") expect(bad.json().errorCode).toBe("INVALID_VERIFICATION_CODE");
    const res = await t.app.inject({
      method: "POST",
      url: API.bindMobile,
      headers: auth(),
      payload: { mobileNum: "922223333", countryDialingCode: "84", verificationCode: codeIn(messages[0]) },
    });
    expect(res.json().success).toBe(true);
    const email = await t.app.inject({
      method: "POST",
      url: API.bindEmail,
      headers: auth(),
      payload: { email: "ivan@example.com" },
    });
    expect(email.json().success).toBe(true);
    expect((await memberInfo(t.app, token)).json().value).toMatchObject({
      mobileNum: "84 ****3333",
      email: "i***@example.com",
    });
  });

  it("needs a session for every call", async () => {
    const calls = [
      ["PUT", API.memberProfile, { nickname: "x" }],
      ["POST", API.bindEmail, { email: "x@example.com" }],
      ["POST", API.smsBind, { mobileNum: "944445555", countryDialingCode: "84" }],
      ["POST", API.bindMobile, { mobileNum: "944445555", countryDialingCode: "84", verificationCode: "123456" }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
  });
});

describe("secrets stay out of logs and answers", () => {
  // SMS codes are logged on purpose by the default outbox provider (a local operator reads
  // them there); passwords and session tokens never are.
  it("no password or token appears in any log line", async () => {
    const { app, lines } = await appWithLogLines(t);
    try {
      const reg = await register(app, { username: "logcheck1", password: "Zebra98765", confirmPassword: "Zebra98765" });
      const tok = reg.json().value.token as string;
      const changed = await changePassword(app, tok, "Zebra98765", "Quail45678");
      const newToken = changed.json().value.token as string;
      await capture(() =>
        app.inject({
          method: "POST",
          url: API.smsBind,
          headers: { authorization: newToken },
          payload: { mobileNum: "933334444", countryDialingCode: "84" },
        }),
      );
      const all = lines.join("\n");
      expect(lines.length).toBeGreaterThan(5);
      expect(all).toContain("/wps/verification/sms/bind");
      for (const secret of ["Zebra98765", "Quail45678", tok, newToken]) expect(all).not.toContain(secret);
      expect(reg.body).not.toContain("Zebra98765");
    } finally {
      await app.close();
    }
  });
});
