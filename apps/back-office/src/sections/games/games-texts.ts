import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The games sections' texts (`games.*`), loaded with their chunks. */
export const loadGamesTexts = lazyNamespace(
  "games",
  import.meta.glob<{ default: ResourceKey }>("../../locales/games/*.json"),
);
