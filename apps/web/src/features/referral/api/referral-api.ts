import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { REFERRAL_API, type referralFriendPageSchema, type referralSummarySchema } from "@portal/contract/api/referral";
import { apiGet } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type ReferralSummary = Answer<typeof referralSummarySchema>;
export type ReferralTerms = ReferralSummary["terms"];
export type ReferralFriendPage = Answer<typeof referralFriendPageSchema>;
export type ReferralFriend = ReferralFriendPage["list"][number];

/** Friends a page. */
export const FRIENDS_PAGE_SIZE = 10;

/** The member's referral queries: [member, <name>, token, ...] (shared/api/member.ts). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

/** The member's code, link and QR code, the brand's terms and the counts. */
export function referralSummaryQuery(token: string | null) {
  return queryOptions({
    queryKey: key("referralSummary", token),
    queryFn: ({ signal }) => apiGet<ReferralSummary>(REFERRAL_API.summary, undefined, signal),
    enabled: token !== null,
  });
}

/** The member's friends, newest first, a page by cursor. */
export function referralFriendsQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("referralFriends", token, cursor),
    queryFn: ({ signal }) =>
      apiGet<ReferralFriendPage>(REFERRAL_API.friends, { cursor, pageSize: FRIENDS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
