import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { FormError } from "../../../shared/ui/form-error";
import { errorText } from "../../../shared/api/error-text";
import { resetPasswordByToken } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import type { NewPasswordErrors } from "../hooks/new-password";
import { useNewPassword } from "../hooks/use-new-password";
import { NewPasswordFields } from "./password-fields";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

/** The mailed link (/index?resetToken=...): a new password, then the member is logged in and goes home. */
export function ResetPasswordModal({ params, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const password = useNewPassword();
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = password.check();
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await resetPasswordByToken(
        params.resetToken ?? "",
        password.newPassword,
        password.confirmPassword,
      );
      completeLogin(result);
      void navigate(ROUTE.root);
    } catch (error) {
      setErrors(password.serverFieldErrors(error));
      setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  return (
    <ModalFrame title={t("modals.resetPassword")} closeLabel={t("common.close")} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields password={password} errors={errors} />
        <FormError message={formError} />
        <Button type="submit" variant="primary" disabled={busy}>
          {t("forgot.reset")}
        </Button>
      </form>
    </ModalFrame>
  );
}
