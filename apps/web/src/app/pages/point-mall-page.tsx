import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { EmptyState } from "../../shared/ui/empty-state";

/** The pointMall feature arrives in a later issue; until then a translated empty state. */
export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="pointMall" title={t("pages.pointMall")}>
      <EmptyState title={t("soon.pointMallTitle")}>
        <p>{t("soon.pointMallText")}</p>
      </EmptyState>
    </PageFrame>
  );
}
