import { sql, type SQL } from "drizzle-orm";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import {
  betPullMismatches,
  betTotalsHourly,
  contractBills,
  deposits,
  eventApplications,
  games,
  members,
  vendorTransfers,
  withdrawals,
} from "../../db/schema";

/** A brand's figures for [from, to): brand days, so whole hours of the hourly bet totals. */
export interface DashboardPeriod {
  merchantId: number;
  from: Date;
  to: Date;
}

/** Rounds, stakes and payouts of rounds not rolled back. */
export interface BetFigures {
  rounds: number;
  stake: bigint;
  payout: bigint;
}

const DAY = sql`interval '1 day'`;
/** Brand days start at midnight GMT+8: date_bin from a brand midnight groups by brand day. */
const BRAND_MIDNIGHT = sql.raw(`timestamptz '2000-01-01 00:00:00+00' - interval '${CLOCK_UTC_OFFSET_MIN} minutes'`);
/** The start of the brand day (GMT+8) a timestamp falls in. */
export const brandDay = (at: SQL) => sql`date_bin(${DAY}, ${at}, ${BRAND_MIDNIGHT})`;
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The period's hourly bet totals as rows of (member_id, vendor, hour, category, rounds, stake,
 * payout), rolled-back rounds left out; a game no longer in the catalogue has category "".
 */
export const periodBets = ({ merchantId, from, to }: DashboardPeriod) => sql`
  select t.member_id, t.vendor, t.hour, coalesce(g.category, '') as category,
    t.rounds - t.rolled_back_rounds as rounds, t.stake - t.rolled_back_stake as stake,
    t.payout - t.rolled_back_payout as payout
  from ${betTotalsHourly} t
  left join ${games} g on g.merchant_id = t.merchant_id and g.vassalage = t.vendor and g.game_code = t.game_code
  where t.merchant_id = ${merchantId}::int and t.hour >= ${at(from)} and t.hour < ${at(to)}`;

const figures = (r: { rounds: string; stake: string; payout: string }): BetFigures => ({
  rounds: Number(r.rounds),
  stake: BigInt(r.stake),
  payout: BigInt(r.payout),
});

/**
 * The back office's dashboard (admin/dashboard-routes.ts). Each figure is one statement over an
 * index that starts with the brand and the time it is about (registrations, confirmed deposits,
 * paid withdrawals, the hourly bet totals), so a period costs its own rows or aggregates, never
 * the brand's history; the queues count the few rows each partial or status index holds.
 */
export class DashboardRepository extends Repository<DashboardRepository> {
  protected on(db: Db) {
    return new DashboardRepository(db);
  }

  /** Registrations per brand day. */
  async registrationsByDay({ merchantId, from, to }: DashboardPeriod) {
    const rows = await queryRows<{ day: Date | string; count: string }>(
      this.db,
      sql`select ${brandDay(sql`registered_at`)} as day, count(*)::text as count from ${members}
        where merchant_id = ${merchantId}::int and registered_at >= ${at(from)} and registered_at < ${at(to)}
        group by 1`,
    );
    return rows.map((r) => ({ day: new Date(r.day).getTime(), count: Number(r.count) }));
  }

  /** Confirmed deposits per brand day (a deposit is confirmed when its row last changed to CONFIRMED). */
  async depositsByDay({ merchantId, from, to }: DashboardPeriod) {
    const rows = await queryRows<{ day: Date | string; count: string; amount: string }>(
      this.db,
      sql`select ${brandDay(sql`updated_at`)} as day, count(*)::text as count, sum(amount)::text as amount
        from ${deposits}
        where merchant_id = ${merchantId}::int and status = 'CONFIRMED'
          and updated_at >= ${at(from)} and updated_at < ${at(to)}
        group by 1`,
    );
    return rows.map((r) => ({ day: new Date(r.day).getTime(), count: Number(r.count), amount: BigInt(r.amount) }));
  }

  /**
   * Members whose first confirmed deposit ever was confirmed in the period, and its amount: the
   * period's confirmed deposits, each checked against the member's own earlier ones (their index).
   */
  async firstDeposits({ merchantId, from, to }: DashboardPeriod) {
    const [row] = await queryRows<{ count: string; amount: string }>(
      this.db,
      sql`select count(*)::text as count, coalesce(sum(d.amount), 0)::text as amount from ${deposits} d
        where d.merchant_id = ${merchantId}::int and d.status = 'CONFIRMED'
          and d.updated_at >= ${at(from)} and d.updated_at < ${at(to)}
          and not exists (
            select 1 from ${deposits} e
            where e.member_id = d.member_id and e.status = 'CONFIRMED'
              and (e.updated_at, e.order_no) < (d.updated_at, d.order_no))`,
    );
    return { count: Number(row?.count ?? 0), amount: BigInt(row?.amount ?? 0) };
  }

  /** Withdrawals paid out per brand day (whatever the member confirmed afterwards). */
  async withdrawalsByDay({ merchantId, from, to }: DashboardPeriod) {
    const rows = await queryRows<{ day: Date | string; count: string; amount: string }>(
      this.db,
      sql`select ${brandDay(sql`paid_at`)} as day, count(*)::text as count, sum(amount)::text as amount
        from ${withdrawals}
        where merchant_id = ${merchantId}::int and paid_at is not null
          and paid_at >= ${at(from)} and paid_at < ${at(to)}
        group by 1`,
    );
    return rows.map((r) => ({ day: new Date(r.day).getTime(), count: Number(r.count), amount: BigInt(r.amount) }));
  }

  /**
   * The period's bets from the hourly totals in one pass: the whole period, per category, per
   * vendor and per brand day (grouping sets), with the players who had a round not rolled back.
   * A game no longer in the catalogue counts under category "".
   */
  async bets(period: DashboardPeriod) {
    const rows = await queryRows<{
      kind: "ALL" | "CATEGORY" | "VENDOR" | "DAY";
      key: string | null;
      day: Date | string | null;
      rounds: string;
      stake: string;
      payout: string;
      players: string;
    }>(
      this.db,
      sql`with t as (${periodBets(period)})
        select case
            when grouping(category) = 0 then 'CATEGORY'
            when grouping(vendor) = 0 then 'VENDOR'
            when grouping(${brandDay(sql`hour`)}) = 0 then 'DAY'
            else 'ALL' end as kind,
          coalesce(case when grouping(category) = 0 then category end,
            case when grouping(vendor) = 0 then vendor end) as key,
          case when grouping(${brandDay(sql`hour`)}) = 0 then ${brandDay(sql`hour`)} end as day,
          coalesce(sum(rounds), 0)::text as rounds, coalesce(sum(stake), 0)::text as stake,
          coalesce(sum(payout), 0)::text as payout,
          count(distinct member_id) filter (where rounds > 0)::text as players
        from t
        group by grouping sets ((), (category), (vendor), (${brandDay(sql`hour`)}))`,
    );
    const result = {
      total: { rounds: 0, stake: 0n, payout: 0n } as BetFigures,
      activePlayers: 0,
      byCategory: [] as (BetFigures & { category: string })[],
      byVendor: [] as (BetFigures & { vendor: string })[],
      byDay: [] as (BetFigures & { day: number })[],
    };
    for (const row of rows) {
      if (row.kind === "ALL") {
        result.total = figures(row);
        result.activePlayers = Number(row.players);
      } else if (row.kind === "CATEGORY") result.byCategory.push({ category: row.key ?? "", ...figures(row) });
      else if (row.kind === "VENDOR") result.byVendor.push({ vendor: row.key ?? "", ...figures(row) });
      else result.byDay.push({ day: new Date(row.day!).getTime(), ...figures(row) });
    }
    return result;
  }

  /** The brand's queues waiting for an operator now (lottery results are the house vendor's: counted there). */
  async queues(merchantId: number) {
    const [row] = await queryRows<Record<string, string>>(
      this.db,
      sql`select
        (select count(*) from ${deposits} where merchant_id = ${merchantId}::int and status = 'PENDING')::text as deposits,
        (select count(*) from ${withdrawals}
          where merchant_id = ${merchantId}::int and status in ('PENDING', 'APPROVED', 'NOT_RECEIVED'))::text as withdrawals,
        (select count(*) from ${vendorTransfers}
          where merchant_id = ${merchantId}::int and status = 'PENDING')::text as vendor_transfers,
        (select count(*) from ${betPullMismatches} where merchant_id = ${merchantId}::int)::text as bet_mismatches,
        (select count(*) from ${contractBills}
          where merchant_id = ${merchantId}::int and status = 'PENDING_REVIEW')::text as bills,
        (select count(*) from ${eventApplications}
          where merchant_id = ${merchantId}::int and status in ('APPLYING', 'PROCESS'))::text as event_applications`,
    );
    return {
      deposits: Number(row?.deposits ?? 0),
      withdrawals: Number(row?.withdrawals ?? 0),
      vendorTransfers: Number(row?.vendor_transfers ?? 0),
      betMismatches: Number(row?.bet_mismatches ?? 0),
      bills: Number(row?.bills ?? 0),
      eventApplications: Number(row?.event_applications ?? 0),
    };
  }
}
