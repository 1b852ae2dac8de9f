import { useTranslation } from "react-i18next";
import { useDateTime } from "../../../shared/format/use-date-time";
import { Badge } from "../../../shared/ui/badge";

/**
 * A vendor under maintenance (decision 0027), told the same way wherever the vendor is listed: the
 * lobby's tiles, the slots page's vendor tabs, the card-game rooms and the lottery pages.
 */
export function MaintenanceBadge() {
  const { t } = useTranslation();
  return <Badge tone="warning">{t("games.maintenance")}</Badge>;
}

/** The planned end of the maintenance, or that the vendor is closed while it lasts. */
export function MaintenanceNote({ until, className }: { until: number | null; className?: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <span className={className}>
      {until === null ? t("lobby.maintenanceClosed") : t("lobby.maintenanceUntil", { until: dateTime(until) })}
    </span>
  );
}
