import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { betPullMismatches, deposits, paymentChannels, uploads, vendorTransfers, withdrawals } from "../../db/schema";

/** The back office's reads across domains, always within one brand. */

/** A deposit's receipt image, if the deposit is this brand's and has one. */
export async function depositReceipt(db: Db, merchantId: number, orderNo: string) {
  const [row] = await db
    .select({ bytes: uploads.bytes, contentType: uploads.contentType })
    .from(deposits)
    .innerJoin(uploads, eq(uploads.id, deposits.receiptUploadId))
    .where(and(eq(deposits.orderNo, orderNo), eq(deposits.merchantId, merchantId)));
  return row;
}

/** A withdrawal's proof of a missing payout, if the withdrawal is this brand's and has one. */
export async function withdrawalProof(db: Db, merchantId: number, id: string) {
  const [row] = await db
    .select({ bytes: uploads.bytes, contentType: uploads.contentType })
    .from(withdrawals)
    .innerJoin(uploads, eq(uploads.id, withdrawals.proofUploadId))
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)));
  return row;
}

/** Vendor transfers still waiting for the vendor's outcome, oldest first. */
export async function pendingVendorTransfers(db: Db, merchantId: number, page: number, pageSize: number) {
  const where = and(eq(vendorTransfers.merchantId, merchantId), eq(vendorTransfers.status, "PENDING"));
  return paginate(
    db.select({ total: count() }).from(vendorTransfers).where(where),
    db
      .select()
      .from(vendorTransfers)
      .where(where)
      .orderBy(asc(vendorTransfers.createdAt), asc(vendorTransfers.orderId))
      .$dynamic(),
    { page, pageSize },
  );
}

/** Rounds where a vendor's bet pull and our records disagree, newest first. */
export async function betMismatches(db: Db, merchantId: number, page: number, pageSize: number) {
  const where = eq(betPullMismatches.merchantId, merchantId);
  return paginate(
    db.select({ total: count() }).from(betPullMismatches).where(where),
    db.select().from(betPullMismatches).where(where).orderBy(desc(betPullMismatches.id)).$dynamic(),
    { page, pageSize },
  );
}

export type PaymentChannelRow = typeof paymentChannels.$inferSelect;

/** Every payment channel of the brand, enabled or not, in display order. */
export function brandPaymentChannels(db: Db, merchantId: number): Promise<PaymentChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, merchantId))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

/** A new channel; undefined when its code exists in the brand. */
export async function insertPaymentChannel(
  db: Db,
  values: typeof paymentChannels.$inferInsert,
): Promise<PaymentChannelRow | undefined> {
  const [row] = await db.insert(paymentChannels).values(values).onConflictDoNothing().returning();
  return row;
}

/** The brand's channel, locked for a change in the caller's transaction. */
export async function lockPaymentChannel(
  db: Db,
  merchantId: number,
  id: number,
): Promise<PaymentChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantId, merchantId)))
    .for("update");
  return row;
}

export async function updatePaymentChannel(
  db: Db,
  id: number,
  changes: Partial<typeof paymentChannels.$inferInsert>,
): Promise<PaymentChannelRow> {
  const [row] = await db.update(paymentChannels).set(changes).where(eq(paymentChannels.id, id)).returning();
  return row!;
}
