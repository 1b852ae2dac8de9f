import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import {
  isChainDraw,
  LOTTERY_API,
  type ChainDrawView,
  type LotteryGameView,
  type LotteryResultView,
} from "@portal/contract/api/lottery";
import { apiGet } from "../api/client";

/** Draws a page of results holds; a shorter page is the last. */
export const RESULTS_PAGE_SIZE = 20;

/** How often a list with draws asks for new ones (only while the page is visible). */
export const RESULTS_REFRESH_MS = 15_000;
/**
 * While the page watches the lottery over /ws, a slow poll all the same: a push can fail to
 * arrive while the socket looks live (draws made by a worker process with no Redis to carry them).
 */
export const LIVE_SAFETY_MS = 60_000;

/** The brand's house lottery games (public: no login). */
export function lotteryGamesQuery() {
  return queryOptions({
    queryKey: ["lottery", "games"],
    queryFn: ({ signal }) =>
      apiGet<{ list: LotteryGameView[] }>(LOTTERY_API.games, undefined, signal).then((v) => v.list),
    staleTime: 5 * 60_000,
  });
}

/**
 * A game's draws, newest first, a page at a time: the next page is the draws before the last one
 * shown (`before`, its draw time). Refetching starts again from the newest, so a page never skips
 * or repeats a draw. While the game has no draw yet, it asks again every `pollMs`; once it has
 * draws, every RESULTS_REFRESH_MS, so new draws appear; only every LIVE_SAFETY_MS while the page
 * watches the lottery over /ws (`live`: each draw is pushed). TanStack Query does not refetch on an interval while the
 * page is hidden (refetchIntervalInBackground is off).
 */
export function lotteryResultsQuery(code: string, pollMs: number, live = false) {
  return infiniteQueryOptions({
    queryKey: ["lottery", "results", code],
    queryFn: ({ pageParam, signal }) =>
      apiGet<{ list: LotteryResultView[] }>(
        pathWith(LOTTERY_API.results, { code }),
        { limit: RESULTS_PAGE_SIZE, before: pageParam },
        signal,
      ).then((v) => v.list),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < RESULTS_PAGE_SIZE ? undefined : last[last.length - 1]?.drawsAt),
    refetchInterval: (query) =>
      live ? LIVE_SAFETY_MS : query.state.data?.pages[0]?.length ? RESULTS_REFRESH_MS : pollMs,
  });
}

/**
 * A fast game's draw just before `drawsAt` (the one a draw must link to), or null when there is
 * none (an official game's draws are no chain's: never asked for here).
 */
export function previousDraw(code: string, drawsAt: number, signal?: AbortSignal): Promise<ChainDrawView | null> {
  return apiGet<{ list: LotteryResultView[] }>(
    pathWith(LOTTERY_API.results, { code }),
    { limit: 1, before: drawsAt },
    signal,
  ).then((v) => v.list.find(isChainDraw) ?? null);
}
