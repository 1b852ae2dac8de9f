import type { TFunction } from "i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import {
  checkFieldRule,
  type FieldRule,
  type RegistrationField,
  type RegistrationRules,
} from "@portal/contract/registration-rules";
import { violationText } from "../../../shared/i18n/rule-messages";

export type RegistrationMode = "username" | "mobile";

/** The registration tabs the switches allow; mobile is the default when it is on. */
export function registrationModes(switches: Record<string, boolean>): RegistrationMode[] {
  const modes: RegistrationMode[] = [];
  if (switches[FEATURE.mobileRegistration]) modes.push("mobile");
  if (switches[FEATURE.usernameRegistration]) modes.push("username");
  return modes;
}

/** Display order of the form. */
const ORDER: readonly RegistrationField[] = [
  "username",
  "mobileNum",
  "verificationCode",
  "password",
  "confirmPassword",
  "paymentPassword",
  "payeeName",
  "birthday",
  "email",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
  "referralCode",
  "affiliateCode",
  "captcha",
];

const ANY: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: "*",
  patternId: 0,
  minLength: 0,
  maxLength: 0,
};

export interface ShownField {
  field: RegistrationField;
  /** The rule as this form applies it (mode and switches decide some fields). */
  rule: FieldRule;
}

/**
 * The fields a registration form shows, each with its effective rule, mirroring the server:
 * the mode's identity field is required (username, or mobile number); passwords unless a mobile
 * sign-up without MOBILENUMPASSREG3; the SMS code on mobile sign-up, and on username sign-up
 * when REGMOBVERF3 is on (then the mobile number too); the affiliate code unless the URL's code
 * validated; the payment password is required whenever it is shown.
 */
export function registrationFields(
  mode: RegistrationMode,
  rules: RegistrationRules,
  switches: Record<string, boolean>,
  affiliateLocked: boolean,
): ShownField[] {
  const needsPassword = mode === "username" || switches[FEATURE.mobilePasswordRegistration] === true;
  const smsRequired = mode === "mobile" || switches[FEATURE.smsOnUsernameRegistration] === true;
  const shown: ShownField[] = [];
  for (const field of ORDER) {
    const base = rules[field];
    const on = (rule: FieldRule | undefined, required?: boolean): FieldRule => ({
      ...(rule ?? ANY),
      enabled: true,
      required: required ?? rule?.required ?? false,
    });
    let rule: FieldRule | null;
    switch (field) {
      case "username":
        rule = mode === "username" ? on(base, true) : null;
        break;
      case "mobileNum":
        rule = mode === "mobile" || smsRequired ? on(base, true) : base?.enabled ? base : null;
        break;
      case "verificationCode":
        rule = smsRequired ? on(base, true) : null;
        break;
      case "password":
      case "confirmPassword":
        rule = needsPassword ? on(rules.password ?? base, true) : null;
        break;
      case "paymentPassword":
        rule = base?.enabled ? on(base, true) : null;
        break;
      case "affiliateCode":
        rule = !affiliateLocked && base?.enabled !== false ? on(base) : null;
        break;
      default:
        rule = base?.enabled ? base : null;
    }
    if (rule) shown.push({ field, rule });
  }
  return shown;
}

/** Client-side check with the contract's one validator; confirmation must equal the password. */
export function validateRegistration(
  t: TFunction,
  shown: readonly ShownField[],
  values: Partial<Record<RegistrationField, string>>,
  label: (field: RegistrationField) => string,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const { field, rule } of shown) {
    const violation = checkFieldRule(rule, (values[field] ?? "").trim());
    if (violation) errors[field] = violationText(t, violation, label(field));
  }
  if (
    errors.confirmPassword === undefined &&
    shown.some((s) => s.field === "confirmPassword") &&
    (values.confirmPassword ?? "") !== (values.password ?? "")
  ) {
    errors.confirmPassword = t("validation.mismatch");
  }
  return errors;
}
