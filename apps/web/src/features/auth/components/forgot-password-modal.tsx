import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import { ROUTE } from "@portal/contract/routes";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { EmailField, UsernameField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import { Tabs } from "../../../shared/ui/tabs";
import { MobileCodeFields, useMobileCode } from "../../../shared/ui/mobile-code-fields";
import { showAlert } from "../../../shared/dialogs/dialog-store";
import { errorCodeOf } from "../../../shared/api/api-error";
import { errorText } from "../../../shared/api/error-text";
import { useFeatures } from "../../../shared/system/features";
import { forgotPasswordByEmail, resetPasswordByMobile, sendLoginSms } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import { requiredErrors } from "../../../shared/i18n/rule-messages";
import { useNewPassword } from "../hooks/use-new-password";
import { NewPasswordFields } from "./password-fields";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

type Method = "email" | "mobile";
type Errors = Partial<Record<"username" | "email" | "mobile" | "code" | "newPassword" | "confirmPassword", string>>;

/** Forgot password: a reset link by e-mail, or (CHNGPASSVERIF3) an SMS code and a new password. */
export function ForgotPasswordModal({ onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const features = useFeatures();
  const mobileOn = features[FEATURE.passwordResetByMobile] === true;
  const [method, setMethod] = useState<Method>("email");
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const sms = useMobileCode();
  const password = useNewPassword();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors =
      method === "email"
        ? requiredErrors<keyof Errors>(t, { username: [username, t("auth.username")], email: [email, t("auth.email")] })
        : {
            ...requiredErrors<keyof Errors>(t, {
              mobile: [sms.mobile, t("auth.mobile")],
              code: [sms.code, t("auth.smsCode")],
            }),
            ...password.check(),
          };
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (method === "email") {
        await forgotPasswordByEmail(username.trim(), email.trim());
        onClose();
        void showAlert(t("forgot.sent"));
      } else {
        const result = await resetPasswordByMobile({
          mobileNum: sms.mobile.trim(),
          countryDialingCode: sms.country,
          verificationCode: sms.code.trim(),
          newPassword: password.newPassword,
          confirmNewPassword: password.confirmPassword,
        });
        // Spec section 4: auto login, close, go home.
        completeLogin(result);
        void navigate(ROUTE.root);
      }
    } catch (error) {
      if (method === "mobile") {
        setErrors({
          ...password.serverFieldErrors(error),
          ...(errorCodeOf(error) === "INVALID_VERIFICATION_CODE"
            ? { code: t("errors.INVALID_VERIFICATION_CODE") }
            : {}),
        });
      }
      setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  return (
    <ModalFrame title={t("modals.forgotPassword")} closeLabel={t("common.close")} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Tabs
          label={t("forgot.methodLabel")}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setErrors({});
            setFormError("");
          }}
          items={[
            { id: "email", label: t("forgot.byEmail") },
            ...(mobileOn ? [{ id: "mobile" as const, label: t("forgot.byMobile") }] : []),
          ]}
        >
          {method === "email" ? (
            <>
              <UsernameField value={username} onValue={setUsername} error={errors.username} />
              <EmailField value={email} onValue={setEmail} error={errors.email} />
            </>
          ) : (
            <>
              <MobileCodeFields
                value={sms}
                errors={errors}
                send={(number, dialingCode) => sendLoginSms(number, dialingCode, "resetPassword")}
                onMissingMobile={(message) => setErrors({ mobile: message })}
                countryRequired
              />
              <NewPasswordFields password={password} errors={errors} />
            </>
          )}
        </Tabs>
        <FormError message={formError} />
        <Button type="submit" variant="primary" disabled={busy}>
          {method === "email" ? t("forgot.sendLink") : t("forgot.reset")}
        </Button>
      </form>
    </ModalFrame>
  );
}
