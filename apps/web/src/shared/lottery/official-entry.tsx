import { useTranslation } from "react-i18next";
import type { OfficialEntry } from "@portal/contract/api/lottery";
import { isoDateTime } from "../format/date-time";
import { useDateTime } from "../format/use-date-time";
import { LOTTERY_NS } from "../i18n/namespaces";
import styles from "./draw-result.module.css";

/**
 * Who entered an official draw's result and who confirmed it, and when (decision 0036): a result
 * is paid only on two operators' word, and players see both. The times are in brand time, or in
 * the zone `offsetMin` names (the page's own, as /Vnlottery's GMT+7).
 */
export function OfficialEntryText({ entry, offsetMin }: { entry: OfficialEntry; offsetMin?: number }) {
  const { t } = useTranslation(LOTTERY_NS);
  const dateTime = useDateTime(offsetMin);
  return (
    <span className={styles.result}>
      <span className={styles.part}>
        <span className={styles.partLabel}>{t("official.enteredBy")} </span>
        {entry.enteredBy} <time dateTime={isoDateTime(entry.enteredAt, offsetMin)}>{dateTime(entry.enteredAt)}</time>
      </span>
      <span className={styles.part}>
        <span className={styles.partLabel}>{t("official.confirmedBy")} </span>
        {entry.confirmedBy}{" "}
        <time dateTime={isoDateTime(entry.confirmedAt, offsetMin)}>{dateTime(entry.confirmedAt)}</time>
      </span>
    </span>
  );
}
