import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { formatMoney } from "../../../shared/format/money";
import { ProgressHead } from "../../../shared/ui/progress-bar";
import progressStyles from "../../../shared/ui/progress-bar.module.css";
import styles from "./promotions.module.css";

/** A decimal string as a number for the bar's position only (the figures shown stay strings). */
function position(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * A bonus's turnover: the valid bets counted so far against the requirement, as a labelled
 * progress bar whose value reads as the figures ("1,200.00 of 5,000.00").
 */
export function TurnoverProgress({ counted, required }: { counted: string; required: string }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const labelId = useId();
  const text = t("bonuses.progress", { counted: formatMoney(counted), required: formatMoney(required) });
  const max = position(required);
  // A bonus without a requirement is met from the start.
  const value = max === 0 ? 1 : Math.min(position(counted), max);
  return (
    <div className={progressStyles.progress}>
      <ProgressHead labelId={labelId} label={t("bonuses.turnover")} text={text} />
      <progress
        className={styles.bar}
        aria-labelledby={labelId}
        aria-valuetext={text}
        value={value}
        max={max === 0 ? 1 : max}
      />
    </div>
  );
}
