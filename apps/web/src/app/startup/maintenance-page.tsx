import { useTranslation } from "react-i18next";
import { useOutsideServiceLink } from "../../features/customer-service/hooks/use-outside-service-link";
import { StatePage } from "./state-page";

const WRENCH_ICON =
  "M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z";

/**
 * System status 1: the whole portal is under maintenance. "Contact us" opens the brand's
 * customer service (the operator's `customerServiceUrl`); a brand whose service is inside the
 * portal has nothing to offer here, since any portal page is this page now.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const contact = useOutsideServiceLink();
  return (
    <StatePage iconPath={WRENCH_ICON} title={t("maintenance.title")} text={t("maintenance.text")}>
      {contact ? (
        <a className="btn btn-primary" href={contact} target="_blank" rel="noopener noreferrer">
          {t("maintenance.contact")}
        </a>
      ) : null}
    </StatePage>
  );
}
