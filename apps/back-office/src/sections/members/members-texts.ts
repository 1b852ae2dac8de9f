import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The members section's texts (`members.*`), loaded with its chunks. */
export const loadMembersTexts = lazyNamespace(
  "members",
  import.meta.glob<{ default: ResourceKey }>("../../locales/members/*.json"),
);
