import { useQuery } from "@tanstack/react-query";
import type { GameCategory } from "@portal/contract/games";
import { ANNOUNCEMENT_PLATFORM_WEB } from "@portal/contract/announcements";
import { useLanguage } from "../../../shared/i18n/use-language";
import { getMerchantCode } from "../../../shared/storage/merchant";
import { useSystemStatus } from "../../../shared/system/system-status";
import { hotGamesQuery, vendorLanesQuery } from "../api/games";

export function useVendorLanes() {
  return useQuery(vendorLanesQuery(useLanguage()));
}

/**
 * A vendor's name as players know it (the lanes every page already holds); its code while the
 * lanes load or when the vendor has no lane.
 */
export function useVendorName(vassalage: string, category?: GameCategory): string {
  const lanes = useVendorLanes().data;
  const cards = lanes?.flatMap((lane) => lane.cards).filter((c) => c.vassalage === vassalage) ?? [];
  // A vendor listed in several categories may go by a name in each (the house: "House Games",
  // "House Lottery"): the game's own category's name first.
  const card = cards.find((c) => c.category === category) ?? cards[0];
  return card?.displayName || vassalage;
}

export function useHotGames() {
  const language = useLanguage();
  const platform = useSystemStatus()?.info.site.platform || ANNOUNCEMENT_PLATFORM_WEB;
  return useQuery(hotGamesQuery({ language, merchantCode: getMerchantCode(), platform }));
}
