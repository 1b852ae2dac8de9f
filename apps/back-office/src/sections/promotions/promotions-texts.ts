import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The Promotions pages' texts (`promotions.*`): promotions and their offers, events, applications. */
export const loadPromotionsTexts = lazyNamespace(
  "promotions",
  import.meta.glob<{ default: ResourceKey }>("../../locales/promotions/*.json"),
);
