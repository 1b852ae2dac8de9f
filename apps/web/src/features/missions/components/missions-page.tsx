import { useTranslation } from "react-i18next";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { CenterPage } from "../../../shared/ui/center-page";
import { MissionBoard } from "./mission-board";
import { MissionLeaderboard } from "./mission-leaderboard";

/**
 * The member centre's "Mission activity" (missionLeaderboard): the caller's missions by period
 * with their progress and Claim, then the day's and the week's leaderboards. Its texts are the
 * `missions` namespace, which app/ loads with the page.
 */
export function MissionsPage() {
  const { t } = useTranslation(MISSIONS_NS);
  return (
    <CenterPage title={t("center.member.missionLeaderboard")}>
      <MissionBoard />
      <MissionLeaderboard />
    </CenterPage>
  );
}
