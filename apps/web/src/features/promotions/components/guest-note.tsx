import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/button";
import textStyles from "../../../shared/ui/text.module.css";
import styles from "./promotions.module.css";

/**
 * What a visitor or a trial member sees in place of a member's action (an offer's claim, an
 * event's application): a login prompt with the header's login, or the trial note.
 */
export function GuestNote({
  decision,
  message,
  loginLabel,
}: {
  decision: "login" | "trial";
  /** What logging in shows (the visitor's prompt). */
  message: string;
  loginLabel: string;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  if (decision === "trial") {
    return (
      <p className={textStyles.muted} role="note">
        {t("errors.TRIAL_ACCOUNT")}
      </p>
    );
  }
  return (
    <>
      <p className={textStyles.muted}>{message}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => openModal("login")}>
          {loginLabel}
        </Button>
      </div>
    </>
  );
}
