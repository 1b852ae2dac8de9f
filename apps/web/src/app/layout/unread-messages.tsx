import { useQuery } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import { apiGet } from "../../shared/api/client";
import { unreadMessagesKey } from "../../shared/api/unread-messages";

/** The member's unread message count (header and tab bar share the one query); undefined without a session. */
export function useUnreadCount(token: string): number | undefined {
  return useQuery({
    queryKey: unreadMessagesKey(token),
    queryFn: ({ signal }) => apiGet<{ count: number }>(API.unreadMessages, undefined, signal),
    enabled: token !== "",
    retry: false,
    staleTime: 60_000,
  }).data?.count;
}

export function MessageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 5h18v12H7l-4 4V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** Two speech bubbles: the brand's chat room. */
export function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M3 4h12v9H8l-3 3v-3H3V4zM17 8h4v9h-2v3l-3-3h-6v-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
