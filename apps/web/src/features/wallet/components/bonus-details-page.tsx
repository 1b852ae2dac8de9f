import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BONUS_REASONS } from "@portal/contract/money";
import { LedgerList } from "./ledger-list";
import styles from "./wallet.module.css";

/**
 * "Bonus details" (bonusDetails): the entries of money the platform or an upline gave, under
 * `bonuses` (what app/ composes above them: the member's bonuses of the promotions feature).
 */
export function BonusDetailsPage({ bonuses }: { bonuses?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {bonuses}
      <LedgerList kind="bonusDetails" types={BONUS_REASONS} title={t("center.member.bonusDetails")} />
    </div>
  );
}
