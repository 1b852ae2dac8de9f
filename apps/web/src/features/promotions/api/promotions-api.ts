import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import { PROMOTION_API } from "@portal/contract/api/promotion-constants";
import type {
  BonusView,
  Eligibility,
  OfferTerms,
  bonusPageSchema,
  offerListSchema,
} from "@portal/contract/api/promotions";
import { apiGet, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type { BonusView, Eligibility, OfferTerms };
export type OfferList = Answer<typeof offerListSchema>;
export type Offer = OfferList["list"][number];
export type BonusPage = Answer<typeof bonusPageSchema>;

/** Bonuses per page of "My bonuses". */
export const BONUSES_PAGE_SIZE = 10;

/** Member query keys: [member, what, token, ...] (shared/api/member.ts). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

/** The offers of the brand's active promotions (anyone): the same for every visitor and language. */
export function offersQuery() {
  return queryOptions({
    queryKey: ["promotionOffers"],
    queryFn: ({ signal }) => apiGet<OfferList>(PROMOTION_API.offers, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export const eligibilityKey = (token: string | null, id: number) => key("promotionEligibility", token, id);

/** What the member would get from one promotion now, or the bonus it gave (a member, not a trial one). */
export function eligibilityQuery(token: string | null, id: number) {
  return queryOptions({
    queryKey: eligibilityKey(token, id),
    queryFn: ({ signal }) => apiGet<Eligibility>(pathWith(PROMOTION_API.eligibility, { id }), undefined, signal),
    enabled: token !== null,
  });
}

export function claimPromotion(id: number, requestId: string) {
  return apiSend<BonusView>("POST", pathWith(PROMOTION_API.claim, { id }), { requestId });
}

/** Every page of the member's bonuses (to update or read again after a claim or a forfeit). */
export const bonusesKey = (token: string | null) => key("bonuses", token);

/** The member's bonuses, newest first, a page by cursor. */
export function bonusesQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: [...bonusesKey(token), cursor],
    queryFn: ({ signal }) => apiGet<BonusPage>(PROMOTION_API.bonuses, { cursor, pageSize: BONUSES_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Gives up an active bonus: no body (the server is idempotent by the bonus's id: sent again, the same answer). */
export function forfeitBonus(id: number) {
  return apiSend<BonusView>("POST", pathWith(PROMOTION_API.forfeit, { id }));
}
