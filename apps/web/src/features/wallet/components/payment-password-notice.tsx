import { useTranslation } from "react-i18next";
import { useOpenCenter } from "../../../shared/modals/use-center";
import { Button } from "../../../shared/ui/button";
import styles from "./wallet.module.css";

/** No payment password yet: money cannot leave before one is set in "My account". */
export function PaymentPasswordNotice() {
  const { t } = useTranslation();
  const openCenter = useOpenCenter();
  return (
    <div className={styles.panel} role="note">
      <p className={styles.pending}>{t("wallet.needPaymentPassword")}</p>
      <div>
        <Button type="button" variant="primary" onClick={() => openCenter("memberCenter", "securityCenter")}>
          {t("wallet.setPaymentPassword")}
        </Button>
      </div>
    </div>
  );
}
