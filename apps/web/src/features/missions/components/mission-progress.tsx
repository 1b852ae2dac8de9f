import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import type { Mission } from "../api/missions-api";
import { missionQuantity, progressOf } from "../hooks/mission-text";
import styles from "./missions.module.css";

/**
 * A mission's progress: a progress bar named "Progress" whose value reads as the figures
 * ("120.00 of 500.00", "2 of 3"), with aria-valuenow and aria-valuemax for its position.
 */
export function MissionProgress({ mission }: { mission: Mission }) {
  const { t } = useTranslation(MISSIONS_NS);
  const labelId = useId();
  const { value, max } = progressOf(mission);
  // A claimable or claimed mission is done, whatever the count says past its target.
  const shown = mission.status === "IN_PROGRESS" ? mission.progress : mission.target;
  const text = t("missions.progressValue", {
    progress: missionQuantity(mission, shown),
    target: missionQuantity(mission, mission.target),
  });
  const percent = Math.round((value / max) * 100);
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span id={labelId} className={styles.progressLabel}>
          {t("missions.progress")}
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
