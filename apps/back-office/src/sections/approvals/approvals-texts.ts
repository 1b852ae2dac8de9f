import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The adjustment approvals' texts (`approvals.*`), loaded with their chunk. */
export const loadApprovalsTexts = lazyNamespace(
  "approvals",
  import.meta.glob<{ default: ResourceKey }>("../../locales/approvals/*.json"),
);
