import { useTranslation } from "react-i18next";
import { LOTTERY_NS } from "../i18n/namespaces";
import { Badge } from "../ui/badge";
import { resultParts, vnResultRows } from "./lottery-result";
import { VnResultDisclosure, VnResultTable } from "./vn-result-table";
import styles from "./draw-result.module.css";

export interface DrawResultProps {
  family: string;
  result: unknown;
  isVoid?: boolean;
  /**
   * A list of many draws, one line each: a Vietnamese result shows its special prize, with its
   * official table behind a disclosure, instead of the table itself.
   */
  compact?: boolean;
  /** Names a Vietnamese result's table ("Results of draw ..."); "Result" when not given. */
  label?: string;
}

/**
 * A draw's result as its family's players read it (digits, numbers, prizes by name; a Vietnamese
 * result in the official results table), "Void" for a void draw; a result this page does not
 * recognise is shown as it came.
 */
export function DrawResult({ family, result, isVoid = false, compact = false, label }: DrawResultProps) {
  const { t } = useTranslation(LOTTERY_NS);
  if (isVoid) return <Badge tone="warning">{t("verify.void")}</Badge>;
  const prizes = vnResultRows(family, result);
  if (prizes) {
    const name = label ?? t("verify.result");
    return compact ? <VnResultDisclosure rows={prizes} label={name} /> : <VnResultTable rows={prizes} label={name} />;
  }
  const parts = resultParts(family, result);
  if (!parts) return <span className={styles.mono}>{JSON.stringify(result)}</span>;
  return (
    <span className={styles.result}>
      {parts.map((part, i) => (
        <span key={i} className={styles.part}>
          {part.label ? <span className={styles.partLabel}>{t(part.label)} </span> : null}
          <span className={styles.numbers}>{part.value}</span>
        </span>
      ))}
    </span>
  );
}
