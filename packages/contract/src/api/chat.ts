import { z } from "zod";
import { serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";
import { isStorableText, text, UNSTORABLE_TEXT_MESSAGE } from "../input-schemas";

/**
 * The brand's chat room (decision 0056): one room per brand. Every logged-in member reads it
 * (newest page first, older pages by cursor); members who are not trial players post short plain
 * text, a few a minute. A new or hidden message is pushed over /ws as {"type":"chat"}: the
 * client reads the room again. Operators hide messages and mute members for a while (audited).
 */
export const CHAT_API = {
  /** GET: the room's newest messages, older ones by cursor; POST: posts one. */
  messages: "/wps/chat/messages",
  /** DELETE: the caller deletes one of its own messages (another member's is NOT_FOUND). */
  message: "/wps/chat/messages/:id",
} as const;

export const CHAT_ADMIN = {
  /** The brand's messages, newest first, hidden ones included, with their authors' accounts; keyset paged. */
  messages: "/admin/chat/messages",
  /** DELETE: hides a message from the room (audited). */
  message: "/admin/chat/messages/:id",
  /** PUT: mutes a member for some minutes; DELETE: lifts the mute (both audited). */
  mute: "/admin/chat/mutes/:memberId",
} as const;

/**
 * The most characters of a message, after trimming, counted in code points (an emoji is one): the
 * measure of the web's counter and of PostgreSQL's char_length in the table's check.
 */
export const CHAT_TEXT_MAX = 200;

/** A text's length in code points (not UTF-16 units, which count most emoji twice). */
export function chatTextLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}
/** Messages of a page; the web asks for CHAT_PAGE_SIZE. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_SIZE_MAX = 50;
/** The longest mute an operator may set at once: 30 days. */
export const CHAT_MUTE_MINUTES_MAX = 30 * 24 * 60;
export const CHAT_MUTE_REASON_MAX = 200;

/** A message as a member posts it: trimmed, 1 to CHAT_TEXT_MAX characters ("required", "too_long"). */
export const chatPostRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, "required")
    .refine((value) => chatTextLength(value) <= CHAT_TEXT_MAX, { message: "too_long", abort: true })
    .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE }),
});
export type ChatPostRequest = z.infer<typeof chatPostRequest>;

export const chatPageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE),
});

/** A message of the room as members see it: its author's account masked ("ab***yz"), never an operator's note. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  /** Posted by the caller (shown as "you", and deletable). */
  mine: z.boolean(),
  /** Plain text: shown as text, never as HTML. */
  text: z.string(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatPageSchema = z.object({
  /** Newest first. */
  list: z.array(chatMessageSchema),
  /** The cursor of the older messages after this page; null when there are none. */
  next: z.string().nullable(),
  /** The caller may post now (not a trial player, not muted, not on a break). */
  canPost: z.boolean(),
  /** Until when the caller is muted (epoch ms), or null. */
  mutedUntil: z.number().int().nullable(),
  /** The caller's time-out or self-exclusion in force (player protection), which refuses posting; or null. */
  blockedBy: z.enum(["ACCOUNT_TIMED_OUT", "SELF_EXCLUDED"]).nullable(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const chatMessageParams = z.object({ id: serialIdParam });
export const chatMemberParams = z.object({ memberId: serialIdParam });

/** The operators' list: newest first, by cursor (send back the answer's `next` or `prev`). */
export const adminChatQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminChatQuery = z.infer<typeof adminChatQuery>;
export const adminChatMessageSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  text: z.string(),
  createdAt: z.number().int(),
  /** When it was hidden (by an operator or its author), or null. */
  hiddenAt: z.number().int().nullable(),
  /** Until when its author is muted now (epoch ms), or null. */
  mutedUntil: z.number().int().nullable(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;
/** A page of the operators' list, its count stopping at COUNT_CAP (`totalCapped`). */
export const adminChatPageSchema = z.object({ list: z.array(adminChatMessageSchema), ...cursorPageFields });
export type AdminChatPage = z.infer<typeof adminChatPageSchema>;

export const chatMuteRequest = z.object({
  minutes: z.coerce.number().int().min(1).max(CHAT_MUTE_MINUTES_MAX),
  reason: text(CHAT_MUTE_REASON_MAX).default(""),
});
export type ChatMuteRequest = z.infer<typeof chatMuteRequest>;
export const chatMuteSchema = z.object({ memberId: z.number().int(), mutedUntil: z.number().int().nullable() });
