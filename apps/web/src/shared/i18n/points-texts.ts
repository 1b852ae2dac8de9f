import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { POINTS_NS } from "./namespaces";

/** Loads the texts of the points mall (their own namespace: not on the first screen). */
export const loadPointsTexts = lazyNamespace(
  POINTS_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/points/*.json"),
);
