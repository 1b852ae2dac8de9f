import { and, desc, eq, gt, gte, inArray, isNull, lte, sql, sum, type SQL } from "drizzle-orm";
import type { LimitKind, BreakKind } from "@portal/contract/api/protection";
import { queryRowsPrepared, type Db } from "../../db/client";
import { hotSql } from "../../db/hot-sql";
import { Repository } from "../../db/repository";
import { betTotalsHourly, deposits, memberBreaks, memberLimits, memberRealityChecks, sessions } from "../../db/schema";

export type MemberLimit = typeof memberLimits.$inferSelect;
export type MemberBreak = typeof memberBreaks.$inferSelect;
/** A limit row as playState's statement answers it (numbers and times as text). */
interface LimitJson {
  kind: LimitKind;
  merchantId: number;
  value: string | null;
  pendingValue: string | null;
  pendingAt: string | null;
  updatedAt: string;
}

/** The protection tables, and the period sums the limits are checked against (decision 0025). */
export class ProtectionRepository extends Repository<ProtectionRepository> {
  protected on(db: Db) {
    return new ProtectionRepository(db);
  }

  limits(memberId: number): Promise<MemberLimit[]> {
    return this.db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));
  }

  /**
   * The member's limits of these kinds (one indexed range of the primary key). `lock` takes their
   * row locks (FOR UPDATE, only inside a transaction): two orders or bets of one member checking
   * the same limits then take turns, each reading the sums the other committed.
   */
  limitsOf(memberId: number, kinds: readonly LimitKind[], options: { lock?: boolean } = {}): Promise<MemberLimit[]> {
    const query = this.db
      .select()
      .from(memberLimits)
      .where(and(eq(memberLimits.memberId, memberId), inArray(memberLimits.kind, [...kinds])));
    // Locked in one order (the kind) whatever the plan: two callers never wait on each other.
    return options.lock ? query.orderBy(memberLimits.kind).for("update") : query;
  }

  /** Locks the member's row of this kind for a change (the caller runs in a transaction). */
  async limitForUpdate(memberId: number, kind: LimitKind): Promise<MemberLimit | undefined> {
    const [row] = await this.db
      .select()
      .from(memberLimits)
      .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, kind)))
      .for("update");
    return row;
  }

  async saveLimit(row: MemberLimit): Promise<void> {
    await this.db
      .insert(memberLimits)
      .values(row)
      .onConflictDoUpdate({
        target: [memberLimits.memberId, memberLimits.kind],
        set: { value: row.value, pendingValue: row.pendingValue, pendingAt: row.pendingAt, updatedAt: row.updatedAt },
      });
  }

  /**
   * What every bet and every transfer into a game asks first, in one prepared statement: whether
   * a break is in force at `now` (activeBreak reads it), and the member's limits of these kinds.
   */
  async playState(
    memberId: number,
    now: Date,
    kinds: readonly LimitKind[],
  ): Promise<{ onBreak: boolean; limits: MemberLimit[] }> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const ms = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;
    const [row] = await queryRowsPrepared<{ on_break: boolean; limits: LimitJson[] | null }>(
      this.db,
      sql`select
        exists (select 1 from ${memberBreaks} where member_id = ${memberId}::int and ends_at > ${at}
          and lifted_at is null and starts_at <= ${at}) as on_break,
        (select jsonb_agg(jsonb_build_object('kind', kind, 'merchantId', merchant_id, 'value', value::text,
            'pendingValue', pending_value::text, 'pendingAt', ${ms(sql`pending_at`)}, 'updatedAt', ${ms(sql`updated_at`)}))
          from ${memberLimits} where member_id = ${memberId}::int
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})) as limits`,
    );
    const bigintOrNull = (text: string | null) => (text === null ? null : BigInt(text));
    const dateOrNull = (text: string | null) => (text === null ? null : new Date(Number(text)));
    return {
      onBreak: row?.on_break ?? false,
      limits: (row?.limits ?? []).map((l) => ({
        memberId,
        kind: l.kind,
        merchantId: l.merchantId,
        value: bigintOrNull(l.value),
        pendingValue: bigintOrNull(l.pendingValue),
        pendingAt: dateOrNull(l.pendingAt),
        updatedAt: new Date(Number(l.updatedAt)),
      })),
    };
  }

  /**
   * SQL true when nothing of player protection can refuse the member's play at `now`: no break in
   * force (as activeBreak reads it) and no limit of these kinds stored, whatever its value. For a
   * statement that plays only while this holds, so it needs no check of its own before it.
   */
  playClear(memberId: number, now: Date, kinds: readonly LimitKind[]): SQL {
    const at = hotSql`${now.toISOString()}::timestamptz`;
    return hotSql`not exists (select 1 from ${memberBreaks} where member_id = ${memberId}::int and ends_at > ${at}
        and lifted_at is null and starts_at <= ${at})
      and not exists (select 1 from ${memberLimits} where member_id = ${memberId}::int and kind in (${hotSql.join(
        kinds.map((kind) => hotSql`${kind}`),
        hotSql`, `,
      )}))`;
  }

  /**
   * The break in force at `now` (the one ending last, when several overlap). Asked before every
   * bet and every transfer into a game, nearly always of a member without one: that answer is
   * one prepared statement (db/client queryRowsPrepared), and only a member with a break in force
   * reads it.
   */
  async activeBreak(memberId: number, now: Date): Promise<MemberBreak | undefined> {
    const [inForce] = await queryRowsPrepared<{ found: boolean }>(
      this.db,
      sql`select exists (select 1 from ${memberBreaks}
        where member_id = ${memberId}::int and ends_at > ${now.toISOString()}::timestamptz
          and lifted_at is null and starts_at <= ${now.toISOString()}::timestamptz) as found`,
    );
    if (!inForce?.found) return undefined;
    const [row] = await this.db
      .select()
      .from(memberBreaks)
      .where(
        and(
          eq(memberBreaks.memberId, memberId),
          gt(memberBreaks.endsAt, now),
          isNull(memberBreaks.liftedAt),
          lte(memberBreaks.startsAt, now),
        ),
      )
      .orderBy(sql`${memberBreaks.kind} = 'SELF_EXCLUSION' desc`, desc(memberBreaks.endsAt))
      .limit(1);
    return row;
  }

  async insertBreak(row: {
    merchantId: number;
    memberId: number;
    kind: BreakKind;
    startsAt: Date;
    endsAt: Date;
  }): Promise<MemberBreak> {
    const [inserted] = await this.db.insert(memberBreaks).values(row).returning();
    return inserted!;
  }

  /** Lifts a time-out early (an operator); a self-exclusion is never lifted here. */
  async liftTimeOut(breakId: number, operatorId: number, at: Date): Promise<void> {
    await this.db
      .update(memberBreaks)
      .set({ liftedAt: at, liftedBy: operatorId })
      .where(and(eq(memberBreaks.id, breakId), eq(memberBreaks.kind, "TIME_OUT")));
  }

  async realityCheckMinutes(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ minutes: memberRealityChecks.minutes })
      .from(memberRealityChecks)
      .where(eq(memberRealityChecks.memberId, memberId));
    return row?.minutes ?? 0;
  }

  async setRealityCheck(memberId: number, minutes: number): Promise<void> {
    await this.db
      .insert(memberRealityChecks)
      .values({ memberId, minutes })
      .onConflictDoUpdate({ target: memberRealityChecks.memberId, set: { minutes } });
  }

  /**
   * What the member deposited since `since`: open and credited orders (a rejected one never
   * counts). One range of the index deposits_member_time.
   */
  async depositedSince(memberId: number, since: Date): Promise<bigint> {
    const [row] = await this.db
      .select({ amount: sum(deposits.amount) })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          gte(deposits.createdAt, since),
          inArray(deposits.status, ["PENDING", "CONFIRMED"]),
        ),
      );
    return BigInt(row?.amount ?? 0);
  }

  /**
   * Net loss (stakes minus payouts, rolled-back rounds left out) since the hour of `since`, in
   * one currency, from the hourly bet totals: a range of their primary key, never raw bets.
   */
  async netLossSince(memberId: number, currency: string, since: Date): Promise<bigint> {
    const [row] = await this.db
      .select({
        loss: sql<
          string | null
        >`sum((${betTotalsHourly.stake} - ${betTotalsHourly.rolledBackStake}) - (${betTotalsHourly.payout} - ${betTotalsHourly.rolledBackPayout}))`,
      })
      .from(betTotalsHourly)
      .where(
        and(
          eq(betTotalsHourly.memberId, memberId),
          eq(betTotalsHourly.currency, currency),
          gte(betTotalsHourly.hour, sql`date_trunc('hour', ${since.toISOString()}::timestamptz)`),
        ),
      );
    return BigInt(row?.loss ?? 0);
  }

  /** When a live session started (undefined when it is unknown or revoked). */
  async sessionStart(tokenHash: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    return row?.createdAt;
  }
}
