import { useTranslation } from "react-i18next";
import { LEDGER_REASONS } from "@portal/contract/money";
import { LedgerList } from "./ledger-list";
import styles from "./wallet.module.css";

/** "Account record" (transactionHistory): every entry of the member's wallets. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LedgerList kind="transactions" types={LEDGER_REASONS} title={t("center.member.transactionHistory")} />
    </div>
  );
}
