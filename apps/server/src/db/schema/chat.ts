/** The brand's chat room (decision 0056): its messages and the members operators muted. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { operators } from "./admin";
import { createdAt, memberRef, merchantRef, tstz } from "./columns";

/**
 * A message of a brand's room: plain text as the member posted it (trimmed, checked by the
 * contract's chatPostRequest). Hidden, not deleted, by an operator (`hidden_by`) or its author
 * (`hidden_by` null): gone from the room, kept for the operators' records. The room reads
 * `chat_messages_room` (the brand's visible messages by id, newest first), one index range per page.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    hiddenAt: tstz("hidden_at"),
    hiddenBy: integer("hidden_by").references(() => operators.id),
  },
  (t) => [
    index("chat_messages_room")
      .on(t.merchantId, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index("chat_messages_brand").on(t.merchantId, t.id),
    check("chat_messages_text", sql`char_length(${t.text}) between 1 and 200`),
  ],
);

/** A member an operator muted in the room until `until`; one row a member, replaced by a new mute, deleted by an unmute. */
export const chatMutes = pgTable("chat_mutes", {
  memberId: memberRef().primaryKey(),
  merchantId: merchantRef(),
  until: tstz("until").notNull(),
  reason: text("reason").notNull().default(""),
  operatorId: integer("operator_id")
    .notNull()
    .references(() => operators.id),
  createdAt: createdAt(),
});
