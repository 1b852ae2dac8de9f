import { useTranslation } from "react-i18next";
import { DOWNLOAD_QR_SIZE_PX } from "@portal/contract/constants";
import { findResource, useSystemStatus } from "../../../shared/system/system-status";
import { EmptyState } from "../../../shared/ui/empty-state";
import styles from "./app-download.module.css";

const PLATFORMS = [
  { resourceType: "IOS", key: "ios" },
  { resourceType: "ANDROID", key: "android" },
] as const;

/** /down and /download: QR codes and links of the iOS and Android apps (resources IOS, ANDROID). */
export function AppDownload() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const apps = PLATFORMS.map((p) => ({ ...p, resource: findResource(status, p.resourceType) })).filter(
    (p) => p.resource !== undefined,
  );
  if (apps.length === 0) return <EmptyState title={t("download.unavailable")} testId="download-empty" />;
  return (
    <div className={styles.wrap}>
      <p className={styles.lead}>{t("download.lead")}</p>
      <ul className={styles.grid}>
        {apps.map(({ key, resource }) =>
          resource ? (
            <li key={key} className={styles.card} data-testid={`download-${key}`}>
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
          ) : null,
        )}
      </ul>
    </div>
  );
}
