import { and, eq, gt, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdjustmentApprovalStatus } from "@portal/contract/api/admin-adjustments";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import {
  adjustmentApprovals,
  auditLog,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  members,
} from "../../db/schema";
import { MEMBER_KIND } from "../money/wallets";
import { approvalsPage } from "./four-eyes-repository";

export type AdjustmentApprovalRow = typeof adjustmentApprovals.$inferSelect;
export type NewAdjustmentApproval = typeof adjustmentApprovals.$inferInsert;

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

  /**
   * An adjustment posted at once (transfer `adjustment:<operator>:<requestId>`) as it was asked:
   * the member and direction (the member's wallet on the credit or the debit side), the amount,
   * and the reason from its audit entry (written in the posting's transaction: the books do not
   * keep it). Undefined when no such transfer is in the books.
   */
  async postedAtOnce(
    transferId: string,
  ): Promise<{ memberId: number; direction: "CREDIT" | "DEBIT"; amount: bigint; reason: string | null } | undefined> {
    const credited = alias(ledgerAccounts, "credited");
    const debited = alias(ledgerAccounts, "debited");
    const [row] = await this.db
      .select({
        amount: ledgerTransfers.amount,
        creditedType: credited.ownerType,
        creditedId: credited.ownerId,
        debitedId: debited.ownerId,
        reason: sql<string | null>`(
          select ${auditLog.detail}->>'reason' from ${auditLog}
          where ${auditLog.merchantId} = ${ledgerTransfers.merchantId}
            and ${auditLog.targetType} = 'member'
            and ${auditLog.detail}->>'transferId' = ${ledgerTransfers.id}
          limit 1)`,
      })
      .from(ledgerTransfers)
      .innerJoin(credited, eq(credited.id, ledgerTransfers.creditAccountId))
      .innerJoin(debited, eq(debited.id, ledgerTransfers.debitAccountId))
      .where(eq(ledgerTransfers.id, transferId));
    if (!row) return undefined;
    const credit = row.creditedType === "MEMBER";
    return {
      memberId: credit ? row.creditedId : row.debitedId,
      direction: credit ? "CREDIT" : "DEBIT",
      amount: row.amount,
      reason: row.reason,
    };
  }

  /**
   * Makes a member's adjustments wait for each other until the transaction ends (an advisory
   * lock): the rolling sum read next and the posting or request after it cannot interleave with
   * another operator's adjustment of the same member, so two racing adjustments cannot both
   * pass under the four-eyes threshold.
   */
  async lockMemberAdjustments(memberId: number): Promise<void> {
    await this.lockUntilCommit(`member-adjustments:${memberId}`);
  }

  /**
   * The sum of the member's adjustments posted at once (below the threshold, by any operator,
   * either direction: transfers `adjustment:<operator>:<requestId>`) since `since`. Those approved by
   * a second operator (`adjustment-approval:<id>`) are not counted: they had their second look.
   * Reads the member's main wallet's entries by time (ledger_entries_account_time).
   */
  async postedAtOnceSince(merchantId: number, memberId: number, since: Date): Promise<bigint> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
      .from(ledgerAccounts)
      .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.ownerType, "MEMBER"),
          eq(ledgerAccounts.ownerId, memberId),
          eq(ledgerAccounts.kind, MEMBER_KIND.main),
          gt(ledgerEntries.createdAt, since),
          eq(ledgerTransfers.reason, "ADJUSTMENT"),
          like(ledgerTransfers.id, "adjustment:%"),
        ),
      );
    return BigInt(row?.total ?? "0");
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

  /** A page of the brand's requests of one status (pending oldest first, decided newest first), with the member and both operators' names. */
  page(merchantId: number, status: AdjustmentApprovalStatus, page: number, pageSize: number) {
    return approvalsPage(
      this.db,
      adjustmentApprovals,
      { approval: adjustmentApprovals, account: members.account },
      merchantId,
      status,
      { page, pageSize },
      { table: members, on: eq(members.id, adjustmentApprovals.memberId) },
    );
  }
}
