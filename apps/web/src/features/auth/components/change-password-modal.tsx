import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { PasswordField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import { errorCodeOf } from "../../../shared/api/api-error";
import { MEMBER_QUERY_KEY, memberInfoQuery } from "../../../shared/api/member";
import { setMustChangePassword, setSession, useSession } from "../../../shared/storage/session";
import { changePassword } from "../api/auth-api";
import { keepTypedPassword, peekTypedPassword } from "../hooks/typed-password";
import type { PasswordServerErrors } from "../hooks/new-password";
import { useNewPassword } from "../hooks/use-new-password";
import { useLogout } from "../hooks/use-logout";
import { AdultConfirmation, useAdultConfirmation } from "./adult-confirmation";
import { NewPasswordFields } from "./password-fields";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

/**
 * Change password. Forced (`params.forced`) after a login with the default or an expired
 * password: it cannot be closed. The old password is not asked again when it was just typed at
 * login (kept in memory for this modal only). Success answers a new token. An account an agent
 * opened owes the brand the 18+ and terms confirmation (member info's adultTermsPending): its
 * first change asks for it too, so it is given before anything is played.
 */
export function ChangePasswordModal({ params, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const forced = params.forced === "1";
  const [knownOld, setKnownOld] = useState(peekTypedPassword);
  // Memory only, for this modal only.
  useEffect(() => () => keepTypedPassword(null), []);
  const [oldPassword, setOldPassword] = useState("");
  const password = useNewPassword();
  const [errors, setErrors] = useState<Partial<PasswordServerErrors>>({});
  const [busy, setBusy] = useState(false);
  // Asked when member info says it is owed, or once the server says so (member info not read yet).
  const [askedByServer, setAskedByServer] = useState(false);
  const adultOwed = useQuery(memberInfoQuery(useSession().token)).data?.adultTermsPending === true || askedByServer;
  const adult = useAdultConfirmation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<PasswordServerErrors> = password.check();
    if (knownOld === null && oldPassword === "") {
      found.oldPassword = t("validation.required", { field: t("auth.oldPassword") });
    }
    setErrors(found);
    const adultConfirmed = !adultOwed || adult.check();
    if (Object.keys(found).length > 0 || !adultConfirmed) return;
    setBusy(true);
    try {
      const result = await changePassword({
        oldPassword: knownOld ?? oldPassword,
        newPassword: password.newPassword,
        confirmNewPassword: password.confirmPassword,
        ...(adultOwed ? { confirmAdultAndTerms: true } : {}),
      });
      setMustChangePassword(false);
      setSession(result.token, result.memberType);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      onClose();
      void navigate(ROUTE.root);
    } catch (error) {
      setErrors(password.serverErrors(error));
      // The password typed at login was refused: ask for it.
      if (errorCodeOf(error) === "WRONG_PASSWORD") setKnownOld(null);
      if (errorCodeOf(error) === "TERMS_NOT_ACCEPTED") setAskedByServer(true);
      setBusy(false);
    }
  };

  return (
    <ModalFrame title={t("modals.changePassword")} closeLabel={t("common.close")} onClose={onClose} closable={!forced}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {forced ? <p className={styles.hint}>{t("changePassword.forced")}</p> : null}
        {knownOld === null ? (
          <PasswordField
            label={t("auth.oldPassword")}
            value={oldPassword}
            onValue={setOldPassword}
            error={errors.oldPassword}
          />
        ) : null}
        <NewPasswordFields password={password} errors={errors} />
        {adultOwed ? <AdultConfirmation {...adult.box} /> : null}
        <FormError message={errors.form} />
        <Button type="submit" variant="primary" disabled={busy}>
          {t("changePassword.submit")}
        </Button>
        {forced ? (
          <Button type="button" onClick={() => void logout()}>
            {t("header.logout")}
          </Button>
        ) : null}
      </form>
    </ModalFrame>
  );
}
