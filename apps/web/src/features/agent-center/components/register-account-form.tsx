import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { registerAccountRequest, type AccountKind } from "@portal/contract/api/agents";
import { checkFieldRule, type RegistrationRules } from "@portal/contract/registration-rules";
import { errorCodeOf, errorKeyOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { serverFieldText, violationText } from "../../../shared/i18n/rule-messages";
import { useSystemStatus } from "../../../shared/system/system-status";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { UsernameField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import { FormField } from "../../../shared/ui/form-field";
import { SelectField } from "../../../shared/ui/select-field";
import { rebateRatesQuery, registerAccount, teamKey, type RegisteredAccount } from "../api/agent-api";
import { checkRates, emptyRates, serverRateProblems, type RateProblems } from "../hooks/rates";
import { RateFields } from "./rate-fields";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./agent-center.module.css";

interface FieldErrors {
  username?: string;
  nickname?: string;
}

/**
 * The register account form: a member or (for agent types that may) a sub-agent, its username,
 * nickname and starting rebate rates, each at most the caller's own.
 */
export function RegisterAccountForm({
  registerAgents,
  onDone,
}: {
  registerAgents: boolean;
  onDone: (account: RegisteredAccount) => void;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const ceiling = useQuery(rebateRatesQuery(token)).data;
  // The brand's username rule (published at start-up): the server applies the same one.
  const usernameRule = (useSystemStatus()?.info.register as RegistrationRules | undefined)?.username;
  const [kind, setKind] = useState<AccountKind>("MEMBER");
  const [username, setUsername] = useState("");
  const [nickname, setNickname] = useState("");
  const [rates, setRates] = useState(emptyRates);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rateProblems, setRateProblems] = useState<RateProblems>({});
  const [formError, setFormError] = useState("");
  const usernameLabel = t("auth.username");
  const nicknameLabel = t("agent.register.nickname");

  const register = useMutation({
    mutationFn: registerAccount,
    onSuccess: (account) => {
      // The new account is in the team's counts and lists now.
      void queryClient.invalidateQueries({ queryKey: teamKey(token) });
      onDone(account);
    },
    onError: (failure) => {
      const fields = fieldErrorsOf(failure);
      const found: FieldErrors = {};
      if (errorCodeOf(failure) === "USERNAME_TAKEN") found.username = t("validation.taken", { field: usernameLabel });
      else if (fields.username) found.username = serverFieldText(t, fields.username, usernameLabel, usernameRule);
      if (fields.nickname) found.nickname = t("validation.invalid", { field: nicknameLabel });
      setErrors(found);
      setRateProblems(serverRateProblems(failure));
      setFormError(t(errorKeyOf(failure)));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    setFormError("");
    const checked = checkRates(rates, ceiling);
    const body = {
      kind: registerAgents ? kind : "MEMBER",
      username: username.trim(),
      ...(nickname.trim() === "" ? {} : { nickname: nickname.trim() }),
      rates: checked.rates,
    };
    // The contract's own schema: the rules the server applies to the same body.
    const parsed = registerAccountRequest.safeParse(body);
    const found: FieldErrors = {};
    const violation = usernameRule
      ? checkFieldRule({ ...usernameRule, enabled: true, required: true }, body.username)
      : body.username === ""
        ? ({ kind: "required" } as const)
        : null;
    if (violation) found.username = violationText(t, violation, usernameLabel);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === "username" || field === "nickname") && !found[field]) {
        found[field] = t("validation.invalid", { field: field === "username" ? usernameLabel : nicknameLabel });
      }
    }
    setErrors(found);
    setRateProblems(checked.problems);
    if (!parsed.success || Object.keys(found).length > 0 || Object.keys(checked.problems).length > 0) return;
    register.mutate(parsed.data);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {registerAgents ? (
        <SelectField
          label={t("agent.register.kind")}
          value={kind}
          onValue={(value) => setKind(value === "AGENT" ? "AGENT" : "MEMBER")}
          options={[
            { value: "MEMBER", label: t("agent.kinds.MEMBER") },
            { value: "AGENT", label: t("agent.kinds.AGENT") },
          ]}
        />
      ) : (
        <p className={styles.muted}>{t("agent.register.membersOnly")}</p>
      )}
      <UsernameField value={username} onValue={setUsername} autoComplete="off" error={errors.username} />
      <FormField
        label={nicknameLabel}
        value={nickname}
        onValue={setNickname}
        autoComplete="off"
        maxLength={32}
        error={errors.nickname}
      />
      <RateFields
        values={rates}
        ceiling={ceiling}
        problems={rateProblems}
        onValue={(category, value) => setRates((now) => ({ ...now, [category]: value }))}
      />
      <p className={styles.muted}>{t("agent.register.ratesNote")}</p>
      <FormError message={formError || undefined} />
      <div>
        <Button type="submit" variant="primary" busy={register.isPending}>
          {t("agent.register.submit")}
        </Button>
      </div>
    </form>
  );
}
