import type { GameCategory } from "@portal/contract/games";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, queryRowsPrepared, type Db } from "../../db/client";
import { hotSql } from "../../db/hot-sql";
import { Repository } from "../../db/repository";
import { betRecords, betTotalsHourly, games } from "../../db/schema";
import type { NewBetRecord } from "./repository";

/**
 * The bet records' writes, each with its hour's totals (`bet_totals_hourly`) in the same
 * statement, and the sums read from those totals (decision 0024). A sum over [from, to) adds the
 * totals of the whole hours inside it and the raw rows of the two partial hours at its edges, so
 * it reads at most a period's hours of totals (per game played in them) plus two hours of rows,
 * whatever the member's volume, and equals the sum of the rows exactly.
 */

export const HOUR_MS = 3_600_000;
/** Hours start at whole UTC hours: a whole-hour time zone's day is whole buckets. The migration back-fills with it too. */
const hourOf = (at: SQL) => sql`date_bin('1 hour', ${at}, timestamptz '2000-01-01 00:00:00+00')`;

/** A change to a round's bet record: amounts added, and whether it settles the round (a win). */
export interface RoundDelta {
  merchantId: number;
  memberId: number;
  vendor: string;
  roundId: string;
  gameCode: string;
  currency: string;
  stake: bigint;
  payout: bigint;
  settle: boolean;
}

/** One member's rounds in one currency, in [from, to), optionally of one game category. */
export interface TotalsFilter {
  memberId: number;
  currency: string;
  from?: number | undefined;
  to?: number | undefined;
  category?: GameCategory | undefined;
}

/** [from, to) as its whole hours (read from the totals, null when it holds none) and its partial edges (raw rows). */
export function splitByHour(from?: number, to?: number) {
  const first = from === undefined ? undefined : Math.ceil(from / HOUR_MS) * HOUR_MS;
  const last = to === undefined ? undefined : Math.floor(to / HOUR_MS) * HOUR_MS;
  if (first !== undefined && last !== undefined && first >= last) return { hours: null, edges: [{ from, to }] };
  const edges: { from?: number | undefined; to?: number | undefined }[] = [];
  if (first !== undefined && first !== from) edges.push({ from, to: first });
  if (last !== undefined && last !== to) edges.push({ from: last, to });
  return { hours: { from: first, to: last }, edges };
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const ROLLED_BACK = sql`'ROLLED_BACK'`;

export class BetTotalsRepository extends Repository<BetTotalsRepository> {
  protected on(db: Db) {
    return new BetTotalsRepository(db);
  }

  /**
   * Adds to a round's bet record (made on its first change): stake and payout add up; a win
   * settles it; a change that leaves no stake and no payout marks it ROLLED_BACK, and a bet on a
   * ROLLED_BACK round opens it again (a lottery player who cancelled every ticket of a draw and
   * buys again: the round is live, not cancelled, until its draw settles it). Its hour's
   * totals change by the same amounts in the same statement: a round more when the record is
   * new, and the rolled-back part by what the record's move into or out of ROLLED_BACK makes.
   * `round_prior` locks the record before the upsert (evaluated first: the upsert's one row is made
   * from it), so its status is the one the upsert changes even when another transaction changed
   * it after this statement's snapshot. A record another transaction made after that snapshot
   * is seen as not rolled back: a new record is never ROLLED_BACK (its first change is a bet or
   * a win), and no transaction both makes and rolls back a round. Run on every bet, win and
   * bet-win call: a prepared statement (planned once per connection). The one-statement bet-win
   * (roundChangeCtes) takes its snapshot before it waits for the accounts' locks: a rollback of
   * the same round would have to commit in that moment, and a rollback is refused for a bet-win.
   */
  async addToRound(change: RoundDelta): Promise<void> {
    await queryRowsPrepared(this.db, sql`with ${roundChangeCtes(change)} select 1`);
  }

  /**
   * Many wins at once (a lottery draw's payouts), each as addToRound with `settle`: the round's
   * payout grows by it and the round is SETTLED (made when it has no record yet), with the hours'
   * totals, in one statement. The rounds' records are locked first (`prior`, in key order), so
   * their status before is the one changed; a round named twice is changed once by the sum.
   */
  async settleRounds(wins: readonly RoundDelta[]): Promise<void> {
    if (wins.length === 0) return;
    const rows = wins.map((w) => ({
      merchant_id: w.merchantId,
      member_id: w.memberId,
      vendor: w.vendor,
      round_id: w.roundId,
      game_code: w.gameCode,
      currency: w.currency,
      payout: String(w.payout),
    }));
    await queryRows(
      this.db,
      sql`with raw as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(merchant_id int, member_id int, vendor text, round_id text, game_code text, currency text, payout bigint)
      ), v as (
        select merchant_id, member_id, vendor, round_id, min(game_code) as game_code, min(currency) as currency,
          sum(payout)::bigint as payout
        from raw group by merchant_id, member_id, vendor, round_id
      ), prior as (
        -- Each record looked up by its key (the batch is small against the table), locked in key order.
        select p.* from (select * from v order by merchant_id, vendor, round_id, member_id) k
        cross join lateral (
          select b.merchant_id, b.member_id, b.vendor, b.round_id, b.status from ${betRecords} b
          where b.merchant_id = k.merchant_id and b.vendor = k.vendor and b.round_id = k.round_id
            and b.member_id = k.member_id
          for update
        ) p
      ), round as (
        insert into ${betRecords} as b (merchant_id, member_id, vendor, round_id, game_code, currency, stake, payout, status, settled_at)
        select v.merchant_id, v.member_id, v.vendor, v.round_id, v.game_code, v.currency, 0, v.payout, 'SETTLED', now()
        from v, (select count(*) from prior) as locked
        order by v.merchant_id, v.vendor, v.round_id, v.member_id
        on conflict (merchant_id, vendor, round_id, member_id) do update set
          payout = b.payout + excluded.payout, status = 'SETTLED', settled_at = excluded.settled_at
        returning b.member_id, b.currency, b.bet_at, b.merchant_id, b.vendor, b.round_id, b.game_code, b.stake, b.payout,
          b.status, b.xmax = 0 as created
      ), changed as (
        select r.member_id, r.currency, r.bet_at, r.merchant_id, r.vendor, r.game_code,
          r.created::int as rounds, v.payout as payout,
          -coalesce(p.status = ${ROLLED_BACK}, false)::int as rolled_back_rounds,
          -(case when p.status = ${ROLLED_BACK} then r.stake else 0 end) as rolled_back_stake,
          -(case when p.status = ${ROLLED_BACK} then r.payout - v.payout else 0 end) as rolled_back_payout
        from round r
        join v on v.merchant_id = r.merchant_id and v.vendor = r.vendor and v.round_id = r.round_id and v.member_id = r.member_id
        left join prior p on p.merchant_id = r.merchant_id and p.vendor = r.vendor and p.round_id = r.round_id
          and p.member_id = r.member_id
      ), hours as (
        select member_id, currency, ${hourOf(sql`bet_at`)} as hour, merchant_id, vendor, game_code,
          sum(rounds)::int as rounds, sum(payout)::bigint as payout, sum(rolled_back_rounds)::int as rolled_back_rounds,
          sum(rolled_back_stake)::bigint as rolled_back_stake, sum(rolled_back_payout)::bigint as rolled_back_payout
        from changed group by 1, 2, 3, 4, 5, 6
        -- A loss settling its own round moves no total: its hour is not written at all.
        having sum(rounds) <> 0 or sum(payout) <> 0 or sum(rolled_back_rounds) <> 0
          or sum(rolled_back_stake) <> 0 or sum(rolled_back_payout) <> 0
      )
      insert into ${betTotalsHourly} as t (member_id, currency, hour, merchant_id, vendor, game_code,
        rounds, stake, payout, rolled_back_rounds, rolled_back_stake, rolled_back_payout)
      select member_id, currency, hour, merchant_id, vendor, game_code, rounds, 0, payout, rolled_back_rounds,
        rolled_back_stake, rolled_back_payout
      from hours order by member_id, currency, hour, merchant_id, vendor, game_code
      on conflict on constraint bet_totals_hourly_pk do update set
        rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake, payout = t.payout + excluded.payout,
        rolled_back_rounds = t.rolled_back_rounds + excluded.rolled_back_rounds,
        rolled_back_stake = t.rolled_back_stake + excluded.rolled_back_stake,
        rolled_back_payout = t.rolled_back_payout + excluded.rolled_back_payout`,
    );
  }

  /** Records a round unless it is already recorded, with its hour's totals; answers whether it was new. */
  async insertIfNew(record: NewBetRecord): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`with round as (
        insert into ${betRecords} (merchant_id, member_id, vendor, round_id, game_code, currency, stake, payout, status, bet_at, settled_at)
        values (${record.merchantId}::int, ${record.memberId}::int, ${record.vendor}, ${record.roundId}, ${record.gameCode},
          ${record.currency}, ${String(record.stake ?? 0n)}::bigint, ${String(record.payout ?? 0n)}::bigint,
          ${record.status ?? "OPEN"}, coalesce(${record.betAt?.toISOString() ?? null}::timestamptz, now()),
          ${record.settledAt?.toISOString() ?? null}::timestamptz)
        on conflict do nothing
        returning member_id, currency, bet_at, merchant_id, vendor, game_code, stake, payout, status
      )
      ${addToTotals(
        sql`1, r.stake, r.payout, (r.status = ${ROLLED_BACK})::int,
          case when r.status = ${ROLLED_BACK} then r.stake else 0 end,
          case when r.status = ${ROLLED_BACK} then r.payout else 0 end`,
        sql`round r`,
      )}
      returning 1 as added`,
    );
    return rows.length > 0;
  }

  /** The stake and payout sums of the member's rounds in the filter, every status. */
  async sums(filter: TotalsFilter): Promise<{ stake: bigint; payout: bigint }> {
    const parts = this.parts(filter, sql`rounds, stake, payout`, sql`1, stake, payout`, undefined);
    const [row] = await queryRows<{ stake: string; payout: string }>(
      this.db,
      sql`select coalesce(sum(p.stake), 0)::text as stake, coalesce(sum(p.payout), 0)::text as payout
        from ${filter.category === undefined ? sql`(${parts}) p` : sql`${perGame(parts)} where ${categoryOf} = ${filter.category}`}`,
    );
    return { stake: BigInt(row?.stake ?? 0), payout: BigInt(row?.payout ?? 0) };
  }

  /**
   * The member's rounds still open in the filter's period, per game category: their rounds and
   * stake (bet_records_member_open: few rows). A reward counted on valid bets leaves these out:
   * an open bet may yet be cancelled and its stake refunded.
   */
  async openByCategory(filter: TotalsFilter) {
    const rows = await queryRows<{ category: string; rounds: string; stake: string }>(
      this.db,
      sql`select coalesce(g.category, '') as category, count(*)::text as rounds, sum(r.stake)::text as stake
        from ${betRecords} r
        left join ${games} g on g.merchant_id = r.merchant_id and g.vassalage = r.vendor and g.game_code = r.game_code
        where r.member_id = ${filter.memberId}::int and r.currency = ${filter.currency} and r.status = 'OPEN'${
          filter.from === undefined ? sql`` : sql` and r.bet_at >= ${at(filter.from)}`
        }${filter.to === undefined ? sql`` : sql` and r.bet_at < ${at(filter.to)}`}
        group by 1`,
    );
    return rows.map((r) => ({ category: r.category, rounds: Number(r.rounds), stake: BigInt(r.stake) }));
  }

  /** Rounds, stake and payout per game category ('' for a game not in the catalogue), rolled-back rounds left out. */
  async profitByCategory(filter: TotalsFilter) {
    const parts = this.parts(
      filter,
      sql`rounds - rolled_back_rounds, stake - rolled_back_stake, payout - rolled_back_payout`,
      sql`1, stake, payout`,
      sql`status <> ${ROLLED_BACK}`,
    );
    const rows = await queryRows<{ category: string; rounds: string; stake: string; payout: string }>(
      this.db,
      sql`select coalesce(${categoryOf}, '') as category, sum(p.rounds)::text as rounds, sum(p.stake)::text as stake,
          sum(p.payout)::text as payout
        from ${perGame(parts)}
        group by 1 having sum(p.rounds) > 0 order by 1`,
    );
    return rows.map((r) => ({
      category: r.category,
      rounds: Number(r.rounds),
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
    }));
  }

  /**
   * The member's rounds in the filter's period, as rows of (merchant_id, vendor, game_code, rounds, stake, payout):
   * `fromTotals` of the whole hours' totals, `fromRows` of the edges' bet records (those that
   * pass `rowsWhere`), each part one range of its table's member index.
   */
  private parts(filter: TotalsFilter, fromTotals: SQL, fromRows: SQL, rowsWhere: SQL | undefined): SQL {
    const { hours, edges } = splitByHour(filter.from, filter.to);
    const own = sql`member_id = ${filter.memberId}::int and currency = ${filter.currency}`;
    const parts: SQL[] = [];
    if (hours) {
      parts.push(sql`select merchant_id, vendor, game_code, ${fromTotals} from ${betTotalsHourly}
        where ${own}${hours.from === undefined ? sql`` : sql` and hour >= ${at(hours.from)}`}${
          hours.to === undefined ? sql`` : sql` and hour < ${at(hours.to)}`
        }`);
    }
    for (const edge of edges) {
      parts.push(sql`select merchant_id, vendor, game_code, ${fromRows} from ${betRecords}
        where ${own}${edge.from === undefined ? sql`` : sql` and bet_at >= ${at(edge.from)}`}${
          edge.to === undefined ? sql`` : sql` and bet_at < ${at(edge.to)}`
        }${rowsWhere ? sql` and ${rowsWhere}` : sql``}`);
    }
    return sql.join(parts, sql` union all `);
  }
}

/** The parts' rounds and amounts per game, as `p`: each game's category is then looked up once. */
const perGame = (parts: SQL) => sql`(select merchant_id, vendor, game_code, sum(rounds) as rounds, sum(stake) as stake,
    sum(payout) as payout
  from (${parts}) as parts (merchant_id, vendor, game_code, rounds, stake, payout) group by 1, 2, 3) p`;

/**
 * The category of `p`'s game (null when it is not in the catalogue), the same match as the bet
 * records' left join (a unique key of games). A lookup per game by that key: a join could read
 * the whole catalogue to hash it, a cost that grows with the games, not with the member.
 */
const categoryOf = sql`(select g.category from ${games} g
  where g.merchant_id = p.merchant_id and g.vassalage = p.vendor and g.game_code = p.game_code)`;

/**
 * addToRound's writes as CTEs (`round_prior`, `round`, `round_totals`) for a statement of the
 * caller's; with `gate` (a CTE name) they write only when it has a row, so a round is recorded
 * with the call that plays it (the seamless wallet's bet-win) or not at all.
 */
export function roundChangeCtes(change: RoundDelta, gate?: SQL): SQL {
  const { stake, payout, settle } = change;
  const key = hotSql`merchant_id = ${change.merchantId}::int and vendor = ${change.vendor} and round_id = ${change.roundId}
      and member_id = ${change.memberId}::int`;
  // The change leaves the round with no stake and no payout: it is rolled back (whole).
  const emptied = hotSql`b.stake + excluded.stake = 0 and b.payout = 0`;
  return hotSql`round_prior as (
      select status from ${betRecords} where ${key} for update
    ), round as (
      insert into ${betRecords} as b (merchant_id, member_id, vendor, round_id, game_code, currency, stake, payout, status, settled_at)
      select ${change.merchantId}::int, ${change.memberId}::int, ${change.vendor}, ${change.roundId}, ${change.gameCode},
        ${change.currency}, ${String(stake)}::bigint, ${String(payout)}::bigint, ${settle ? "SETTLED" : "OPEN"},
        ${settle ? hotSql`now()` : hotSql`null::timestamptz`}
      from (select count(*) from round_prior) as locked
      ${gate ? hotSql`where exists (select 1 from ${gate})` : hotSql``}
      on conflict (merchant_id, vendor, round_id, member_id) do update set
        stake = b.stake + excluded.stake,
        payout = b.payout + excluded.payout,
        status = ${
          settle
            ? hotSql`'SETTLED'`
            : hotSql`case when ${emptied} then ${ROLLED_BACK} when b.status = ${ROLLED_BACK} then 'OPEN' else b.status end`
        },
        settled_at = ${
          settle
            ? hotSql`excluded.settled_at`
            : // A round opened again (above) is not settled any more.
              hotSql`case when b.status = ${ROLLED_BACK} and not (${emptied}) then null else b.settled_at end`
        }
      returning b.member_id, b.currency, b.bet_at, b.merchant_id, b.vendor, b.game_code, b.stake, b.payout, b.status,
        b.xmax = 0 as created
    ), round_totals as (
      ${addToTotals(
        hotSql`r.created::int, ${String(stake)}::bigint, ${String(payout)}::bigint,
          (r.status = ${ROLLED_BACK})::int - coalesce(p.status = ${ROLLED_BACK}, false)::int,
          (case when r.status = ${ROLLED_BACK} then r.stake else 0 end)
            - (case when p.status = ${ROLLED_BACK} then r.stake - ${String(stake)}::bigint else 0 end),
          (case when r.status = ${ROLLED_BACK} then r.payout else 0 end)
            - (case when p.status = ${ROLLED_BACK} then r.payout - ${String(payout)}::bigint else 0 end)`,
        hotSql`round r left join round_prior p on true`,
      )}
    )`;
}

/**
 * `insert into bet_totals_hourly ... select <the key of r>, <amounts> from <from>`, adding to the
 * hour's row when it exists: `from` names the changed record `r` (the CTE `round`).
 */
function addToTotals(amounts: SQL, from: SQL): SQL {
  return hotSql`insert into ${betTotalsHourly} as t (member_id, currency, hour, merchant_id, vendor, game_code,
      rounds, stake, payout, rolled_back_rounds, rolled_back_stake, rolled_back_payout)
    select r.member_id, r.currency, ${hourOf(hotSql`r.bet_at`)}, r.merchant_id, r.vendor, r.game_code, ${amounts}
    from ${from}
    on conflict on constraint bet_totals_hourly_pk do update set
      rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake, payout = t.payout + excluded.payout,
      rolled_back_rounds = t.rolled_back_rounds + excluded.rolled_back_rounds,
      rolled_back_stake = t.rolled_back_stake + excluded.rolled_back_stake,
      rolled_back_payout = t.rolled_back_payout + excluded.rolled_back_payout`;
}

/**
 * A query (for a CTE of a settlement's statement) of each member's valid stake (stake less what
 * was rolled back) per game category in a brand's [start, end), from the hourly totals, read only
 * when the CTE `gate` has a row (the settlement's period was inserted by this run): the rebates'
 * and the points' input.
 */
/**
 * A brand's rounds still open in [start, end), per member and game: their rounds and stake
 * (bet_records_brand_open). The jobs that pay on valid bets subtract them from the hourly totals:
 * an open bet may yet be cancelled and its stake refunded.
 */
export function openRoundsByMemberGame(merchantId: SQL, currency: string, start: SQL, end: SQL): SQL {
  return sql`select member_id, vendor, game_code, count(*) as rounds, sum(stake) as stake
    from ${betRecords}
    where merchant_id = ${merchantId} and currency = ${currency} and status = 'OPEN'
      and bet_at >= ${start} and bet_at < ${end}
    group by member_id, vendor, game_code`;
}

export function validStakesByCategory(merchantId: SQL, currency: string, start: SQL, end: SQL, gate: SQL): SQL {
  return sql`select h.member_id, g.category, sum(h.stake - h.rolled_back_stake) as valid
    from ${betTotalsHourly} h
    join ${games} g on g.merchant_id = h.merchant_id and g.vassalage = h.vendor and g.game_code = h.game_code
    where h.merchant_id = ${merchantId} and h.hour >= ${start} and h.hour < ${end} and h.currency = ${currency}
      and exists (select 1 from ${gate})
    group by h.member_id, g.category
    having sum(h.stake - h.rolled_back_stake) > 0`;
}
