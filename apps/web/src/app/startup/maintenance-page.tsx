import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCustomerService } from "../../features/customer-service/hooks/use-customer-service";
import styles from "./startup.module.css";

/** System status 1: the whole portal is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const title = t("maintenance.title");
  useEffect(() => {
    document.title = title;
  }, [title]);
  const openCustomerService = useCustomerService();
  return (
    <main className={styles.page}>
      <div className={styles.card} data-testid="page-maintenance">
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z"
          />
        </svg>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{t("maintenance.text")}</p>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="maintenance-contact"
          onClick={() => void openCustomerService()}
        >
          {t("maintenance.contact")}
        </button>
      </div>
    </main>
  );
}
