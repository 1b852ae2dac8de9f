import { BANK_ACCOUNTS_MAX, PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type WithdrawalStatus } from "@portal/contract/api/money";
import { walletBalanceQuery } from "../../../shared/api/wallet-balance";
import { showConfirm } from "../../../shared/dialogs/dialog-store";
import { withZone } from "../../../shared/format/clock";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { PasswordField } from "../../../shared/ui/fields";
import { QueryState } from "../../../shared/ui/query-state";
import {
  bankAccountsQuery,
  confirmWithdrawalReceived,
  reportWithdrawalNotReceived,
  requestWithdrawal,
  withdrawalSettingsQuery,
  withdrawalsQuery,
  type BankAccount,
  type Withdrawal,
  type WithdrawalSettings,
} from "../api/wallet-api";
import { amountProblem, normalizeAmount } from "../hooks/amount";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { useMoneyAction } from "../hooks/use-money-action";
import { AmountField, useAmountMessage } from "./amount-field";
import { BankAccountForm, PIN_INPUT } from "./bank-account-form";
import { BonusLockNotice } from "./bonus-lock-notice";
import { ImageUpload } from "./image-upload";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { OrderRecords } from "./order-records";
import { Panel } from "./panel";
import { PaymentPasswordNotice } from "./payment-password-notice";
import { SelectField } from "../../../shared/ui/select-field";
import { StatusTag, type StatusTone } from "./status-tag";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./wallet.module.css";

const WITHDRAWAL_TONE: Record<WithdrawalStatus, StatusTone> = {
  PENDING: "wait",
  APPROVED: "wait",
  PAID: "wait",
  RECEIVED: "done",
  NOT_RECEIVED: "bad",
  REJECTED: "bad",
};

/**
 * A bank account as the withdrawal's choice: its masked number first, since a closed select on a
 * phone cuts off what does not fit and a long bank name would hide the one part that tells two
 * accounts apart (the holder's name is the member's own, shown in the list above).
 */
function bankLabel(account: Pick<BankAccount, "bankName" | "accountNumber">): string {
  return `${account.accountNumber} · ${account.bankName}`;
}

/** The bound bank accounts, and the form that binds another (up to BANK_ACCOUNTS_MAX). */
function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [bound, setBound] = useState(false);
  const canAdd = accounts.length < BANK_ACCOUNTS_MAX;
  const formShown = canAdd && (adding || accounts.length === 0);
  return (
    <Panel
      title={t("wallet.bankAccounts")}
      actions={
        canAdd && accounts.length > 0 && !adding ? (
          <Button
            type="button"
            onClick={() => {
              setBound(false);
              setAdding(true);
            }}
          >
            {t("wallet.addBankAccount")}
          </Button>
        ) : null
      }
    >
      {accounts.length === 0 ? (
        <p className={styles.muted}>{t("wallet.noBankAccounts")}</p>
      ) : (
        <ul className={styles.wallets}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.wallet}>
              <span className={styles.walletName}>{account.bankName}</span>
              <span className={styles.amount}>{account.accountNumber}</span>
              <span className={styles.muted}>
                {account.accountName}
                {account.branch ? ` · ${account.branch}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!canAdd ? <p className={styles.muted}>{t("wallet.bankAccountLimit", { max: BANK_ACCOUNTS_MAX })}</p> : null}
      {bound ? (
        <p className={styles.success} role="status">
          {t("wallet.bankAccountBound")}
        </p>
      ) : null}
      {formShown ? (
        <BankAccountForm
          onBound={() => {
            setAdding(false);
            setBound(true);
          }}
        />
      ) : null}
    </Panel>
  );
}

/**
 * The limits of a withdrawal and what is left of today's. `amountIds` names the two that bound one
 * withdrawal's amount (what can be withdrawn now, less what an active bonus locks, and its min and
 * max), which the amount field reads.
 */
function WithdrawalLimits({
  settings,
  amountIds,
}: {
  settings: WithdrawalSettings;
  amountIds: { available: string; limits: string };
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.summary}>
      <div id={amountIds.available}>
        <dt>{t("wallet.withdrawable")}</dt>
        <dd className={styles.amount}>{formatMoney(settings.withdrawable)}</dd>
      </div>
      <div id={amountIds.limits}>
        <dt>{t("wallet.perWithdrawal")}</dt>
        <dd className={styles.amount}>
          {t("wallet.range", { min: formatMoney(settings.minAmount), max: formatMoney(settings.maxAmount) })}
        </dd>
      </div>
      <div>
        <dt>{t("wallet.todayAmount")}</dt>
        <dd className={styles.amount}>
          {t("wallet.usedOf", { used: formatMoney(settings.todayAmount), max: formatMoney(settings.dailyMaxAmount) })}
        </dd>
      </div>
      <div>
        <dt>{t("wallet.todayCount")}</dt>
        <dd className={styles.amount}>
          {t("wallet.usedOf", { used: settings.todayCount, max: settings.dailyMaxCount })}
        </dd>
      </div>
    </dl>
  );
}

function WithdrawalForm({
  settings,
  accounts,
  amountDescribedBy,
}: {
  settings: WithdrawalSettings;
  accounts: BankAccount[];
  /** The ids of the limits shown above the form. */
  amountDescribedBy: string;
}) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage();
  const action = useMoneyAction();
  const ids = useRequestIds();
  const [accountId, setAccountId] = useState("");
  const [amount, setAmount] = useState("");
  const [paymentPassword, setPaymentPassword] = useState("");
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const account = accounts.find((a) => String(a.id) === accountId) ?? accounts[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRequested(null);
    if (!account) return action.fail(t("wallet.bindBankFirst"));
    const limits = { min: settings.minAmount, max: settings.maxAmount, available: settings.withdrawable };
    const problem = amountProblem(amount, limits);
    if (problem) return action.fail(amountMessage(problem, limits));
    if (paymentPassword === "") return action.fail(t("validation.required", { field: t("security.paymentPassword") }));
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) return action.fail(t("security.paymentPasswordRule"));
    const value = normalizeAmount(amount);
    const requestId = ids.idFor(JSON.stringify([account.id, value, paymentPassword]));
    const done = await action.run(() =>
      requestWithdrawal({ bankAccountId: account.id, amount: value, paymentPassword, requestId }),
    );
    if (!done) return;
    ids.done();
    setRequested(done.value);
    setAmount("");
    setPaymentPassword("");
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t("wallet.toBankAccount")}
        value={account ? String(account.id) : ""}
        onValue={setAccountId}
        options={accounts.map((a) => ({ value: String(a.id), label: bankLabel(a) }))}
        required
      />
      <AmountField value={amount} onValue={setAmount} describedBy={amountDescribedBy} />
      <PasswordField
        label={t("security.paymentPassword")}
        value={paymentPassword}
        onValue={setPaymentPassword}
        {...PIN_INPUT}
      />
      <FormError message={action.error ?? undefined} />
      {requested ? (
        <p className={styles.success} role="status" data-withdrawal-id={requested.id}>
          {t("wallet.withdrawRequested", { amount: formatMoney(requested.amount) })}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={action.busy}>
          {t("wallet.withdrawSubmit")}
        </Button>
      </div>
    </form>
  );
}

/** A withdrawal's status, with the operator's note or how its receipt was confirmed. */
function WithdrawalStatus({ withdrawal }: { withdrawal: Withdrawal }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <div>
      <StatusTag
        status={withdrawal.status}
        label={t(`wallet.withdrawalStatus.${withdrawal.status}`)}
        tone={WITHDRAWAL_TONE[withdrawal.status]}
      />
      {withdrawal.status === "REJECTED" && withdrawal.note ? <p className={styles.muted}>{withdrawal.note}</p> : null}
      {withdrawal.status === "RECEIVED" && withdrawal.confirmation ? (
        <p className={styles.muted}>{t(`wallet.confirmation.${withdrawal.confirmation}`)}</p>
      ) : null}
      {withdrawal.status === "PAID" && withdrawal.autoConfirmAt !== null ? (
        <p className={styles.muted}>{t("wallet.autoConfirmAt", { time: dateTime(withdrawal.autoConfirmAt) })}</p>
      ) : null}
    </div>
  );
}

/** Under a paid withdrawal: did the money arrive? "Received", or a report with proof that it did not. */
function ReceiptQuestion({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const action = useMoneyAction();
  const [reporting, setReporting] = useState(false);
  const reportId = useId();

  const received = async () => {
    const ok = await showConfirm(t("wallet.confirmReceived", { amount: formatMoney(withdrawal.amount) }));
    if (ok) await action.run(() => confirmWithdrawalReceived(withdrawal.id));
  };

  return (
    <>
      <div className={styles.rowActions}>
        <Button type="button" variant="primary" disabled={action.busy} onClick={() => void received()}>
          {t("wallet.received")}
        </Button>
        <Button
          type="button"
          aria-expanded={reporting}
          aria-controls={reporting ? reportId : undefined}
          disabled={action.busy}
          onClick={() => setReporting((open) => !open)}
        >
          {t("wallet.notReceived")}
        </Button>
      </div>
      <FormError message={action.error ?? undefined} />
      {reporting ? (
        <div id={reportId}>
          <ImageUpload
            label={t("wallet.proof")}
            submitLabel={t("wallet.reportNotReceived")}
            upload={(file) => reportWithdrawalNotReceived(withdrawal.id, file)}
            onDone={() => setReporting(false)}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * The member's withdrawals, newest first. Each one's id is its order number (W + date + 10
 * characters), shown as a deposit's is, for support.
 */
function WithdrawalList() {
  const { t } = useTranslation();
  const { token } = useSession();
  const dateTime = useDateTime();
  const paging = useCursorPaging();
  const withdrawals = useQuery(withdrawalsQuery(token, paging.position.cursor));
  return (
    <OrderRecords<Withdrawal>
      title={t("wallet.withdrawalRecords")}
      query={withdrawals}
      columns={[
        { key: "time", header: withZone(t("wallet.time")), cell: (withdrawal) => dateTime(withdrawal.createdAt) },
        { key: "orderNo", header: t("wallet.orderNo"), cell: (withdrawal) => withdrawal.id },
        { key: "bank", header: t("wallet.bankAccount"), cell: (withdrawal) => bankLabel(withdrawal.bank) },
        {
          key: "amount",
          header: t("wallet.amount"),
          numeric: true,
          cell: (withdrawal) => formatMoney(withdrawal.amount),
        },
        {
          key: "status",
          header: t("wallet.status"),
          cell: (withdrawal) => <WithdrawalStatus withdrawal={withdrawal} />,
        },
      ]}
      rowKey={(withdrawal) => withdrawal.id}
      detail={(withdrawal) => (withdrawal.status === "PAID" ? <ReceiptQuestion withdrawal={withdrawal} /> : null)}
      page={withdrawals.data ? shownPage(paging.position, withdrawals.data) : 1}
      onCursor={paging.follow}
    />
  );
}

function Withdraw({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const accounts = useQuery(bankAccountsQuery(token));
  const availableId = useId();
  const limitsId = useId();
  return (
    <>
      <QueryState query={accounts}>
        {(data) => (
          <>
            <BankAccounts accounts={data.list} />
            <Panel title={t("wallet.withdrawTitle")}>
              {settings.bonusLock ? (
                <BonusLockNotice lock={settings.bonusLock} withdrawable={settings.withdrawable} />
              ) : null}
              <WithdrawalLimits settings={settings} amountIds={{ available: availableId, limits: limitsId }} />
              <p className={styles.muted}>{t("wallet.autoConfirmNote", { minutes: settings.autoConfirmMinutes })}</p>
              {data.list.length === 0 ? (
                <p className={styles.pending}>{t("wallet.bindBankFirst")}</p>
              ) : (
                <WithdrawalForm
                  settings={settings}
                  accounts={data.list}
                  amountDescribedBy={`${availableId} ${limitsId}`}
                />
              )}
            </Panel>
          </>
        )}
      </QueryState>
    </>
  );
}

/** "Withdrawal" (withdraw): bank accounts, a new withdrawal, and the member's withdrawals to confirm. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const demo = useQuery(walletBalanceQuery(token)).data?.demo ?? false;
  const settings = useQuery(withdrawalSettingsQuery(token));
  if (demo) {
    return (
      <p className={styles.muted} role="note">
        {t("wallet.demoNoMoney")}
      </p>
    );
  }
  return (
    <div className={styles.page}>
      <QueryState query={settings}>
        {(data) => (data.hasPaymentPassword ? <Withdraw settings={data} /> : <PaymentPasswordNotice />)}
      </QueryState>
      <WithdrawalList />
    </div>
  );
}
