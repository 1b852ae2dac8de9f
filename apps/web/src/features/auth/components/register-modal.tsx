import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import type { RegistrationField, RegistrationRules } from "@portal/contract/registration-rules";
import type { RegisterRequest } from "@portal/contract/api/accounts";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { FormField } from "../../../shared/ui/form-field";
import { Tabs } from "../../../shared/ui/tabs";
import { MobileField, SmsCodeField } from "../../../shared/ui/mobile-code-fields";
import { FormError } from "../../../shared/ui/form-error";
import { EmptyState } from "../../../shared/ui/empty-state";
import { openModal } from "../../../shared/modals/modal-store";
import { showAlert } from "../../../shared/dialogs/dialog-store";
import { ApiError, errorKeyOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { useFeatures } from "../../../shared/system/features";
import { useSystemStatus } from "../../../shared/system/system-status";
import { getAffiliateCode } from "../../../shared/storage/affiliate";
import { forgetReferralCode, getReferralCode } from "../../../shared/storage/referral";
import { checkAffiliate, register, sendRegisterSms } from "../api/auth-api";
import { completeLogin } from "../hooks/complete-login";
import { useCaptcha } from "../hooks/use-captcha";
import {
  registrationFields,
  registrationModes,
  validateRegistration,
  type RegistrationMode,
} from "../hooks/registration-form";
import { serverFieldText } from "../../../shared/i18n/rule-messages";
import { CaptchaField } from "./captcha-field";
import { AdultConfirmation, useAdultConfirmation } from "./adult-confirmation";
import type { AuthModalProps } from "./auth-modal-props";
import styles from "../../../shared/ui/form.module.css";

type Values = Partial<Record<RegistrationField, string>>;
type Errors = Partial<Record<RegistrationField | "countryDialingCode", string>>;

const INPUT_TYPE: Partial<Record<RegistrationField, string>> = {
  password: "password",
  confirmPassword: "password",
  paymentPassword: "password",
  email: "email",
  birthday: "date",
};
const AUTOCOMPLETE: Partial<Record<RegistrationField, string>> = {
  username: "username",
  password: "new-password",
  confirmPassword: "new-password",
  email: "email",
  payeeName: "name",
  birthday: "bday",
};

/** The affiliate code of the landing URL: "checking", then locked (valid, sent hidden) or open. */
function useUrlAffiliate(): { code: string | null; locked: boolean; checking: boolean } {
  const [code] = useState(getAffiliateCode);
  const [state, setState] = useState<"checking" | "valid" | "invalid">(code ? "checking" : "invalid");
  useEffect(() => {
    if (!code) return;
    let live = true;
    checkAffiliate(code).then(
      () => live && setState("valid"),
      () => live && setState("invalid"),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return { code, locked: state === "valid", checking: state === "checking" };
}

/** Registration by username or by mobile, with the server's per-field rules. */
export function RegisterModal({ onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const features = useFeatures();
  const published = useSystemStatus()?.info.register;
  const rules = useMemo(() => (published ?? {}) as RegistrationRules, [published]);
  const modes = registrationModes(features);
  const [mode, setMode] = useState<RegistrationMode>(modes[0] ?? "username");
  const affiliate = useUrlAffiliate();
  const shown = useMemo(
    () => registrationFields(mode, rules, features, affiliate.locked),
    [mode, rules, features, affiliate.locked],
  );
  // The referral code of an invitation link (`?ref=`): in its field when the brand shows it, else
  // sent as it is and named in a line of the form.
  const [referral, setReferral] = useState(getReferralCode);
  const referralShown = shown.some((s) => s.field === "referralCode");
  const [values, setValues] = useState<Values>(() => ({
    ...(affiliate.code ? { affiliateCode: affiliate.code } : {}),
    ...(referral ? { referralCode: referral } : {}),
  }));
  const [country, setCountry] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  // The 18+ and terms confirmation (player protection, decision 0025): always asked on the web.
  const adult = useAdultConfirmation();
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha();
  const hasCaptcha = shown.some((s) => s.field === "captcha");

  useEffect(() => {
    if (hasCaptcha) void refresh(true);
  }, [hasCaptcha, refresh]);

  const label = (field: RegistrationField | "countryDialingCode") => t(`register.fields.${field}`);
  const set = (field: RegistrationField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const payload = () => {
    const data: Record<string, string> = {};
    for (const { field } of shown) {
      const value = field.endsWith("assword") ? (values[field] ?? "") : (values[field] ?? "").trim();
      if (value !== "") data[field] = value;
    }
    if (affiliate.locked && affiliate.code) data.affiliateCode = affiliate.code;
    if (referral && !referralShown) data.referralCode = referral;
    if (shown.some((s) => s.field === "mobileNum") && data.mobileNum) data.countryDialingCode = country;
    if (hasCaptcha && captcha && data.captcha) data.captchaId = captcha.captchaId;
    data.domain = location.host;
    data.registerUrl = location.href;
    return data;
  };

  const showServerErrors = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    const mapped: Errors = {};
    for (const [field, code] of Object.entries(fields)) {
      const key = field as RegistrationField;
      mapped[key] = serverFieldText(t, code, label(key), rules[key] ?? shown.find((s) => s.field === key)?.rule);
    }
    const code = error instanceof ApiError ? error.code : "UNKNOWN_ERROR";
    if (code === "PASSWORD_MISMATCH") mapped.confirmPassword = t("validation.mismatch");
    if (code === "USERNAME_TAKEN") mapped.username ??= serverFieldText(t, "taken", label("username"));
    if (code === "MOBILE_TAKEN") mapped.mobileNum ??= serverFieldText(t, "taken", label("mobileNum"));
    if (code === "CAPTCHA_FAILED" || code === "CAPTCHA_REQUIRED") mapped.captcha ??= t(errorKeyOf(error));
    if (code === "INVALID_VERIFICATION_CODE") mapped.verificationCode ??= t(errorKeyOf(error));
    if (code === "UNDERAGE") mapped.birthday ??= t(errorKeyOf(error));
    // An unknown code of a link whose field is hidden: said, then registration goes on without it.
    if (fields.referralCode === "unknown" && !referralShown) {
      forgetReferralCode();
      setReferral(null);
    }
    setErrors(mapped);
    setFormError(t(errorKeyOf(error)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = validateRegistration(t, shown, values, label);
    const adultConfirmed = adult.check();
    if (shown.some((s) => s.field === "mobileNum") && (values.mobileNum ?? "").trim() !== "" && country === "") {
      found.countryDialingCode = t("validation.required", { field: label("countryDialingCode") });
    }
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0 || !adultConfirmed) return;
    setBusy(true);
    const data = payload();
    try {
      // An affiliate code is checked first; an invitation error stops registration (spec section 4).
      if (data.affiliateCode && !affiliate.locked) {
        try {
          await checkAffiliate(data.affiliateCode);
        } catch (error) {
          if (error instanceof ApiError && error.code === "INVALID_AFFILIATE_CODE") {
            setErrors({ affiliateCode: t("errors.INVALID_AFFILIATE_CODE") });
            await showAlert(t("errors.INVALID_AFFILIATE_CODE"));
            return;
          }
          throw error;
        }
      }
      const result = await register(mode, {
        ...(data as Omit<RegisterRequest, "botCheck">),
        registerMethod: "WEB",
        confirmAdultAndTerms: true,
      });
      // The invitation was used: a later registration in this tab is not this friend's.
      forgetReferralCode();
      // Closes the modal (or opens a forced change), then home.
      completeLogin(result);
      void navigate(ROUTE.root);
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_AFFILIATE_CODE") {
        void showAlert(t("errors.INVALID_AFFILIATE_CODE"));
      }
      showServerErrors(error);
      if (hasCaptcha) {
        set("captcha")("");
        void refresh(true);
      }
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    const mobile = (values.mobileNum ?? "").trim();
    if (mobile === "" || country === "") {
      setErrors((e) => ({ ...e, mobileNum: t("validation.required", { field: label("mobileNum") }) }));
      return Promise.resolve(null);
    }
    return sendRegisterSms(mobile, country);
  };

  const fieldView = (field: RegistrationField, required: boolean) => {
    const common = {
      id: `register-${field}`,
      label: label(field),
      value: values[field] ?? "",
      onValue: set(field),
      error: errors[field],
      required,
    };
    if (field === "captcha") {
      return <CaptchaField key={field} {...common} captcha={captcha} onRefresh={() => void refresh()} />;
    }
    if (field === "mobileNum") {
      return (
        <div key={field}>
          <MobileField {...common} country={country} onCountry={setCountry} />
          {errors.countryDialingCode ? (
            <p className={styles.error} role="alert">
              {errors.countryDialingCode}
            </p>
          ) : null}
        </div>
      );
    }
    if (field === "verificationCode") {
      return <SmsCodeField key={field} {...common} type="text" maxLength={128} send={sendCode} />;
    }
    return (
      <FormField
        key={field}
        {...common}
        type={INPUT_TYPE[field] ?? "text"}
        autoComplete={AUTOCOMPLETE[field] ?? "off"}
        {...(field === "paymentPassword" ? { inputMode: "numeric" as const } : {})}
        maxLength={128}
      />
    );
  };

  return (
    <ModalFrame title={t("register.title")} closeLabel={t("common.close")} onClose={onClose}>
      {modes.length === 0 ? (
        <EmptyState title={t("errors.FUNCTION_NOT_ENABLED")} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Tabs
            label={t("register.modeLabel")}
            value={mode}
            onChange={(next) => {
              setMode(next);
              setErrors({});
              setFormError("");
            }}
            items={modes.map((m) => ({
              id: m,
              label: m === "username" ? t("register.byUsername") : t("register.byMobile"),
            }))}
          >
            {shown.map(({ field, rule }) => fieldView(field, rule.required))}
            {!referralShown && referral ? (
              <p className={styles.hint}>{t("register.invitedWith", { code: referral })}</p>
            ) : null}
            {!referralShown && errors.referralCode ? (
              <p className={styles.error} role="alert">
                {errors.referralCode}
              </p>
            ) : null}
          </Tabs>
          <AdultConfirmation {...adult.box} />
          <FormError message={formError} />
          <Button type="submit" variant="primary" disabled={busy || affiliate.checking}>
            {busy ? t("register.submitting") : t("register.submit")}
          </Button>
          <p className={styles.hint}>
            {t("register.haveAccount")}{" "}
            <Button type="button" variant="link" onClick={() => openModal("login")}>
              {t("login.title")}
            </Button>
          </p>
        </form>
      )}
    </ModalFrame>
  );
}
