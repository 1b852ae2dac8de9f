import { useTranslation } from "react-i18next";
import { useCustomerService } from "../../features/customer-service/hooks/use-customer-service";
import { StatePage } from "./state-page";

const WRENCH_ICON =
  "M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z";

/** System status 1: the whole portal is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService();
  return (
    <StatePage
      testId="page-maintenance"
      iconPath={WRENCH_ICON}
      title={t("maintenance.title")}
      text={t("maintenance.text")}
    >
      <button
        type="button"
        className="btn btn-primary"
        data-testid="maintenance-contact"
        onClick={() => void openCustomerService()}
      >
        {t("maintenance.contact")}
      </button>
    </StatePage>
  );
}
