import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DepositStatus } from "@portal/contract/api/money";
import { walletBalanceQuery } from "../../../shared/api/wallet-balance";
import { withZone } from "../../../shared/format/clock";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { FormError } from "../../../shared/ui/form-error";
import { QueryState } from "../../../shared/ui/query-state";
import {
  createDeposit,
  depositsQuery,
  paymentChannelsQuery,
  uploadDepositReceipt,
  type Deposit,
  type PaymentChannel,
} from "../api/wallet-api";
import { openPaymentPage } from "../api/payment-redirect";
import { amountProblem, normalizeAmount } from "../hooks/amount";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { useMoneyAction } from "../hooks/use-money-action";
import { AmountField, useAmountMessage } from "./amount-field";
import { CopyButton } from "./copy-button";
import { ImageUpload } from "./image-upload";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { OrderRecords } from "./order-records";
import { Panel } from "./panel";
import { StatusTag, type StatusTone } from "./status-tag";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./wallet.module.css";

const DEPOSIT_TONE: Record<DepositStatus, StatusTone> = { PENDING: "wait", CONFIRMED: "done", REJECTED: "bad" };

/** A bank transfer deposit that waits for the member's receipt. */
function needsReceipt(deposit: Deposit): boolean {
  return deposit.status === "PENDING" && deposit.channelKind === "BANK_TRANSFER" && !deposit.hasReceipt;
}

/** Where to send the money of a bank transfer deposit, its order number, and the receipt upload. */
function BankTransferDetails({ deposit, onNew }: { deposit: Deposit; onNew: () => void }) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState(deposit.hasReceipt);
  const bank = deposit.bank;
  const termId = useId();
  return (
    <Panel title={t("wallet.bankTransferTitle")}>
      <p className={styles.muted}>{t("wallet.bankTransferHint")}</p>
      <dl className={styles.details}>
        <dt id={`${termId}-order`}>{t("wallet.orderNo")}</dt>
        <dd className={styles.copy}>
          <span>{deposit.orderNo}</span>
          <CopyButton text={deposit.orderNo} labelledBy={`${termId}-order`} />
        </dd>
        <dt>{t("wallet.amount")}</dt>
        <dd className={styles.amount}>{formatMoney(deposit.amount)}</dd>
        {bank ? (
          <>
            <dt>{t("wallet.bankName")}</dt>
            <dd>{bank.bankName}</dd>
            <dt>{t("wallet.accountName")}</dt>
            <dd>{bank.accountName}</dd>
            <dt id={`${termId}-account`}>{t("wallet.accountNumber")}</dt>
            <dd className={styles.copy}>
              <span>{bank.accountNumber}</span>
              <CopyButton text={bank.accountNumber} labelledBy={`${termId}-account`} />
            </dd>
            {bank.branch ? (
              <>
                <dt>{t("wallet.branch")}</dt>
                <dd>{bank.branch}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {uploaded ? (
        <p className={styles.success} role="status">
          {t("wallet.receiptUploaded")}
        </p>
      ) : (
        <ImageUpload
          label={t("wallet.receipt")}
          submitLabel={t("wallet.sendReceipt")}
          upload={(file) => uploadDepositReceipt(deposit.orderNo, file)}
          onDone={() => setUploaded(true)}
        />
      )}
      <div>
        <Button type="button" onClick={onNew}>
          {t("wallet.newDeposit")}
        </Button>
      </div>
    </Panel>
  );
}

/** Picks a channel, types an amount within its limits, and creates the deposit. */
function DepositForm({ channels, onCreated }: { channels: PaymentChannel[]; onCreated: (deposit: Deposit) => void }) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage();
  const action = useMoneyAction();
  const ids = useRequestIds();
  const [channelId, setChannelId] = useState<number | null>(channels.length === 1 ? channels[0]!.id : null);
  const [amount, setAmount] = useState("");
  const [redirecting, setRedirecting] = useState(false);
  const limitsId = useId();
  const channel = channels.find((c) => c.id === channelId) ?? null;

  if (channels.length === 0) {
    return (
      <EmptyState title={t("wallet.noChannels")}>
        <p>{t("wallet.noChannelsHint")}</p>
      </EmptyState>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (channel === null) return action.fail(t("wallet.chooseChannel"));
    const limits = { min: channel.minAmount, max: channel.maxAmount };
    const problem = amountProblem(amount, limits);
    if (problem) return action.fail(amountMessage(problem, limits));
    const value = normalizeAmount(amount);
    const requestId = ids.idFor(JSON.stringify([channel.id, value]));
    const done = await action.run(() => createDeposit(channel.id, value, requestId));
    if (!done) return;
    ids.done();
    setAmount("");
    const deposit = done.value;
    if (deposit.channelKind === "GATEWAY" && deposit.payUrl) {
      setRedirecting(true);
      openPaymentPage(deposit.payUrl);
      return;
    }
    onCreated(deposit);
  };

  return (
    <Panel title={t("wallet.depositTitle")}>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.choices}>
          <legend className={`${formStyles.label} ${formStyles.required}`}>{t("wallet.channel")}</legend>
          {channels.map((c) => (
            <label key={c.id} className={styles.choice}>
              <input
                type="radio"
                name="deposit-channel"
                value={c.id}
                checked={c.id === channelId}
                onChange={() => setChannelId(c.id)}
              />
              <span className={styles.choiceText}>
                <strong>{c.name}</strong>
                <span className={styles.muted}>
                  {t(`wallet.channelKind.${c.kind}`)} ·{" "}
                  {t("wallet.limits", { min: formatMoney(c.minAmount), max: formatMoney(c.maxAmount) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <AmountField value={amount} onValue={setAmount} describedBy={channel ? limitsId : undefined} />
        {channel ? (
          <p id={limitsId} className={styles.muted}>
            {t("wallet.limits", { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}
          </p>
        ) : null}
        <FormError message={action.error ?? undefined} />
        {redirecting ? (
          <p className={styles.pending} role="status">
            {t("wallet.redirecting")}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" disabled={action.busy || redirecting}>
            {t("wallet.depositSubmit")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The member's deposits, newest first, with their status and a receipt upload where one is missing. */
function DepositList({ onShow }: { onShow: (deposit: Deposit) => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const dateTime = useDateTime();
  const paging = useCursorPaging();
  const uploadId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const deposits = useQuery(depositsQuery(token, paging.position.cursor));
  return (
    <OrderRecords<Deposit>
      title={t("wallet.depositRecords")}
      query={deposits}
      columns={[
        { key: "time", header: withZone(t("wallet.time")), cell: (deposit) => dateTime(deposit.createdAt) },
        { key: "orderNo", header: t("wallet.orderNo"), cell: (deposit) => deposit.orderNo },
        { key: "channel", header: t("wallet.channel"), cell: (deposit) => deposit.channelName },
        { key: "amount", header: t("wallet.amount"), numeric: true, cell: (deposit) => formatMoney(deposit.amount) },
        {
          key: "status",
          header: t("wallet.status"),
          cell: (deposit) => (
            <DepositStatus
              deposit={deposit}
              uploadId={uploadId}
              uploading={uploading === deposit.orderNo}
              onUpload={(open) => setUploading(open ? deposit.orderNo : null)}
              onShow={() => onShow(deposit)}
            />
          ),
        },
      ]}
      rowKey={(deposit) => deposit.orderNo}
      detail={(deposit) =>
        uploading === deposit.orderNo ? (
          <div id={uploadId}>
            <ImageUpload
              label={t("wallet.receiptFor", { orderNo: deposit.orderNo })}
              submitLabel={t("wallet.sendReceipt")}
              upload={(file) => uploadDepositReceipt(deposit.orderNo, file)}
              onDone={() => setUploading(null)}
            />
          </div>
        ) : null
      }
      page={deposits.data ? shownPage(paging.position, deposits.data) : 1}
      onCursor={paging.follow}
    />
  );
}

/**
 * A deposit's status and what can be done with it; its "Upload receipt" toggle opens the upload
 * under its row (aria-expanded, aria-controls: one upload is open at a time, `uploadId`); the
 * upload's own button is "Send receipt".
 */
function DepositStatus({
  deposit,
  uploadId,
  uploading,
  onUpload,
  onShow,
}: {
  deposit: Deposit;
  uploadId: string;
  uploading: boolean;
  onUpload: (open: boolean) => void;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const pending = deposit.status === "PENDING";
  return (
    <div className={styles.rowActions}>
      <StatusTag
        status={deposit.status}
        label={t(`wallet.depositStatus.${deposit.status}`)}
        tone={DEPOSIT_TONE[deposit.status]}
      />
      {pending && deposit.channelKind === "BANK_TRANSFER" && deposit.bank ? (
        <Button type="button" variant="link" onClick={onShow}>
          {t("wallet.transferDetails")}
        </Button>
      ) : null}
      {pending && deposit.channelKind === "GATEWAY" && deposit.payUrl ? (
        <Button type="button" variant="link" onClick={() => openPaymentPage(deposit.payUrl!)}>
          {t("wallet.continuePayment")}
        </Button>
      ) : null}
      {needsReceipt(deposit) ? (
        <Button
          type="button"
          variant="link"
          aria-expanded={uploading}
          aria-controls={uploading ? uploadId : undefined}
          onClick={() => onUpload(!uploading)}
        >
          {t("wallet.uploadReceipt")}
        </Button>
      ) : null}
    </div>
  );
}

/** "Deposit" (depositv2): a new deposit by gateway or bank transfer, then the member's deposits. */
export function DepositPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const demo = useQuery(walletBalanceQuery(token)).data?.demo ?? false;
  const channels = useQuery(paymentChannelsQuery(token));
  const [created, setCreated] = useState<Deposit | null>(null);

  if (demo) {
    return (
      <p className={styles.muted} role="note">
        {t("wallet.demoNoMoney")}
      </p>
    );
  }
  return (
    <div className={styles.page}>
      {created ? (
        <BankTransferDetails key={created.orderNo} deposit={created} onNew={() => setCreated(null)} />
      ) : (
        <QueryState query={channels}>
          {(data) => <DepositForm channels={data.list} onCreated={setCreated} />}
        </QueryState>
      )}
      <DepositList onShow={setCreated} />
    </div>
  );
}
