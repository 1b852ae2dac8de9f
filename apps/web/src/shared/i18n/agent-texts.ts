import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { AGENT_NS } from "./namespaces";

/** Loads the agent centre's texts (its own namespace), imported by the agent centre only. */
export const loadAgentTexts = lazyNamespace(
  AGENT_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/agent/*.json"),
);
