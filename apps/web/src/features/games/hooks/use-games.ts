import { useQuery } from "@tanstack/react-query";
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
export function useVendorName(vassalage: string): string {
  const lanes = useVendorLanes().data;
  const card = lanes?.flatMap((lane) => lane.cards).find((c) => c.vassalage === vassalage);
  return card?.displayName || vassalage;
}

export function useHotGames() {
  const language = useLanguage();
  const platform = useSystemStatus()?.info.site.platform || ANNOUNCEMENT_PLATFORM_WEB;
  return useQuery(hotGamesQuery({ language, merchantCode: getMerchantCode(), platform }));
}
