import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { validStakesByCategory } from "../bets/totals-repository";
import { agentRebatePayments, agentRebates, memberRebateRates, memberTree, rebatePeriods } from "../../db/schema";
import type { TransferRequest } from "../../ledger/types";

export type RebatePayment = typeof agentRebatePayments.$inferSelect;

/** A member's payments, newest period first (the primary key's order). */
const paymentKeys = new Keyset("rebate-payments", [{ column: agentRebatePayments.periodStart, kind: "time" }]);

/** The rate unit: rates are parts per million of the valid stake. */
const PPM = 1_000_000;

/**
 * The rebates' rows (decision 0032): the periods worked out, each member's lines per category
 * and its one payment per period. Worked out from the hourly bet totals, never from the bets.
 */
export class RebateRepository extends Repository<RebateRepository> {
  protected on(db: Db) {
    return new RebateRepository(db);
  }

  /** Where the brand's last worked-out period ended (undefined: never). */
  async lastPeriodEnd(merchantId: number): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ end: rebatePeriods.periodEnd })
      .from(rebatePeriods)
      .where(eq(rebatePeriods.merchantId, merchantId))
      .orderBy(desc(rebatePeriods.periodStart))
      .limit(1);
    return row?.end;
  }

  /**
   * Works out the rebates of [start, end) in one statement: the period, each member's lines and
   * its payment, or nothing when the period is already there (a second run, another runner).
   * Each ancestor of a member who bet earns (its rate - the rate of its child on the path) times
   * the member's valid stake (stake less what was rolled back) per category, never below zero;
   * with `self`, the member its own rate as well. A line is rounded down to minor units once, from
   * the exact sum of its period.
   */
  async workOut(
    merchantId: number,
    currency: string,
    period: { start: Date; end: Date },
    self: boolean,
  ): Promise<{ worked: boolean; lines: number; payments: number }> {
    const start = sql`${period.start.toISOString()}::timestamptz`;
    const end = sql`${period.end.toISOString()}::timestamptz`;
    const brand = sql`${merchantId}::int`;
    const [row] = await queryRows<{ period: number; lines: number; payments: number }>(
      this.db,
      sql`with period as (
          insert into ${rebatePeriods} (merchant_id, period_start, period_end) values (${brand}, ${start}, ${end})
          on conflict do nothing
          returning 1
        ), stakes as (
          ${validStakesByCategory(brand, currency, start, end, sql`period`)}
        ), earned as (
          select up.ancestor_id as member_id, s.category, sum(s.valid) as valid_stake,
            floor(sum(s.valid::numeric * greatest(0, coalesce(own.rate_ppm, 0) - coalesce(child.rate_ppm, 0))) / ${PPM})::bigint
              as amount
          from stakes s
          join ${memberTree} up on up.descendant_id = s.member_id and up.depth >= ${self ? 0 : 1}::int
          left join ${memberTree} path on path.descendant_id = s.member_id and path.depth = up.depth - 1
          left join ${memberRebateRates} own on own.member_id = up.ancestor_id and own.category = s.category
          left join ${memberRebateRates} child on child.member_id = path.ancestor_id and child.category = s.category
          group by up.ancestor_id, s.category
        ), lines as (
          insert into ${agentRebates} (member_id, period_start, category, merchant_id, currency, valid_stake, amount)
          select member_id, ${start}, category, ${brand}, ${currency}, valid_stake, amount from earned where amount > 0
          returning member_id, amount
        ), payments as (
          insert into ${agentRebatePayments} (member_id, period_start, merchant_id, period_end, currency, amount)
          select member_id, ${start}, ${brand}, ${end}, ${currency}, sum(amount) from lines group by member_id
          returning 1
        )
        select (select count(*) from period)::int as period, (select count(*) from lines)::int as lines,
          (select count(*) from payments)::int as payments`,
    );
    return { worked: row!.period === 1, lines: row!.lines, payments: row!.payments };
  }

  /** Payments not made yet, oldest period first, past the first `skip` of them. */
  unpaid(merchantId: number, limit: number, skip = 0): Promise<RebatePayment[]> {
    return this.db
      .select()
      .from(agentRebatePayments)
      .where(and(eq(agentRebatePayments.merchantId, merchantId), isNull(agentRebatePayments.paidAt)))
      .orderBy(asc(agentRebatePayments.periodStart), asc(agentRebatePayments.memberId))
      .limit(limit)
      .offset(skip);
  }

  /**
   * Pays one payment with its posting in one statement (ledger/post postAlong): it is marked paid
   * and the money moves together, once; false when it was paid already.
   */
  async pay(payment: RebatePayment, posting: TransferRequest): Promise<boolean> {
    const done = await this.postAlong(
      posting,
      (ok) => sql`update ${agentRebatePayments} set paid_at = now()
        where member_id = ${payment.memberId}::int and period_start = ${payment.periodStart.toISOString()}::timestamptz
          and paid_at is null and exists (select 1 from ${ok})
        returning 1 as paid`,
    );
    if (done.written) return true;
    if (done.refusal) throw done.refusal;
    return false;
  }

  /**
   * The member's rebate payments, newest period first, a page by cursor read from the payments'
   * primary key, with their lines; and how many there are (up to COUNT_CAP).
   */
  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(agentRebatePayments.memberId, memberId);
    const page = await paymentKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: paymentKeys.select, payment: agentRebatePayments })
        .from(agentRebatePayments)
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    const starts = page.rows.map((r) => r.payment.periodStart);
    const lines =
      starts.length === 0
        ? []
        : await this.db
            .select()
            .from(agentRebates)
            .where(and(eq(agentRebates.memberId, memberId), inArray(agentRebates.periodStart, starts)))
            .orderBy(asc(agentRebates.category));
    return { ...page, lines, ...(await cappedCountWhere(this.db, agentRebatePayments, own)) };
  }
}
