import { useId } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import type { GuardDecision } from "../../../shared/auth/guarded-action";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/button";
import textStyles from "../../../shared/ui/text.module.css";
import styles from "./points.module.css";

/**
 * In place of the balance for whoever has no points: a visitor is asked to log in (the header's
 * login), a trial member is told a real account is needed.
 */
export function GuestPanel({ decision }: { decision: Exclude<GuardDecision, "allow"> }) {
  const { t } = useTranslation(POINTS_NS);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={textStyles.title}>
        {t("points.myPoints")}
      </h2>
      {decision === "trial" ? (
        <p className={textStyles.muted} role="note">
          {t("errors.TRIAL_ACCOUNT")}
        </p>
      ) : (
        <>
          <p className={styles.message}>{t("points.loginPrompt")}</p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => openModal("login")}>
              {t("points.loginButton")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
