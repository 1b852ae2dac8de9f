import type { QueryClient } from "@tanstack/react-query";
import { MEMBER_QUERY_KEY } from "./member";

/** The chat room's query name: [member, "chat", token] (features/chat). */
export const CHAT_QUERY_NAME = "chat";

/** Reads the chat room again: a push ({"type":"chat"}) says it changed (decision 0056). */
export function invalidateChatQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: MEMBER_QUERY_KEY,
    predicate: (query) => query.queryKey[1] === CHAT_QUERY_NAME,
  });
}
