import { useTranslation } from "react-i18next";
import { DOWNLOAD_QR_SIZE_PX } from "@portal/contract/constants";
import { EmptyState } from "../../../shared/ui/empty-state";
import cardStyles from "../../../shared/ui/card.module.css";
import { useAppDownloads } from "../hooks/use-app-downloads";
import styles from "./app-download.module.css";

/** /down and /download: QR codes and links of the iOS and Android apps (resources IOS, ANDROID). */
export function AppDownload() {
  const { t } = useTranslation();
  const apps = useAppDownloads();
  if (apps.length === 0) return <EmptyState title={t("download.unavailable")} />;
  return (
    <div className={styles.wrap}>
      <p className={styles.lead}>{t("download.lead")}</p>
      <ul className={`${cardStyles.grid} ${styles.grid}`}>
        {apps.map(({ key, resource }) => (
          <li key={key} className={`${cardStyles.card} ${styles.card}`}>
            <h2 className={styles.title}>{t(`download.${key}`)}</h2>
            {resource.qrCodeUrl ? (
              <img
                className={styles.qr}
                src={resource.qrCodeUrl}
                alt={t(`download.${key}Qr`)}
                width={DOWNLOAD_QR_SIZE_PX * 2}
                height={DOWNLOAD_QR_SIZE_PX * 2}
              />
            ) : null}
            {resource.url ? (
              <a className="btn btn-primary" href={resource.url} target="_blank" rel="noopener noreferrer">
                {t(`download.${key}Link`)}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
