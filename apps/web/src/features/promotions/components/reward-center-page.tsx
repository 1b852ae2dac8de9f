import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { CenterPage } from "../../../shared/ui/center-page";
import { ApplicationsList } from "./applications-list";
import { MyBonuses } from "./my-bonuses";

/**
 * The member centre's "Reward center" (rewardCenter): the event applications first (an issued
 * prize waits there for its Claim), then the member's bonuses.
 */
export function RewardCenterPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <CenterPage title={t("center.member.rewardCenter")}>
      <ApplicationsList />
      <MyBonuses headingLevel={4} />
    </CenterPage>
  );
}
