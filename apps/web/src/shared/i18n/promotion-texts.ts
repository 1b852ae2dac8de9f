import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { PROMOTIONS_NS } from "./namespaces";

/**
 * Loads the promotions' texts (offers and their terms, events and applications, the member's
 * bonuses: their own namespace, not on the first screen), with /promotions, /promoDetail and the
 * member centre's bonus details and reward center.
 */
export const loadPromotionTexts = lazyNamespace(
  PROMOTIONS_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/promotions/*.json"),
);
