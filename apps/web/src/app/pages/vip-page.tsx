import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { EmptyState } from "../../shared/ui/empty-state";

/** The Vip feature arrives in a later issue; until then a translated empty state. */
export default function VipPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="Vip" title={t("pages.Vip")}>
      <EmptyState title={t("soon.vipTitle")}>
        <p>{t("soon.vipText")}</p>
      </EmptyState>
    </PageFrame>
  );
}
