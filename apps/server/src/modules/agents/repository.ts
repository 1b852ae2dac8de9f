import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import type { GameCategory } from "@portal/contract/games";
import { AGENT_MEMBER_TYPES } from "@portal/contract/members";
import type { AccountKind } from "@portal/contract/api/agents";
import { queryRows, type Db } from "../../db/client";
import { Keyset, cappedCount, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { ledgerAccounts, memberRebateRates, memberTree, members } from "../../db/schema";
import type { MemberStatus } from "../../db/schema/members";
import { MEMBER_KIND } from "../money/wallets";

/** A rate per category in parts per million (no row: 0). */
export type RatesPpm = Partial<Record<GameCategory, number>>;

/** The direct downlines' filters (DOWNMAN). */
export interface DownlineFilter {
  search?: string | undefined;
  kind?: AccountKind | undefined;
  status?: MemberStatus | undefined;
}

/** A downline as the team list shows it. */
export interface DownlineRow {
  key: string;
  memberId: number;
  account: string;
  nickname: string;
  memberType: number;
  status: MemberStatus;
  registeredAt: Date;
  lastLoginAt: Date | null;
  teamSize: number;
  directCount: number;
  balance: bigint;
  rates: RatesPpm;
}

/**
 * Newest first by member id (ids grow with registration), read in order from the tree's
 * (ancestor, depth, descendant) index: a page costs the same however large the level is.
 */
const downlineKeys = new Keyset("downlines", [{ column: memberTree.descendantId, kind: "int" }]);

const agentTypes = sql.join(
  AGENT_MEMBER_TYPES.map((type) => sql`${type}::int`),
  sql`, `,
);

/**
 * The team tree (member_tree, a closure table kept by a trigger on members: decision 0031) and
 * the rebate rates. Every question about a team is an index lookup on the tree, at any depth.
 */
export class AgentRepository extends Repository<AgentRepository> {
  protected on(db: Db) {
    return new AgentRepository(db);
  }

  /**
   * The direct downlines of `parentId`, newest first, a page by cursor, each with its team's
   * size, its direct count, its main wallet balance in `currency` and its rates; and how many
   * match (up to COUNT_CAP).
   */
  async downlines(parentId: number, currency: string, filter: DownlineFilter, request: CursorRequest) {
    const where = and(
      eq(memberTree.ancestorId, parentId),
      eq(memberTree.depth, 1),
      filter.search ? ilike(members.accountKey, `%${escapeLike(filter.search.toLowerCase())}%`) : undefined,
      filter.kind === "AGENT" ? inArray(members.memberType, [...AGENT_MEMBER_TYPES]) : undefined,
      filter.kind === "MEMBER" ? sql`${members.memberType} not in (${agentTypes})` : undefined,
      filter.status ? eq(members.status, filter.status) : undefined,
    );
    const page = await downlineKeys.page(request, { parentId, ...filter }, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: downlineKeys.select,
          memberId: members.id,
          account: members.account,
          nickname: members.nickname,
          memberType: members.memberType,
          status: members.status,
          registeredAt: members.registeredAt,
          lastLoginAt: members.lastLoginAt,
          teamSize: sql<number>`(select count(*)::int from ${memberTree} t where t.ancestor_id = ${members.id} and t.depth > 0)`,
          directCount: sql<number>`(select count(*)::int from ${memberTree} t where t.ancestor_id = ${members.id} and t.depth = 1)`,
          balance: sql<string>`coalesce((select a.balance::text from ${ledgerAccounts} a
            where a.merchant_id = ${members.merchantId} and a.owner_type = 'MEMBER' and a.owner_id = ${members.id}
              and a.kind = ${MEMBER_KIND.main} and a.currency = ${currency}), '0')`,
          rates: sql<Record<string, number> | null>`(select jsonb_object_agg(r.category, r.rate_ppm)
            from ${memberRebateRates} r where r.member_id = ${members.id})`,
        })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    const counted = await cappedCount(
      this.db,
      this.db
        .select({ one: sql`1` })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .where(where)
        .$dynamic(),
    );
    const rows: DownlineRow[] = page.rows.map((row) => ({
      ...row,
      balance: BigInt(row.balance),
      rates: (row.rates ?? {}) as RatesPpm,
    }));
    return { ...page, rows, ...counted };
  }

  /** The team's size, its direct downlines and who registered in it since `since`. */
  async teamCounts(
    agentId: number,
    since: Date,
  ): Promise<{ teamSize: number; directCount: number; registeredSince: number }> {
    const [row] = await queryRows<{ team_size: number; direct_count: number; registered_since: number }>(
      this.db,
      sql`select count(*)::int as team_size,
          count(*) filter (where t.depth = 1)::int as direct_count,
          count(*) filter (where m.registered_at >= ${since.toISOString()}::timestamptz)::int as registered_since
        from ${memberTree} t join ${members} m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId}::int and t.depth > 0`,
    );
    return { teamSize: row!.team_size, directCount: row!.direct_count, registeredSince: row!.registered_since };
  }

  async rates(memberId: number): Promise<RatesPpm> {
    const rows = await this.db
      .select({ category: memberRebateRates.category, ratePpm: memberRebateRates.ratePpm })
      .from(memberRebateRates)
      .where(eq(memberRebateRates.memberId, memberId));
    return Object.fromEntries(rows.map((r) => [r.category, r.ratePpm]));
  }

  /** The highest rate per category among the direct downlines of `memberId`. */
  async highestDownlineRates(memberId: number): Promise<RatesPpm> {
    const rows = await queryRows<{ category: GameCategory; rate: number }>(
      this.db,
      sql`select r.category, max(r.rate_ppm)::int as rate
        from ${memberTree} t join ${memberRebateRates} r on r.member_id = t.descendant_id
        where t.ancestor_id = ${memberId}::int and t.depth = 1
        group by r.category`,
    );
    return Object.fromEntries(rows.map((r) => [r.category, r.rate]));
  }

  /**
   * Locks the members' rows (FOR NO KEY UPDATE, inside a transaction): two rate changes along one
   * path of the tree then take turns, each checking the other's result.
   */
  async lockRates(memberIds: number[]): Promise<void> {
    await this.db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, memberIds))
      .orderBy(members.id)
      // Not FOR UPDATE: a member inserted below takes FOR KEY SHARE on its upline (the foreign
      // keys), which this must not wait on while that insert waits on it (register account).
      .for("no key update");
  }

  /** Sets the member's rates for the categories given (others stay as they are). */
  async setRates(memberId: number, merchantId: number, rates: RatesPpm): Promise<void> {
    const rows = Object.entries(rates).map(([category, ratePpm]) => ({
      memberId,
      merchantId,
      category: category as GameCategory,
      ratePpm: ratePpm!,
    }));
    if (rows.length === 0) return;
    await this.db
      .insert(memberRebateRates)
      .values(rows)
      .onConflictDoUpdate({
        target: [memberRebateRates.memberId, memberRebateRates.category],
        set: { ratePpm: sql`excluded.rate_ppm`, updatedAt: sql`now()` },
      });
  }
}

/** A search text as a LIKE pattern's literal part. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
