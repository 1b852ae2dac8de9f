import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { MISSIONS_NS } from "./namespaces";

/** Loads the texts of the missions and of the reward center's rewards (their own namespace: not on the first screen). */
export const loadMissionsTexts = lazyNamespace(
  MISSIONS_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/missions/*.json"),
);
