import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { CHAT_NS } from "./namespaces";

/** Loads the chat room's texts (their own namespace: not on the first screen). */
export const loadChatTexts = lazyNamespace(
  CHAT_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/chat/*.json"),
);
