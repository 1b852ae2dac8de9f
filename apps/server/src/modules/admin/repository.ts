import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { betPullMismatches, deposits, uploads, vendorTransfers, withdrawals } from "../../db/schema";
import { pageDeposits } from "../deposits/repository";
import type { WithdrawalService } from "../withdrawals/service";

/** The back office's reads across domains, always within one brand. */

export function depositsPage(
  db: Db,
  merchantId: number,
  status: (typeof deposits.$inferSelect)["status"] | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(eq(deposits.merchantId, merchantId), status ? eq(deposits.status, status) : undefined);
  return pageDeposits(db, where, page, pageSize);
}

export function withdrawalsPage(
  withdrawalService: WithdrawalService,
  merchantId: number,
  status: (typeof withdrawals.$inferSelect)["status"] | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(eq(withdrawals.merchantId, merchantId), status ? eq(withdrawals.status, status) : undefined);
  return withdrawalService.page(where, page, pageSize);
}

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
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vendorTransfers).where(where);
  const rows = await db
    .select()
    .from(vendorTransfers)
    .where(where)
    .orderBy(asc(vendorTransfers.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: Number(total) };
}

/** Rounds where a vendor's bet pull and our records disagree, newest first. */
export async function betMismatches(db: Db, merchantId: number, page: number, pageSize: number) {
  const where = eq(betPullMismatches.merchantId, merchantId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(betPullMismatches).where(where);
  const rows = await db
    .select()
    .from(betPullMismatches)
    .where(where)
    .orderBy(desc(betPullMismatches.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: Number(total) };
}
