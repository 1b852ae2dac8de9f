import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { INBOX_NS } from "./namespaces";

/** Loads the texts of the member centre's platform information and feedback pages (their own namespace: not on the first screen). */
export const loadInboxTexts = lazyNamespace(
  INBOX_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/inbox/*.json"),
);
