import { useTranslation } from "react-i18next";
import { FormField } from "../../../shared/ui/form-field";
import type { NewPasswordErrors } from "../hooks/new-password";

/** New password and its confirmation, with the given test id prefix. */
export function NewPasswordFields({
  prefix,
  newPassword,
  confirmPassword,
  onNew,
  onConfirm,
  errors,
  newTestId,
  confirmTestId,
}: {
  prefix: string;
  newPassword: string;
  confirmPassword: string;
  onNew: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
  newTestId: string;
  confirmTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${prefix}-new-password`}
        type="password"
        label={t("auth.newPassword")}
        value={newPassword}
        onValue={onNew}
        error={errors.newPassword}
        testId={newTestId}
        errorTestId={`${newTestId}-error`}
        autoComplete="new-password"
        required
        maxLength={128}
      />
      <FormField
        id={`${prefix}-confirm-password`}
        type="password"
        label={t("auth.confirmPassword")}
        value={confirmPassword}
        onValue={onConfirm}
        error={errors.confirmPassword}
        testId={confirmTestId}
        errorTestId={`${confirmTestId}-error`}
        autoComplete="new-password"
        required
        maxLength={128}
      />
    </>
  );
}
