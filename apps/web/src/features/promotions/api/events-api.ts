import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import {
  EVENT_API,
  type ApplicationView,
  type EventView,
  type applicationPageSchema,
} from "@portal/contract/api/promotion-events";
import { ApiError } from "../../../shared/api/api-error";
import { apiGet, apiRequest, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

export type { ApplicationView, EventView };
export type ApplicationPage = ReturnType<(typeof applicationPageSchema)["parse"]>;

/** Applications per page of the reward centre. */
export const APPLICATIONS_PAGE_SIZE = 10;

/** Member query keys: [member, what, token, ...] (shared/api/member.ts). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

/** The event call's answer for a promotion that is no event. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.code === "NOT_FOUND";

export const eventKey = (token: string | null, promotionId: number) => key("promotionEvent", token, promotionId);

/**
 * A promotion's event and the member's application to it (a member, not a trial one). NOT_FOUND:
 * the promotion is no event (not retried: it will not become one).
 */
export function eventQuery(token: string | null, promotionId: number) {
  return queryOptions({
    queryKey: eventKey(token, promotionId),
    queryFn: ({ signal }) => apiGet<EventView>(pathWith(EVENT_API.event, { id: promotionId }), undefined, signal),
    enabled: token !== null,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** What an application sends: the comment as the member typed it (trimmed) and up to three images. */
export interface ApplicationInput {
  comment: string;
  images: readonly File[];
}

/** Applies to a promotion's event: multipart/form-data, text field `comment` and files `images`. */
export function applyToEvent(promotionId: number, { comment, images }: ApplicationInput) {
  const form = new FormData();
  form.append("comment", comment);
  for (const image of images) form.append("images", image);
  return apiRequest<ApplicationView>(pathWith(EVENT_API.apply, { id: promotionId }), { method: "POST", body: form });
}

/** Every page of the member's applications (to update or read again after an application or a claim). */
export const applicationsKey = (token: string | null) => key("eventApplications", token);

/** The member's applications, newest first, a page by cursor. */
export function applicationsQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: [...applicationsKey(token), cursor],
    queryFn: ({ signal }) =>
      apiGet<ApplicationPage>(EVENT_API.applications, { cursor, pageSize: APPLICATIONS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Claims an issued prize into the main wallet (no body; sent again, the server answers the same). */
export function claimPrize(applicationId: number) {
  return apiSend<ApplicationView>("POST", pathWith(EVENT_API.claimPrize, { id: applicationId }));
}
