import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../shared/ui/fields";
import type { NewPasswordErrors } from "../hooks/new-password";
import type { NewPassword } from "../hooks/use-new-password";

/** New password and its confirmation, each with its error. */
export function NewPasswordFields({ password, errors }: { password: NewPassword; errors: NewPasswordErrors }) {
  const { t } = useTranslation();
  const fields = [
    ["newPassword", t("auth.newPassword"), password.newPassword, password.setNewPassword],
    ["confirmPassword", t("auth.confirmPassword"), password.confirmPassword, password.setConfirmPassword],
  ] as const;
  return (
    <>
      {fields.map(([field, label, value, onValue]) => (
        <PasswordField
          key={field}
          label={label}
          value={value}
          onValue={onValue}
          error={errors[field]}
          autoComplete="new-password"
        />
      ))}
    </>
  );
}
