import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { PromotionList } from "../../features/announcements/components/promotion-list";
import { OfferTabs } from "../../features/promotions/components/offer-tabs";

/** /promotions: the promotions' cards (announcements) under the offers' category tabs and badges (promotions). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="promo" title={t("pages.promo")}>
      <OfferTabs>{(offers) => <PromotionList shows={offers.shows} badge={offers.badge} />}</OfferTabs>
    </PageFrame>
  );
}
