import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { useOpenCenter } from "../../../shared/modals/use-center";
import { Button } from "../../../shared/ui/button";
import stackStyles from "../../../shared/ui/stack.module.css";
import styles from "./points.module.css";

/**
 * No payment password yet: points cannot be spent before one is set in the security centre.
 * `beforeOpen` runs first (a dialog closes itself so the centre is not opened under it).
 */
export function PaymentPasswordNote({ beforeOpen }: { beforeOpen?: () => void }) {
  const { t } = useTranslation(POINTS_NS);
  const openCenter = useOpenCenter();
  return (
    <div className={stackStyles.section} role="note">
      <p className={styles.pending}>{t("points.needPaymentPassword")}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => {
            beforeOpen?.();
            openCenter("memberCenter", "securityCenter");
          }}
        >
          {t("points.setPaymentPassword")}
        </Button>
      </div>
    </div>
  );
}
