import { useTranslation } from "react-i18next";
import { useOpenCenter } from "../../../shared/modals/use-center";
import styles from "./wallet.module.css";

/** No payment password yet: money cannot leave before one is set in "My account". */
export function PaymentPasswordNotice({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const openCenter = useOpenCenter();
  return (
    <div className={styles.panel} role="note" data-testid={testId}>
      <p className={styles.pending}>{t("wallet.needPaymentPassword")}</p>
      <div>
        <button
          type="button"
          className="btn btn-primary"
          data-testid={`${testId}-link`}
          onClick={() => openCenter("memberCenter", "securityCenter")}
        >
          {t("wallet.setPaymentPassword")}
        </button>
      </div>
    </div>
  );
}
