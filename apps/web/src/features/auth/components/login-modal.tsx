import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { FormField } from "../../../shared/ui/form-field";
import { Tabs } from "../../../shared/ui/tabs";
import { CountrySelect } from "../../../shared/ui/country-select";
import { SmsSendButton } from "../../../shared/ui/sms-send-button";
import { openModal } from "../../../shared/modals/modal-store";
import { errorFlag, errorKeyOf } from "../../../shared/api/api-error";
import { useFeatures } from "../../../shared/system/features";
import { login, loginFreePlay, sendLoginSms } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import { forgetLogin, rememberLogin, rememberedLogin } from "../hooks/remember-me";
import { useCaptcha } from "../hooks/use-captcha";
import { CaptchaField } from "./captcha-field";
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
  const [country, setCountry] = useState(remembered?.countryDialingCode ?? "");
  const [mobile, setMobile] = useState(remembered?.type === "sms" ? remembered.username : "");
  const [smsCode, setSmsCode] = useState("");
  const [captchaText, setCaptchaText] = useState("");
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha();

  const required = (value: string, label: string) =>
    value.trim() === "" ? t("validation.required", { field: label }) : undefined;

  const validate = (): Errors => {
    const found: Errors =
      type === "username"
        ? { username: required(username, t("auth.username")), password: required(password, t("auth.password")) }
        : { mobile: required(mobile, t("auth.mobile")), smsCode: required(smsCode, t("auth.smsCode")) };
    if (showCaptcha) found.captcha = required(captchaText, t("auth.captcha"));
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as Errors;
  };

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
        username: type === "username" ? username.trim() : mobile.trim(),
        password: type === "username" ? typedPassword : smsCode.trim(),
        ...(type === "sms" ? { countryDialingCode: country } : {}),
        ...(showCaptcha && captcha ? { captcha: captchaText.trim(), captchaId: captcha.captchaId } : {}),
      });
      if (remember) {
        rememberLogin(
          type === "username"
            ? { type, username: username.trim() }
            : { type, username: mobile.trim(), countryDialingCode: country },
        );
      } else {
        forgetLogin();
      }
      completeLogin(result, { afterLoginPopup: true, ...(type === "username" ? { typedPassword } : {}) });
    } catch (error) {
      setFormError(t(errorKeyOf(error)));
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
    setBusy(true);
    setFormError("");
    try {
      completeLogin(await loginFreePlay(), { afterLoginPopup: true });
    } catch (error) {
      setFormError(t(errorKeyOf(error)));
      setBusy(false);
    }
  };

  const sendCode = () => {
    if (mobile.trim() === "") {
      setErrors({ mobile: t("validation.required", { field: t("auth.mobile") }) });
      return Promise.resolve(null);
    }
    return sendLoginSms(mobile.trim(), country, "login");
  };

  return (
    <ModalFrame testId="modal-login" title={t("login.title")} closeLabel={t("common.close")} onClose={onClose}>
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
            { id: "username", label: t("login.byUsername"), testId: "login-tab-username" },
            ...(smsOn ? [{ id: "sms" as const, label: t("login.bySms"), testId: "login-tab-sms" }] : []),
          ]}
        />
        {type === "username" ? (
          <>
            <FormField
              id="login-username"
              label={t("auth.username")}
              value={username}
              onValue={setUsername}
              error={errors.username}
              testId="login-username"
              autoComplete="username"
              required
              maxLength={64}
            />
            <FormField
              id="login-password"
              type="password"
              label={t("auth.password")}
              value={password}
              onValue={setPassword}
              error={errors.password}
              testId="login-password"
              autoComplete="current-password"
              required
              maxLength={128}
            />
          </>
        ) : (
          <>
            <FormField
              id="login-mobile"
              type="tel"
              label={t("auth.mobile")}
              value={mobile}
              onValue={setMobile}
              error={errors.mobile}
              testId="login-mobile"
              autoComplete="tel-national"
              inputMode="numeric"
              required
              maxLength={20}
              prefix={<CountrySelect id="login-country" value={country} onValue={setCountry} testId="login-country" />}
            />
            <FormField
              id="login-sms-code"
              label={t("auth.smsCode")}
              value={smsCode}
              onValue={setSmsCode}
              error={errors.smsCode}
              testId="login-sms-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={8}
              addon={<SmsSendButton testId="login-sms-send" send={sendCode} />}
            />
          </>
        )}
        {showCaptcha ? (
          <CaptchaField
            id="login-captcha"
            testId="login-captcha"
            imageTestId="login-captcha-image"
            value={captchaText}
            onValue={setCaptchaText}
            error={errors.captcha}
            captcha={captcha}
            onRefresh={() => void refresh()}
          />
        ) : null}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            data-testid="login-remember"
          />
          {t("login.remember")}
        </label>
        {formError ? (
          <p className={styles.formError} role="alert" data-testid="login-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="login-submit">
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
        {features[FEATURE.freePlay] ? (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void freePlay()}
            data-testid="login-freeplay"
          >
            {t("login.freePlay")}
          </button>
        ) : null}
        <div className={styles.links}>
          <button
            type="button"
            className="btn-link"
            onClick={() => openModal("forgotPassword")}
            data-testid="login-forgot"
          >
            {t("login.forgot")}
          </button>
          <button type="button" className="btn-link" onClick={() => openModal("register")} data-testid="login-register">
            {t("login.noAccountRegister")}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
