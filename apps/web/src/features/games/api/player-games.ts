import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { API, pathWith } from "@portal/contract/api/paths";
import {
  LOTTERY_ALL_COUNT,
  LOTTERY_POPULAR_COUNT,
  type Game,
  type LaunchGameRequest,
  type LotteryGame,
  type LotteryWinner,
  type PvpRoom,
  type VnLotteryRegion,
} from "@portal/contract/api/content";
import type { GameCategory } from "@portal/contract/games";
import type { Language } from "@portal/contract/languages";
import { apiGet, apiSend } from "../../../shared/api/client";

interface GameList {
  list: Game[];
  total: number;
  page: number;
  pageSize: number;
}

export interface GameListFilter {
  vendor?: string;
  category?: GameCategory;
  gameType?: string;
}

/** Page sizes of the game list: 12 on the home page, 24 elsewhere. */
export const GAME_PAGE_SIZE = { home: 12, page: 24 } as const;

/** A vendor's (or category's) games, page after page ("more" loads the next). */
export function gameListQuery(language: Language, filter: GameListFilter, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: ["games", "list", language, filter, pageSize],
    queryFn: ({ pageParam, signal }) =>
      apiGet<GameList>(API.egameList, { ...filter, language, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}

/** The caller's favourites and recent games (members only), each keyed by the session's token. */
export function favouritesQuery(token: string, language: Language) {
  return queryOptions({
    queryKey: ["games", "favourites", token, language],
    queryFn: ({ signal }) => apiGet<{ list: Game[] }>(API.egameFavourites, undefined, signal).then((v) => v.list),
  });
}

export function recentGamesQuery(token: string, language: Language) {
  return queryOptions({
    queryKey: ["games", "recent", token, language],
    queryFn: ({ signal }) => apiGet<{ list: Game[] }>(API.egameRecent, undefined, signal).then((v) => v.list),
  });
}

export function setFavourite(nodeId: number, on: boolean): Promise<null> {
  return on
    ? apiSend<null>("POST", API.egameFavourites, { nodeId })
    : apiSend<null>("DELETE", pathWith(API.egameFavourite, { nodeId }));
}

/** POST /wps/game/launchGame: the address to frame (game_url) or to open as a page (game_url2). */
export function launchGame(body: LaunchGameRequest) {
  return apiSend<{ game_url?: string; game_url2?: string }>("POST", API.launchGame, body);
}

export function pvpRoomsQuery(language: Language) {
  return queryOptions({
    queryKey: ["games", "pvpRooms", language],
    queryFn: ({ signal }) => apiGet<{ list: PvpRoom[] }>(API.pvpRooms, { language }, signal).then((v) => v.list),
    staleTime: 5 * 60_000,
  });
}

/** The e-lottery's popular list (20 games) or, with `all`, its full list (100). */
export function lotteryGamesQuery(language: Language, all: boolean) {
  const count = all ? LOTTERY_ALL_COUNT : LOTTERY_POPULAR_COUNT;
  return queryOptions({
    queryKey: ["games", "lottery", language, count],
    queryFn: ({ signal }) =>
      apiGet<{ list: LotteryGame[] }>(
        API.lotteryPopular,
        { count, language, prizeMode: "SEA", device: "WEB" },
        signal,
      ).then((v) => v.list),
    staleTime: 5 * 60_000,
  });
}

export function vnGameMenuQuery(language: Language) {
  return queryOptions({
    queryKey: ["games", "vnMenu", language],
    queryFn: ({ signal }) => apiGet<{ region: VnLotteryRegion; games: Game[] }[]>(API.vnGameMenu, { language }, signal),
    staleTime: 5 * 60_000,
  });
}

export function vnRecentQuery(token: string, language: Language) {
  return queryOptions({
    queryKey: ["games", "vnRecent", token, language],
    queryFn: ({ signal }) => apiGet<{ list: Game[] }>(API.vnRecent, undefined, signal).then((v) => v.list),
  });
}

/** How often the winner board asks again while it shows (the server keeps it ten seconds). */
const WINNERS_REFRESH_MS = 30_000;

/** The lottery's winner board: the latest winning rounds, accounts masked. */
export function lotteryWinnersQuery(language: Language, count = 10) {
  return queryOptions({
    queryKey: ["games", "lotteryWinners", language, count],
    queryFn: ({ signal }) =>
      apiGet<{ list: LotteryWinner[] }>(API.lotteryWinners, { language, count }, signal).then((v) => v.list),
    refetchInterval: WINNERS_REFRESH_MS,
  });
}
