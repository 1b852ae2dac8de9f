import { useTranslation } from "react-i18next";
import { LOTTERY_NS } from "../i18n/namespaces";
import { Badge } from "../ui/badge";
import { resultParts } from "./lottery-result";
import styles from "./draw-result.module.css";

/**
 * A draw's result as its family's players read it (digits, numbers, prizes by name), "Void" for a
 * void draw; a result this page does not recognise is shown as it came.
 */
export function DrawResult({ family, result, isVoid = false }: { family: string; result: unknown; isVoid?: boolean }) {
  const { t } = useTranslation(LOTTERY_NS);
  if (isVoid) return <Badge tone="warning">{t("verify.void")}</Badge>;
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
