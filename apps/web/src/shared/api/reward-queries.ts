import type { QueryClient } from "@tanstack/react-query";
import { MEMBER_QUERY_KEY } from "./member";
import { invalidateMoneyQueries } from "./wallet-balance";

/**
 * The member queries of the reward center's two sources (decision 0042), `[member, <name>, token,
 * ...]`: the missions (features/missions: their progress, status and the menu's badge count) and
 * the member's rewards (features/rewards). A mission's claim makes a claimed reward and a reward's
 * claim moves money, so either feature reads both again, with the money, through
 * invalidateRewardQueries (a feature never imports another).
 */
export const MISSIONS_QUERY = "missions";
export const MEMBER_REWARDS_QUERY = "memberRewards";
const REWARD_QUERY_NAMES: readonly string[] = [MISSIONS_QUERY, MEMBER_REWARDS_QUERY];

/** A mission's prize or a reward was claimed: the missions, the rewards and the money are read again. */
export function invalidateRewardQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: MEMBER_QUERY_KEY,
      predicate: (query) => REWARD_QUERY_NAMES.includes(String(query.queryKey[1])),
    }),
    invalidateMoneyQueries(queryClient),
  ]).then(() => undefined);
}
