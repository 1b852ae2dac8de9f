import { and, asc, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { openRoundsByMemberGame } from "../bets/totals-repository";
import { betTotalsHourly, deposits, memberRewards, memberVip, vipLevels } from "../../db/schema";

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type MemberVipRow = typeof memberVip.$inferSelect;

/** One brand's VIP run over a window, in its currency, at a time (`at`: the rewards' issue time). */
export interface VipRun {
  merchantId: number;
  currency: string;
  at: Date;
  rewardExpiryDays: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** VIP levels, members' levels, and the job's statements (decision 0044). */
export class VipRepository extends Repository<VipRepository> {
  protected on(db: Db) {
    return new VipRepository(db);
  }

  levels(merchantId: number): Promise<VipLevelRow[]> {
    return this.db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
  }

  async saveLevel(level: typeof vipLevels.$inferInsert): Promise<VipLevelRow> {
    const { merchantId, level: number, ...rest } = level;
    const [row] = await this.db
      .insert(vipLevels)
      .values(level)
      .onConflictDoUpdate({ target: [vipLevels.merchantId, vipLevels.level], set: rest })
      .returning();
    return row ?? (await this.levels(merchantId)).find((l) => l.level === number)!;
  }

  async memberLevel(memberId: number): Promise<MemberVipRow | undefined> {
    const [row] = await this.db.select().from(memberVip).where(eq(memberVip.memberId, memberId));
    return row;
  }

  /** The member's level's row (level 0 when the member has none), for its limits. */
  async levelOf(merchantId: number, memberId: number): Promise<VipLevelRow | undefined> {
    const [row] = await this.db
      .select({ level: vipLevels })
      .from(vipLevels)
      .leftJoin(memberVip, eq(memberVip.memberId, memberId))
      .where(and(eq(vipLevels.merchantId, merchantId), sql`${vipLevels.level} = coalesce(${memberVip.level}, 0)`));
    return row?.level;
  }

  /**
   * Raises every member whose confirmed deposits and valid bets in [from, to) reach a higher level
   * than its own, and issues each level's upgrade gift up to the new one, once per member and level
   * ever (the gift's source is the level). A second run raises nobody and issues nothing.
   */
  async raise(run: VipRun, from: Date, to: Date): Promise<{ raised: number; gifts: number }> {
    const brand = sql`${run.merchantId}::int`;
    const [row] = await queryRows<{ raised: number; gifts: number }>(
      this.db,
      sql`with stats as (
          select member_id, sum(bets) as bets, sum(deposited) as deposited from (
            select h.member_id, sum(h.stake - h.rolled_back_stake) as bets, 0::numeric as deposited
            from ${betTotalsHourly} h
            where h.merchant_id = ${brand} and h.currency = ${run.currency} and h.hour >= ${ts(from)} and h.hour < ${ts(to)}
            group by h.member_id
            union all
            -- Bets still open count once they have a result (they may yet be cancelled).
            select o.member_id, -o.stake, 0 from (${openRoundsByMemberGame(brand, run.currency, ts(from), ts(to))}) o
            union all
            select d.member_id, 0, sum(d.amount) from ${deposits} d
            where d.merchant_id = ${brand} and d.status = 'CONFIRMED' and d.currency = ${run.currency}
              and d.updated_at >= ${ts(from)} and d.updated_at < ${ts(to)}
            group by d.member_id
          ) parts group by member_id
        ), reached as (
          select s.member_id, max(l.level) as level from stats s
          join ${vipLevels} l on l.merchant_id = ${brand} and s.deposited >= l.min_deposit and s.bets >= l.min_bets
          group by s.member_id having max(l.level) > 0
        ), raised as (
          insert into ${memberVip} as v (member_id, merchant_id, level, since)
          select member_id, ${brand}, level, ${ts(run.at)} from reached
          on conflict (member_id) do update set level = excluded.level, since = excluded.since
            where v.level < excluded.level
          returning v.member_id, v.level
        ), gifts as (
          insert into ${memberRewards} (merchant_id, member_id, kind, source_key, amount, currency, status, issued_at, expires_at)
          select ${brand}, r.member_id, 'VIP_UPGRADE', l.level::text, l.upgrade_gift, ${run.currency}, 'ISSUED',
            ${ts(run.at)}, ${ts(run.at)} + make_interval(days => ${run.rewardExpiryDays}::int)
          from raised r join ${vipLevels} l on l.merchant_id = ${brand} and l.level <= r.level
            -- Above the level it had (the statement's snapshot: before this raise).
            and l.level > coalesce((select o.level from ${memberVip} o where o.member_id = r.member_id), 0)
          where l.upgrade_gift > 0
          on conflict (member_id, kind, source_key) do nothing
          returning 1
        )
        select (select count(*) from raised)::int as raised, (select count(*) from gifts)::int as gifts`,
    );
    return row!;
  }

  /**
   * The day's VIP rebates: each member's valid bets in [from, to) times its level's rate, rounded
   * down, issued once per member and day (the source is the day).
   */
  async rebate(run: VipRun, from: Date, to: Date): Promise<number> {
    const brand = sql`${run.merchantId}::int`;
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with bets as (
          select member_id, sum(valid) as valid from (
            select h.member_id, h.stake - h.rolled_back_stake as valid from ${betTotalsHourly} h
            where h.merchant_id = ${brand} and h.currency = ${run.currency} and h.hour >= ${ts(from)} and h.hour < ${ts(to)}
            union all
            select o.member_id, -o.stake from (${openRoundsByMemberGame(brand, run.currency, ts(from), ts(to))}) o
          ) parts group by member_id
        ), due as (
          select b.member_id, floor(b.valid * l.rebate_bp / 10000)::bigint as amount from bets b
          left join ${memberVip} v on v.member_id = b.member_id
          join ${vipLevels} l on l.merchant_id = ${brand} and l.level = coalesce(v.level, 0)
          where l.rebate_bp > 0
        ), issued as (
          insert into ${memberRewards} (merchant_id, member_id, kind, source_key, amount, currency, status, issued_at, expires_at)
          select ${brand}, member_id, 'VIP_REBATE', ${from.toISOString()}, amount, ${run.currency}, 'ISSUED',
            ${ts(run.at)}, ${ts(run.at)} + make_interval(days => ${run.rewardExpiryDays}::int)
          from due where amount > 0
          on conflict (member_id, kind, source_key) do nothing
          returning 1
        )
        select count(*)::int as n from issued`,
    );
    return row!.n;
  }

  /**
   * The keep rule for the month [from, to) (`month`: its key): every member who held its level the
   * whole month (since its start or before) and whose valid bets in it missed the level's keep
   * figure goes down to the next level below, once per month (kept_month).
   */
  async keep(run: VipRun, month: string, from: Date, to: Date): Promise<number> {
    const brand = sql`${run.merchantId}::int`;
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with bets as (
          select h.member_id, sum(h.stake - h.rolled_back_stake) as valid from ${betTotalsHourly} h
          where h.merchant_id = ${brand} and h.currency = ${run.currency} and h.hour >= ${ts(from)} and h.hour < ${ts(to)}
          group by h.member_id
        ), lowered as (
          -- Down to the next level the brand defines below (levels need not be numbered in a row).
          update ${memberVip} v set
            level = coalesce((select max(l2.level) from ${vipLevels} l2
              where l2.merchant_id = v.merchant_id and l2.level < v.level), 0),
            since = ${ts(run.at)}, kept_month = ${month}
          from ${vipLevels} l
          where v.merchant_id = ${brand} and l.merchant_id = v.merchant_id and l.level = v.level and v.level > 0
            and l.keep_bets > 0 and v.since <= ${ts(from)} and v.kept_month is distinct from ${month}
            and coalesce((select b.valid from bets b where b.member_id = v.member_id), 0) < l.keep_bets
          returning 1
        )
        select count(*)::int as n from lowered`,
    );
    return row!.n;
  }

  /** The month's gifts: each member's level's monthly gift, once per member and month (the source is the month). */
  async monthlyGifts(run: VipRun, month: string): Promise<number> {
    const brand = sql`${run.merchantId}::int`;
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`with issued as (
          insert into ${memberRewards} (merchant_id, member_id, kind, source_key, amount, currency, status, issued_at, expires_at)
          select ${brand}, v.member_id, 'VIP_MONTHLY', ${month}, l.monthly_gift, ${run.currency}, 'ISSUED',
            ${ts(run.at)}, ${ts(run.at)} + make_interval(days => ${run.rewardExpiryDays}::int)
          from ${memberVip} v join ${vipLevels} l on l.merchant_id = v.merchant_id and l.level = v.level
          where v.merchant_id = ${brand} and l.monthly_gift > 0
          on conflict (member_id, kind, source_key) do nothing
          returning 1
        )
        select count(*)::int as n from issued`,
    );
    return row!.n;
  }
}
