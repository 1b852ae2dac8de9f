import { and, eq, sql, type SQL } from "drizzle-orm";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BET_STATUSES } from "@portal/contract/api/bets";
import type { TeamTransactionKind, TeamTransactionStatus } from "@portal/contract/api/agent-reports";
import type { GameCategory } from "@portal/contract/games";
import type { LocalizedText } from "../../db/schema/columns";
import { queryRows, type Db } from "../../db/client";
import { cappedCount, COUNT_CAP, Keyset, type CursorRequest, type Direction } from "../../db/keyset";
import { Repository } from "../../db/repository";
import {
  agentRebates,
  betRecords,
  betTotalsHourly,
  deposits,
  games,
  memberTree,
  members,
  withdrawals,
} from "../../db/schema";
import { splitByHour } from "../bets/totals-repository";

export type BetStatus = (typeof BET_STATUSES)[number];

/** [from, to), epoch ms: every report's period, already checked (at most BET_PERIOD_MAX_DAYS). */
export interface Period {
  from: number;
  to: number;
}

/**
 * Whose rows: the team of `agentId` (its subtree at depth 1 and below, itself excluded), or
 * only `memberId`, a member of that team the service has checked.
 */
export interface TeamScope {
  agentId: number;
  memberId?: number | undefined;
}

/** The team betting record's filter, in the brand's currency. */
export interface TeamBetFilter extends Period {
  currency: string;
  category?: GameCategory | undefined;
  vendor?: string | undefined;
  status?: BetStatus | undefined;
}

export interface TeamBetRow {
  key: string;
  id: number;
  memberId: number;
  account: string;
  vendor: string;
  gameCode: string;
  roundId: string;
  stake: bigint;
  payout: bigint;
  currency: string;
  status: BetStatus;
  betAt: number;
  settledAt: number | null;
  gameName: LocalizedText | null;
  category: string | null;
}

/** One set of profit and loss figures in minor units (see profitLossFiguresSchema). */
export interface ProfitLossSums {
  rounds: number;
  stake: bigint;
  rolledBackStake: bigint;
  validPayout: bigint;
  rebates: bigint;
  deposits: bigint;
  withdrawals: bigint;
}

export interface TeamTransactionRow {
  key: string;
  id: string;
  kind: TeamTransactionKind;
  memberId: number;
  account: string;
  amount: bigint;
  currency: string;
  status: TeamTransactionStatus;
  createdAt: number;
}

/** The team betting record's order: newest first, ties in time by id (the member's record's order). */
const betKeys = new Keyset("team-bets", [
  { column: betRecords.betAt, kind: "time" },
  { column: betRecords.id, kind: "int" },
]);

/** The profit and loss rows: the parent's direct downlines, newest first (as the downlines list). */
const downlineKeys = new Keyset("team-profit-loss", [{ column: memberTree.descendantId, kind: "int" }]);

/**
 * The name the transaction list's per-member reads give their rows (a deposit's or a
 * withdrawal's time and id), so one cursor bounds both tables. Not a table: only its columns'
 * names are used, as `team_money.at` and `team_money.ref`.
 */
const teamMoney = pgTable("team_money", {
  at: timestamp("at", { withTimezone: true }),
  ref: text("ref"),
});
/** Newest first, ties in time by the order's id (deposits' start with D, withdrawals' with W). */
const moneyKeys = new Keyset("team-transactions", [
  { column: teamMoney.at, kind: "time" },
  { column: teamMoney.ref, kind: "text" },
]);

/** Withdrawals whose money was paid out (a NOT_RECEIVED one is paid until an operator refunds it: REJECTED). */
const PAID_WITHDRAWAL = sql`('PAID', 'RECEIVED', 'NOT_RECEIVED')`;
const ROLLED_BACK = sql`'ROLLED_BACK'`;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const epochMsOf = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;
const bound = (after: SQL | undefined) => (after ? sql` and ${after}` : sql``);
const ordered = (direction: Direction) => (direction === "next" ? sql`desc` : sql`asc`);

/** `t` (a member_tree row) is one of the scope's members: the team's tree range, or one member of it. */
function inTeam(scope: TeamScope): SQL {
  return sql`t.ancestor_id = ${scope.agentId}::int and t.depth >= 1${
    scope.memberId === undefined ? sql`` : sql` and t.descendant_id = ${scope.memberId}::int`
  }`;
}

/** A team's rows in the brand's currency, by round, game and vendor: the filter of one bet record. */
function betRowFilter(filter: TeamBetFilter, alias: SQL): SQL {
  return sql`${filter.vendor === undefined ? sql`` : sql` and ${alias}.vendor = ${filter.vendor}`}${
    filter.status === undefined ? sql`` : sql` and ${alias}.status = ${filter.status}`
  }${
    filter.category === undefined
      ? sql``
      : sql` and exists (select 1 from ${games} g where g.merchant_id = ${alias}.merchant_id
          and g.vassalage = ${alias}.vendor and g.game_code = ${alias}.game_code and g.category = ${filter.category})`
  }`;
}

/**
 * The agent centre's team reports (issue 14). Each reads the team from the tree (member_tree,
 * decision 0031) and then, per team member, that member's own index ranges: bet records by
 * (member, currency, time), the hourly bet totals by (member, currency, hour), rebate lines,
 * deposits and withdrawals by (member, time). No query reads another team's rows, and none
 * scans a brand's rows.
 */
export class AgentReportRepository extends Repository<AgentReportRepository> {
  protected on(db: Db) {
    return new AgentReportRepository(db);
  }

  /** The id of the team member with this username (account key), none when it is not in the agent's team. */
  async teamMemberByAccount(agentId: number, merchantId: number, accountKey: string): Promise<number | undefined> {
    const [row] = await queryRows<{ id: number }>(
      this.db,
      sql`select m.id from ${members} m
        join ${memberTree} t on t.descendant_id = m.id and t.ancestor_id = ${agentId}::int and t.depth >= 1
        where m.merchant_id = ${merchantId}::int and m.account_key = ${accountKey}`,
    );
    return row?.id;
  }

  /**
   * The team's rounds in the filter, newest first, a page by cursor. One statement: for each
   * team member (a LATERAL over its tree rows, the (ancestor, depth, descendant) index) the
   * member's own range of `bet_records_member_currency_time` from the cursor's position, at most
   * a page (+1) of rows each; the pieces are then merged by time (a top-N sort) and cut to the
   * page. A page costs one index probe per team member, plus up to a page of rows from each
   * member who played in the period before the position.
   *
   * For a very large team that is what it costs on every page, however few of its rounds the
   * page shows: 100,000 members are 100,000 probes, and if 10,000 of them played in the period,
   * up to 210,000 rows read and sorted to keep 21. (Measured once on a warm PostgreSQL: 200
   * members with 21 rows each, 7 ms a page, about 35 µs per member: seconds for 100,000, more
   * from disk.) An index on the brand's time,
   * bet_records (merchant_id, currency, bet_at, id), would make a page one ordered range read of
   * the brand's rounds from the position, each checked against the tree (a primary-key lookup of
   * (agent, member)), stopping after a page of the team's: its cost follows the brand's rounds
   * between two of the team's, small when the team plays much of the brand's volume, large for a
   * small team in a busy brand (it reads the other teams' rounds to skip them). It would also add
   * an index write to every bet record on the hottest path (the seamless wallet's bet-win). With
   * both, the service could pick by team size against the brand's; not done: no large team yet.
   */
  async pageTeamBets(scope: TeamScope, filter: TeamBetFilter, request: CursorRequest, cursorScope: unknown) {
    return betKeys.page(request, cursorScope, async ({ direction, after, orderBy, limit }) => {
      const dir = ordered(direction);
      const rows = await queryRows<{
        key: string;
        id: number;
        member_id: number;
        account: string;
        vendor: string;
        game_code: string;
        round_id: string;
        stake: string;
        payout: string;
        currency: string;
        status: BetStatus;
        bet_at_ms: string;
        settled_at_ms: string | null;
        game_name: LocalizedText | null;
        category: string | null;
      }>(
        this.db,
        sql`select p.key, p.id, p.member_id, m.account, p.vendor, p.game_code, p.round_id, p.stake::text as stake,
            p.payout::text as payout, p.currency, p.status, ${epochMsOf(sql`p.bet_at`)} as bet_at_ms,
            ${epochMsOf(sql`p.settled_at`)} as settled_at_ms, g.name as game_name, g.category
          from (
            select r.* from ${memberTree} t cross join lateral (
              select ${betKeys.select} as key, ${betRecords}.id, ${betRecords}.member_id, ${betRecords}.merchant_id,
                ${betRecords}.vendor, ${betRecords}.game_code, ${betRecords}.round_id, ${betRecords}.stake,
                ${betRecords}.payout, ${betRecords}.currency, ${betRecords}.status, ${betRecords}.bet_at,
                ${betRecords}.settled_at
              from ${betRecords}
              where ${betRecords}.member_id = t.descendant_id and ${betRecords}.currency = ${filter.currency}
                and ${betRecords}.bet_at >= ${at(filter.from)} and ${betRecords}.bet_at < ${at(filter.to)}
                ${betRowFilter(filter, sql`${betRecords}`)}${bound(after)}
              order by ${sql.join(orderBy, sql`, `)}
              limit ${limit}::int
            ) r
            where ${inTeam(scope)}
            order by r.bet_at ${dir}, r.id ${dir}
            limit ${limit}::int
          ) p
          join ${members} m on m.id = p.member_id
          left join ${games} g on g.merchant_id = p.merchant_id and g.vassalage = p.vendor and g.game_code = p.game_code
          order by p.bet_at ${dir}, p.id ${dir}`,
      );
      return rows.map((r): TeamBetRow => ({
        key: r.key,
        id: r.id,
        memberId: r.member_id,
        account: r.account,
        vendor: r.vendor,
        gameCode: r.game_code,
        roundId: r.round_id,
        stake: BigInt(r.stake),
        payout: BigInt(r.payout),
        currency: r.currency,
        status: r.status,
        betAt: Number(r.bet_at_ms),
        settledAt: r.settled_at_ms === null ? null : Number(r.settled_at_ms),
        gameName: r.game_name,
        category: r.category,
      }));
    });
  }

  /**
   * Rounds, stake and payout of the team's rounds in the filter, read as decision 0024 reads a
   * member's: the whole hours of the period from the hourly totals (each member's range of
   * their primary key), the partial hours at its two edges from the bet records (each member's
   * range of its index, at most an hour each). Rolled-back rounds are all rounds or, with
   * `status` ROLLED_BACK, the totals' rolled-back part. The totals cannot tell OPEN rounds from
   * SETTLED ones: those filters are not asked here. Parts are added up per game across the team
   * first, then each game's category is looked up once (as totals-repository's perGame).
   */
  async teamBetTotals(
    scope: TeamScope,
    filter: TeamBetFilter & { status?: "ROLLED_BACK" | undefined },
  ): Promise<{ rounds: number; stake: bigint; payout: bigint }> {
    const rolledBack = filter.status === "ROLLED_BACK";
    const { hours, edges } = splitByHour(filter.from, filter.to);
    const own = (alias: string) =>
      sql`${sql.raw(alias)}.member_id = t.descendant_id and ${sql.raw(alias)}.currency = ${filter.currency}${
        filter.vendor === undefined ? sql`` : sql` and ${sql.raw(alias)}.vendor = ${filter.vendor}`
      }`;
    const parts: SQL[] = [];
    if (hours) {
      parts.push(sql`select h.merchant_id, h.vendor, h.game_code,
          ${rolledBack ? sql`h.rolled_back_rounds, h.rolled_back_stake, h.rolled_back_payout` : sql`h.rounds, h.stake, h.payout`}
        from ${betTotalsHourly} h
        where ${own("h")} and h.hour >= ${at(hours.from!)} and h.hour < ${at(hours.to!)}`);
    }
    for (const edge of edges) {
      parts.push(sql`select b.merchant_id, b.vendor, b.game_code, 1, b.stake, b.payout
        from ${betRecords} b
        where ${own("b")} and b.bet_at >= ${at(edge.from!)} and b.bet_at < ${at(edge.to!)}${
          rolledBack ? sql` and b.status = ${ROLLED_BACK}` : sql``
        }`);
    }
    const categoryOf = sql`(select g.category from ${games} g
      where g.merchant_id = p.merchant_id and g.vassalage = p.vendor and g.game_code = p.game_code)`;
    const [row] = await queryRows<{ rounds: string; stake: string; payout: string }>(
      this.db,
      sql`select coalesce(sum(p.rounds), 0)::text as rounds, coalesce(sum(p.stake), 0)::text as stake,
          coalesce(sum(p.payout), 0)::text as payout
        from (
          select x.merchant_id, x.vendor, x.game_code, sum(x.rounds) as rounds, sum(x.stake) as stake,
            sum(x.payout) as payout
          from ${memberTree} t
          cross join lateral (${sql.join(parts, sql` union all `)}) as x (merchant_id, vendor, game_code, rounds, stake, payout)
          where ${inTeam(scope)}
          group by 1, 2, 3
        ) p
        ${filter.category === undefined ? sql`` : sql`where ${categoryOf} = ${filter.category}`}`,
    );
    return { rounds: Number(row?.rounds ?? 0), stake: BigInt(row?.stake ?? 0), payout: BigInt(row?.payout ?? 0) };
  }

  /**
   * How many of the team's rounds match (up to COUNT_CAP + 1 read), for the filters the totals
   * cannot count (OPEN, SETTLED): per member at most that many rows of its index range.
   */
  async countTeamBets(scope: TeamScope, filter: TeamBetFilter): Promise<{ total: number; totalCapped: boolean }> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (
          select 1 from ${memberTree} t cross join lateral (
            select 1 from ${betRecords} b
            where b.member_id = t.descendant_id and b.currency = ${filter.currency}
              and b.bet_at >= ${at(filter.from)} and b.bet_at < ${at(filter.to)}${betRowFilter(filter, sql`b`)}
            limit ${COUNT_CAP + 1}::int
          ) r
          where ${inTeam(scope)}
          limit ${COUNT_CAP + 1}::int
        ) c`,
    );
    const n = Number(row?.n ?? 0);
    return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
  }

  /**
   * The direct downlines of `parentId`, newest first, a page by cursor read from the tree's
   * (ancestor, depth, descendant) index, each with its own direct count; and how many there are
   * (up to COUNT_CAP).
   */
  async pageDirectDownlines(parentId: number, request: CursorRequest, cursorScope: unknown) {
    const where = and(eq(memberTree.ancestorId, parentId), eq(memberTree.depth, 1));
    const page = await downlineKeys.page(request, cursorScope, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: downlineKeys.select,
          memberId: members.id,
          account: members.account,
          memberType: members.memberType,
          directCount: sql<number>`(select count(*)::int from ${memberTree} c where c.ancestor_id = ${members.id} and c.depth = 1)`,
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
        .where(where)
        .$dynamic(),
    );
    return { ...page, ...counted };
  }

  /** The profit and loss figures of each of these direct downlines of `parentId`, each with its whole team. */
  async downlineFigures(
    parentId: number,
    downlineIds: number[],
    currency: string,
    period: Period,
  ): Promise<Map<number, ProfitLossSums>> {
    if (downlineIds.length === 0) return new Map();
    const ids = sql.join(
      downlineIds.map((id) => sql`${id}::int`),
      sql`, `,
    );
    const groups = sql`select d.descendant_id as grp, s.descendant_id as member_id
      from ${memberTree} d join ${memberTree} s on s.ancestor_id = d.descendant_id
      where d.ancestor_id = ${parentId}::int and d.depth = 1 and d.descendant_id in (${ids})`;
    return this.figures(groups, currency, period);
  }

  /** The profit and loss figures of the whole team of `parentId` (itself excluded). */
  async teamFigures(parentId: number, currency: string, period: Period): Promise<ProfitLossSums> {
    const groups = sql`select 0 as grp, t.descendant_id as member_id
      from ${memberTree} t where t.ancestor_id = ${parentId}::int and t.depth >= 1`;
    return (await this.figures(groups, currency, period)).get(0) ?? emptySums();
  }

  /**
   * Figures per group of members (`groups`: rows of (grp, member_id)), each member read through
   * its own index ranges: its bets as the hourly totals' whole hours plus the edges' bet records
   * (decision 0024), its rebate lines of periods starting in the period (agent_rebates' key), its
   * confirmed deposits and paid withdrawals made in the period (their (member, time) indexes).
   * Orders count in the period they were made in: neither table keeps when an order was
   * confirmed by an index (withdrawals' paid_at is indexed only while PAID).
   */
  private async figures(groups: SQL, currency: string, period: Period): Promise<Map<number, ProfitLossSums>> {
    const { hours, edges } = splitByHour(period.from, period.to);
    const from = at(period.from);
    const to = at(period.to);
    const parts: SQL[] = [];
    if (hours) {
      parts.push(sql`select h.rounds, h.stake, h.rolled_back_stake, h.payout - h.rolled_back_payout
        from ${betTotalsHourly} h
        where h.member_id = s.member_id and h.currency = ${currency}
          and h.hour >= ${at(hours.from!)} and h.hour < ${at(hours.to!)}`);
    }
    for (const edge of edges) {
      parts.push(sql`select 1, b.stake, case when b.status = ${ROLLED_BACK} then b.stake else 0 end,
          case when b.status = ${ROLLED_BACK} then 0 else b.payout end
        from ${betRecords} b
        where b.member_id = s.member_id and b.currency = ${currency}
          and b.bet_at >= ${at(edge.from!)} and b.bet_at < ${at(edge.to!)}`);
    }
    const rows = await queryRows<{
      grp: number;
      rounds: string;
      stake: string;
      rolled_back_stake: string;
      valid_payout: string;
      rebates: string;
      deposits: string;
      withdrawals: string;
    }>(
      this.db,
      sql`select x.grp, sum(x.rounds)::text as rounds, sum(x.stake)::text as stake,
          sum(x.rolled_back_stake)::text as rolled_back_stake, sum(x.valid_payout)::text as valid_payout,
          sum(x.rebates)::text as rebates, sum(x.deposits)::text as deposits, sum(x.withdrawals)::text as withdrawals
        from (
          select s.grp, b.rounds, b.stake, b.rolled_back_stake, b.valid_payout,
            (select coalesce(sum(r.amount), 0) from ${agentRebates} r
              where r.member_id = s.member_id and r.period_start >= ${from} and r.period_start < ${to}
                and r.currency = ${currency}) as rebates,
            (select coalesce(sum(d.amount), 0) from ${deposits} d
              where d.member_id = s.member_id and d.created_at >= ${from} and d.created_at < ${to}
                and d.status = 'CONFIRMED' and d.currency = ${currency}) as deposits,
            (select coalesce(sum(w.amount), 0) from ${withdrawals} w
              where w.member_id = s.member_id and w.created_at >= ${from} and w.created_at < ${to}
                and w.status in ${PAID_WITHDRAWAL} and w.currency = ${currency}) as withdrawals
          from (${groups}) s
          cross join lateral (
            select coalesce(sum(p.rounds), 0) as rounds, coalesce(sum(p.stake), 0) as stake,
              coalesce(sum(p.rolled_back_stake), 0) as rolled_back_stake, coalesce(sum(p.valid_payout), 0) as valid_payout
            from (${sql.join(parts, sql` union all `)}) as p (rounds, stake, rolled_back_stake, valid_payout)
          ) b
        ) x
        group by x.grp`,
    );
    return new Map(
      rows.map((r) => [
        Number(r.grp),
        {
          rounds: Number(r.rounds),
          stake: BigInt(r.stake),
          rolledBackStake: BigInt(r.rolled_back_stake),
          validPayout: BigInt(r.valid_payout),
          rebates: BigInt(r.rebates),
          deposits: BigInt(r.deposits),
          withdrawals: BigInt(r.withdrawals),
        },
      ]),
    );
  }

  /**
   * The team's deposits and withdrawals in the period, newest first, a page by cursor: per team
   * member (a LATERAL over its tree rows) its own ranges of `deposits_member_time` and
   * `withdrawals_member_time` from the cursor's position, a page at most of each, merged by time
   * and cut to the page: one or two index probes per team member and page (the team betting
   * record's cost, see pageTeamBets). Transfers to the upline are not here: they are ledger
   * transfers only, found by a scan of each member's ledger entries.
   */
  async pageTeamTransactions(
    scope: TeamScope,
    filter: Period & { currency: string; kind?: TeamTransactionKind | undefined },
    request: CursorRequest,
    cursorScope: unknown,
  ) {
    const page = await moneyKeys.page(request, cursorScope, async ({ direction, after, orderBy, limit }) => {
      const dir = ordered(direction);
      const branch = (kind: TeamTransactionKind) => {
        const [table, ref] = kind === "DEPOSIT" ? [deposits, sql`o.order_no`] : [withdrawals, sql`o.id`];
        return sql`(select ${moneyKeys.select} as key, team_money.*, ${kind}::text as kind
          from (
            select o.created_at as at, ${ref} as ref, o.member_id, o.amount, o.currency, o.status
            from ${table} o
            where o.member_id = t.descendant_id and o.currency = ${filter.currency}
              and o.created_at >= ${at(filter.from)} and o.created_at < ${at(filter.to)}
          ) as team_money
          where true${bound(after)}
          order by ${sql.join(orderBy, sql`, `)}
          limit ${limit}::int)`;
      };
      const branches = filter.kind ? [branch(filter.kind)] : [branch("DEPOSIT"), branch("WITHDRAWAL")];
      const rows = await queryRows<{
        key: string;
        ref: string;
        kind: TeamTransactionKind;
        member_id: number;
        account: string;
        amount: string;
        currency: string;
        status: TeamTransactionStatus;
        at_ms: string;
      }>(
        this.db,
        sql`select p.key, p.ref, p.kind, p.member_id, m.account, p.amount::text as amount, p.currency, p.status,
            ${epochMsOf(sql`p.at`)} as at_ms
          from (
            select x.* from ${memberTree} t
            cross join lateral (${sql.join(branches, sql` union all `)}) x
            where ${inTeam(scope)}
            order by x.at ${dir}, x.ref ${dir}
            limit ${limit}::int
          ) p
          join ${members} m on m.id = p.member_id
          order by p.at ${dir}, p.ref ${dir}`,
      );
      return rows.map((r): TeamTransactionRow => ({
        key: r.key,
        id: r.ref,
        kind: r.kind,
        memberId: r.member_id,
        account: r.account,
        amount: BigInt(r.amount),
        currency: r.currency,
        status: r.status,
        createdAt: Number(r.at_ms),
      }));
    });
    const counted = await this.countTeamTransactions(scope, filter);
    return { ...page, ...counted };
  }

  /** How many of the team's orders match, counting at most COUNT_CAP + 1 (per member at most that many of each). */
  private async countTeamTransactions(
    scope: TeamScope,
    filter: Period & { currency: string; kind?: TeamTransactionKind | undefined },
  ): Promise<{ total: number; totalCapped: boolean }> {
    const branch = (kind: TeamTransactionKind) =>
      sql`(select 1 from ${kind === "DEPOSIT" ? deposits : withdrawals} o
        where o.member_id = t.descendant_id and o.currency = ${filter.currency}
          and o.created_at >= ${at(filter.from)} and o.created_at < ${at(filter.to)}
        limit ${COUNT_CAP + 1}::int)`;
    const branches = filter.kind ? [branch(filter.kind)] : [branch("DEPOSIT"), branch("WITHDRAWAL")];
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (
          select 1 from ${memberTree} t cross join lateral (${sql.join(branches, sql` union all `)}) x
          where ${inTeam(scope)}
          limit ${COUNT_CAP + 1}::int
        ) c`,
    );
    const n = Number(row?.n ?? 0);
    return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
  }
}

/** Figures of no rounds and no money (a downline whose team did nothing). */
export function emptySums(): ProfitLossSums {
  return { rounds: 0, stake: 0n, rolledBackStake: 0n, validPayout: 0n, rebates: 0n, deposits: 0n, withdrawals: 0n };
}
