import { MAIN_WALLET } from "@portal/contract/money";
import { useId, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { errorKeyOf } from "../../../shared/api/api-error";
import { invalidateMoneyQueries, walletBalanceQuery, type WalletBalance } from "../../../shared/api/wallet-balance";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { DemoCreditBadge, useRegisterRealAccount } from "../../../shared/auth/trial-member";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { toast } from "../../../shared/ui/toast";
import { QueryState } from "../../../shared/ui/query-state";
import { transferBetweenWallets, type WalletTransferResult } from "../api/wallet-api";
import { amountProblem, compareDecimal, normalizeAmount } from "../hooks/amount";
import { newRequestId, useRequestIds } from "../../../shared/hooks/request-id";
import { useMoneyAction } from "../hooks/use-money-action";
import { transferTargets, vendorWallets, type VendorWallet } from "../hooks/wallet-kinds";
import { AmountField, useAmountMessage } from "./amount-field";
import { Panel } from "./panel";
import { SelectField } from "../../../shared/ui/select-field";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./wallet.module.css";

/** How each transfer status is told in its toast. */
const TRANSFER_TONE = { SUCCEEDED: "success", PENDING: "info", FAILED: "error" } as const;

/** The outcome of a transfer, in a toast (docs/design.md: the outcome of an action is a toast). */
function toastTransfer(result: WalletTransferResult, t: TFunction): void {
  toast(TRANSFER_TONE[result.status], t(`wallet.transferStatus.${result.status}`));
}

/** Moves money between the main wallet and a game vendor's wallet. */
function TransferForm({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage();
  const action = useMoneyAction();
  const ids = useRequestIds();
  const vendors = vendorWallets(balance.wallets);
  const main = balance.wallets.find((wallet) => wallet.kind === MAIN_WALLET);
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState("");
  const [amount, setAmount] = useState("");
  const availableId = useId();

  const targets = transferTargets(from, vendors);
  const target = targets.includes(to) ? to : (targets[0] ?? "");
  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t("wallet.mainWallet") : vendors.find((v) => v.code === code)?.wallet.name || code;
  const fromBalance = from === MAIN_WALLET ? main?.balance : vendors.find((v) => v.code === from)?.wallet.balance;

  if (vendors.length === 0) {
    return (
      <Panel title={t("wallet.transfer")}>
        <p className={styles.muted}>{t("wallet.noVendorWallets")}</p>
      </Panel>
    );
  }

  const sources = [
    { value: MAIN_WALLET, label: nameOf(MAIN_WALLET) },
    ...vendors.map((v) => ({
      value: v.code,
      label: v.wallet.available ? nameOf(v.code) : `${nameOf(v.code)} (${t("wallet.unavailable")})`,
      disabled: !v.wallet.available,
    })),
  ];
  const destinations =
    from === MAIN_WALLET
      ? vendors.map((v) => ({
          value: v.code,
          label: v.wallet.available ? nameOf(v.code) : `${nameOf(v.code)} (${t("wallet.unavailable")})`,
          disabled: !v.wallet.available,
        }))
      : [{ value: MAIN_WALLET, label: nameOf(MAIN_WALLET) }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === "" || target === from) return action.fail(t("wallet.chooseWallets"));
    const limits = fromBalance === undefined ? {} : { available: fromBalance };
    const problem = amountProblem(amount, limits);
    if (problem) return action.fail(amountMessage(problem, limits));
    const value = normalizeAmount(amount);
    const requestId = ids.idFor(JSON.stringify([from, target, value]));
    const done = await action.run(() => transferBetweenWallets(from, target, value, requestId));
    if (!done) return;
    ids.done();
    toastTransfer(done.value, t);
    setAmount("");
  };

  return (
    <Panel title={t("wallet.transfer")}>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.twoColumns}>
          <SelectField label={t("wallet.from")} value={from} onValue={setFrom} options={sources} required />
          <SelectField label={t("wallet.to")} value={target} onValue={setTo} options={destinations} required />
        </div>
        <AmountField
          value={amount}
          onValue={setAmount}
          describedBy={fromBalance !== undefined ? availableId : undefined}
        />
        {fromBalance !== undefined ? (
          <div className={styles.copy}>
            <span id={availableId} className={styles.muted}>
              {t("wallet.availableAmount", { amount: formatMoney(fromBalance) })}
            </span>
            <Button type="button" variant="link" onClick={() => setAmount(normalizeAmount(fromBalance))}>
              {t("wallet.allAmount")}
            </Button>
          </div>
        ) : null}
        <FormError message={action.error ?? undefined} />
        <div>
          <Button type="submit" variant="primary" disabled={action.busy}>
            {t("wallet.transferSubmit")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

interface CollectOutcome {
  total: number;
  moved: number;
  pending: number;
  error: string | null;
}

/** The outcome of "Collect all", in a toast: what moved, what waits for a vendor, the first failure. */
function toastCollect(outcome: CollectOutcome, t: TFunction): void {
  const moved = t("wallet.collectResult", { moved: outcome.moved, total: outcome.total });
  const pending = outcome.pending > 0 ? t("wallet.collectPending", { count: outcome.pending }) : undefined;
  if (outcome.error) toast("error", outcome.error, [moved, pending].filter(Boolean).join(" "));
  else toast(outcome.pending > 0 ? "info" : "success", moved, pending);
}

/**
 * "Collect all": every game wallet with money goes back to the main wallet, one transfer each.
 * `onCollected` tells the page the balances changed, so forms filled against the old ones reset.
 */
function CollectAll({ vendors, onCollected }: { vendors: readonly VendorWallet[]; onCollected: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // One requestId per wallet and amount until it succeeds, so a retry never moves money twice.
  const [ids] = useState(() => new Map<string, string>());
  const [busy, setBusy] = useState(false);
  const sources = vendors.filter((v) => v.wallet.available && compareDecimal(v.wallet.balance, "0") === 1);

  const collect = async () => {
    if (busy || sources.length === 0) return;
    setBusy(true);
    const next: CollectOutcome = { total: sources.length, moved: 0, pending: 0, error: null };
    for (const { code, wallet } of sources) {
      const key = `${code}:${wallet.balance}`;
      const requestId = ids.get(key) ?? newRequestId();
      ids.set(key, requestId);
      try {
        const result = await transferBetweenWallets(code, MAIN_WALLET, wallet.balance, requestId);
        ids.delete(key);
        if (result.status === "SUCCEEDED") next.moved += 1;
        else if (result.status === "PENDING") next.pending += 1;
        else next.error ??= t("wallet.transferStatus.FAILED");
      } catch (error) {
        next.error ??= t(errorKeyOf(error));
      }
    }
    await invalidateMoneyQueries(queryClient);
    toastCollect(next, t);
    onCollected();
    setBusy(false);
  };

  return (
    <div className={styles.upload}>
      <div>
        <Button type="button" disabled={busy || sources.length === 0} onClick={() => void collect()}>
          {t("wallet.collectAll")}
        </Button>
      </div>
    </div>
  );
}

function Wallets({
  balance,
  refreshing,
  onRefresh,
  onCollected,
}: {
  balance: WalletBalance;
  refreshing: boolean;
  onRefresh: () => void;
  onCollected: () => void;
}) {
  const { t } = useTranslation();
  const vendors = vendorWallets(balance.wallets);
  const own = balance.wallets.filter((wallet) => wallet.kind === MAIN_WALLET || wallet.kind === "DEMO");
  return (
    <Panel
      title={t("wallet.myWallets")}
      actions={
        <Button type="button" disabled={refreshing} onClick={onRefresh}>
          {t("wallet.refresh")}
        </Button>
      }
    >
      <dl className={styles.summary}>
        <div>
          <dt>{t("wallet.total")}</dt>
          <dd className={styles.amount}>{formatMoney(balance.sumBalance)}</dd>
        </div>
        <div>
          <dt>{t("wallet.held")}</dt>
          <dd className={styles.amount}>{formatMoney(balance.held)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t("wallet.heldHint")}</p>
      <ul className={styles.wallets} aria-label={t("wallet.myWallets")}>
        {own.map((wallet) => (
          <li key={wallet.kind} className={styles.wallet} data-available>
            <span className={styles.walletName}>
              {wallet.kind === MAIN_WALLET ? t("wallet.mainWallet") : <DemoCreditBadge />}
            </span>
            <span className={styles.amount}>{formatMoney(wallet.balance)}</span>
          </li>
        ))}
        {vendors.map(({ code, wallet }) => (
          <li key={wallet.kind} className={styles.wallet} data-available={wallet.available}>
            <span className={styles.walletName} title={wallet.name || code}>
              {wallet.name || code}
            </span>
            {wallet.available ? (
              <span className={styles.amount}>{formatMoney(wallet.balance)}</span>
            ) : (
              <span className={styles.unavailable}>{t("wallet.unavailable")}</span>
            )}
          </li>
        ))}
      </ul>
      {!balance.demo && vendors.length > 0 ? <CollectAll vendors={vendors} onCollected={onCollected} /> : null}
    </Panel>
  );
}

/** "My wallet" (transferFund): the main and game wallets, the held money, transfers between them. */
export function WalletPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const balance = useQuery(walletBalanceQuery(token));
  // Bumped by "Collect all": the transfer form starts again (no stale error, no amount typed
  // against balances that have since moved).
  const [collected, setCollected] = useState(0);
  const registerRealAccount = useRegisterRealAccount();
  return (
    <div className={styles.page}>
      <QueryState query={balance}>
        {(data) => (
          <>
            <Wallets
              balance={data}
              refreshing={balance.isFetching}
              onRefresh={() => void balance.refetch()}
              onCollected={() => setCollected((n) => n + 1)}
            />
            {data.demo ? (
              <div className={styles.copy}>
                <p className={styles.muted} role="note">
                  {t("wallet.demoNoTransfer")}
                </p>
                <Button type="button" variant="primary" onClick={() => void registerRealAccount()}>
                  {t("trial.register")}
                </Button>
              </div>
            ) : (
              <TransferForm key={collected} balance={data} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
