import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  LIMIT_KINDS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_CHOICES_MONTHS,
  setLimitRequest,
  TIME_OUT_CHOICES_HOURS,
  type LimitKind,
  type Protection,
} from "@portal/contract/api/protection";
import { ROUTE } from "@portal/contract/routes";
import { errorKeyOf } from "../../../shared/api/api-error";
import { walletBalanceQuery } from "../../../shared/api/wallet-balance";
import { MAIN_WALLET } from "@portal/contract/money";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useOpenCenter } from "../../../shared/modals/use-center";
import { clearSession, useSession } from "../../../shared/storage/session";
import { Badge } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { FormField } from "../../../shared/ui/form-field";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { SelectField } from "../../../shared/ui/select-field";
import { toast } from "../../../shared/ui/toast";
import {
  fetchProtection,
  PROTECTION_QUERY_KEY,
  selfExclude,
  setLimit,
  setRealityCheck,
  takeTimeOut,
} from "../api/protection-api";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./center.module.css";

function LimitList({ protection }: { protection: Protection }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const shown = (kind: LimitKind, value: string | null) =>
    value === null
      ? t("protection.noLimit")
      : kind === "SESSION_MINUTES"
        ? t("protection.minutes", { count: Number(value) })
        : value;
  return (
    <ul className={styles.limitList} aria-label={t("protection.currentLimits")}>
      {protection.limits.map((limit) => (
        <li key={limit.kind}>
          <span>{t(`protection.kinds.${limit.kind}`)}</span>
          <strong>{shown(limit.kind, limit.value)}</strong>
          {limit.pending ? (
            <Badge tone="warning">
              {t("protection.pending", {
                value: shown(limit.kind, limit.pending.value),
                at: dateTime(Date.parse(limit.pending.appliesAt)),
              })}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LimitForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<LimitKind>("DEPOSIT_DAY");
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const save = useMutation({
    mutationFn: setLimit,
    onSuccess: async () => {
      setValue("");
      toast("success", t("protection.limitSaved"), t("protection.coolDownNote"));
      await queryClient.invalidateQueries({ queryKey: PROTECTION_QUERY_KEY });
    },
    onError: (failure) => setError(t(errorKeyOf(failure))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError("");
    const body = { kind, value: value.trim() === "" ? null : value.trim() };
    // The contract's own schema: the same rule the server applies.
    if (!setLimitRequest.safeParse(body).success) {
      setError(kind === "SESSION_MINUTES" ? t("protection.badMinutes") : t("protection.badAmount"));
      return;
    }
    save.mutate(body);
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <SelectField
        label={t("protection.limitKind")}
        value={kind}
        onValue={(next) => setKind(next as LimitKind)}
        options={LIMIT_KINDS.map((k) => ({ value: k, label: t(`protection.kinds.${k}`) }))}
      />
      <FormField
        label={kind === "SESSION_MINUTES" ? t("protection.valueMinutes") : t("protection.valueAmount")}
        value={value}
        onValue={setValue}
        inputMode={kind === "SESSION_MINUTES" ? "numeric" : "decimal"}
        maxLength={20}
      />
      <p className={styles.current}>{t("protection.coolDownNote")}</p>
      {kind === "SESSION_MINUTES" && <p className={styles.current}>{t("protection.sessionLimitNote")}</p>}
      <FormError message={error} />
      <Button type="submit" variant="primary" busy={save.isPending}>
        {t("protection.saveLimit")}
      </Button>
    </form>
  );
}

function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: setRealityCheck,
    onSuccess: async () => {
      toast("success", t("protection.realityCheckSaved"));
      await queryClient.invalidateQueries({ queryKey: PROTECTION_QUERY_KEY });
    },
    onError: (failure) => toast("error", t(errorKeyOf(failure))),
  });
  return (
    <SelectField
      label={t("protection.realityCheck")}
      value={String(minutes)}
      onValue={(next) => save.mutate(Number(next))}
      options={REALITY_CHECK_MINUTES.map((m) => ({
        value: String(m),
        label: t(`protection.realityChoices.${m}`),
      }))}
    />
  );
}

type BreakChoice = { kind: "TIME_OUT"; hours: number } | { kind: "SELF_EXCLUSION"; months: number };

/** Time-out and self-exclusion, each confirmed in a dialog that says what cannot be undone. */
function BreakForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hours, setHours] = useState<number>(TIME_OUT_CHOICES_HOURS[0]);
  const [months, setMonths] = useState<number>(SELF_EXCLUSION_CHOICES_MONTHS[0]);
  const [confirming, setConfirming] = useState<BreakChoice | null>(null);
  const start = useMutation({
    mutationFn: (choice: BreakChoice) =>
      choice.kind === "TIME_OUT" ? takeTimeOut(choice.hours) : selfExclude(choice.months),
    onSuccess: () => {
      // Every session has ended on the server: this one too.
      setConfirming(null);
      clearSession();
      toast("success", t("protection.breakStarted"));
      void navigate(ROUTE.root);
    },
    onError: (failure) => toast("error", t(errorKeyOf(failure))),
  });
  const hourLabel = (h: number) => t(`protection.timeOutChoices.${h}`);
  const monthLabel = (m: number) => t(`protection.exclusionChoices.${m}`);
  return (
    <>
      <div className={formStyles.form}>
        <SelectField
          label={t("protection.timeOutLength")}
          value={String(hours)}
          onValue={(next) => setHours(Number(next))}
          options={TIME_OUT_CHOICES_HOURS.map((h) => ({ value: String(h), label: hourLabel(h) }))}
        />
        <Button onClick={() => setConfirming({ kind: "TIME_OUT", hours })}>{t("protection.takeTimeOut")}</Button>
        <SelectField
          label={t("protection.selfExclusionLength")}
          value={String(months)}
          onValue={(next) => setMonths(Number(next))}
          options={SELF_EXCLUSION_CHOICES_MONTHS.map((m) => ({
            value: String(m),
            label: monthLabel(m),
          }))}
        />
        <Button onClick={() => setConfirming({ kind: "SELF_EXCLUSION", months })}>{t("protection.selfExclude")}</Button>
      </div>
      {confirming ? (
        <ModalFrame
          title={confirming.kind === "TIME_OUT" ? t("protection.takeTimeOut") : t("protection.selfExclude")}
          closeLabel={t("common.close")}
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.kind === "TIME_OUT"
              ? t("protection.confirmTimeOut", { length: hourLabel(confirming.hours) })
              : t("protection.confirmSelfExclusion", { length: monthLabel(confirming.months) })}
          </p>
          <MoneyLeftNote selfExclusion={confirming.kind !== "TIME_OUT"} onLeave={() => setConfirming(null)} />
          <div className={formStyles.actions}>
            <Button onClick={() => setConfirming(null)}>{t("protection.cancel")}</Button>
            <Button variant="primary" busy={start.isPending} onClick={() => start.mutate(confirming)}>
              {t("protection.confirm")}
            </Button>
          </div>
        </ModalFrame>
      ) : null}
    </>
  );
}

/**
 * Money still in the wallets when a break is about to start: during it the member cannot log in,
 * so cannot withdraw either; the note says so and offers the withdrawal page first, and the wallet
 * page to collect what game wallets hold (a withdrawal takes from the main wallet only). Game
 * wallets count: the server brings them back to the main wallet when the break starts (decision
 * 0025). Before a self-exclusion it also says that customer service returns what is left (an
 * operator's withdrawal to the member's bank account); a time-out ends in weeks at most.
 */
function MoneyLeftNote({ selfExclusion, onLeave }: { selfExclusion: boolean; onLeave: () => void }) {
  const { t } = useTranslation();
  const openCenter = useOpenCenter();
  const balance = useQuery(walletBalanceQuery(useSession().token)).data;
  if (!balance || balance.demo) return null;
  const holds = (amount: string) => /[1-9]/.test(amount);
  // The main wallet and every game wallet that told its balance (money on its way is not counted).
  if (!holds(balance.sumBalance)) return null;
  const main = balance.wallets.find((wallet) => wallet.kind === MAIN_WALLET);
  const inGames = balance.wallets.some((wallet) => wallet.kind !== MAIN_WALLET && holds(wallet.balance));
  const open = (page: "withdraw" | "transferFund") => {
    onLeave();
    openCenter("memberCenter", page);
  };
  return (
    <div className={`${formStyles.form} ${styles.moneyLeft}`}>
      <p>{t("protection.moneyLeft", { amount: formatMoney(balance.sumBalance) })}</p>
      {selfExclusion ? <p>{t("protection.moneyReturned")}</p> : null}
      <div className={formStyles.actions}>
        {main && holds(main.balance) ? (
          <Button onClick={() => open("withdraw")}>{t("protection.withdrawFirst")}</Button>
        ) : null}
        {inGames ? <Button onClick={() => open("transferFund")}>{t("center.member.transferFund")}</Button> : null}
      </div>
    </div>
  );
}

/** "Responsible gaming" in the security centre: limits, reality check, time-out and self-exclusion. */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  const protection = useQuery({ queryKey: PROTECTION_QUERY_KEY, queryFn: fetchProtection }).data;
  if (!protection?.enabled) return null;
  return (
    <section className={styles.section} aria-labelledby="responsible-gaming-title">
      <h3 id="responsible-gaming-title">{t("protection.title")}</h3>
      <p className={styles.current}>{t("protection.intro")}</p>
      <LimitList protection={protection} />
      <LimitForm />
      <RealityCheckForm minutes={protection.realityCheckMinutes} />
      <BreakForm />
    </section>
  );
}
