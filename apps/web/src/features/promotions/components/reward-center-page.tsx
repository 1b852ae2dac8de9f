import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { ApplicationsList } from "./applications-list";
import { MyBonuses } from "./my-bonuses";
import styles from "./events.module.css";

/**
 * The member centre's "Reward center" (rewardCenter): the event applications first (an issued
 * prize waits there for its Claim), then the member's bonuses.
 */
export function RewardCenterPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.pageTitle}>
        {t("center.member.rewardCenter")}
      </h3>
      <ApplicationsList />
      <MyBonuses headingLevel={4} />
    </section>
  );
}
