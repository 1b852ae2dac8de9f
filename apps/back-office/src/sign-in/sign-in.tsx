import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ADMIN,
  operatorLoginAnswerSchema,
  operatorLoginRequest,
  operatorSessionSchema,
  recoveryCodesRequest,
  secondFactorCode,
  type OperatorLoginAnswer,
  type OperatorSession,
} from "@portal/contract/api/admin";
import { apiSend } from "../shared/api/client";
import { permissionsOf } from "../shared/session/permissions";
import { signIn } from "../shared/session/session";
import { Field } from "../shared/ui/field";
import { useErrorText } from "../shared/ui/states";
import { LanguageMenu } from "../app/language-menu";

type Step =
  | { kind: "password" }
  | { kind: "challenge"; answer: OperatorLoginAnswer }
  | { kind: "recoveryCodes"; session: OperatorSession };

function startSession(session: Pick<OperatorSession, "token" | "username" | "role"> & { permissions?: string[] }) {
  signIn({
    token: session.token,
    username: session.username,
    role: session.role,
    permissions: permissionsOf(session.role, session.permissions),
  });
}

/**
 * Operator sign-in (decision 0051): name and password, then the second factor: at the first
 * sign-in the enrolment (QR code, the secret as text, the first code), afterwards a code from
 * the authenticator app or one recovery code. Right after an enrolment the recovery codes show
 * once, to be saved before the back office opens.
 */
export function SignIn() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "password" });
  return (
    <div className="sign-in">
      <div className="sign-in-top">
        <LanguageMenu />
      </div>
      <main className="sign-in-card">
        <h1>{t("app.title")}</h1>
        {step.kind === "password" ? (
          <PasswordStep onChallenge={(answer) => setStep({ kind: "challenge", answer })} />
        ) : step.kind === "challenge" && step.answer.stage === "ENROL" ? (
          <EnrolStep
            answer={step.answer}
            onDone={(session) => setStep({ kind: "recoveryCodes", session })}
            onRestart={() => setStep({ kind: "password" })}
          />
        ) : step.kind === "challenge" ? (
          <CodeStep challenge={step.answer.challenge} onRestart={() => setStep({ kind: "password" })} />
        ) : (
          <RecoveryCodesStep session={step.session} />
        )}
      </main>
    </div>
  );
}

export function PasswordStep({ onChallenge }: { onChallenge: (answer: OperatorLoginAnswer) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({ resolver: zodResolver(operatorLoginRequest), defaultValues: { username: "", password: "" } });
  const login = useMutation({
    mutationFn: (body: z.output<typeof operatorLoginRequest>) => apiSend<unknown>("POST", ADMIN.login, body),
    onSuccess: (answer) => {
      const challenge = operatorLoginAnswerSchema.safeParse(answer);
      if (challenge.success) return onChallenge(challenge.data);
      // A server without the second factor yet answers the session itself.
      const session = operatorSessionSchema.partial({ permissions: true }).safeParse(answer);
      if (session.success) startSession(session.data);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((body) => login.mutate(body))}>
      <h2>{t("signIn.title")}</h2>
      <Field label={t("signIn.username")} error={errors.username ? t("signIn.required") : undefined}>
        {(props) => <input {...props} autoComplete="username" {...form.register("username")} />}
      </Field>
      <Field label={t("signIn.password")} error={errors.password ? t("signIn.required") : undefined}>
        {(props) => <input {...props} type="password" autoComplete="current-password" {...form.register("password")} />}
      </Field>
      {login.error ? (
        <p className="notice notice-error" role="alert">
          {errorText(login.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={login.isPending}>
        {t("signIn.next")}
      </button>
    </form>
  );
}

function useSecondFactor(challenge: string, onSession: (session: OperatorSession) => void) {
  return useMutation({
    mutationFn: (code: string) => apiSend<unknown>("POST", ADMIN.secondFactor, { challenge, code }),
    onSuccess: (answer) => onSession(operatorSessionSchema.parse(answer)),
  });
}

const totpForm = recoveryCodesRequest;
const codeForm = z.object({ code: secondFactorCode });

export function EnrolStep({
  answer,
  onDone,
  onRestart,
}: {
  answer: Extract<OperatorLoginAnswer, { stage: "ENROL" }>;
  onDone: (session: OperatorSession) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({ resolver: zodResolver(totpForm), defaultValues: { code: "" } });
  const verify = useSecondFactor(answer.challenge, (session) =>
    session.recoveryCodes?.length ? onDone(session) : startSession(session),
  );
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
      <h2>{t("signIn.enrolTitle")}</h2>
      <p>{t("signIn.enrolIntro")}</p>
      <img className="qr" src={answer.qrCode} alt={t("signIn.qrAlt")} width={200} height={200} />
      <p>
        {t("signIn.secretIntro")}{" "}
        <code className="secret" aria-label={t("signIn.secret")}>
          {answer.secret}
        </code>
      </p>
      <Field label={t("signIn.appCode")} error={form.formState.errors.code ? t("signIn.codeFormat") : undefined}>
        {(props) => (
          <input {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register("code")} />
        )}
      </Field>
      {verify.error ? (
        <p className="notice notice-error" role="alert">
          {errorText(verify.error)}
        </p>
      ) : null}
      <div className="row-end">
        <button type="button" className="btn" onClick={onRestart}>
          {t("signIn.back")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
          {t("signIn.verify")}
        </button>
      </div>
    </form>
  );
}

export function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ resolver: zodResolver(recovery ? codeForm : totpForm), defaultValues: { code: "" } });
  const verify = useSecondFactor(challenge, startSession);
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
      <h2>{t("signIn.codeTitle")}</h2>
      <p>{recovery ? t("signIn.recoveryIntro") : t("signIn.codeIntro")}</p>
      <Field
        key={recovery ? "recovery" : "totp"}
        label={recovery ? t("signIn.recoveryCode") : t("signIn.appCode")}
        error={form.formState.errors.code ? t(recovery ? "signIn.recoveryFormat" : "signIn.codeFormat") : undefined}
      >
        {(props) => (
          <input
            {...props}
            inputMode={recovery ? "text" : "numeric"}
            autoComplete="one-time-code"
            maxLength={recovery ? 11 : 6}
            {...form.register("code")}
          />
        )}
      </Field>
      {verify.error ? (
        <p className="notice notice-error" role="alert">
          {errorText(verify.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-link"
        onClick={() => {
          setRecovery(!recovery);
          form.reset({ code: "" });
        }}
      >
        {recovery ? t("signIn.useApp") : t("signIn.useRecovery")}
      </button>
      <div className="row-end">
        <button type="button" className="btn" onClick={onRestart}>
          {t("signIn.back")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
          {t("signIn.verify")}
        </button>
      </div>
    </form>
  );
}

export function RecoveryCodesStep({ session }: { session: OperatorSession }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const codes = session.recoveryCodes ?? [];
  return (
    <div className="stack">
      <h2>{t("signIn.recoveryTitle")}</h2>
      <p>{t("signIn.recoveryShownOnce")}</p>
      <ul className="codes" aria-label={t("signIn.recoveryTitle")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn"
        onClick={() => {
          void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true));
        }}
      >
        {copied ? t("signIn.copied") : t("signIn.copy")}
      </button>
      <label className="check">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {t("signIn.saved")}
      </label>
      <button type="button" className="btn btn-primary" disabled={!saved} onClick={() => startSession(session)}>
        {t("signIn.continue")}
      </button>
    </div>
  );
}
