import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import { INBOX_API, type InboxMessage, type InboxPage } from "@portal/contract/api/inbox";
import { apiGet, apiSend } from "../../../shared/api/client";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

export type { InboxItem, InboxMessage, InboxPage } from "@portal/contract/api/inbox";

/** Messages a page. */
export const INBOX_PAGE_SIZE = 10;

/** The member's message queries: [member, <name>, token, ...] (shared/api/member.ts; "inbox" is one of shared/api/unread-messages.ts's names). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

/** The member's messages, unread first then newest, a page by cursor, with the unread count. */
export function inboxQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("inbox", token, cursor),
    queryFn: ({ signal }) => apiGet<InboxPage>(INBOX_API.messages, { cursor, pageSize: INBOX_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** One message, opened: the server marks it read as it answers. */
export function messageQuery(token: string | null, id: number) {
  return queryOptions({
    queryKey: key("inboxMessage", token, id),
    queryFn: ({ signal }) => apiGet<InboxMessage>(pathWith(INBOX_API.message, { id }), undefined, signal),
    enabled: token !== null,
    retry: false,
  });
}

export function deleteMessage(id: number) {
  return apiSend<{ count: number }>("DELETE", pathWith(INBOX_API.message, { id }));
}

export function readAllMessages() {
  return apiSend<{ read: number }>("POST", INBOX_API.readAll);
}
