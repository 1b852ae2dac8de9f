import { useTranslation } from "react-i18next";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import type { GuardDecision } from "../../../shared/auth/guarded-action";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/button";
import textStyles from "../../../shared/ui/text.module.css";
import { LevelPanel } from "./level-panel";
import styles from "./vip.module.css";

/**
 * In place of the member's level for whoever has none: a visitor is invited to log in or register
 * (the header's popups), a trial member is told a real account is needed.
 */
export function GuestPanel({ decision }: { decision: Exclude<GuardDecision, "allow"> }) {
  const { t } = useTranslation(VIP_NS);
  return (
    <LevelPanel>
      {decision === "trial" ? (
        <p className={textStyles.muted} role="note">
          {t("errors.TRIAL_ACCOUNT")}
        </p>
      ) : (
        <>
          <p className={styles.message}>{t("vip.loginPrompt")}</p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => openModal("login")}>
              {t("vip.login")}
            </Button>
            <Button onClick={() => openModal("register")}>{t("vip.register")}</Button>
          </div>
        </>
      )}
    </LevelPanel>
  );
}
