import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { PasswordField, UsernameField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import { Tabs } from "../../../shared/ui/tabs";
import { MobileCodeFields, useMobileCode } from "../../../shared/ui/mobile-code-fields";
import { openModal } from "../../../shared/modals/modal-store";
import { errorFlag } from "../../../shared/api/api-error";
import { errorText } from "../../../shared/api/error-text";
import { useFeatures } from "../../../shared/system/features";
import { login, loginFreePlay, sendLoginSms } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import { forgetLogin, rememberLogin, rememberedLogin } from "../hooks/remember-me";
import { useCaptcha } from "../hooks/use-captcha";
import { requiredErrors } from "../../../shared/i18n/rule-messages";
import { CaptchaField } from "./captcha-field";
import { AdultConfirmation, useAdultConfirmation } from "./adult-confirmation";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

type LoginType = "username" | "sms";
type Errors = Partial<Record<"username" | "password" | "mobile" | "smsCode" | "captcha", string>>;

/** The login popup: by username and password, or by SMS code when MOBILEVERCODELOGIN3 is on. */
export function LoginModal({ onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const features = useFeatures();
  const smsOn = features[FEATURE.smsLogin] === true;
  const [remembered] = useState(rememberedLogin);

  const [type, setType] = useState<LoginType>(remembered?.type === "sms" && smsOn ? "sms" : "username");
  const [username, setUsername] = useState(remembered?.type === "username" ? remembered.username : "");
  const [password, setPassword] = useState("");
  const sms = useMobileCode({
    mobile: remembered?.type === "sms" ? remembered.username : "",
    country: remembered?.countryDialingCode ?? "",
  });
  const [captchaText, setCaptchaText] = useState("");
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  // The free demo asks the 18+ and terms confirmation first, as registration does (decision 0025).
  const [trialAsked, setTrialAsked] = useState(false);
  const adult = useAdultConfirmation();
  const { captcha, refresh } = useCaptcha();

  const validate = (): Errors =>
    requiredErrors<keyof Errors>(t, {
      ...(type === "username"
        ? { username: [username, t("auth.username")], password: [password, t("auth.password")] }
        : { mobile: [sms.mobile, t("auth.mobile")], smsCode: [sms.code, t("auth.smsCode")] }),
      ...(showCaptcha ? { captcha: [captchaText, t("auth.captcha")] } : {}),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const typedPassword = password.trim();
    try {
      const result = await login({
        type,
        username: type === "username" ? username.trim() : sms.mobile.trim(),
        password: type === "username" ? typedPassword : sms.code.trim(),
        ...(type === "sms" ? { countryDialingCode: sms.country } : {}),
        ...(showCaptcha && captcha ? { captcha: captchaText.trim(), captchaId: captcha.captchaId } : {}),
      });
      if (remember) {
        rememberLogin(
          type === "username"
            ? { type, username: username.trim() }
            : { type, username: sms.mobile.trim(), countryDialingCode: sms.country },
        );
      } else {
        forgetLogin();
      }
      completeLogin(result, { afterLoginPopup: true, ...(type === "username" ? { typedPassword } : {}) });
    } catch (error) {
      setFormError(errorText(t, error));
      setCaptchaText("");
      if (errorFlag(error, "captcha")) {
        setShowCaptcha(true);
        void refresh(true);
      }
      setBusy(false);
    }
  };

  const freePlay = async () => {
    if (busy) return;
    if (!trialAsked) {
      setTrialAsked(true);
      return;
    }
    if (!adult.check()) return;
    setBusy(true);
    setFormError("");
    try {
      completeLogin(await loginFreePlay(), { afterLoginPopup: true });
    } catch (error) {
      setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  return (
    <ModalFrame title={t("login.title")} closeLabel={t("common.close")} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Tabs
          label={t("login.typeLabel")}
          value={type}
          onChange={(next) => {
            setType(next);
            setErrors({});
            setFormError("");
          }}
          items={[
            { id: "username", label: t("login.byUsername") },
            ...(smsOn ? [{ id: "sms" as const, label: t("login.bySms") }] : []),
          ]}
        >
          {type === "username" ? (
            <>
              <UsernameField value={username} onValue={setUsername} error={errors.username} />
              <PasswordField
                label={t("auth.password")}
                value={password}
                onValue={setPassword}
                error={errors.password}
              />
            </>
          ) : (
            <MobileCodeFields
              value={sms}
              errors={{ mobile: errors.mobile, code: errors.smsCode }}
              send={(number, dialingCode) => sendLoginSms(number, dialingCode, "login")}
              onMissingMobile={(message) => setErrors({ mobile: message })}
            />
          )}
        </Tabs>
        {showCaptcha ? (
          <CaptchaField
            id="login-captcha"
            value={captchaText}
            onValue={setCaptchaText}
            error={errors.captcha}
            captcha={captcha}
            onRefresh={() => void refresh()}
          />
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t("login.remember")}
        </label>
        <FormError message={formError} />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("login.submitting") : t("login.submit")}
        </Button>
        {features[FEATURE.freePlay] && trialAsked ? (
          <div role="group" aria-labelledby="login-freeplay-confirm">
            <p id="login-freeplay-confirm" className={styles.hint}>
              {t("login.freePlayConfirm")}
            </p>
            <AdultConfirmation {...adult.box} />
          </div>
        ) : null}
        {features[FEATURE.freePlay] ? (
          <Button type="button" disabled={busy} onClick={() => void freePlay()}>
            {t("login.freePlay")}
          </Button>
        ) : null}
        <div className={styles.links}>
          <Button type="button" variant="link" onClick={() => openModal("forgotPassword")}>
            {t("login.forgot")}
          </Button>
          <Button type="button" variant="link" onClick={() => openModal("register")}>
            {t("login.noAccountRegister")}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
