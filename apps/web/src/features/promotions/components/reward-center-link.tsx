import { useTranslation } from "react-i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { useOpenCenter } from "../../../shared/modals/use-center";
import { useFeatures } from "../../../shared/system/features";
import { Button } from "../../../shared/ui/button";
import styles from "./promotions.module.css";

/**
 * Opens the member centre's reward center, where a cashback's period and a raffle's money prize
 * are claimed (decision 0042); nothing when the brand has no reward center.
 */
export function RewardCenterLink() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const features = useFeatures();
  const openCenter = useOpenCenter();
  if (features[FEATURE.rewardCenter] !== true) return null;
  return (
    <div className={styles.actions}>
      <Button onClick={() => openCenter("memberCenter", "rewardCenter")}>{t("promo.openRewardCenter")}</Button>
    </div>
  );
}
