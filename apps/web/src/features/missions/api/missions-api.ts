import { queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import {
  MISSION_API,
  type Mission,
  type leaderboardSchema,
  type missionClaimSchema,
  type missionListSchema,
} from "@portal/contract/api/missions";
import type { Language } from "@portal/contract/languages";
import { apiGet, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { MISSIONS_QUERY } from "../../../shared/api/reward-queries";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type { Mission };
export type MissionList = Answer<typeof missionListSchema>;
export type Leaderboard = Answer<typeof leaderboardSchema>;
export type LeaderboardRow = Leaderboard["list"][number];
export type LeaderboardPeriod = Leaderboard["period"];
export type ClaimedReward = Answer<typeof missionClaimSchema>;

/** Member query keys: [member, what, token, ...] (shared/api/member.ts). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

/** Every language's missions of the session (to update or read again after a claim). */
export const missionsKey = (token: string | null) => key(MISSIONS_QUERY, token);

/**
 * The caller's missions of the running periods with their progress, and how many are ready to
 * claim (the menu's badge reads the same query). The operator's titles come in the page's language.
 * `enabled`: a real member's session (a trial member has no missions).
 */
export function missionsQuery(token: string | null, language: Language, enabled = true) {
  return queryOptions({
    queryKey: [...missionsKey(token), language],
    queryFn: ({ signal }) => apiGet<MissionList>(MISSION_API.list, undefined, signal),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}

/** The running day's or week's leaderboard (accounts masked, the caller's row marked). */
export function leaderboardQuery(token: string | null, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: [...key(MISSIONS_QUERY, token), "leaderboard", period],
    queryFn: ({ signal }) => apiGet<Leaderboard>(MISSION_API.leaderboard, { period }, signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** Claims a done mission's prize (no body; sent again, the server answers the same claimed reward). */
export function claimMission(id: number) {
  return apiSend<ClaimedReward>("POST", pathWith(MISSION_API.claim, { id }));
}
