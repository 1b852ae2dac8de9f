import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { MemberSearchQuery } from "@portal/contract/api/admin-members";
import { AGENT_MEMBER_TYPES } from "@portal/contract/members";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { bankAccounts, ledgerAccounts, memberBreaks, members, memberTree, memberVip, sessions } from "../../db/schema";
import { accountKey, linkedMemberIds } from "../members/repository";

/** The brand's members, newest first (the id grows with registration). */
const memberKeys = new Keyset("adminMembers", [{ column: members.id, kind: "int" }]);
/** Sessions shown on a member's page. */
const SESSIONS_SHOWN = 20;
/** Linked members shown on a member's page. */
const LINKED_SHOWN = 50;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The back office's reads of members beyond the member's own repository: search, the member
 * page's sessions, devices, uplines, wallets and protection. Every write to a member row (status,
 * password flag, labels) goes through MemberRepository.update (its cache), never here.
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
    const topAgents = query.topAgents === "true";
    const where = and(
      eq(members.merchantId, merchantId),
      this.matching(query.field, q),
      topAgents ? and(isNull(members.uplineId), inArray(members.memberType, [...AGENT_MEMBER_TYPES])) : undefined,
    );
    const filter = { merchantId, field: query.field, q, ...(topAgents ? { topAgents } : {}) };
    const page = await memberKeys.page(query, filter, ({ after, orderBy, limit }) =>
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
        return sql`${members.labels} @> jsonb_build_array(${q}::text)`;
    }
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

  /** The member's bound bank accounts, oldest first (numbers as stored: the caller masks them). */
  bankAccounts(memberId: number) {
    return this.db
      .select({
        id: bankAccounts.id,
        bankName: bankAccounts.bankName,
        accountName: bankAccounts.accountName,
        accountNumber: bankAccounts.accountNumber,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.memberId, memberId))
      .orderBy(bankAccounts.id);
  }

  /**
   * Members of the brand who shared a device or bank account with this one (the one-per-person
   * rules' view). A device id is the browser's, not the brand's: another brand's members are
   * left out here.
   */
  linked(merchantId: number, memberId: number) {
    return queryRows<{ id: number; account: string; status: "ACTIVE" | "DISABLED" }>(
      this.db,
      sql`select m.id, m.account, m.status from ${members} m
        where m.merchant_id = ${merchantId}::int and m.id in (${linkedMemberIds(sql`${memberId}::int`)})
        order by m.id desc limit ${LINKED_SHOWN}`,
    );
  }
}
