import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BrowserRouter } from "react-router";
import { SYSTEM_STATUS, deriveSystemStatus } from "@portal/contract/system-status";
import { systemStatusQuery } from "../../shared/system/system-status";
import { applySiteDefaultLanguage } from "../../shared/i18n/i18n";
import { applyBrandTheme } from "../../shared/system/brand-theme";
import { errorKeyOf } from "../../shared/api/api-error";
import { onApiFailure } from "../../shared/api/client";
import { ErrorPanel } from "../../shared/ui/error-panel";
import { AppRoutes } from "../router";
import { MaintenancePage } from "./maintenance-page";
import { RegionPage } from "./region-page";
import { Splash } from "./splash";
import styles from "./startup.module.css";

function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * Start-up (spec section 4): permissions are fetched, then the app mounts according to the
 * system status: 0 the portal, 1 the maintenance page, 2 the region page.
 */
export function StartupGate() {
  const { t } = useTranslation();
  const query = useQuery(systemStatusQuery());
  const status = query.data;

  useEffect(() => {
    if (!status) return;
    applySiteDefaultLanguage(status.info.site.defaultLanguage);
    applyBrandTheme(status.info.site.theme);
  }, [status]);

  // The server refuses player calls once maintenance starts or the region is blocked: ask the
  // status again, so the full-page state replaces the portal instead of one failed action.
  const { refetch } = query;
  useEffect(
    () =>
      onApiFailure((error) => {
        if (error.code === "SYSTEM_MAINTENANCE" || error.code === "REGION_RESTRICTED") void refetch();
      }),
    [refetch],
  );

  if (status === undefined) {
    if (query.isError) {
      return (
        <main className={styles.page}>
          <ErrorPanel
            message={t(errorKeyOf(query.error))}
            retryLabel={t("common.retry")}
            onRetry={() => void query.refetch()}
          />
        </main>
      );
    }
    return <Splash />;
  }

  const code = deriveSystemStatus(status);
  if (code === SYSTEM_STATUS.maintenance) return <MaintenancePage />;
  if (code === SYSTEM_STATUS.regionRestricted) {
    return <RegionPage ip={status.location.ip} country={status.location.country} />;
  }
  return <AppRouter />;
}
