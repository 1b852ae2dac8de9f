import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The content section's texts (`content.*`): announcements, the help centre, the editor. */
export const loadContentTexts = lazyNamespace(
  "content",
  import.meta.glob<{ default: ResourceKey }>("../../locales/content/*.json"),
);
