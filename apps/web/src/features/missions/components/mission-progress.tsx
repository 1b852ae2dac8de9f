import { useTranslation } from "react-i18next";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { ProgressBar } from "../../../shared/ui/progress-bar";
import type { Mission } from "../api/missions-api";
import { missionQuantity, progressOf } from "../hooks/mission-text";

/**
 * A mission's progress: a progress bar named "Progress" whose value reads as the figures
 * ("120.00 of 500.00", "2 of 3"), with aria-valuenow and aria-valuemax for its position.
 */
export function MissionProgress({ mission }: { mission: Mission }) {
  const { t } = useTranslation(MISSIONS_NS);
  const { value, max } = progressOf(mission);
  // A claimable or claimed mission is done, whatever the count says past its target.
  const shown = mission.status === "IN_PROGRESS" ? mission.progress : mission.target;
  const text = t("missions.progressValue", {
    progress: missionQuantity(mission, shown),
    target: missionQuantity(mission, mission.target),
  });
  return <ProgressBar label={t("missions.progress")} text={text} value={value} max={max} />;
}
