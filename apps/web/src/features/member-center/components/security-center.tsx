import { useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PAYMENT_PASSWORD_PATTERN } from "@portal/contract/api/accounts";
import { MEMBER_QUERY_KEY, memberInfoQuery } from "../../../shared/api/member";
import { errorKeyOf } from "../../../shared/api/api-error";
import { FormField } from "../../../shared/ui/form-field";
import { CountrySelect } from "../../../shared/ui/country-select";
import { SmsSendButton } from "../../../shared/ui/sms-send-button";
import { centerSearch } from "../../../shared/modals/center-url";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/storage/session";
import {
  bindEmail,
  bindMobile,
  fetchAvatars,
  sendBindSms,
  setPaymentPassword,
  updateProfile,
} from "../api/security-api";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./center.module.css";

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className={styles.status} role="status" data-testid={testId}>
      {outcome.text}
    </p>
  ) : (
    <p className={formStyles.formError} role="alert" data-testid={`${testId}-error`}>
      {outcome.text}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** Runs a form action: required fields first, then the call; the outcome is shown under the form. */
function useAction(onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (call: () => Promise<unknown>, success: string) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await call();
      setOutcome({ ok: true, text: success });
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      onDone?.();
    } catch (error) {
      setOutcome({ ok: false, text: t(errorKeyOf(error)) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, setOutcome, run };
}

function ProfileSection() {
  const { t } = useTranslation();
  const { token } = useSession();
  const info = useQuery(memberInfoQuery(token)).data;
  const avatars = useQuery({ queryKey: [...MEMBER_QUERY_KEY, "avatars", token], queryFn: fetchAvatars }).data?.list;
  const [nickname, setNickname] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<string | null>(null);
  const action = useAction();
  const shownNickname = nickname ?? info?.nickname ?? "";
  const shownAvatar = avatar ?? info?.avatar ?? "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = shownNickname.trim();
    if (name === "") {
      action.setOutcome({ ok: false, text: t("validation.required", { field: t("security.nickname") }) });
      return;
    }
    void action.run(() => updateProfile(name, avatar ?? undefined), t("security.saved"));
  };

  return (
    <Section title={t("security.profile")}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {info ? (
          <p className={styles.current}>
            {t("security.account")}: <strong data-testid="security-account">{info.account}</strong>
          </p>
        ) : null}
        <FormField
          id="security-nickname"
          label={t("security.nickname")}
          value={shownNickname}
          onValue={setNickname}
          testId="security-nickname"
          maxLength={32}
          required
        />
        {avatars && avatars.length > 0 ? (
          <fieldset className={styles.avatars}>
            <legend className={formStyles.label}>{t("security.avatar")}</legend>
            {avatars.map((choice) => (
              <label key={choice.avatar} className={styles.avatar}>
                <input
                  type="radio"
                  name="avatar"
                  className="visually-hidden"
                  value={choice.avatar}
                  checked={shownAvatar === choice.avatar}
                  onChange={() => setAvatar(choice.avatar)}
                  data-testid={`security-avatar-${choice.avatar}`}
                />
                <img
                  src={`/img/avatars/${encodeURIComponent(choice.avatar)}.svg`}
                  alt={t("security.avatarN", { n: choice.avatar })}
                  width={44}
                  height={44}
                />
              </label>
            ))}
          </fieldset>
        ) : null}
        <OutcomeLine outcome={action.outcome} testId="security-profile-status" />
        <button type="submit" className="btn btn-primary" disabled={action.busy} data-testid="security-save-profile">
          {t("security.save")}
        </button>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Section title={t("security.loginPassword")}>
      <button
        type="button"
        className="btn"
        data-testid="security-change-password"
        onClick={() => {
          // The change-password modal takes the centre's place; its success goes home.
          void navigate({ search: centerSearch(location.search, "memberCenter", null) }, { replace: true });
          openModal("changePassword");
        }}
      >
        {t("modals.changePassword")}
      </button>
    </Section>
  );
}

function PaymentPasswordSection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const action = useAction(() => {
    setPassword("");
    setNext("");
    setConfirm("");
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === "" || next === "" || confirm === "") {
      action.setOutcome({ ok: false, text: t("validation.allRequired") });
      return;
    }
    if (!PAYMENT_PASSWORD_PATTERN.test(next)) {
      action.setOutcome({ ok: false, text: t("security.paymentPasswordRule") });
      return;
    }
    if (next !== confirm) {
      action.setOutcome({ ok: false, text: t("validation.mismatch") });
      return;
    }
    void action.run(() => setPaymentPassword(password, next, confirm), t("security.saved"));
  };

  return (
    <Section title={t("security.paymentPassword")}>
      <p className={styles.current} data-testid="security-pay-state">
        {hasPaymentPassword ? t("security.paymentPasswordSet") : t("security.paymentPasswordNotSet")}
      </p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormField
          id="security-pay-password"
          type="password"
          label={t("auth.password")}
          value={password}
          onValue={setPassword}
          testId="security-pay-password"
          autoComplete="current-password"
          required
          maxLength={128}
        />
        <FormField
          id="security-pay-new"
          type="password"
          label={t("security.newPaymentPassword")}
          value={next}
          onValue={setNext}
          testId="security-pay-new"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={6}
        />
        <FormField
          id="security-pay-confirm"
          type="password"
          label={t("security.confirmPaymentPassword")}
          value={confirm}
          onValue={setConfirm}
          testId="security-pay-confirm"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={6}
        />
        <OutcomeLine outcome={action.outcome} testId="security-pay-status" />
        <button type="submit" className="btn btn-primary" disabled={action.busy} data-testid="security-pay-submit">
          {t("security.save")}
        </button>
      </form>
    </Section>
  );
}

function BindMobileSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const [country, setCountry] = useState("");
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const action = useAction(() => {
    setMobile("");
    setCode("");
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mobile.trim() === "" || code.trim() === "") {
      action.setOutcome({ ok: false, text: t("validation.allRequired") });
      return;
    }
    void action.run(() => bindMobile(mobile.trim(), country, code.trim()), t("security.mobileBound"));
  };
  const send = () => {
    if (mobile.trim() === "") {
      action.setOutcome({ ok: false, text: t("validation.required", { field: t("auth.mobile") }) });
      return Promise.resolve(null);
    }
    return sendBindSms(mobile.trim(), country);
  };

  return (
    <Section title={t("security.bindMobile")}>
      <p className={styles.current} data-testid="security-mobile-current">
        {current ? t("security.currentMobile", { mobile: current }) : t("security.noMobile")}
      </p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormField
          id="security-bind-mobile"
          type="tel"
          label={t("auth.mobile")}
          value={mobile}
          onValue={setMobile}
          testId="security-bind-mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={20}
          prefix={
            <CountrySelect
              id="security-bind-country"
              value={country}
              onValue={setCountry}
              testId="security-bind-country"
            />
          }
        />
        <FormField
          id="security-bind-code"
          label={t("auth.smsCode")}
          value={code}
          onValue={setCode}
          testId="security-bind-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={8}
          addon={<SmsSendButton testId="security-bind-send" send={send} />}
        />
        <OutcomeLine outcome={action.outcome} testId="security-bind-status" />
        <button type="submit" className="btn btn-primary" disabled={action.busy} data-testid="security-bind-submit">
          {t("security.bind")}
        </button>
      </form>
    </Section>
  );
}

function BindEmailSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const action = useAction(() => setEmail(""));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === "") {
      action.setOutcome({ ok: false, text: t("validation.required", { field: t("auth.email") }) });
      return;
    }
    void action.run(() => bindEmail(email.trim()), t("security.emailBound"));
  };

  return (
    <Section title={t("security.bindEmail")}>
      <p className={styles.current} data-testid="security-email-current">
        {current ? t("security.currentEmail", { email: current }) : t("security.noEmail")}
      </p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormField
          id="security-bind-email"
          type="email"
          label={t("auth.email")}
          value={email}
          onValue={setEmail}
          testId="security-bind-email"
          autoComplete="email"
          required
          maxLength={128}
        />
        <OutcomeLine outcome={action.outcome} testId="security-email-status" />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={action.busy}
          data-testid="security-bind-email-submit"
        >
          {t("security.bind")}
        </button>
      </form>
    </Section>
  );
}

/** "My account": profile, login password, payment password, bound mobile and e-mail. */
export function SecurityCenter() {
  const { token } = useSession();
  const info = useQuery(memberInfoQuery(token)).data;
  return (
    <>
      <ProfileSection />
      <PasswordSection />
      <PaymentPasswordSection hasPaymentPassword={info?.hasPaymentPassword ?? false} />
      <BindMobileSection current={info?.mobileNum ?? ""} />
      <BindEmailSection current={info?.email ?? ""} />
    </>
  );
}
