/** Messages to members: the outbox to SMS and e-mail providers, and platform messages in the portal. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "@portal/contract/api/feedback";
import { MESSAGE_AUDIENCES } from "@portal/contract/api/inbox";
import { operators } from "./admin";
import { createdAt, memberRef, merchantRef, tstz } from "./columns";

export const OUTBOX_CHANNELS = ["SMS", "EMAIL"] as const;
/** PENDING until the provider answers, then SENT or FAILED (with its error). */
export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED"] as const;

/** Messages to members (SMS, e-mail) waiting for, or done with, their provider. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    error: text("error").notNull().default(""),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
  },
  (t) => [index("outbox_recipient").on(t.recipient, t.createdAt)],
);

/**
 * A message an operator sent to an audience (one member, a label, a VIP level, an agent's team,
 * everyone): what was sent, by whom, to whom and to how many. Fanned out into member_messages in
 * the same transaction; `requestId` makes a resend of the same send a no-op.
 */
export const messageBroadcasts = pgTable(
  "message_broadcasts",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    requestId: text("request_id").notNull(),
    audience: text("audience", { enum: MESSAGE_AUDIENCES }).notNull(),
    /** The audience's value: the member's or agent's account, the label, the VIP level; "" for everyone. */
    target: text("target").notNull().default(""),
    title: text("title").notNull(),
    /** Sanitized HTML (modules/content/sanitize.ts). */
    content: text("content").notNull(),
    recipients: integer("recipients").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("message_broadcasts_request").on(t.merchantId, t.requestId),
    index("message_broadcasts_brand").on(t.merchantId, t.id),
  ],
);

/**
 * Platform messages to a member (the messageV2 page); unread, undeleted ones are counted in the
 * header. `unread` follows `read_at` (a generated column) so the inbox's order, unread first and
 * then newest, is one index: `member_messages_inbox`. A deleted message (deleted_at) is gone from
 * the list and the count; the row stays for the operators' records.
 */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef(),
    /** The operator's broadcast it came from; null for a reply to the member's feedback. */
    broadcastId: integer("broadcast_id").references(() => messageBroadcasts.id),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    readAt: tstz("read_at"),
    unread: integer("unread")
      .notNull()
      .generatedAlwaysAs(sql`case when read_at is null then 1 else 0 end`),
    deletedAt: tstz("deleted_at"),
  },
  (t) => [
    index("member_messages_inbox")
      .on(t.memberId, t.unread, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A member's feedback (PUT /wps/feedback): its type, text and up to three checked images, and the
 * operator's reply (which also reaches the member as a message).
 */
export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    type: text("type", { enum: FEEDBACK_TYPES }).notNull(),
    text: text("text").notNull(),
    /** The checked, re-encoded images (uploads.id), in the order sent. */
    imageIds: jsonb("image_ids").$type<number[]>().notNull().default([]),
    status: text("status", { enum: FEEDBACK_STATUSES }).notNull().default("OPEN"),
    reply: text("reply"),
    repliedBy: integer("replied_by").references(() => operators.id),
    repliedAt: tstz("replied_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_member_time").on(t.memberId, t.createdAt, t.id),
    index("feedback_brand_status").on(t.merchantId, t.status, t.id),
    check("feedback_reply", sql`(${t.status} = 'OPEN') = (${t.reply} is null)`),
  ],
);
