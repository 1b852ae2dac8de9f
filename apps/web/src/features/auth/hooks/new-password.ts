import type { TFunction } from "i18next";
import { checkFieldRule, type RegistrationRules } from "@portal/contract/registration-rules";
import { serverFieldText, violationText } from "../../../shared/i18n/rule-messages";

export interface NewPasswordErrors {
  newPassword?: string;
  confirmPassword?: string;
}

/** A new password follows the brand's password rule (always required) and equals its confirmation. */
export function checkNewPasswordFields(
  t: TFunction,
  rules: RegistrationRules,
  newPassword: string,
  confirmPassword: string,
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const label = t("auth.newPassword");
  const rule = rules.password
    ? { ...rules.password, enabled: true, required: true }
    : { enabled: true, required: true, acceptedPattern: "*", patternId: 0, minLength: 1, maxLength: 0 };
  const violation = checkFieldRule(rule, newPassword);
  if (violation) errors.newPassword = violationText(t, violation, label);
  if (confirmPassword === "") errors.confirmPassword = t("validation.required", { field: t("auth.confirmPassword") });
  else if (confirmPassword !== newPassword) errors.confirmPassword = t("validation.mismatch");
  return errors;
}

export interface PasswordServerErrors extends NewPasswordErrors {
  oldPassword?: string;
  form: string;
}

/** A refused password call: field problems where the server names them, the translated code otherwise. */
export function passwordServerErrors(
  t: TFunction,
  rules: RegistrationRules,
  code: string,
  fields: Record<string, string>,
): PasswordServerErrors {
  const out: PasswordServerErrors = { form: t(`errors.${code}`) };
  const problem = fields.newPassword ?? fields.password;
  if (problem) out.newPassword = serverFieldText(t, problem, t("auth.newPassword"), rules.password);
  if (code === "PASSWORD_MISMATCH") out.confirmPassword = t("validation.mismatch");
  if (code === "WRONG_PASSWORD") out.oldPassword = t("errors.WRONG_PASSWORD");
  return out;
}
