import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The agents section's texts (`agents.*`), loaded with its chunks. */
export const loadAgentsTexts = lazyNamespace(
  "agents",
  import.meta.glob<{ default: ResourceKey }>("../../locales/agents/*.json"),
);
