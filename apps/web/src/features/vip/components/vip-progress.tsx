import { useId } from "react";
import { useTranslation } from "react-i18next";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import { formatMoney } from "../../../shared/format/money";
import { position } from "../hooks/vip-format";
import styles from "./vip.module.css";

/**
 * One figure's way to the next level (deposits or valid bets): a progress bar named by `label`
 * ("Deposits towards VIP 3") whose value reads as the figures ("1,300.00 of 2,500.00"), with
 * aria-valuenow and aria-valuemax (the amounts) for its position.
 */
export function VipProgress({ label, done, required }: { label: string; done: string; required: string }) {
  const { t } = useTranslation(VIP_NS);
  const labelId = useId();
  const text = t("vip.progressValue", { have: formatMoney(done), need: formatMoney(required) });
  const need = position(required);
  // A figure the level does not ask for is met from the start.
  const max = need === 0 ? 1 : need;
  const value = need === 0 ? 1 : Math.min(position(done), need);
  const percent = Math.round((value / max) * 100);
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span id={labelId} className={styles.progressLabel}>
          {label}
        </span>
        <span className={styles.amount} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
