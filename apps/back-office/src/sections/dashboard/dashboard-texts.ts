import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The dashboard's texts (`dashboard.*`), loaded with its chunk. */
export const loadDashboardTexts = lazyNamespace(
  "dashboard",
  import.meta.glob<{ default: ResourceKey }>("../../locales/dashboard/*.json"),
);
