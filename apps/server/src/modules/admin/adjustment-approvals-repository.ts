import { and, asc, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdjustmentApprovalStatus } from "@portal/contract/api/admin-adjustments";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { adjustmentApprovals, ledgerTransfers, members, operators } from "../../db/schema";

export type AdjustmentApprovalRow = typeof adjustmentApprovals.$inferSelect;
export type NewAdjustmentApproval = typeof adjustmentApprovals.$inferInsert;

const requester = alias(operators, "requester");
const decider = alias(operators, "decider");

/** Adjustments waiting for a second operator, and the decisions on them (four eyes). */
export class AdjustmentApprovalRepository extends Repository<AdjustmentApprovalRepository> {
  protected on(db: Db) {
    return new AdjustmentApprovalRepository(db);
  }

  /** The request, or the one this operator already made under the same requestId. */
  async insertOnce(values: NewAdjustmentApproval): Promise<{ row: AdjustmentApprovalRow; created: boolean }> {
    const [inserted] = await this.db.insert(adjustmentApprovals).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(adjustmentApprovals)
      .where(
        and(
          eq(adjustmentApprovals.requestedBy, values.requestedBy),
          eq(adjustmentApprovals.requestId, values.requestId),
        ),
      );
    return { row: existing!, created: false };
  }

  /** Whether this operator already asked for an approval under this requestId. */
  async requestedAs(requestedBy: number, requestId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: adjustmentApprovals.id })
      .from(adjustmentApprovals)
      .where(and(eq(adjustmentApprovals.requestedBy, requestedBy), eq(adjustmentApprovals.requestId, requestId)));
    return row !== undefined;
  }

  /** Whether a transfer with this id is in the books (an adjustment posted below the threshold). */
  async transferExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, id));
    return row !== undefined;
  }

  /** The brand's request under its row lock (only inside a transaction): decisions queue here. */
  async lock(merchantId: number, id: number): Promise<AdjustmentApprovalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(adjustmentApprovals)
      .where(and(eq(adjustmentApprovals.id, id), eq(adjustmentApprovals.merchantId, merchantId)))
      .for("update");
    return row;
  }

  async decide(
    id: number,
    decision: { status: "APPROVED" | "REJECTED"; decidedBy: number; note?: string; transferId?: string },
  ): Promise<void> {
    await this.db
      .update(adjustmentApprovals)
      .set({ ...decision, decidedAt: new Date() })
      .where(eq(adjustmentApprovals.id, id));
  }

  /** A page of the brand's requests of one status, newest first, with the member and both operators' names. */
  page(merchantId: number, status: AdjustmentApprovalStatus, page: number, pageSize: number) {
    const where = and(eq(adjustmentApprovals.merchantId, merchantId), eq(adjustmentApprovals.status, status));
    return paginate(
      this.db.select({ total: count() }).from(adjustmentApprovals).where(where),
      this.db
        .select({
          approval: adjustmentApprovals,
          account: members.account,
          requestedBy: requester.username,
          decidedBy: decider.username,
        })
        .from(adjustmentApprovals)
        .innerJoin(members, eq(members.id, adjustmentApprovals.memberId))
        .innerJoin(requester, eq(requester.id, adjustmentApprovals.requestedBy))
        .leftJoin(decider, eq(decider.id, adjustmentApprovals.decidedBy))
        .where(where)
        .orderBy(status === "PENDING" ? asc(adjustmentApprovals.id) : desc(adjustmentApprovals.id))
        .$dynamic(),
      { page, pageSize },
    );
  }
}
