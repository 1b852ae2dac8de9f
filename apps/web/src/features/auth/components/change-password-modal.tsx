import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { FormField } from "../../../shared/ui/form-field";
import { ApiError, errorCodeOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { useSystemStatus } from "../../../shared/system/system-status";
import { setMustChangePassword, setSession } from "../../../shared/storage/session";
import { changePassword } from "../api/auth-api";
import { keepTypedPassword, peekTypedPassword } from "../hooks/typed-password";
import { checkNewPasswordFields, passwordServerErrors, type PasswordServerErrors } from "../hooks/new-password";
import { useLogout } from "../hooks/use-logout";
import { NewPasswordFields } from "./password-fields";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

/**
 * Change password. Forced (`params.forced`) after a login with the default or an expired
 * password: it cannot be closed. The old password is not asked again when it was just typed at
 * login (kept in memory for this modal only). Success answers a new token.
 */
export function ChangePasswordModal({ params, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const forced = params.forced === "1";
  const rules = (useSystemStatus()?.info.register ?? {}) as RegistrationRules;
  const [knownOld, setKnownOld] = useState(peekTypedPassword);
  // Memory only, for this modal only.
  useEffect(() => () => keepTypedPassword(null), []);
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Partial<PasswordServerErrors>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<PasswordServerErrors> = checkNewPasswordFields(t, rules, newPassword, confirmPassword);
    if (knownOld === null && oldPassword === "") {
      found.oldPassword = t("validation.required", { field: t("auth.oldPassword") });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await changePassword({
        oldPassword: knownOld ?? oldPassword,
        newPassword,
        confirmNewPassword: confirmPassword,
      });
      setMustChangePassword(false);
      setSession(result.token, result.memberType);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      onClose();
      void navigate(ROUTE.root);
    } catch (error) {
      const code = errorCodeOf(error);
      const fields = fieldErrorsOf(error);
      setErrors(passwordServerErrors(t, rules, code, fields));
      // The password typed at login was refused: ask for it.
      if (error instanceof ApiError && code === "WRONG_PASSWORD") setKnownOld(null);
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      testId="modal-changePassword"
      title={t("modals.changePassword")}
      closeLabel={t("common.close")}
      onClose={onClose}
      closable={!forced}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {forced ? (
          <p className={styles.hint} data-testid="change-forced">
            {t("changePassword.forced")}
          </p>
        ) : null}
        {knownOld === null ? (
          <FormField
            id="change-old-password"
            type="password"
            label={t("auth.oldPassword")}
            value={oldPassword}
            onValue={setOldPassword}
            error={errors.oldPassword}
            testId="change-old-password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
        ) : null}
        <NewPasswordFields
          prefix="change"
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNew={setNewPassword}
          onConfirm={setConfirmPassword}
          errors={errors}
          newTestId="change-new-password"
          confirmTestId="change-confirm-password"
        />
        {errors.form ? (
          <p className={styles.formError} role="alert" data-testid="change-error">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="change-submit">
          {t("changePassword.submit")}
        </button>
        {forced ? (
          <button type="button" className="btn" onClick={() => void logout()} data-testid="change-logout">
            {t("header.logout")}
          </button>
        ) : null}
      </form>
    </ModalFrame>
  );
}
