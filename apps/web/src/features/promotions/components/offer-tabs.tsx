import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { PROMOTION_CATEGORIES, type PromotionCategory } from "@portal/contract/api/promotion-constants";
import { Badge } from "../../../shared/ui/badge";
import { Tabs } from "../../../shared/ui/tabs";
import { offersQuery, type OfferTerms } from "../api/promotions-api";
import { categoryName, offerBadgeText } from "../hooks/offer-text";

type Tab = "ALL" | PromotionCategory;

/** What the promotion list needs to know of the offers: which promotions the tab shows, and each one's badge. */
export interface OfferView {
  shows: (promotionId: number) => boolean;
  badge: (promotionId: number) => ReactNode;
}

/** The search parameter of the tab shown (none: All), so the tab survives a reload and Back. */
const TAB_PARAM = "category";

/**
 * The promotions' category tabs: All, then each category with an offer (GENERAL as "All games"),
 * around `children`, the list, given what the tab shows and each offer's badge. Nothing while the
 * offers load; when they cannot be read, every promotion shows without badges (the list stands alone).
 */
export function OfferTabs({ children }: { children: (view: OfferView) => ReactNode }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [params, setParams] = useSearchParams();
  const query = useQuery(offersQuery());
  const offers = query.data?.list ?? [];
  const termsOf = new Map<number, OfferTerms>(offers.map((offer) => [offer.id, offer.terms]));
  const categories = PROMOTION_CATEGORIES.filter((category) => offers.some((o) => o.terms.category === category));
  const tab: Tab = categories.find((category) => category === params.get(TAB_PARAM)) ?? "ALL";
  const view: OfferView = {
    shows: (id) => tab === "ALL" || termsOf.get(id)?.category === tab,
    badge: (id) => {
      const terms = termsOf.get(id);
      return terms ? <Badge tone="accent">{offerBadgeText(t, terms)}</Badge> : null;
    },
  };
  // The list waits for the offers (one small call beside the announcements): shown before them it
  // would be mounted again inside the tab panel once they come, its pictures loading twice.
  if (query.isPending) return null;
  return (
    <Tabs<Tab>
      label={t("promo.tabs")}
      value={tab}
      onChange={(next) => setParams(next === "ALL" ? {} : { [TAB_PARAM]: next }, { replace: true })}
      items={[
        { id: "ALL", label: t("promo.all") },
        ...categories.map((category) => ({ id: category, label: categoryName(t, category) })),
      ]}
    >
      {children(view)}
    </Tabs>
  );
}
