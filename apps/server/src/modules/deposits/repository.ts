import type { DepositStatus } from "@portal/contract/api/money";
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { deposits, members, paymentChannels } from "../../db/schema";

export type Deposit = typeof deposits.$inferSelect;
export type PaymentChannel = typeof paymentChannels.$inferSelect;

export type NewDeposit = Pick<
  typeof deposits.$inferInsert,
  "orderNo" | "merchantId" | "memberId" | "channelId" | "requestId" | "amount" | "currency"
>;

/** How an order was settled: by an operator (with a note) or by its gateway. */
export type Settlement = { reviewedBy: number; note: string } | { gatewayReference: string; note?: string };

/** A member's deposits, newest first, ties in time by order number. */
const depositKeys = new Keyset("deposits", [
  { column: deposits.createdAt, kind: "time" },
  { column: deposits.orderNo, kind: "text" },
]);

/** Deposits and the payment channels they are made on. */
export class DepositRepository extends Repository<DepositRepository> {
  protected on(db: Db) {
    return new DepositRepository(db);
  }

  /** The member's deposits confirmed in [from, to), in minor units (missions, VIP). */
  async confirmedSum(memberId: number, from: Date, to: Date): Promise<bigint> {
    const [row] = await this.db
      .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          eq(deposits.status, "CONFIRMED"),
          gte(deposits.updatedAt, from),
          lt(deposits.updatedAt, to),
        ),
      );
    return BigInt(row?.sum ?? 0);
  }

  enabledChannels(merchantId: number): Promise<PaymentChannel[]> {
    return this.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  }

  async findChannel(id: number): Promise<PaymentChannel | undefined> {
    const [row] = await this.db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
    return row;
  }

  /** `lock` takes the row lock (FOR UPDATE): only inside `transaction` or `runLedger`. */
  async findDeposit(orderNo: string, options: { lock?: boolean } = {}) {
    const query = this.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    const [row] = options.lock ? await query.for("update") : await query;
    return row;
  }

  async findDepositByRequest(memberId: number, requestId: string) {
    const [row] = await this.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
    return row;
  }

  /**
   * The member's deposits with their channel, newest first, a page by cursor read from
   * `deposits_member_time`, and how many there are (up to COUNT_CAP).
   */
  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(deposits.memberId, memberId);
    const page = await depositKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: depositKeys.select, deposit: deposits, channel: paymentChannels })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, deposits, own)) };
  }

  /** The brand's deposits, of one status or all (the back office's list). */
  pageForBrand(merchantId: number, status: DepositStatus | undefined, page: number, pageSize: number) {
    const where = and(eq(deposits.merchantId, merchantId), status ? eq(deposits.status, status) : undefined);
    return this.page(where, page, pageSize);
  }

  /** The new order, or undefined when the member already opened one under this requestId. */
  async insertOnce(order: NewDeposit): Promise<Deposit | undefined> {
    const inserted = await this.db
      .insert(deposits)
      .values(order)
      .onConflictDoNothing({ target: [deposits.memberId, deposits.requestId] })
      .returning();
    return inserted[0];
  }

  /** Attaches a receipt while the order is still pending (a settled order keeps what it had). */
  async attachReceiptIfPending(orderNo: string, uploadId: number): Promise<void> {
    await this.db
      .update(deposits)
      .set({ receiptUploadId: uploadId, updatedAt: sql`now()` })
      .where(and(eq(deposits.orderNo, orderNo), eq(deposits.status, "PENDING")));
  }

  async settle(orderNo: string, status: "CONFIRMED" | "REJECTED", settlement: Settlement): Promise<Deposit> {
    const [updated] = await this.db
      .update(deposits)
      .set({ status, updatedAt: sql`now()`, ...settlement })
      .where(eq(deposits.orderNo, orderNo))
      .returning();
    return updated!;
  }

  /** A page of deposits with their channel (and member account, for operators), newest first. */
  private async page(where: SQL | undefined, page: number, pageSize: number) {
    const { rows, total } = await paginate(
      this.db.select({ total: count() }).from(deposits).where(where),
      this.db
        .select({ deposit: deposits, channel: paymentChannels, account: members.account })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.orderNo))
        .$dynamic(),
      { page, pageSize },
    );
    return { rows, total };
  }
}
