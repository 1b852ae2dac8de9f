import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { VipOverview } from "../../features/vip/components/vip-overview";

/** /vip: the member's VIP level and progress, and every level's benefits (header and footer). */
export default function VipPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="Vip" title={t("pages.Vip")}>
      <VipOverview />
    </PageFrame>
  );
}
