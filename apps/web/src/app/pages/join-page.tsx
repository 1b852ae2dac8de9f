import { useTranslation } from "react-i18next";
import { Button } from "../../shared/ui/button";
import { PageFrame } from "../../shared/ui/page-frame";
import { openModal } from "../../shared/modals/modal-store";
import cardStyles from "../../shared/ui/card.module.css";
import styles from "./pages.module.css";

const BENEFITS = ["commission", "team", "tools", "support"] as const;

/** /join: becoming an agent. */
export default function JoinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="joinus" title={t("pages.joinus")}>
      <p className={styles.lead}>{t("join.lead")}</p>
      <ul className={`${cardStyles.grid} ${styles.cards}`}>
        {BENEFITS.map((key) => (
          <li key={key} className={`${cardStyles.card} ${styles.card}`}>
            <h2 className={styles.cardTitle}>{t(`join.${key}Title`)}</h2>
            <p>{t(`join.${key}Text`)}</p>
          </li>
        ))}
      </ul>
      <section className={`${cardStyles.card} ${styles.steps}`} aria-labelledby="join-steps">
        <h2 id="join-steps" className={styles.cardTitle}>
          {t("join.stepsTitle")}
        </h2>
        <ol>
          <li>{t("join.step1")}</li>
          <li>{t("join.step2")}</li>
          <li>{t("join.step3")}</li>
        </ol>
        <Button type="button" variant="primary" onClick={() => openModal("register")}>
          {t("join.cta")}
        </Button>
      </section>
    </PageFrame>
  );
}
