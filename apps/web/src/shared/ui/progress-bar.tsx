import { useId } from "react";
import styles from "./progress-bar.module.css";
import textStyles from "./text.module.css";

export interface ProgressBarProps {
  /** The bar's name, shown over it. */
  label: string;
  /** The figures ("120.00 of 500.00"), shown over the bar and read as its value. */
  text: string;
  value: number;
  /** More than 0. */
  max: number;
}

/**
 * What stands over a progress bar: its name (the bar's label, by `labelId`) and its figures (for
 * the eye only: the bar reads them as its value).
 */
export function ProgressHead({ labelId, label, text }: { labelId: string; label: string; text: string }) {
  return (
    <div className={styles.head}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={textStyles.amount} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/**
 * A progress bar named by `label` whose value reads as `text`, with aria-valuenow and
 * aria-valuemax for its position. Its colours: progress-bar.module.css.
 */
export function ProgressBar({ label, text, value, max }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round((value / max) * 100);
  return (
    <div className={styles.progress}>
      <ProgressHead labelId={labelId} label={label} text={text} />
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
