import { infiniteQueryOptions } from "@tanstack/react-query";
import { pathWith } from "@portal/contract/api/paths";
import { CHAT_API, CHAT_PAGE_SIZE, type ChatMessage, type ChatPage } from "@portal/contract/api/chat";
import { apiGet, apiSend } from "../../../shared/api/client";
import { CHAT_QUERY_NAME } from "../../../shared/api/chat-room";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

export type { ChatMessage, ChatPage } from "@portal/contract/api/chat";

/** The room's query key for a session; a push refreshes every query named "chat" (shared/api/chat-room.ts). */
export const chatRoomKey = (token: string | null) => [...MEMBER_QUERY_KEY, CHAT_QUERY_NAME, token] as const;

/** The room: the newest page first, then older pages ("load older") by the answer's cursor. */
export function chatRoomQuery(token: string | null) {
  return infiniteQueryOptions({
    queryKey: chatRoomKey(token),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ChatPage>(CHAT_API.messages, { cursor: pageParam, pageSize: CHAT_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: token !== null,
  });
}

export function postChatMessage(text: string) {
  return apiSend<ChatMessage>("POST", CHAT_API.messages, { text });
}

export function deleteChatMessage(id: number) {
  return apiSend<{ deleted: boolean }>("DELETE", pathWith(CHAT_API.message, { id }));
}

/** The text colour that reads best on the brand's chat header colour (#rrggbb): white or near-black, by WCAG contrast. */
export function textOn(background: string): "#ffffff" | "#111111" {
  const match = /^#([0-9a-f]{6})$/i.exec(background);
  if (!match) return "#ffffff";
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  const dark = 0.0056; // #111111
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (dark + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#111111";
}
