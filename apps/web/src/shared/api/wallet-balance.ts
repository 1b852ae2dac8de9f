import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { walletBalanceSchema } from "@portal/contract/api/accounts";
import { MEMBER_QUERY_KEY } from "./member";
import { apiGet } from "./client";

/** `value` of GET API.walletBalance (contract walletBalanceSchema). */
export type WalletBalance = ReturnType<(typeof walletBalanceSchema)["parse"]>;
export type Wallet = WalletBalance["wallets"][number];

/** The one key of the balance: the header, the money pages and the push socket share it. */
export function balanceQueryKey(token: string | null) {
  return [...MEMBER_QUERY_KEY, "balance", token] as const;
}

/** GET API.walletBalance for the current token. */
export function walletBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: balanceQueryKey(token),
    queryFn: ({ signal }) => apiGet<WalletBalance>(API.walletBalance, undefined, signal),
    enabled: token !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * The member queries that change when money moves (`[member, <name>, token, ...]`): the balance,
 * the deposit and withdrawal lists and settings, the account record, bonus details, the
 * transfer-to-upline state, the member's bonuses (their turnover and locks) and what a promotion
 * would give now (a deposit may make it claimable).
 */
export const MONEY_QUERY_NAMES: readonly string[] = [
  "balance",
  "deposits",
  "withdrawals",
  "withdrawalSettings",
  "transactions",
  "bonusDetails",
  "transferUpline",
  "bonuses",
  "promotionEligibility",
  // Points (features/points): earned as bets settle, spent in the mall.
  "pointsSummary",
  "pointsRedemptions",
  "pointsEntries",
];

/**
 * Money moved (an action succeeded, or the push socket said so): the balance and the lists are
 * read again (`refetchType: "none"`: only marked stale, read when next used).
 */
export function invalidateMoneyQueries(
  queryClient: QueryClient,
  refetchType: "active" | "none" = "active",
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: MEMBER_QUERY_KEY,
    predicate: (query) => MONEY_QUERY_NAMES.includes(String(query.queryKey[1])),
    refetchType,
  });
}
