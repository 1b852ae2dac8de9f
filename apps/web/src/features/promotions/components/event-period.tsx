import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { useDateTime } from "../../../shared/format/use-date-time";
import type { EventView } from "../api/events-api";
import styles from "./promotions.module.css";

/** When an event takes applications, as a one-line definition list. */
export function EventPeriod({ event }: { event: Pick<EventView, "startsAt" | "endsAt"> }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dateTime = useDateTime();
  return (
    <dl className={styles.terms}>
      <dt>{t("promo.event.period")}</dt>
      <dd>
        {event.endsAt === null
          ? t("promo.periodOpen", { from: dateTime(event.startsAt) })
          : t("promo.periodRange", { from: dateTime(event.startsAt), to: dateTime(event.endsAt) })}
      </dd>
    </dl>
  );
}
