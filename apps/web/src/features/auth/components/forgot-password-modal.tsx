import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import { ROUTE } from "@portal/contract/routes";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { FormField } from "../../../shared/ui/form-field";
import { Tabs } from "../../../shared/ui/tabs";
import { CountrySelect } from "../../../shared/ui/country-select";
import { SmsSendButton } from "../../../shared/ui/sms-send-button";
import { showAlert } from "../../../shared/dialogs/dialog-store";
import { errorCodeOf, errorKeyOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { useFeatures } from "../../../shared/system/features";
import { useSystemStatus } from "../../../shared/system/system-status";
import { forgotPasswordByEmail, resetPasswordByMobile, sendLoginSms } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import { checkNewPasswordFields, passwordServerErrors } from "../hooks/new-password";
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
  const rules = (useSystemStatus()?.info.register ?? {}) as RegistrationRules;
  const mobileOn = features[FEATURE.passwordResetByMobile] === true;
  const [method, setMethod] = useState<Method>("email");
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [country, setCountry] = useState("");
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  const required = (value: string, label: string) =>
    value.trim() === "" ? t("validation.required", { field: label }) : undefined;
  const clean = (found: Errors): Errors =>
    Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as Errors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = clean(
      method === "email"
        ? { username: required(username, t("auth.username")), email: required(email, t("auth.email")) }
        : {
            mobile: required(mobile, t("auth.mobile")),
            code: required(code, t("auth.smsCode")),
            ...checkNewPasswordFields(t, rules, newPassword, confirmPassword),
          },
    );
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
          mobileNum: mobile.trim(),
          countryDialingCode: country,
          verificationCode: code.trim(),
          newPassword,
          confirmNewPassword: confirmPassword,
        });
        // Spec section 4: auto login, close, go home.
        completeLogin(result);
        void navigate(ROUTE.root);
      }
    } catch (error) {
      const codeOf = errorCodeOf(error);
      if (method === "mobile") {
        const server = passwordServerErrors(t, rules, codeOf, fieldErrorsOf(error));
        setErrors(
          clean({
            newPassword: server.newPassword,
            confirmPassword: server.confirmPassword,
            code: codeOf === "INVALID_VERIFICATION_CODE" ? t("errors.INVALID_VERIFICATION_CODE") : undefined,
          }),
        );
      }
      setFormError(t(errorKeyOf(error)));
      setBusy(false);
    }
  };

  const sendCode = () => {
    if (mobile.trim() === "" || country === "") {
      setErrors({ mobile: t("validation.required", { field: t("auth.mobile") }) });
      return Promise.resolve(null);
    }
    return sendLoginSms(mobile.trim(), country, "resetPassword");
  };

  return (
    <ModalFrame
      testId="modal-forgotPassword"
      title={t("modals.forgotPassword")}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
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
            { id: "email", label: t("forgot.byEmail"), testId: "forgot-tab-email" },
            ...(mobileOn ? [{ id: "mobile" as const, label: t("forgot.byMobile"), testId: "forgot-tab-mobile" }] : []),
          ]}
        />
        {method === "email" ? (
          <>
            <FormField
              id="forgot-username"
              label={t("auth.username")}
              value={username}
              onValue={setUsername}
              error={errors.username}
              testId="forgot-username"
              autoComplete="username"
              required
              maxLength={64}
            />
            <FormField
              id="forgot-email"
              type="email"
              label={t("auth.email")}
              value={email}
              onValue={setEmail}
              error={errors.email}
              testId="forgot-email"
              autoComplete="email"
              required
              maxLength={128}
            />
          </>
        ) : (
          <>
            <FormField
              id="forgot-mobile"
              type="tel"
              label={t("auth.mobile")}
              value={mobile}
              onValue={setMobile}
              error={errors.mobile}
              testId="forgot-mobile"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              maxLength={20}
              prefix={
                <CountrySelect id="forgot-country" value={country} onValue={setCountry} testId="forgot-country" />
              }
            />
            <FormField
              id="forgot-code"
              label={t("auth.smsCode")}
              value={code}
              onValue={setCode}
              error={errors.code}
              testId="forgot-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={8}
              addon={<SmsSendButton testId="forgot-sms-send" send={sendCode} />}
            />
            <NewPasswordFields
              prefix="forgot"
              newPassword={newPassword}
              confirmPassword={confirmPassword}
              onNew={setNewPassword}
              onConfirm={setConfirmPassword}
              errors={errors}
              newTestId="forgot-new-password"
              confirmTestId="forgot-confirm-password"
            />
          </>
        )}
        {formError ? (
          <p className={styles.formError} role="alert" data-testid="forgot-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="forgot-submit">
          {method === "email" ? t("forgot.sendLink") : t("forgot.reset")}
        </button>
      </form>
    </ModalFrame>
  );
}
