import type { ResourceKey } from "i18next";
import { LOTTERY_LOCALE_FILES } from "@portal/contract/lottery/locale-files";
import { lazyNamespace } from "../../shared/i18n/i18n";

/** The games sections' texts (`games.*`), loaded with their chunks. */
export const loadGamesTexts = lazyNamespace(
  "games",
  import.meta.glob<{ default: ResourceKey }>("../../locales/games/*.json"),
);

export const LOTTERY_NAMES_NS = "lotteryNames";

/**
 * The lottery's family, play and tier names as players read them (lottery-names.ts): the
 * portal's own texts, from packages/contract, loaded with the lottery pages.
 */
export const loadLotteryNames = lazyNamespace(LOTTERY_NAMES_NS, LOTTERY_LOCALE_FILES);
