import { useQuery } from "@tanstack/react-query";
import { ANNOUNCEMENT_PLATFORM_WEB } from "@portal/contract/announcements";
import { useLanguage } from "../../../shared/i18n/use-language";
import { getMerchantCode } from "../../../shared/storage/merchant";
import { useSystemStatus } from "../../../shared/system/system-status";
import { hotGamesQuery, vendorLanesQuery } from "../api/games";

export function useVendorLanes() {
  return useQuery(vendorLanesQuery(useLanguage()));
}

export function useHotGames() {
  const language = useLanguage();
  const platform = useSystemStatus()?.info.site.platform || ANNOUNCEMENT_PLATFORM_WEB;
  return useQuery(hotGamesQuery({ language, merchantCode: getMerchantCode(), platform }));
}
