import { sql, type SQL } from "drizzle-orm";
import { REPORT_ROWS_MAX } from "@portal/contract/api/admin-reports";
import { AGENT_MEMBER_TYPES } from "@portal/contract/members";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { deposits, members, memberTree, withdrawals } from "../../db/schema";
import { at, brandDay, periodBets, type DashboardPeriod } from "./dashboard-repository";

/** Per-member figures of a period, in minor units. */
export interface MemberFigures {
  rounds: number;
  stake: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
}

const SORT_COLUMNS = {
  GGR: sql`per.stake - per.payout`,
  STAKE: sql`per.stake`,
  DEPOSITS: sql`per.deposits`,
} as const;
const AGENT_TYPES = sql.join(
  AGENT_MEMBER_TYPES.map((type) => sql`${type}::int`),
  sql`, `,
);

const figures = (r: { rounds: string; stake: string; payout: string; deposits: string; withdrawals: string }) => ({
  rounds: Number(r.rounds),
  stake: BigInt(r.stake),
  payout: BigInt(r.payout),
  deposits: BigInt(r.deposits),
  withdrawals: BigInt(r.withdrawals),
});

/**
 * The back office's reports (admin/report-routes.ts), from the same period aggregates as the
 * dashboard: the hourly bet totals, confirmed deposits and paid withdrawals of a period of brand
 * days. Member and agent reports keep the REPORT_ROWS_MAX largest rows (one more is read to know
 * whether the list was cut).
 */
export class ReportRepository extends Repository<ReportRepository> {
  protected on(db: Db) {
    return new ReportRepository(db);
  }

  /** Rounds, stakes, payouts and players per brand day, vendor and category. */
  async profitLoss(period: DashboardPeriod) {
    const rows = await queryRows<{
      day: Date | string;
      vendor: string;
      category: string;
      players: string;
      rounds: string;
      stake: string;
      payout: string;
    }>(
      this.db,
      sql`with t as (${periodBets(period)})
        select ${brandDay(sql`hour`)} as day, vendor, category,
          count(distinct member_id) filter (where rounds > 0)::text as players,
          sum(rounds)::text as rounds, sum(stake)::text as stake, sum(payout)::text as payout
        from t group by 1, 2, 3 order by 1, 2, 3`,
    );
    return rows.map((r) => ({
      day: new Date(r.day).getTime(),
      vendor: r.vendor,
      category: r.category,
      players: Number(r.players),
      rounds: Number(r.rounds),
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
    }));
  }

  /** The members with the largest figures of the period (bets, deposits or withdrawals), by `sort`. */
  async members(period: DashboardPeriod, sort: keyof typeof SORT_COLUMNS) {
    const rows = await queryRows<{
      member_id: number;
      account: string;
      rounds: string;
      stake: string;
      payout: string;
      deposits: string;
      withdrawals: string;
    }>(
      this.db,
      sql`with per as (${perMember(period)})
        select per.member_id, m.account, per.rounds::text, per.stake::text, per.payout::text,
          per.deposits::text, per.withdrawals::text
        from per join ${members} m on m.id = per.member_id
        order by ${SORT_COLUMNS[sort]} desc, per.member_id
        limit ${REPORT_ROWS_MAX + 1}`,
    );
    return {
      rows: rows.slice(0, REPORT_ROWS_MAX).map((r) => ({ memberId: r.member_id, account: r.account, ...figures(r) })),
      truncated: rows.length > REPORT_ROWS_MAX,
    };
  }

  /**
   * Every agent of the brand with its team's figures (everyone below it at any depth, through
   * the closure table), largest GGR first.
   */
  async agents(period: DashboardPeriod) {
    const rows = await queryRows<{
      agent_id: number;
      account: string;
      member_type: number;
      team_size: string;
      active: string;
      rounds: string;
      stake: string;
      payout: string;
      deposits: string;
      withdrawals: string;
    }>(
      this.db,
      sql`with per as (${perMember(period)})
        select a.id as agent_id, a.account, a.member_type, count(t.descendant_id)::text as team_size,
          count(per.member_id) filter (where per.rounds > 0)::text as active,
          coalesce(sum(per.rounds), 0)::text as rounds, coalesce(sum(per.stake), 0)::text as stake,
          coalesce(sum(per.payout), 0)::text as payout, coalesce(sum(per.deposits), 0)::text as deposits,
          coalesce(sum(per.withdrawals), 0)::text as withdrawals
        from ${members} a
        left join ${memberTree} t on t.ancestor_id = a.id and t.depth > 0
        left join per on per.member_id = t.descendant_id
        where a.merchant_id = ${period.merchantId}::int and a.member_type in (${AGENT_TYPES})
        group by a.id
        order by coalesce(sum(per.stake), 0) - coalesce(sum(per.payout), 0) desc, a.id
        limit ${REPORT_ROWS_MAX + 1}`,
    );
    return {
      rows: rows.slice(0, REPORT_ROWS_MAX).map((r) => ({
        agentId: r.agent_id,
        account: r.account,
        memberType: r.member_type,
        teamSize: Number(r.team_size),
        activePlayers: Number(r.active),
        ...figures(r),
      })),
      truncated: rows.length > REPORT_ROWS_MAX,
    };
  }
}

/** (member_id, rounds, stake, payout, deposits, withdrawals) of every member with a figure in the period. */
function perMember(period: DashboardPeriod): SQL {
  const { merchantId, from, to } = period;
  return sql`select member_id, sum(rounds) as rounds, sum(stake) as stake, sum(payout) as payout,
      sum(deposits) as deposits, sum(withdrawals) as withdrawals
    from (
      select member_id, rounds, stake, payout, 0 as deposits, 0 as withdrawals from (${periodBets(period)}) b
      union all
      select member_id, 0, 0, 0, amount, 0 from ${deposits}
        where merchant_id = ${merchantId}::int and status = 'CONFIRMED'
          and updated_at >= ${at(from)} and updated_at < ${at(to)}
      union all
      select member_id, 0, 0, 0, 0, amount from ${withdrawals}
        where merchant_id = ${merchantId}::int and paid_at is not null
          and paid_at >= ${at(from)} and paid_at < ${at(to)}
    ) f
    group by member_id`;
}
