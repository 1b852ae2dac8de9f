import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { memberMessages, memberTree, memberVip, members, messageBroadcasts, operators } from "../../db/schema";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";

export type Broadcast = typeof messageBroadcasts.$inferSelect;
export type MemberMessage = typeof memberMessages.$inferSelect;
export type NewBroadcast = Omit<typeof messageBroadcasts.$inferInsert, "id" | "createdAt" | "recipients">;

/** Who a message goes to, resolved to ids (service.ts resolves accounts). */
export type Recipients =
  | { audience: "MEMBER"; memberId: number }
  | { audience: "LABEL"; label: string }
  | { audience: "VIP_LEVEL"; level: number }
  | { audience: "TEAM"; agentId: number }
  | { audience: "ALL" };

/** Above this many recipients the push goes to the brand's sockets rather than naming each member. */
export const PUSH_NAMED_MAX = 1_000;

/** The inbox: unread first, then newest (ties by id), read from `member_messages_inbox`. */
const inboxKeys = new Keyset("inbox", [
  { column: memberMessages.unread, kind: "int" },
  { column: memberMessages.createdAt, kind: "time" },
  { column: memberMessages.id, kind: "int" },
]);

/** Operators' messages to members: the broadcasts and each member's copy (member_messages). */
export class InboxRepository extends Repository<InboxRepository> {
  protected on(db: Db) {
    return new InboxRepository(db);
  }

  /** A member of the brand by account (any type but a trial), for the MEMBER and TEAM audiences. */
  async memberByAccount(merchantId: number, account: string) {
    const [row] = await this.db
      .select({ id: members.id, memberType: members.memberType })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, account.trim().toLowerCase())));
    return row && row.memberType !== TRIAL_MEMBER_TYPE ? row : undefined;
  }

  /** The new broadcast, or undefined when the brand has one under this request id already. */
  async insertBroadcast(broadcast: NewBroadcast): Promise<Broadcast | undefined> {
    const [row] = await this.db
      .insert(messageBroadcasts)
      .values({ ...broadcast, recipients: 0 })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async broadcastByRequest(merchantId: number, requestId: string): Promise<Broadcast | undefined> {
    const [row] = await this.db
      .select()
      .from(messageBroadcasts)
      .where(and(eq(messageBroadcasts.merchantId, merchantId), eq(messageBroadcasts.requestId, requestId)));
    return row;
  }

  /**
   * Copies the broadcast into the inbox of every member of its audience in one INSERT ... SELECT
   * (never a loop over members), records how many it reached, and answers that count and, for an
   * audience of at most PUSH_NAMED_MAX, who they are (null: more; push to the brand).
   */
  async fanOut(broadcast: Broadcast, to: Recipients): Promise<{ recipients: number; memberIds: number[] | null }> {
    const [row] = await queryRows<{ n: number; ids: number[] | null }>(
      this.db,
      sql`with sent as (
          insert into ${memberMessages} (member_id, broadcast_id, title, content)
          select m.id, ${broadcast.id}::int, ${broadcast.title}::text, ${broadcast.content}::text
          from ${members} m
          where m.merchant_id = ${broadcast.merchantId}::int and m.member_type <> ${TRIAL_MEMBER_TYPE}::int
            and ${audienceFilter(broadcast.merchantId, to)}
          returning member_id
        )
        select count(*)::int as n,
          case when count(*) <= ${PUSH_NAMED_MAX}::int then coalesce(array_agg(member_id), '{}') end as ids
        from sent`,
    );
    const recipients = Number(row?.n ?? 0);
    await this.db.update(messageBroadcasts).set({ recipients }).where(eq(messageBroadcasts.id, broadcast.id));
    return { recipients, memberIds: row?.ids ? row.ids.map(Number) : null };
  }

  /** A message to one member outside any broadcast (the answer to its feedback). */
  async insertMessage(memberId: number, title: string, content: string): Promise<void> {
    await this.db.insert(memberMessages).values({ memberId, title, content });
  }

  /** The brand's broadcasts, newest first, with the sending operator's name. */
  broadcasts(merchantId: number, page: number, pageSize: number) {
    const where = eq(messageBroadcasts.merchantId, merchantId);
    return paginate(
      this.db.select({ total: count() }).from(messageBroadcasts).where(where),
      this.db
        .select({ broadcast: messageBroadcasts, operator: operators.username })
        .from(messageBroadcasts)
        .innerJoin(operators, eq(operators.id, messageBroadcasts.operatorId))
        .where(where)
        .orderBy(desc(messageBroadcasts.id))
        .$dynamic(),
      { page, pageSize },
    );
  }

  /** The member's undeleted messages, unread first then newest, a page by cursor, and their count. */
  async page(memberId: number, request: CursorRequest) {
    const own = and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));
    const page = await inboxKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: inboxKeys.select,
          id: memberMessages.id,
          title: memberMessages.title,
          readAt: memberMessages.readAt,
          createdAt: memberMessages.createdAt,
        })
        .from(memberMessages)
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, memberMessages, own)) };
  }

  /** The member's unread, undeleted messages. */
  async unreadCount(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(memberMessages)
      .where(
        and(eq(memberMessages.memberId, memberId), eq(memberMessages.unread, 1), isNull(memberMessages.deletedAt)),
      );
    return Number(row?.n ?? 0);
  }

  /** Opens one of the member's undeleted messages, marking it read (the first time); undefined when it is not theirs. */
  async open(memberId: number, id: number): Promise<MemberMessage | undefined> {
    const mine = and(
      eq(memberMessages.id, id),
      eq(memberMessages.memberId, memberId),
      isNull(memberMessages.deletedAt),
    );
    const [read] = await this.db
      .update(memberMessages)
      .set({ readAt: sql`coalesce(${memberMessages.readAt}, now())` })
      .where(mine)
      .returning();
    return read;
  }

  async readAll(memberId: number): Promise<number> {
    const rows = await this.db
      .update(memberMessages)
      .set({ readAt: sql`now()` })
      .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.unread, 1), isNull(memberMessages.deletedAt)))
      .returning({ id: memberMessages.id });
    return rows.length;
  }

  /** Deletes one of the member's messages (soft); false when it is not theirs or gone already. */
  async delete(memberId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(memberMessages)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt)))
      .returning({ id: memberMessages.id });
    return rows.length > 0;
  }
}

/** The audience as a condition on `m` (members of the brand). */
function audienceFilter(merchantId: number, to: Recipients): SQL {
  switch (to.audience) {
    case "MEMBER":
      return sql`m.id = ${to.memberId}::int`;
    case "LABEL":
      return sql`m.labels @> jsonb_build_array(${to.label}::text)`;
    case "VIP_LEVEL":
      // Level 0 is every member without a member_vip row.
      return to.level === 0
        ? sql`not exists (select 1 from ${memberVip} v where v.member_id = m.id)`
        : sql`exists (select 1 from ${memberVip} v where v.member_id = m.id and v.merchant_id = ${merchantId}::int and v.level = ${to.level}::int)`;
    case "TEAM":
      return sql`exists (select 1 from ${memberTree} t where t.ancestor_id = ${to.agentId}::int and t.descendant_id = m.id and t.depth >= 1)`;
    case "ALL":
      return sql`true`;
  }
}
