import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  FEEDBACK_API,
  type FeedbackPage,
  type FeedbackSettings,
  type FeedbackType,
  type FeedbackView,
} from "@portal/contract/api/feedback";
import { apiGet, apiRequest } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

export type { FeedbackPage, FeedbackSettings, FeedbackView } from "@portal/contract/api/feedback";

/** Feedback a page. */
export const FEEDBACK_PAGE_SIZE = 5;

/** The member's feedback queries: [member, <name>, token, ...] (shared/api/member.ts). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

/** The brand's range of characters for a feedback's text. */
export function feedbackSettingsQuery(token: string | null) {
  return queryOptions({
    queryKey: key("feedbackSettings", token),
    queryFn: ({ signal }) => apiGet<FeedbackSettings>(FEEDBACK_API.settings, undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Every page of the member's feedback (read again after sending one). */
export const feedbackListKey = (token: string | null) => key("feedback", token);

/** The member's feedback with the replies, newest first, a page by cursor. */
export function feedbackListQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: [...feedbackListKey(token), cursor],
    queryFn: ({ signal }) =>
      apiGet<FeedbackPage>(FEEDBACK_API.feedback, { cursor, pageSize: FEEDBACK_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export interface FeedbackInput {
  type: FeedbackType;
  text: string;
  images: readonly File[];
}

/** Sends feedback: PUT multipart/form-data, fields `type` and `text`, files `images`. */
export function sendFeedback({ type, text, images }: FeedbackInput) {
  const form = new FormData();
  form.append("type", type);
  form.append("text", text);
  for (const image of images) form.append("images", image);
  return apiRequest<FeedbackView>(FEEDBACK_API.feedback, { method: "PUT", body: form });
}
