import { z } from "zod";
import { adminPageQuery } from "./admin";
import { requestIdInput, serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";
import { exactText, text } from "../input-schemas";

/**
 * Platform information (messageV2, spec section 2): messages operators send to one member, a
 * member label, a VIP level, an agent's team or every member of the brand. The member's inbox
 * lists them unread first, then newest; opening one marks it read; a deleted one is gone from the
 * list and from the unread count (API.unreadMessages). A new message is pushed over /ws as
 * {"type":"message"}.
 */
export const INBOX_API = {
  /** The caller's messages: unread first, then newest, by cursor. */
  messages: "/wps/member/messages",
  /** GET opens a message (and marks it read); DELETE deletes it. */
  message: "/wps/member/messages/:id",
  /** Marks every message of the caller read. */
  readAll: "/wps/member/messages/read",
} as const;

export const INBOX_ADMIN = {
  /** GET: the brand's sent messages, newest first; POST: sends one (permission sendMessages). */
  messages: "/admin/messages",
} as const;

/** Who a message goes to: one member (by account), a label, a VIP level, an agent's team (by the agent's account; the agent not included), everyone. */
export const MESSAGE_AUDIENCES = ["MEMBER", "LABEL", "VIP_LEVEL", "TEAM", "ALL"] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const MESSAGE_TITLE_MAX = 100;
/** The rich-text content's largest size, in characters of HTML as sent (sanitized on the server). */
export const MESSAGE_CONTENT_MAX = 20_000;

const messageFields = {
  /** Chosen by the back office per send: a resend with the same id sends nothing twice. */
  requestId: requestIdInput,
  title: text(MESSAGE_TITLE_MAX).min(1),
  content: z.string().max(MESSAGE_CONTENT_MAX).min(1),
};

export const sendMessageRequest = z.discriminatedUnion("audience", [
  z.object({ ...messageFields, audience: z.literal("MEMBER"), target: exactText(32).min(1) }),
  z.object({ ...messageFields, audience: z.literal("LABEL"), target: text(64).min(1) }),
  z.object({ ...messageFields, audience: z.literal("VIP_LEVEL"), target: z.coerce.number().int().min(0).max(10) }),
  z.object({ ...messageFields, audience: z.literal("TEAM"), target: exactText(32).min(1) }),
  z.object({ ...messageFields, audience: z.literal("ALL") }),
]);
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** A sent message, as the back office lists it. */
export const broadcastSchema = z.object({
  id: z.number().int(),
  audience: z.enum(MESSAGE_AUDIENCES),
  /** The account, label or level; "" for everyone. */
  target: z.string(),
  title: z.string(),
  content: z.string(),
  /** How many members it reached. */
  recipients: z.number().int(),
  operator: z.string(),
  createdAt: z.number().int(),
});
export type BroadcastView = z.infer<typeof broadcastSchema>;
export const broadcastPageQuery = adminPageQuery;

/** A message in the member's list (its content comes when it is opened). */
export const inboxItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** An opened message: its sanitized HTML content. */
export const inboxMessageSchema = inboxItemSchema.extend({ content: z.string() });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxItemSchema),
  ...cursorPageFields,
  /** The caller's unread messages (the header's badge). */
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxPageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const messageParams = z.object({ id: serialIdParam });
