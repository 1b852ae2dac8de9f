import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The loyalty pages' texts (`loyalty.*`: missions, lucky draws, VIP levels, points mall), loaded with their chunks. */
export const loadLoyaltyTexts = lazyNamespace(
  "loyalty",
  import.meta.glob<{ default: ResourceKey }>("../../locales/loyalty/*.json"),
);
