import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { PromotionDetail } from "../../features/announcements/components/promotion-detail";

export default function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="promoDetail" title={t("pages.promoDetail")}>
      <PromotionDetail />
    </PageFrame>
  );
}
