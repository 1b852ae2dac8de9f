import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { PromotionDetail } from "../../features/announcements/components/promotion-detail";
import { EventPanel } from "../../features/promotions/components/event-panel";
import { OfferPanel } from "../../features/promotions/components/offer-panel";
import { RafflePanel } from "../../features/promotions/components/raffle-panel";

/**
 * /promoDetail?id=: the promotion's article (announcements) with, below it, its offer and claim, its
 * raffle and its event and application (promotions).
 */
export default function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="promoDetail" title={t("pages.promoDetail")}>
      <PromotionDetail
        offer={(id) => (
          <>
            <OfferPanel promotionId={id} />
            <RafflePanel promotionId={id} />
            <EventPanel promotionId={id} />
          </>
        )}
      />
    </PageFrame>
  );
}
