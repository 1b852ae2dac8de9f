import type { ResourceKey } from "i18next";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The messages and feedback section's texts (`messages.*`), loaded with its chunks. */
export const loadMessagesTexts = lazyNamespace(
  "messages",
  import.meta.glob<{ default: ResourceKey }>("../../locales/messages/*.json"),
);
