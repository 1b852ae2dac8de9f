import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { EmptyState } from "../../shared/ui/empty-state";

/** The seamless feature arrives in a later issue; until then a translated empty state. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="seamless" title={t("pages.seamless")}>
      <EmptyState title={t("soon.seamlessTitle")} testId="seamless-empty">
        <p>{t("soon.seamlessText")}</p>
      </EmptyState>
    </PageFrame>
  );
}
