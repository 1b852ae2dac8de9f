import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import {
  POINTS_API,
  type convertResultSchema,
  type pointsEntryPageSchema,
  type pointsSummarySchema,
  type redemptionPageSchema,
  type redemptionSchema,
  type rewardListSchema,
} from "@portal/contract/api/points";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { postSealed } from "../../../shared/api/sealed";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type PointsSummary = Answer<typeof pointsSummarySchema>;
export type PointsRules = PointsSummary["rules"];
export type Reward = Answer<typeof rewardListSchema>["list"][number];
export type Redemption = Answer<typeof redemptionSchema>;
export type RedemptionPage = Answer<typeof redemptionPageSchema>;
export type PointsEntryPage = Answer<typeof pointsEntryPageSchema>;
export type PointsEntry = PointsEntryPage["list"][number];
export type ConvertResult = Answer<typeof convertResultSchema>;
export interface Delivery {
  name: string;
  phone: string;
  address: string;
}

/** Rows per page of the redemptions and of the points history. */
export const POINTS_PAGE_SIZE = 10;

/** The member's points queries: [member, <name>, token, ...] (shared/api/member.ts). */
const POINTS_QUERY_NAMES: readonly string[] = ["pointsSummary", "pointsRedemptions", "pointsEntries"];
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];
const REWARDS_KEY = ["pointsRewards"] as const;

/** The caller's points and the brand's rules (a member, not a trial one). */
export function pointsSummaryQuery(token: string | null) {
  return queryOptions({
    queryKey: key("pointsSummary", token),
    queryFn: ({ signal }) => apiGet<PointsSummary>(POINTS_API.summary, undefined, signal),
    enabled: token !== null,
  });
}

/** The mall's rewards (anyone), named in the page's language. */
export function rewardsQuery(language: Language) {
  return queryOptions({
    queryKey: [...REWARDS_KEY, language],
    queryFn: ({ signal }) => apiGet<{ list: Reward[] }>(POINTS_API.rewards, undefined, signal),
    staleTime: 60_000,
  });
}

/** The member's redemptions, newest first, a page by cursor (their rewards named in the page's language). */
export function redemptionsQuery(token: string | null, language: Language, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("pointsRedemptions", token, language, cursor),
    queryFn: ({ signal }) =>
      apiGet<RedemptionPage>(POINTS_API.redemptions, { cursor, pageSize: POINTS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The member's points entries (earned, spent, returned, converted), newest first, a page by cursor. */
export function pointsEntriesQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("pointsEntries", token, cursor),
    queryFn: ({ signal }) =>
      apiGet<PointsEntryPage>(POINTS_API.transactions, { cursor, pageSize: POINTS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Points were spent: the balance, the records and the rewards' stock are read again. */
export function invalidatePointsQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: MEMBER_QUERY_KEY,
      predicate: (query) => POINTS_QUERY_NAMES.includes(String(query.queryKey[1])),
    }),
    queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
  ]).then(() => undefined);
}

export interface RedeemInput {
  requestId: string;
  paymentPassword: string;
  /** A PHYSICAL reward's delivery; none for a MONEY one. */
  delivery?: Delivery;
}

/** Redeems a reward (encrypted body: it carries the payment password). */
export function redeemReward(rewardId: number, input: RedeemInput) {
  return postSealed<Redemption>("POST", pathWith(POINTS_API.redeem, { id: rewardId }), input);
}

export interface ConvertInput {
  requestId: string;
  paymentPassword: string;
  points: number;
}

/** Converts points to money (encrypted body: it carries the payment password). */
export function convertPoints(input: ConvertInput) {
  return postSealed<ConvertResult>("POST", POINTS_API.convert, input);
}
