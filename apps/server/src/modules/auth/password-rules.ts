import { checkFieldRule, type RegistrationRules } from "@portal/contract/registration-rules";
import { AppError } from "../../http/app-error";

/** Field problems as the web shows them: "required" or the pattern message key. */
export function violationMessage(violation: NonNullable<ReturnType<typeof checkFieldRule>>): string {
  return violation.kind === "required" ? "required" : `reg_pattern_${violation.patternId}`;
}

/**
 * A new password must follow the brand's password rule, equal its confirmation, and differ
 * from the default password (which would force another change at the next login).
 */
export function checkNewPassword(
  rules: RegistrationRules,
  newPassword: string,
  confirmation: string,
  defaultPassword: string,
  field = "newPassword",
): void {
  const rule = rules.password;
  const violation = rule ? checkFieldRule({ ...rule, enabled: true, required: true }, newPassword) : null;
  if (violation) throw new AppError("VALIDATION_FAILED", "Invalid password", { [field]: violationMessage(violation) });
  if (newPassword === defaultPassword) {
    throw new AppError("VALIDATION_FAILED", "Choose another password", { [field]: "default_password" });
  }
  if (newPassword !== confirmation) throw new AppError("PASSWORD_MISMATCH", "Inconsistent twice");
}
