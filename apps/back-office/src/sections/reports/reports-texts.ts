import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The reports' texts (`reports.*`), loaded with their chunk. */
export const loadReportsTexts = lazyNamespace(
  "reports",
  import.meta.glob<{ default: ResourceKey }>("../../locales/reports/*.json"),
);
