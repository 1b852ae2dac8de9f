import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { MissionBoard } from "./mission-board";
import { MissionLeaderboard } from "./mission-leaderboard";
import styles from "./missions.module.css";

/**
 * The member centre's "Mission activity" (missionLeaderboard): the caller's missions by period
 * with their progress and Claim, then the day's and the week's leaderboards. Its texts are the
 * `missions` namespace, which app/ loads with the page.
 */
export function MissionsPage() {
  const { t } = useTranslation(MISSIONS_NS);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.pageTitle}>
        {t("center.member.missionLeaderboard")}
      </h3>
      <MissionBoard />
      <MissionLeaderboard />
    </section>
  );
}
