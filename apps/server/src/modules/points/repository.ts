import type { RedemptionStatus } from "@portal/contract/api/points";
import { and, asc, count, desc, eq, isNull, or, sql, gt } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { validStakesByCategory } from "../bets/totals-repository";
import { members, pointsAccruals, pointsPeriods, pointsRedemptions, pointsRewards } from "../../db/schema";

export type Reward = typeof pointsRewards.$inferSelect;
export type NewReward = Omit<typeof pointsRewards.$inferInsert, "id" | "createdAt">;
export type Redemption = typeof pointsRedemptions.$inferSelect;
export type NewRedemption = Omit<typeof pointsRedemptions.$inferInsert, "id" | "createdAt" | "reviewedAt">;
export type Accrual = typeof pointsAccruals.$inferSelect;

const redemptionKeys = new Keyset("redemptions", [
  { column: pointsRedemptions.createdAt, kind: "time" },
  { column: pointsRedemptions.id, kind: "int" },
]);

/** Points: the hours worked out and their accruals, the mall's rewards and redemptions (decision 0041). */
export class PointsRepository extends Repository<PointsRepository> {
  protected on(db: Db) {
    return new PointsRepository(db);
  }

  /**
   * Works out the points of [start, end) in one statement: the period, then each member's points,
   * from the hourly bet totals: per category, valid stake (less what was rolled back) times the
   * category's points per `perHundred` minor units, rounded down once per member. Nothing when the
   * period was worked out already (a second run, another runner).
   */
  async workOut(
    merchantId: number,
    currency: string,
    period: { start: Date; end: Date },
    rates: Record<string, number>,
    perHundred: bigint,
  ): Promise<{ worked: boolean; accruals: number }> {
    const start = sql`${period.start.toISOString()}::timestamptz`;
    const end = sql`${period.end.toISOString()}::timestamptz`;
    const brand = sql`${merchantId}::int`;
    const [row] = await queryRows<{ period: number; accruals: number }>(
      this.db,
      sql`with period as (
          insert into ${pointsPeriods} (merchant_id, period_start) values (${brand}, ${start})
          on conflict do nothing
          returning 1
        ), stakes as (
          ${validStakesByCategory(brand, currency, start, end, sql`period`)}
        ), earned as (
          select s.member_id,
            floor(sum(s.valid::numeric * coalesce((${JSON.stringify(rates)}::jsonb ->> s.category)::numeric, 0))
              / ${String(perHundred)}::numeric)::bigint as points
          from stakes s group by s.member_id
        ), accruals as (
          insert into ${pointsAccruals} (member_id, period_start, merchant_id, points)
          select member_id, ${start}, ${brand}, points from earned where points > 0
          returning 1
        )
        select (select count(*) from period)::int as period, (select count(*) from accruals)::int as accruals`,
    );
    return { worked: row!.period === 1, accruals: row!.accruals };
  }

  /** Accruals not credited yet, oldest first, past the first `skip` of them. */
  unpaid(merchantId: number, limit: number, skip: number): Promise<Accrual[]> {
    return this.db
      .select()
      .from(pointsAccruals)
      .where(and(eq(pointsAccruals.merchantId, merchantId), eq(pointsAccruals.paid, false)))
      .orderBy(asc(pointsAccruals.periodStart), asc(pointsAccruals.memberId))
      .limit(limit)
      .offset(skip);
  }

  async markPaid(accrual: Accrual): Promise<void> {
    await this.db
      .update(pointsAccruals)
      .set({ paid: true })
      .where(and(eq(pointsAccruals.memberId, accrual.memberId), eq(pointsAccruals.periodStart, accrual.periodStart)));
  }

  // --- The mall ---

  rewards(merchantId: number): Promise<Reward[]> {
    return this.db
      .select()
      .from(pointsRewards)
      .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.active, true)))
      .orderBy(asc(pointsRewards.sort), asc(pointsRewards.id))
      .limit(200);
  }

  async reward(merchantId: number, id: number): Promise<Reward | undefined> {
    const [row] = await this.db
      .select()
      .from(pointsRewards)
      .where(and(eq(pointsRewards.merchantId, merchantId), eq(pointsRewards.id, id)));
    return row;
  }

  /**
   * Takes one of an active reward's stock (none taken from an unlimited one), under its row lock
   * until the transaction ends: concurrent redemptions of the last items queue here, and only as
   * many as there are get one. Undefined when it is out of stock, inactive or not the brand's.
   */
  async takeOne(merchantId: number, id: number): Promise<Reward | undefined> {
    const [row] = await this.db
      .update(pointsRewards)
      .set({ stock: sql`case when ${pointsRewards.stock} is null then null else ${pointsRewards.stock} - 1 end` })
      .where(
        and(
          eq(pointsRewards.merchantId, merchantId),
          eq(pointsRewards.id, id),
          eq(pointsRewards.active, true),
          or(isNull(pointsRewards.stock), gt(pointsRewards.stock, 0)),
        ),
      )
      .returning();
    return row;
  }

  /** Puts one back in stock (a rejected redemption). */
  async putBack(id: number): Promise<void> {
    await this.db
      .update(pointsRewards)
      .set({ stock: sql`case when ${pointsRewards.stock} is null then null else ${pointsRewards.stock} + 1 end` })
      .where(eq(pointsRewards.id, id));
  }

  async redemptionByRequest(memberId: number, requestId: string): Promise<Redemption | undefined> {
    const [row] = await this.db
      .select()
      .from(pointsRedemptions)
      .where(and(eq(pointsRedemptions.memberId, memberId), eq(pointsRedemptions.requestId, requestId)));
    return row;
  }

  async insertRedemption(redemption: NewRedemption): Promise<Redemption> {
    const [row] = await this.db.insert(pointsRedemptions).values(redemption).returning();
    return row!;
  }

  /** A redemption with its row lock (only inside a transaction). */
  async lockRedemption(id: number): Promise<Redemption | undefined> {
    const [row] = await this.db.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, id)).for("update");
    return row;
  }

  async decide(id: number, status: RedemptionStatus, note: string, reviewedBy: number): Promise<Redemption> {
    const [row] = await this.db
      .update(pointsRedemptions)
      .set({ status, note, reviewedBy, reviewedAt: sql`now()` })
      .where(eq(pointsRedemptions.id, id))
      .returning();
    return row!;
  }

  /** The member's redemptions with their reward's name, newest first, a page by cursor. */
  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(pointsRedemptions.memberId, memberId);
    const page = await redemptionKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: redemptionKeys.select, redemption: pointsRedemptions, name: pointsRewards.name })
        .from(pointsRedemptions)
        .innerJoin(pointsRewards, eq(pointsRewards.id, pointsRedemptions.rewardId))
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, pointsRedemptions, own)) };
  }

  /** The brand's redemptions of one status or all, newest first, with the member's account (the back office). */
  async pageForBrand(merchantId: number, status: RedemptionStatus | undefined, page: number, pageSize: number) {
    const where = and(
      eq(pointsRedemptions.merchantId, merchantId),
      status ? eq(pointsRedemptions.status, status) : undefined,
    );
    return paginate(
      this.db.select({ total: count() }).from(pointsRedemptions).where(where),
      this.db
        .select({ redemption: pointsRedemptions, name: pointsRewards.name, account: members.account })
        .from(pointsRedemptions)
        .innerJoin(pointsRewards, eq(pointsRewards.id, pointsRedemptions.rewardId))
        .innerJoin(members, eq(members.id, pointsRedemptions.memberId))
        .where(where)
        .orderBy(desc(pointsRedemptions.id))
        .$dynamic(),
      { page, pageSize },
    );
  }

  // --- Operators ---

  rewardsOfBrand(merchantId: number): Promise<Reward[]> {
    return this.db
      .select()
      .from(pointsRewards)
      .where(eq(pointsRewards.merchantId, merchantId))
      .orderBy(asc(pointsRewards.sort), asc(pointsRewards.id))
      .limit(500);
  }

  async insertReward(reward: NewReward): Promise<Reward> {
    const [row] = await this.db.insert(pointsRewards).values(reward).returning();
    return row!;
  }

  /** The reward changed and its stock moved by `addStock` (none when unlimited); undefined when not the brand's or below zero. */
  async updateReward(
    merchantId: number,
    id: number,
    reward: Omit<NewReward, "stock">,
    addStock: number,
  ): Promise<Reward | undefined> {
    const [row] = await this.db
      .update(pointsRewards)
      .set({ ...reward, stock: sql`${pointsRewards.stock} + ${addStock}::int` })
      .where(
        and(
          eq(pointsRewards.merchantId, merchantId),
          eq(pointsRewards.id, id),
          or(isNull(pointsRewards.stock), sql`${pointsRewards.stock} + ${addStock}::int >= 0`),
        ),
      )
      .returning();
    return row;
  }
}
