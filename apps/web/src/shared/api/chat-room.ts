import type { QueryClient } from "@tanstack/react-query";
import { MEMBER_QUERY_KEY } from "./member";

/** The chat room's query name: [member, "chat", token] (features/chat). */
export const CHAT_QUERY_NAME = "chat";

/**
 * Reads the chat room again: a push ({"type":"chat"}) says it changed (decision 0056). The
 * infinite query reads again the pages it has, no more; a push that comes while it is reading
 * leaves that read alone (cancelRefetch: false) instead of starting over. `refetchType: "none"`
 * only marks it stale (a hidden tab: read when it is shown again).
 */
export function invalidateChatQueries(
  queryClient: QueryClient,
  refetchType: "active" | "none" = "active",
): Promise<void> {
  return queryClient.invalidateQueries(
    {
      queryKey: MEMBER_QUERY_KEY,
      predicate: (query) => query.queryKey[1] === CHAT_QUERY_NAME,
      refetchType,
    },
    { cancelRefetch: false },
  );
}

/** How many open rooms watch the chat (the modal, while it is open), and who hears when that turns on or off. */
let watchers = 0;
const watchListeners = new Set<(watching: boolean) => void>();

/** Whether an open room wants the chat's pushes now. */
export function chatRoomWatched(): boolean {
  return watchers > 0;
}

/**
 * The chat room is open: the member's push socket asks the server for its pushes
 * ({"type":"watch","topic":"chat"}) until the returned function is called (once).
 */
export function watchChatRoom(): () => void {
  watchers += 1;
  if (watchers === 1) for (const listener of watchListeners) listener(true);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0) for (const listener of watchListeners) listener(false);
  };
}

/** Hears when the chat room starts or stops being watched (the push socket); returns the function that stops hearing. */
export function onChatRoomWatch(listener: (watching: boolean) => void): () => void {
  watchListeners.add(listener);
  return () => watchListeners.delete(listener);
}
