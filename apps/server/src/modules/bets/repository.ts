import type { BetMismatch } from "@portal/contract/api/admin";
import type { GameCategory } from "@portal/contract/games";
import type { LocalizedText } from "../../db/schema/columns";
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { cappedCount, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { betPullMismatches, betRecords, games, members, vendorBetCursors, vendors } from "../../db/schema";
import { BetTotalsRepository } from "./totals-repository";

export type BetRecord = typeof betRecords.$inferSelect;
export type NewBetRecord = typeof betRecords.$inferInsert;

/** One member's rounds in one currency, optionally in a time range and a game category. */
export interface RoundFilter {
  memberId: number;
  currency: string;
  from?: number | undefined;
  to?: number | undefined;
  category?: GameCategory | undefined;
}

/** A bet's game, for its name and category (the catalogue row of that vendor and code). */
const gameOfBet = and(
  eq(games.merchantId, betRecords.merchantId),
  eq(games.vassalage, betRecords.vendor),
  eq(games.gameCode, betRecords.gameCode),
);

/** Every query is filtered by the member: no id from a request reaches another member's rounds. */
function ownRounds(filter: RoundFilter): SQL | undefined {
  return and(
    eq(betRecords.memberId, filter.memberId),
    eq(betRecords.currency, filter.currency),
    filter.from !== undefined ? gte(betRecords.betAt, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(betRecords.betAt, new Date(filter.to)) : undefined,
  );
}

/** The betting record's order: newest first, ties in time by id. */
const roundKeys = new Keyset("bet-records", [
  { column: betRecords.betAt, kind: "time" },
  { column: betRecords.id, kind: "int" },
]);

const cursorOf = (merchantId: number, vendor: string) =>
  and(eq(vendorBetCursors.merchantId, merchantId), eq(vendorBetCursors.vendor, vendor));

/** Bet records (one per member and round), and the bet pull's cursors and mismatches. */
export class BetRepository extends Repository<BetRepository> {
  protected on(db: Db) {
    return new BetRepository(db);
  }

  /** The display names of some of the brand's vendors by code (a vendor listed in several categories has one name). */
  async vendorNames(merchantId: number, codes: readonly string[]) {
    if (codes.length === 0) return new Map<string, LocalizedText>();
    const rows = await this.db
      .selectDistinctOn([vendors.vassalage], { vassalage: vendors.vassalage, displayName: vendors.displayName })
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), inArray(vendors.vassalage, [...codes])))
      .orderBy(vendors.vassalage, vendors.id);
    return new Map(rows.map((row) => [row.vassalage, row.displayName]));
  }

  /**
   * The member's rounds with their game's name and category, newest first, a page by cursor
   * read from `bet_records_member_currency_time`; with how many match (up to COUNT_CAP) and the
   * stake and payout sums of all of them, read from the hourly totals (totals-repository.ts).
   * `scope` is the filter as asked (before defaults): what a cursor must have been made for.
   */
  async pageRounds(filter: RoundFilter, request: CursorRequest, scope: unknown) {
    const where = and(ownRounds(filter), filter.category ? eq(games.category, filter.category) : undefined);
    const page = await roundKeys.page(request, scope, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: roundKeys.select, bet: betRecords, name: games.name, category: games.category })
        .from(betRecords)
        .leftJoin(games, gameOfBet)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    const sums = await this.totals.sums(filter);
    const counted = await cappedCount(
      this.db,
      this.db
        .select({ one: sql`1` })
        .from(betRecords)
        .leftJoin(games, gameOfBet)
        .where(where)
        .$dynamic(),
    );
    return { ...page, ...counted, sums };
  }

  /** Rounds, stake and payout per game category ('' for a game not in the catalogue), rolled-back rounds excluded. */
  profitByCategory(filter: RoundFilter) {
    return this.totals.profitByCategory(filter);
  }

  /**
   * Rounds, stake and payout per game category of the rounds settled (or still open but nothing
   * staked): profitByCategory less the rounds still open, what missions, raffles, VIP and
   * cashback count. A bet counts once it has a result, and never if it is cancelled.
   */
  async settledByCategory(filter: RoundFilter) {
    const [all, open] = await Promise.all([this.totals.profitByCategory(filter), this.totals.openByCategory(filter)]);
    return all.map((c) => {
      const o = open.find((x) => x.category === c.category);
      return o ? { ...c, rounds: c.rounds - o.rounds, stake: c.stake - o.stake } : c;
    });
  }

  /** The hourly totals of the bet records (sums read from them; records written with them). */
  private get totals(): BetTotalsRepository {
    return new BetTotalsRepository(this.db);
  }

  async readCursor(merchantId: number, vendor: string): Promise<string | null> {
    const [row] = await this.db
      .select({ cursor: vendorBetCursors.cursor })
      .from(vendorBetCursors)
      .where(cursorOf(merchantId, vendor));
    return row?.cursor ?? null;
  }

  /** The brand's cursor for the vendor under its row lock (created empty on first use); only in `transaction`. */
  async lockCursor(merchantId: number, vendor: string): Promise<string | null> {
    await this.db.insert(vendorBetCursors).values({ merchantId, vendor, cursor: "" }).onConflictDoNothing();
    const [locked] = await this.db
      .select({ cursor: vendorBetCursors.cursor })
      .from(vendorBetCursors)
      .where(cursorOf(merchantId, vendor))
      .for("update");
    return locked?.cursor || null;
  }

  async moveCursor(merchantId: number, vendor: string, cursor: string): Promise<void> {
    await this.db.update(vendorBetCursors).set({ cursor, updatedAt: new Date() }).where(cursorOf(merchantId, vendor));
  }

  /** Records mismatches once (a repeated pull of the same round adds nothing). */
  async recordMismatches(
    merchantId: number,
    vendor: string,
    found: { roundId: string; reason: BetMismatch["reason"] }[],
  ): Promise<void> {
    await this.db
      .insert(betPullMismatches)
      .values(found.map((m) => ({ merchantId, vendor, roundId: m.roundId, reason: m.reason })))
      .onConflictDoNothing();
  }

  /** Which of these member ids are members of the brand. */
  async brandMemberIds(merchantId: number, memberIds: number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.id, memberIds)));
    return new Set(rows.map((m) => m.id));
  }

  /** Our records of these rounds of a vendor (any member). */
  roundsOf(merchantId: number, vendor: string, roundIds: string[]): Promise<BetRecord[]> {
    return this.db
      .select()
      .from(betRecords)
      .where(
        and(
          eq(betRecords.merchantId, merchantId),
          eq(betRecords.vendor, vendor),
          inArray(betRecords.roundId, roundIds),
        ),
      );
  }

  /** Records a round unless it is already recorded (with its hour's totals); answers whether it was new. */
  insertIfNew(record: NewBetRecord): Promise<boolean> {
    return this.totals.insertIfNew(record);
  }

  /**
   * The brand's latest winning rounds (paid more than staked) of a game category in its money
   * (not trial credit), newest first: the winner board. Each of the category's games gives its
   * latest `limit` wins from the partial index of winning rounds per game (a lateral join), and
   * the newest `limit` of those are kept: a bounded read, however many wins other categories have.
   */
  async recentWins(merchantId: number, currency: string, category: GameCategory, limit: number) {
    const rows = await queryRows<{
      account: string;
      game_name: LocalizedText;
      payout: string;
      settled_at: Date | string;
    }>(
      this.db,
      sql`
      select m.account, w.game_name, w.payout, w.settled_at
      from ${games} g
      cross join lateral (
        select b.member_id, g.name as game_name, b.payout, b.settled_at
        from ${betRecords} b
        where b.merchant_id = g.merchant_id and b.vendor = g.vassalage and b.game_code = g.game_code
          and b.status = 'SETTLED' and b.payout > b.stake and b.currency = ${currency}
        order by b.settled_at desc
        limit ${limit}
      ) w
      join ${members} m on m.id = w.member_id
      where g.merchant_id = ${merchantId} and g.category = ${category}
      order by w.settled_at desc
      limit ${limit}`,
    );
    return rows.map((row) => ({
      account: row.account,
      gameName: row.game_name,
      payout: BigInt(row.payout),
      settledAt: new Date(row.settled_at),
    }));
  }
}
