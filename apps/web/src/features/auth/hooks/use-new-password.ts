import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import { errorCodeOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { useSystemStatus } from "../../../shared/system/system-status";
import { checkNewPasswordFields, passwordServerErrors, type NewPasswordErrors } from "./new-password";

export type NewPassword = ReturnType<typeof useNewPassword>;

/** A new password and its confirmation, checked by the brand's password rule, before and after the call. */
export function useNewPassword() {
  const { t } = useTranslation();
  const rules = (useSystemStatus()?.info.register ?? {}) as RegistrationRules;
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const serverErrors = (error: unknown) => passwordServerErrors(t, rules, errorCodeOf(error), fieldErrorsOf(error));
  return {
    newPassword,
    confirmPassword,
    setNewPassword,
    setConfirmPassword,
    check: () => checkNewPasswordFields(t, rules, newPassword, confirmPassword),
    /** All the refusal says: form text, old password, new password and confirmation problems. */
    serverErrors,
    /** Only the new password's and the confirmation's problems in a refusal. */
    serverFieldErrors: (error: unknown): NewPasswordErrors => {
      const { newPassword: next, confirmPassword: confirm } = serverErrors(error);
      return { ...(next ? { newPassword: next } : {}), ...(confirm ? { confirmPassword: confirm } : {}) };
    },
  };
}
