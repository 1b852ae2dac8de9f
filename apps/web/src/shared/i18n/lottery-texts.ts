import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { LOTTERY_NS } from "./namespaces";

/**
 * Loads the lottery's texts (family, play and prize names, the draw verification's texts: their
 * own namespace), imported by lottery parts only.
 */
export const loadLotteryTexts = lazyNamespace(
  LOTTERY_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/lottery/*.json"),
);
