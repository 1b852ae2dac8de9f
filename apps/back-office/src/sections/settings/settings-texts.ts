import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The settings sections' texts (`settings.*`), loaded with their chunks. */
export const loadSettingsTexts = lazyNamespace(
  "settings",
  import.meta.glob<{ default: ResourceKey }>("../../locales/settings/*.json"),
);
