import { useTranslation } from "react-i18next";
import { BONUS_REASONS } from "@portal/contract/money";
import { LedgerList } from "./ledger-list";
import styles from "./wallet.module.css";

/** "Bonus details" (bonusDetails): the entries of money the platform or an upline gave. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LedgerList kind="bonusDetails" types={BONUS_REASONS} title={t("center.member.bonusDetails")} />
    </div>
  );
}
