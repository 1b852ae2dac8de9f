import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { DOWNLOAD_QR_SIZE_PX } from "@portal/contract/constants";
import { ROUTE } from "@portal/contract/routes";
import { useCustomerService } from "../../features/customer-service/hooks/use-customer-service";
import { useAppDownloads } from "../../features/download/hooks/use-app-downloads";
import { findResource, useSystemStatus } from "../../shared/system/system-status";
import styles from "./side-menu.module.css";

/** Side bar: help, customer service, telegram, app download QR codes (spec section 2). */
export function SideMenu() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const openCustomerService = useCustomerService();
  const telegram = findResource(status, "TELEGRAM");
  const qrApps = useAppDownloads().filter(({ resource }) => resource.qrCodeUrl);

  return (
    <aside className={styles.side} aria-label={t("side.label")}>
      <ul className={styles.list}>
        <li>
          <Link to={ROUTE.help} className={styles.item}>
            {t("side.help")}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => void openCustomerService()}>
            {t("side.customerService")}
          </button>
        </li>
        {telegram?.url ? (
          <li>
            <a className={styles.item} href={telegram.url} target="_blank" rel="noopener noreferrer">
              {t("side.telegram")}
            </a>
          </li>
        ) : null}
      </ul>
      {qrApps.length > 0 ? (
        <div className={styles.download}>
          <Link to={ROUTE.down} className={styles.downloadTitle}>
            {t("side.appDownload")}
          </Link>
          <div className={styles.qrs}>
            {qrApps.map(({ key, resource }) => (
              <figure key={key} className={styles.qr}>
                <img
                  src={resource.qrCodeUrl}
                  alt={t(`download.${key}Qr`)}
                  width={DOWNLOAD_QR_SIZE_PX}
                  height={DOWNLOAD_QR_SIZE_PX}
                  loading="lazy"
                />
                <figcaption>{t(`download.${key}`)}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      ) : null}
    </aside>
  );
}
