import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import { MEMBER_QUERY_KEY, memberInfoQuery } from "../../../shared/api/member";
import { errorKeyOf } from "../../../shared/api/api-error";
import { Button } from "../../../shared/ui/button";
import { FormField } from "../../../shared/ui/form-field";
import { EmailField, PasswordField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import { MobileCodeFields, useMobileCode } from "../../../shared/ui/mobile-code-fields";
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
import { ResponsibleGaming } from "./responsible-gaming";

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className={styles.status} role="status">
      {outcome.text}
    </p>
  ) : (
    <FormError message={outcome.text} />
  );
}

/** A section of the page, named by its heading (a region a screen reader can jump to). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * A section's form: the current state above it (when given), its fields, the outcome line and
 * the submit button; `onSubmit` runs without the browser's own submission.
 */
function SectionForm({
  title,
  current,
  onSubmit,
  action,
  submitLabel,
  children,
}: {
  title: string;
  current?: { text: string };
  onSubmit: () => void;
  action: { busy: boolean; outcome: Outcome };
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Section title={title}>
      {current ? <p className={styles.current}>{current.text}</p> : null}
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {children}
        <OutcomeLine outcome={action.outcome} />
        <Button type="submit" variant="primary" disabled={action.busy}>
          {submitLabel}
        </Button>
      </form>
    </Section>
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
  const fail = (text: string) => setOutcome({ ok: false, text });
  return { busy, outcome, fail, run };
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

  const submit = () => {
    const name = shownNickname.trim();
    if (name === "") return action.fail(t("validation.required", { field: t("security.nickname") }));
    void action.run(() => updateProfile(name, avatar ?? undefined), t("security.saved"));
  };

  return (
    <SectionForm title={t("security.profile")} onSubmit={submit} action={action} submitLabel={t("security.save")}>
      {info ? (
        <p className={styles.current}>
          {t("security.account")}: <strong>{info.account}</strong>
        </p>
      ) : null}
      <FormField label={t("security.nickname")} value={shownNickname} onValue={setNickname} maxLength={32} required />
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
    </SectionForm>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Section title={t("security.loginPassword")}>
      <Button
        type="button"
        onClick={() => {
          // The change-password modal takes the centre's place; its success goes home.
          void navigate({ search: centerSearch(location.search, "memberCenter", null) }, { replace: true });
          openModal("changePassword");
        }}
      >
        {t("modals.changePassword")}
      </Button>
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

  const submit = () => {
    if (password === "" || next === "" || confirm === "") return action.fail(t("validation.allRequired"));
    if (!PAYMENT_PASSWORD_PATTERN.test(next)) return action.fail(t("security.paymentPasswordRule"));
    if (next !== confirm) return action.fail(t("validation.mismatch"));
    void action.run(() => setPaymentPassword(password, next, confirm), t("security.saved"));
  };
  // The new payment password and its confirmation: six digits.
  const pin = { inputMode: "numeric", autoComplete: "off", maxLength: 6 } as const;

  return (
    <SectionForm
      title={t("security.paymentPassword")}
      current={{
        text: hasPaymentPassword ? t("security.paymentPasswordSet") : t("security.paymentPasswordNotSet"),
      }}
      onSubmit={submit}
      action={action}
      submitLabel={t("security.save")}
    >
      <PasswordField label={t("auth.password")} value={password} onValue={setPassword} />
      <PasswordField label={t("security.newPaymentPassword")} value={next} onValue={setNext} {...pin} />
      <PasswordField label={t("security.confirmPaymentPassword")} value={confirm} onValue={setConfirm} {...pin} />
    </SectionForm>
  );
}

function BindMobileSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const sms = useMobileCode();
  const action = useAction(sms.clear);

  const submit = () => {
    if (sms.mobile.trim() === "" || sms.code.trim() === "") return action.fail(t("validation.allRequired"));
    void action.run(() => bindMobile(sms.mobile.trim(), sms.country, sms.code.trim()), t("security.mobileBound"));
  };

  return (
    <SectionForm
      title={t("security.bindMobile")}
      current={{
        text: current ? t("security.currentMobile", { mobile: current }) : t("security.noMobile"),
      }}
      onSubmit={submit}
      action={action}
      submitLabel={t("security.bind")}
    >
      <MobileCodeFields value={sms} send={sendBindSms} onMissingMobile={action.fail} />
    </SectionForm>
  );
}

function BindEmailSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const action = useAction(() => setEmail(""));

  const submit = () => {
    if (email.trim() === "") return action.fail(t("validation.required", { field: t("auth.email") }));
    void action.run(() => bindEmail(email.trim()), t("security.emailBound"));
  };

  return (
    <SectionForm
      title={t("security.bindEmail")}
      current={{
        text: current ? t("security.currentEmail", { email: current }) : t("security.noEmail"),
      }}
      onSubmit={submit}
      action={action}
      submitLabel={t("security.bind")}
    >
      <EmailField value={email} onValue={setEmail} />
    </SectionForm>
  );
}

/** "My account": profile, login password, payment password, bound mobile and e-mail, responsible gaming. */
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
      <ResponsibleGaming />
    </>
  );
}
