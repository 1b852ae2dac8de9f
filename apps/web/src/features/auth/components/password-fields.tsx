import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../shared/ui/fields";
import type { NewPasswordErrors } from "../hooks/new-password";
import type { NewPassword } from "../hooks/use-new-password";

/** New password and its confirmation; each input's id is its test id, each error's is `<test id>-error`. */
export function NewPasswordFields({
  password,
  errors,
  testIds,
}: {
  password: NewPassword;
  errors: NewPasswordErrors;
  testIds: { newPassword: string; confirmPassword: string };
}) {
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
          testId={testIds[field]}
          errorTestId={`${testIds[field]}-error`}
          autoComplete="new-password"
        />
      ))}
    </>
  );
}
