import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { BACCARAT_NS } from "./namespaces";

/** Loads the texts of the house baccarat (its table, and the verify page that shows its hands) (their own namespace: not on the first screen). */
export const loadBaccaratTexts = lazyNamespace(
  BACCARAT_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/baccarat/*.json"),
);
