/** Messages to members: the outbox to SMS and e-mail providers, and platform messages in the portal. */
import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
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

/** Platform messages to a member (the messageV2 page); unread ones are counted in the header. */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    readAt: tstz("read_at"),
  },
  (t) => [index("member_messages_member").on(t.memberId, t.readAt)],
);
