import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import type { FieldRule, RegistrationRules } from "@portal/contract/registration-rules";
import { registrationFields, registrationModes, validateRegistration } from "./registration-form";

const rule = (patternId: number, pattern: string, min: number, max: number, required = false, enabled = true) =>
  ({ enabled, required, acceptedPattern: pattern, patternId, minLength: min, maxLength: max }) satisfies FieldRule;

const rules: RegistrationRules = {
  username: rule(1, "[A-Za-z][A-Za-z0-9]*", 6, 16, true),
  password: rule(5, "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+", 8, 20, true),
  confirmPassword: rule(5, "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+", 8, 20, true),
  email: rule(3, "[^@\\s]+@[^@\\s]+\\.[^@\\s]+", 5, 64),
  mobileNum: rule(6, "[0-9]+", 6, 15),
  verificationCode: rule(6, "[0-9]+", 6, 6, true),
  affiliateCode: rule(4, "[A-Za-z0-9]+", 4, 16),
  captcha: rule(4, "[A-Za-z0-9]+", 4, 6, false, false),
  qqNum: rule(6, "[0-9]+", 5, 12, false, false),
  paymentPassword: rule(6, "[0-9]+", 6, 6, false, false),
};
const on = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, true]));
const t = ((key: string, o?: Record<string, string>) => (o?.field ? `${key}:${o.field}` : key)) as unknown as TFunction;
const names = (mode: "username" | "mobile", switches: Record<string, boolean>, locked = false) =>
  registrationFields(mode, rules, switches, locked).map((f) => f.field);

describe("registration form", () => {
  it("offers the tabs the switches allow, mobile first", () => {
    expect(registrationModes(on(FEATURE.usernameRegistration, FEATURE.mobileRegistration))).toEqual([
      "mobile",
      "username",
    ]);
    expect(registrationModes(on(FEATURE.usernameRegistration))).toEqual(["username"]);
    expect(registrationModes({})).toEqual([]);
  });

  it("username sign-up: passwords, enabled optional fields, no SMS code unless REGMOBVERF3", () => {
    expect(names("username", {})).toEqual([
      "username",
      "mobileNum",
      "password",
      "confirmPassword",
      "email",
      "affiliateCode",
    ]);
    expect(names("username", on(FEATURE.smsOnUsernameRegistration))).toContain("verificationCode");
    const mobile = registrationFields("username", rules, on(FEATURE.smsOnUsernameRegistration), false).find(
      (f) => f.field === "mobileNum",
    );
    expect(mobile?.rule.required).toBe(true);
  });

  it("mobile sign-up: code always, passwords only with MOBILENUMPASSREG3, no username", () => {
    expect(names("mobile", {})).toEqual(["mobileNum", "verificationCode", "email", "affiliateCode"]);
    expect(names("mobile", on(FEATURE.mobilePasswordRegistration))).toEqual([
      "mobileNum",
      "verificationCode",
      "password",
      "confirmPassword",
      "email",
      "affiliateCode",
    ]);
  });

  it("hides the affiliate code once the URL's code validated", () => {
    expect(names("username", {}, true)).not.toContain("affiliateCode");
  });

  it("validates with the server's rules and checks the confirmation", () => {
    const shown = registrationFields("username", rules, {}, false);
    const label = (f: string) => f;
    expect(validateRegistration(t, shown, {}, label)).toEqual({
      username: "validation.required:username",
      password: "validation.required:password",
      confirmPassword: "validation.required:confirmPassword",
    });
    expect(
      validateRegistration(
        t,
        shown,
        { username: "1bad", password: "abc12345", confirmPassword: "abc12346", email: "x" },
        label,
      ),
    ).toEqual({ username: "reg_pattern_1", confirmPassword: "validation.mismatch", email: "reg_pattern_3" });
    expect(
      validateRegistration(
        t,
        shown,
        { username: "player01", password: "abc12345", confirmPassword: "abc12345" },
        label,
      ),
    ).toEqual({});
  });
});
