import i18next, { type ResourceKey } from "i18next";
import { registerNamespace } from "./i18n";
import { AGENT_NS } from "./namespaces";

/** locales/agent/<lng>.json, one lazy chunk each, by language. */
const files = import.meta.glob<{ default: ResourceKey }>("../../locales/agent/*.json");
const loaders = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), load]),
);

/**
 * Loads the agent centre's texts (its own namespace, namespaces.ts) in the current language;
 * i18next loads them again in each language the visitor switches to while they are in use.
 * Imported by the agent centre only, so neither the texts nor their loaders are on the first screen.
 */
export function loadAgentTexts(): Promise<void> {
  registerNamespace(AGENT_NS, loaders);
  return i18next.loadNamespaces(AGENT_NS);
}
