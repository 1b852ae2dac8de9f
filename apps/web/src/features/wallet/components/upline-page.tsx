import { PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { PasswordField } from "../../../shared/ui/fields";
import { QueryState } from "../../../shared/ui/query-state";
import { transferToUpline, uplineQuery, type UplineInfo, type UplineResult } from "../api/wallet-api";
import { amountProblem, normalizeAmount } from "../hooks/amount";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { useMoneyAction } from "../hooks/use-money-action";
import { AmountField, useAmountMessage } from "./amount-field";
import { PIN_INPUT } from "./bank-account-form";
import { Panel } from "./panel";
import { PaymentPasswordNotice } from "./payment-password-notice";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./wallet.module.css";

function UplineForm({ info }: { info: UplineInfo }) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage();
  const action = useMoneyAction();
  const ids = useRequestIds();
  const [amount, setAmount] = useState("");
  const [paymentPassword, setPaymentPassword] = useState("");
  const [result, setResult] = useState<UplineResult | null>(null);
  const availableId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const limits = { available: info.available };
    const problem = amountProblem(amount, limits);
    if (problem) return action.fail(amountMessage(problem, limits));
    if (paymentPassword === "") return action.fail(t("validation.required", { field: t("security.paymentPassword") }));
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) return action.fail(t("security.paymentPasswordRule"));
    const value = normalizeAmount(amount);
    const requestId = ids.idFor(JSON.stringify([value, paymentPassword]));
    const done = await action.run(() => transferToUpline(value, paymentPassword, requestId));
    if (!done) return;
    ids.done();
    setResult(done.value);
    setAmount("");
    setPaymentPassword("");
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <dl className={styles.summary}>
        <div>
          <dt>{t("wallet.upline")}</dt>
          <dd>{info.upline}</dd>
        </div>
        <div id={availableId}>
          <dt>{t("wallet.availableBalance")}</dt>
          <dd className={styles.amount}>{formatMoney(info.available)}</dd>
        </div>
      </dl>
      <AmountField value={amount} onValue={setAmount} describedBy={availableId} />
      <PasswordField
        label={t("security.paymentPassword")}
        value={paymentPassword}
        onValue={setPaymentPassword}
        {...PIN_INPUT}
      />
      <FormError message={action.error ?? undefined} />
      {result ? (
        <p className={styles.success} role="status" data-transfer-id={result.transferId}>
          {t("wallet.uplineDone", { amount: formatMoney(result.amount), upline: result.upline })}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={action.busy}>
          {t("wallet.uplineSubmit")}
        </Button>
      </div>
    </form>
  );
}

/** "Transfer to upline" (transferUpline): money from the main wallet to the member's upline agent. */
export function UplinePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const info = useQuery(uplineQuery(token));
  return (
    <div className={styles.page}>
      <QueryState query={info}>
        {(data) =>
          !data.allowed ? (
            <p className={styles.muted} role="note">
              {t("wallet.uplineNotAllowed")}
            </p>
          ) : !data.hasPaymentPassword ? (
            <PaymentPasswordNotice />
          ) : (
            <Panel title={t("wallet.uplineTitle")}>
              <UplineForm info={data} />
            </Panel>
          )
        }
      </QueryState>
    </div>
  );
}
