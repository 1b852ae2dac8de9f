import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The money sections' texts (`money.*`), loaded with their chunks. */
export const loadMoneyTexts = lazyNamespace(
  "money",
  import.meta.glob<{ default: ResourceKey }>("../../locales/money/*.json"),
);
