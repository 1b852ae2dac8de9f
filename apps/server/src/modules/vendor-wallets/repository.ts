import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { vendorTransfers } from "../../db/schema";

export type VendorTransfer = typeof vendorTransfers.$inferSelect;

/** Transfers between the main wallet and transfer-wallet vendors, by our order id. */
export class VendorTransferRepository extends Repository<VendorTransferRepository> {
  protected on(db: Db) {
    return new VendorTransferRepository(db);
  }

  /** A new order, unless the member already used the request id: then undefined. */
  async insertOnce(order: typeof vendorTransfers.$inferInsert): Promise<VendorTransfer | undefined> {
    const [inserted] = await this.db
      .insert(vendorTransfers)
      .values(order)
      .onConflictDoNothing({ target: [vendorTransfers.memberId, vendorTransfers.requestId] })
      .returning();
    return inserted;
  }

  async byRequest(memberId: number, requestId: string): Promise<VendorTransfer | undefined> {
    const [row] = await this.db
      .select()
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.requestId, requestId)));
    return row;
  }

  /** `lock` takes the row lock (FOR UPDATE): only inside `transaction` or `runLedger`. */
  async find(orderId: string, options: { lock?: boolean } = {}): Promise<VendorTransfer | undefined> {
    const query = this.db.select().from(vendorTransfers).where(eq(vendorTransfers.orderId, orderId));
    const [row] = options.lock ? await query.for("update") : await query;
    return row;
  }

  /** Stamps a call to the vendor now, only while the order is PENDING: the order, or undefined. */
  async stampCall(orderId: string): Promise<VendorTransfer | undefined> {
    const [claimed] = await this.db
      .update(vendorTransfers)
      .set({ lastCallAt: sql`now()` })
      .where(and(eq(vendorTransfers.orderId, orderId), eq(vendorTransfers.status, "PENDING")))
      .returning();
    return claimed;
  }

  /** Settles the order with the outcome if it is still PENDING (taking its row lock): the order, or undefined. */
  async resolvePending(orderId: string, outcome: "SUCCEEDED" | "FAILED"): Promise<VendorTransfer | undefined> {
    const [updated] = await this.db
      .update(vendorTransfers)
      .set({ status: outcome, resolvedAt: sql`now()` })
      .where(and(eq(vendorTransfers.orderId, orderId), eq(vendorTransfers.status, "PENDING")))
      .returning();
    return updated;
  }

  /** A vendor call that got no answer. */
  async countAttempt(orderId: string): Promise<void> {
    await this.db
      .update(vendorTransfers)
      .set({ attempts: sql`${vendorTransfers.attempts} + 1` })
      .where(eq(vendorTransfers.orderId, orderId));
  }

  /** Pending orders whose last vendor call is older than `cutoff`, oldest call first. */
  pendingBefore(cutoff: Date, options: { merchantId?: number; limit: number }): Promise<VendorTransfer[]> {
    return this.db
      .select()
      .from(vendorTransfers)
      .where(
        and(
          eq(vendorTransfers.status, "PENDING"),
          lt(vendorTransfers.lastCallAt, cutoff),
          options.merchantId !== undefined ? eq(vendorTransfers.merchantId, options.merchantId) : undefined,
        ),
      )
      .orderBy(asc(vendorTransfers.lastCallAt))
      .limit(options.limit);
  }
}
