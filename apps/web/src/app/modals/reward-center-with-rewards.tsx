import { useTranslation } from "react-i18next";
import { MissionsToClaim } from "../../features/missions/components/missions-to-claim";
import { ApplicationsList } from "../../features/promotions/components/applications-list";
import { MyBonuses } from "../../features/promotions/components/my-bonuses";
import { RewardsList } from "../../features/rewards/components/rewards-list";
import { CenterPage } from "../../shared/ui/center-page";

/**
 * The member centre's "Reward center" (rewardCenter), composed of three features: the missions
 * whose prize waits (missions), the member's rewards to claim and their history (rewards), then
 * the event applications and the member's bonuses (promotions). Its texts include the `missions`
 * namespace, loaded with the page (center-with-pages.tsx).
 */
export function RewardCenterWithRewards() {
  const { t } = useTranslation();
  return (
    <CenterPage title={t("center.member.rewardCenter")}>
      <MissionsToClaim />
      <RewardsList />
      <ApplicationsList />
      <MyBonuses headingLevel={4} />
    </CenterPage>
  );
}
