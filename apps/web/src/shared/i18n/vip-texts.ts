import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { VIP_NS } from "./namespaces";

/** Loads the texts of the VIP page (their own namespace: not on the first screen). */
export const loadVipTexts = lazyNamespace(
  VIP_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/vip/*.json"),
);
