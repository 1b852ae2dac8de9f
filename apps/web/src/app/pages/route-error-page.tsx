import { useTranslation } from "react-i18next";
import { ErrorPanel } from "../../shared/ui/error-panel";

/** Last resort of the router: an unexpected error while rendering a route. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content">
      <ErrorPanel
        message={t("errors.UNKNOWN_ERROR")}
        retryLabel={t("common.reload")}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
