import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import { HOT_GAMES_IS_PLATFORM } from "@portal/contract/constants";
import type { Game, Lane } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";

interface VendorLanesValue {
  data: { lanes: Lane[] };
}

interface HotGamesValue {
  list: Game[];
}

/** GET /wps/games/vendors: the vendor lanes, one per category. */
export function vendorLanesQuery(language: Language) {
  return queryOptions({
    queryKey: ["games", "vendors", language],
    queryFn: ({ signal }) => apiGet<VendorLanesValue>(API.vendorLanes, undefined, signal).then((v) => v.data.lanes),
    staleTime: 5 * 60_000,
  });
}

export interface HotGamesParams {
  language: Language;
  merchantCode: string;
  platform: string;
}

/** GET /wps/games/hot?isPlatform=2&platform=W&language=<lang>&merchantCode=<code>. */
export function hotGamesQuery({ language, merchantCode, platform }: HotGamesParams) {
  return queryOptions({
    queryKey: ["games", "hot", language, merchantCode, platform],
    queryFn: ({ signal }) =>
      apiGet<HotGamesValue>(
        API.hotGames,
        { isPlatform: HOT_GAMES_IS_PLATFORM, platform, language, merchantCode },
        signal,
      ).then((v) => v.list),
    staleTime: 5 * 60_000,
  });
}
