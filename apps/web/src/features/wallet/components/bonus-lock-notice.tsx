import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import type { WithdrawalSettings } from "../api/wallet-api";
import styles from "./wallet.module.css";

export type BonusLock = NonNullable<WithdrawalSettings["bonusLock"]>;

/**
 * An active bonus keeps part of the balance until its turnover is met (decision 0039): what it
 * locks, the turnover still to play and by when, and what can be withdrawn now.
 */
export function BonusLockNotice({ lock, withdrawable }: { lock: BonusLock; withdrawable: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const titleId = useId();
  return (
    <div className={styles.lock} role="note" aria-labelledby={titleId}>
      <p id={titleId} className={styles.lockTitle}>
        {t("bonus.lockTitle")}
      </p>
      <p className={styles.muted}>{t("bonus.lockNote")}</p>
      <dl className={styles.summary}>
        <div>
          <dt>{t("bonus.locked")}</dt>
          <dd className={styles.amount}>{formatMoney(lock.lockedAmount)}</dd>
        </div>
        <div>
          <dt>{t("bonus.remaining")}</dt>
          <dd className={styles.amount}>{formatMoney(lock.turnoverRemaining)}</dd>
        </div>
        <div>
          <dt>{t("bonus.deadline")}</dt>
          <dd>
            <time dateTime={isoDateTime(lock.expiresAt)}>{dateTime(lock.expiresAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("bonus.withdrawableNow")}</dt>
          <dd className={styles.amount}>{formatMoney(withdrawable)}</dd>
        </div>
      </dl>
    </div>
  );
}
