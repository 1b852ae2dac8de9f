import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { betPullMismatches, deposits, uploads, vendorTransfers, withdrawals } from "../../db/schema";

/** The back office's reads across domains, always within one brand. */
export class BackOfficeRepository extends Repository<BackOfficeRepository> {
  protected on(db: Db) {
    return new BackOfficeRepository(db);
  }

  /** A deposit's receipt image, if the deposit is this brand's and has one. */
  async depositReceipt(merchantId: number, orderNo: string) {
    const [row] = await this.db
      .select({ bytes: uploads.bytes, contentType: uploads.contentType })
      .from(deposits)
      .innerJoin(uploads, eq(uploads.id, deposits.receiptUploadId))
      .where(and(eq(deposits.orderNo, orderNo), eq(deposits.merchantId, merchantId)));
    return row;
  }

  /** A withdrawal's proof of a missing payout, if the withdrawal is this brand's and has one. */
  async withdrawalProof(merchantId: number, id: string) {
    const [row] = await this.db
      .select({ bytes: uploads.bytes, contentType: uploads.contentType })
      .from(withdrawals)
      .innerJoin(uploads, eq(uploads.id, withdrawals.proofUploadId))
      .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)));
    return row;
  }

  /** Vendor transfers still waiting for the vendor's outcome, oldest first. */
  pendingVendorTransfers(merchantId: number, page: number, pageSize: number) {
    const where = and(eq(vendorTransfers.merchantId, merchantId), eq(vendorTransfers.status, "PENDING"));
    return paginate(
      this.db.select({ total: count() }).from(vendorTransfers).where(where),
      this.db
        .select()
        .from(vendorTransfers)
        .where(where)
        .orderBy(asc(vendorTransfers.createdAt), asc(vendorTransfers.orderId))
        .$dynamic(),
      { page, pageSize },
    );
  }

  /** Rounds where a vendor's bet pull and our records disagree, newest first. */
  betMismatches(merchantId: number, page: number, pageSize: number) {
    const where = eq(betPullMismatches.merchantId, merchantId);
    return paginate(
      this.db.select({ total: count() }).from(betPullMismatches).where(where),
      this.db.select().from(betPullMismatches).where(where).orderBy(desc(betPullMismatches.id)).$dynamic(),
      { page, pageSize },
    );
  }
}
