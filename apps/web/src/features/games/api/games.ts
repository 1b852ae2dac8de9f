import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import { HOT_GAMES_IS_PLATFORM } from "@portal/contract/constants";
import type { Game } from "@portal/contract/api/content";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";

interface HotGamesValue {
  list: Game[];
}

export { vendorLanesQuery } from "../../../shared/api/vendor-lanes";

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
