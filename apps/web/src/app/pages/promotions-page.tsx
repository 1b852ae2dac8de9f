import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { PromotionList } from "../../features/announcements/components/promotion-list";

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="promo" title={t("pages.promo")}>
      <PromotionList />
    </PageFrame>
  );
}
