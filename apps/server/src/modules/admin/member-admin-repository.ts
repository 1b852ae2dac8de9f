import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { MemberSearchQuery } from "@portal/contract/api/admin-members";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { ledgerAccounts, memberBreaks, memberLabels, members, memberTree, memberVip, sessions } from "../../db/schema";
import { accountKey, linkedMemberIds } from "../members/repository";

/** The brand's members, newest first (the id grows with registration). */
const memberKeys = new Keyset("adminMembers", [{ column: members.id, kind: "int" }]);
/** Sessions shown on a member's page. */
const SESSIONS_SHOWN = 20;
/** Linked members shown on a member's page. */
const LINKED_SHOWN = 50;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The back office's reads and writes of members beyond the member's own repository: search,
 * labels, the member page's sessions, devices, uplines, wallets and protection. Status and
 * password flags are written through MemberRepository.update (its cache), never here.
 */
export class MemberAdminRepository extends Repository<MemberAdminRepository> {
  protected on(db: Db) {
    return new MemberAdminRepository(db);
  }

  /**
   * A page of the brand's members matching the search, newest first. ACCOUNT is a prefix of the
   * login key; MOBILE a part of the number; IP an exact address of registration, last login or
   * any session (the sessions by their member index after the address filter); LABEL exact.
   */
  async search(merchantId: number, query: MemberSearchQuery) {
    const q = query.q?.trim() ?? "";
    const where = and(eq(members.merchantId, merchantId), this.matching(query.field, q));
    const page = await memberKeys.page(query, { merchantId, field: query.field, q }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: memberKeys.select, member: members })
        .from(members)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, members, where)) };
  }

  private matching(field: MemberSearchQuery["field"], q: string): SQL | undefined {
    if (q === "") return undefined;
    switch (field) {
      case "ACCOUNT":
        return sql`${members.accountKey} like ${likeEscaped(accountKey(q))} || '%'`;
      case "MOBILE": {
        const digits = q.replace(/\D/g, "");
        return digits === "" ? sql`false` : sql`${members.mobileNum} like '%' || ${likeEscaped(digits)} || '%'`;
      }
      case "IP":
        return sql`(${members.registeredIp} = ${q} or ${members.lastLoginIp} = ${q}
          or exists (select 1 from ${sessions} s where s.member_id = ${members.id} and s.ip = ${q}))`;
      case "LABEL":
        return sql`exists (select 1 from ${memberLabels} l where l.member_id = ${members.id} and l.label = ${q})`;
    }
  }

  /** The labels of these members, by member. */
  async labelsOf(memberIds: readonly number[]): Promise<Map<number, string[]>> {
    const labels = new Map<number, string[]>();
    if (memberIds.length === 0) return labels;
    const rows = await this.db
      .select({ memberId: memberLabels.memberId, label: memberLabels.label })
      .from(memberLabels)
      .where(inArray(memberLabels.memberId, [...memberIds]))
      .orderBy(asc(memberLabels.label));
    for (const row of rows) labels.set(row.memberId, [...(labels.get(row.memberId) ?? []), row.label]);
    return labels;
  }

  /** Replaces the member's labels with these (an operator's edit). */
  async setLabels(merchantId: number, memberId: number, labels: readonly string[]): Promise<void> {
    await this.db.delete(memberLabels).where(eq(memberLabels.memberId, memberId));
    if (labels.length > 0)
      await this.db
        .insert(memberLabels)
        .values(labels.map((label) => ({ merchantId, memberId, label })))
        .onConflictDoNothing();
  }

  /** Every wallet and hold of the member in the books, by kind. */
  wallets(merchantId: number, memberId: number) {
    return this.db
      .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.ownerType, "MEMBER"),
          eq(ledgerAccounts.ownerId, memberId),
        ),
      )
      .orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.currency));
  }

  /** The member's uplines, from the top of the tree down to the direct upline. */
  uplines(memberId: number) {
    return this.db
      .select({ id: members.id, account: members.account })
      .from(memberTree)
      .innerJoin(members, eq(members.id, memberTree.ancestorId))
      .where(and(eq(memberTree.descendantId, memberId), sql`${memberTree.depth} > 0`))
      .orderBy(desc(memberTree.depth));
  }

  /** The member's VIP level (0 when never raised). */
  async vipLevel(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ level: memberVip.level })
      .from(memberVip)
      .where(eq(memberVip.memberId, memberId));
    return row?.level ?? 0;
  }

  /** The time-out or self-exclusion in force now, the one ending last. */
  async protectionInForce(memberId: number, now: Date) {
    const [row] = await this.db
      .select({ kind: memberBreaks.kind, endsAt: memberBreaks.endsAt })
      .from(memberBreaks)
      .where(
        and(
          eq(memberBreaks.memberId, memberId),
          sql`${memberBreaks.liftedAt} is null`,
          sql`${memberBreaks.startsAt} <= ${now.toISOString()}::timestamptz`,
          sql`${memberBreaks.endsAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(memberBreaks.endsAt))
      .limit(1);
    return row;
  }

  /** The member's latest sessions, newest first. */
  latestSessions(memberId: number) {
    return this.db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        ip: sessions.ip,
        deviceId: sessions.deviceId,
        origin: sessions.origin,
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .orderBy(desc(sessions.createdAt))
      .limit(SESSIONS_SHOWN);
  }

  /** Members who shared a device or bank account with this one (the one-per-person rules' view). */
  linked(memberId: number) {
    return queryRows<{ id: number; account: string; status: "ACTIVE" | "DISABLED" }>(
      this.db,
      sql`select m.id, m.account, m.status from ${members} m
        where m.id in (${linkedMemberIds(sql`${memberId}::int`)})
        order by m.id desc limit ${LINKED_SHOWN}`,
    );
  }
}
