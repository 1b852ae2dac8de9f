import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { checkFieldRule, type FieldRule } from "@portal/contract/registration-rules";
import { fillLengths, requiredErrors, serverFieldText, violationText } from "./rule-messages";

const texts: Record<string, string> = {
  "validation.required": "{{field}} cannot be empty",
  "validation.taken": "{{field}} is already registered",
  "validation.unknown": "{{field}} does not exist",
  "validation.invalid": "{{field}} is not valid",
  "validation.defaultPassword": "choose another password",
  reg_pattern_1: "(min)-(max) letters or digits, starting with a letter",
  reg_pattern_6: "(min)-(max) digits only",
};
const t = ((key: string, options?: Record<string, string>) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => options?.[name] ?? "")) as unknown as TFunction;

const rule = (patternId: number, pattern: string, min: number, max: number, required = true): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern: pattern,
  patternId,
  minLength: min,
  maxLength: max,
});

describe("registration rule messages", () => {
  it("substitutes (min) and (max), one number when equal", () => {
    expect(fillLengths("(min)-(max) digits only", 6, 15)).toBe("6-15 digits only");
    expect(fillLengths("(min)-(max) digits only", 6, 6)).toBe("6 digits only");
    expect(fillLengths("(min)～(max)位数字", 6, 6)).toBe("6位数字");
    expect(fillLengths("at least (min), at most (max)", 4, 4)).toBe("at least 4, at most 4");
  });

  it("names the field when it is required", () => {
    const username = rule(1, "[A-Za-z][A-Za-z0-9]*", 6, 16);
    const violation = checkFieldRule(username, "");
    expect(violation).toEqual({ kind: "required" });
    expect(violationText(t, violation!, "Username")).toBe("Username cannot be empty");
  });

  it("uses the pattern message of the rule", () => {
    const username = rule(1, "[A-Za-z][A-Za-z0-9]*", 6, 16);
    const violation = checkFieldRule(username, "1abc");
    expect(violationText(t, violation!, "Username")).toBe("6-16 letters or digits, starting with a letter");
    const code = checkFieldRule(rule(6, "[0-9]+", 6, 6), "12a456");
    expect(violationText(t, code!, "Code")).toBe("6 digits only");
  });

  it("translates the server's field problems", () => {
    expect(serverFieldText(t, "required", "Email")).toBe("Email cannot be empty");
    expect(serverFieldText(t, "taken", "Username")).toBe("Username is already registered");
    expect(serverFieldText(t, "unknown", "Referral code")).toBe("Referral code does not exist");
    expect(serverFieldText(t, "reg_pattern_6", "Mobile", rule(6, "[0-9]+", 6, 15))).toBe("6-15 digits only");
    expect(serverFieldText(t, "6 to 15 digits", "Mobile")).toBe("Mobile is not valid");
    expect(serverFieldText(t, "default_password", "Password")).toBe("choose another password");
  });

  it("names only the blank fields as required", () => {
    expect(requiredErrors(t, { username: ["  ", "Username"], email: ["a@b.c", "Email"], code: ["", "Code"] })).toEqual({
      username: "Username cannot be empty",
      code: "Code cannot be empty",
    });
  });
});
