import i18next, { type ResourceKey } from "i18next";
import { registerNamespace } from "./i18n";
import { LOTTERY_NS } from "./namespaces";

/** locales/lottery/<lng>.json, one lazy chunk each, by language. */
const files = import.meta.glob<{ default: ResourceKey }>("../../locales/lottery/*.json");
const loaders = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), load]),
);

/**
 * Loads the lottery's texts (family, play and prize names, the draw verification's texts: their
 * own namespace, namespaces.ts) in the current language, as loadAgentTexts does the agent centre's.
 * Imported by lottery parts only, so neither the texts nor their loaders are on the first screen.
 */
export function loadLotteryTexts(): Promise<void> {
  registerNamespace(LOTTERY_NS, loaders);
  return i18next.loadNamespaces(LOTTERY_NS);
}
