import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { chatMessages, chatMutes, members } from "../../db/schema";

export type ChatRow = {
  id: number;
  memberId: number;
  account: string;
  text: string;
  createdAt: Date;
};

/** The room, newest first: by id alone (unique, and in the order messages were posted), read from `chat_messages_room`. */
const roomKeys = new Keyset("chat", [{ column: chatMessages.id, kind: "int" }]);
/** The operators' list, newest first: by id too, hidden messages included, read from `chat_messages_brand`. */
const adminKeys = new Keyset("adminChat", [{ column: chatMessages.id, kind: "int" }]);

/** The chat room's messages and mutes (decision 0056). */
export class ChatRepository extends Repository<ChatRepository> {
  protected on(db: Db) {
    return new ChatRepository(db);
  }

  /** A page of the brand's visible messages, newest first, by cursor: one range of the room's partial index. */
  page(merchantId: number, request: CursorRequest) {
    const visible = and(eq(chatMessages.merchantId, merchantId), isNull(chatMessages.hiddenAt));
    return roomKeys.page(request, { merchantId }, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: roomKeys.select,
          id: chatMessages.id,
          memberId: chatMessages.memberId,
          account: members.account,
          text: chatMessages.text,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(members, eq(members.id, chatMessages.memberId))
        .where(and(visible, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
  }

  async insert(merchantId: number, memberId: number, text: string): Promise<{ id: number; createdAt: Date }> {
    const [row] = await this.db
      .insert(chatMessages)
      .values({ merchantId, memberId, text })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    return row!;
  }

  /**
   * Hides a visible message of the brand: the author's own (`byMember`, hiddenBy stays null) or
   * any by an operator. False when there is no such visible message (another brand's, another
   * member's, hidden already).
   */
  async hide(merchantId: number, id: number, who: { byMember: number } | { byOperator: number }): Promise<boolean> {
    const mine = "byMember" in who ? eq(chatMessages.memberId, who.byMember) : undefined;
    const rows = await this.db
      .update(chatMessages)
      .set({ hiddenAt: sql`now()`, hiddenBy: "byOperator" in who ? who.byOperator : null })
      .where(and(eq(chatMessages.id, id), eq(chatMessages.merchantId, merchantId), isNull(chatMessages.hiddenAt), mine))
      .returning({ id: chatMessages.id });
    return rows.length > 0;
  }

  /** Until when the member is muted at `now`, or undefined. */
  async mutedUntil(memberId: number, now: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ until: chatMutes.until })
      .from(chatMutes)
      .where(and(eq(chatMutes.memberId, memberId), gt(chatMutes.until, now)));
    return row?.until;
  }

  /** Whether the member belongs to the brand (an operator's mute names a member by id). */
  async memberOfBrand(merchantId: number, memberId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
    return row !== undefined;
  }

  /** Mutes the member until `until` (replacing a mute it had). */
  async mute(row: { merchantId: number; memberId: number; until: Date; reason: string; operatorId: number }) {
    await this.db
      .insert(chatMutes)
      .values(row)
      .onConflictDoUpdate({
        target: chatMutes.memberId,
        set: { until: row.until, reason: row.reason, operatorId: row.operatorId, createdAt: sql`now()` },
      });
  }

  /** Lifts the member's mute in force at `now`; false when it had none (never muted, lifted, or over already). */
  async unmute(merchantId: number, memberId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(chatMutes)
      .where(and(eq(chatMutes.memberId, memberId), eq(chatMutes.merchantId, merchantId), gt(chatMutes.until, now)))
      .returning({ memberId: chatMutes.memberId });
    return rows.length > 0;
  }

  /**
   * A page of the brand's messages for operators, newest first by cursor, hidden ones included,
   * with the author's mute in force at `now`; counted up to COUNT_CAP (one range of
   * `chat_messages_brand` either way, whatever the room's size).
   */
  async adminList(merchantId: number, now: Date, request: CursorRequest) {
    const where = eq(chatMessages.merchantId, merchantId);
    const page = await adminKeys.page(request, { merchantId }, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: adminKeys.select,
          id: chatMessages.id,
          memberId: chatMessages.memberId,
          account: members.account,
          text: chatMessages.text,
          createdAt: chatMessages.createdAt,
          hiddenAt: chatMessages.hiddenAt,
          mutedUntil: chatMutes.until,
        })
        .from(chatMessages)
        .innerJoin(members, eq(members.id, chatMessages.memberId))
        .leftJoin(chatMutes, and(eq(chatMutes.memberId, chatMessages.memberId), gt(chatMutes.until, now)))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, chatMessages, where)) };
  }
}
