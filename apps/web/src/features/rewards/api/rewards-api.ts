import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import {
  REWARD_API,
  type MemberReward,
  type MemberRewardStatus,
  type memberRewardPageSchema,
} from "@portal/contract/api/rewards";
import { apiGet, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { MEMBER_REWARDS_QUERY } from "../../../shared/api/reward-queries";

export type { MemberReward, MemberRewardStatus };
export type MemberRewardPage = ReturnType<(typeof memberRewardPageSchema)["parse"]>;

/** Rewards per page of the reward center's list. */
export const REWARDS_PAGE_SIZE = 10;

/** Every page of the member's rewards, of every status (to update or read again after a claim). */
export const memberRewardsKey = (token: string | null) => [...MEMBER_QUERY_KEY, MEMBER_REWARDS_QUERY, token];

/** The member's rewards of one status, newest first, a page by cursor. */
export function memberRewardsQuery(token: string | null, status: MemberRewardStatus, cursor: string | undefined) {
  return queryOptions({
    queryKey: [...memberRewardsKey(token), status, cursor],
    queryFn: ({ signal }) =>
      apiGet<MemberRewardPage>(REWARD_API.list, { status, cursor, pageSize: REWARDS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

function isRewardPage(data: unknown): data is MemberRewardPage {
  return typeof data === "object" && data !== null && "list" in data && Array.isArray(data.list);
}

/** The pages that show `reward` show it as the server now answers it (claimed), until they are read again. */
export function showReward(queryClient: QueryClient, token: string | null, reward: MemberReward): void {
  queryClient.setQueriesData<unknown>({ queryKey: memberRewardsKey(token) }, (data: unknown) =>
    isRewardPage(data) ? { ...data, list: data.list.map((r) => (r.id === reward.id ? reward : r)) } : data,
  );
}

/** Claims an issued reward into the main wallet (no body; sent again, the server answers the same). */
export function claimReward(id: number) {
  return apiSend<MemberReward>("POST", pathWith(REWARD_API.claim, { id }));
}
