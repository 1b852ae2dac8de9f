import type { QueryClient } from "@tanstack/react-query";
import { MEMBER_QUERY_KEY } from "./member";

/**
 * The member's platform messages (messageV2): the header's and tab bar's unread count and the
 * inbox's pages share these query names, so a push ({"type":"message"}) or a read, a delete or
 * "mark all read" in the inbox refreshes the badge at once.
 */
export const MESSAGE_QUERY_NAMES = ["unread", "inbox"] as const;

/** The unread count's query key for a session (app/layout/unread-messages.tsx). */
export const unreadMessagesKey = (token: string) => [...MEMBER_QUERY_KEY, "unread", token] as const;

/** Reads the unread count and the inbox's pages again. */
export function invalidateMessageQueries(
  queryClient: QueryClient,
  refetchType: "active" | "none" = "active",
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: MEMBER_QUERY_KEY,
    predicate: (query) => (MESSAGE_QUERY_NAMES as readonly string[]).includes(String(query.queryKey[1])),
    refetchType,
  });
}
