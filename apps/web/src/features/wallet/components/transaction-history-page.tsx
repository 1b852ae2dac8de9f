import { useTranslation } from "react-i18next";
import { LEDGER_REASONS, type LedgerReason } from "@portal/contract/money";
import type { POINTS_REASONS } from "@portal/contract/api/points";
import { LedgerList } from "./ledger-list";
import styles from "./wallet.module.css";

/**
 * The ledger reasons of points (decision 0041): they move the points account, which the account
 * record never lists (the points mall has its own history), so its type filter leaves them out.
 * A record of every points reason: one added to the contract fails to compile until listed here.
 */
const POINTS_ONLY: Record<(typeof POINTS_REASONS)[number], true> = {
  POINTS_EARNED: true,
  POINTS_REDEEMED: true,
  POINTS_REFUNDED: true,
  POINTS_CONVERTED: true,
};

/** The reasons an entry of the member's wallets can have. */
const ACCOUNT_RECORD_REASONS: readonly LedgerReason[] = LEDGER_REASONS.filter(
  (reason) => !Object.hasOwn(POINTS_ONLY, reason),
);

/** "Account record" (transactionHistory): every entry of the member's wallets. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LedgerList kind="transactions" types={ACCOUNT_RECORD_REASONS} title={t("center.member.transactionHistory")} />
    </div>
  );
}
