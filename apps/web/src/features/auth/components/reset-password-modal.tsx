import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { errorCodeOf, errorKeyOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { useSystemStatus } from "../../../shared/system/system-status";
import { resetPasswordByToken } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import { checkNewPasswordFields, passwordServerErrors, type NewPasswordErrors } from "../hooks/new-password";
import { NewPasswordFields } from "./password-fields";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

/** The mailed link (/index?resetToken=...): a new password, then the member is logged in and goes home. */
export function ResetPasswordModal({ params, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = (useSystemStatus()?.info.register ?? {}) as RegistrationRules;
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkNewPasswordFields(t, rules, newPassword, confirmPassword);
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await resetPasswordByToken(params.resetToken ?? "", newPassword, confirmPassword);
      completeLogin(result);
      void navigate(ROUTE.root);
    } catch (error) {
      const server = passwordServerErrors(t, rules, errorCodeOf(error), fieldErrorsOf(error));
      setErrors({
        ...(server.newPassword ? { newPassword: server.newPassword } : {}),
        ...(server.confirmPassword ? { confirmPassword: server.confirmPassword } : {}),
      });
      setFormError(t(errorKeyOf(error)));
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      testId="modal-resetPassword"
      title={t("modals.resetPassword")}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields
          prefix="reset"
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNew={setNewPassword}
          onConfirm={setConfirmPassword}
          errors={errors}
          newTestId="reset-new-password"
          confirmTestId="reset-confirm-password"
        />
        {formError ? (
          <p className={styles.formError} role="alert" data-testid="reset-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="reset-submit">
          {t("forgot.reset")}
        </button>
      </form>
    </ModalFrame>
  );
}
