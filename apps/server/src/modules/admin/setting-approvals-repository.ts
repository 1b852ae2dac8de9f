import { and, eq, sql } from "drizzle-orm";
import type { AdjustmentApprovalStatus } from "@portal/contract/api/admin-adjustments";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { settingApprovals } from "../../db/schema";
import { approvalsPage } from "./four-eyes-repository";

export type SettingApprovalRow = typeof settingApprovals.$inferSelect;

/** Raises of a four-eyes threshold waiting for a second operator, and the decisions on them (decision 0054). */
export class SettingApprovalRepository extends Repository<SettingApprovalRepository> {
  protected on(db: Db) {
    return new SettingApprovalRepository(db);
  }

  /**
   * Makes changes of one brand's setting wait for each other until the transaction ends (an
   * advisory lock): "is it a raise?" is read and acted on in one step.
   */
  async lockKey(merchantId: number, key: string): Promise<void> {
    await this.lockUntilCommit(`setting:${merchantId}:${key}`);
  }

  /** This operator's pending request for the same value of the key, if any (a repeat answers it). */
  async pendingLike(merchantId: number, key: string, value: unknown, requestedBy: number) {
    const [row] = await this.db
      .select()
      .from(settingApprovals)
      .where(
        and(
          eq(settingApprovals.merchantId, merchantId),
          eq(settingApprovals.key, key),
          eq(settingApprovals.requestedBy, requestedBy),
          eq(settingApprovals.status, "PENDING"),
          sql`${settingApprovals.value} = ${JSON.stringify(value)}::jsonb`,
        ),
      );
    return row;
  }

  async insert(values: typeof settingApprovals.$inferInsert): Promise<SettingApprovalRow> {
    const [row] = await this.db.insert(settingApprovals).values(values).returning();
    return row!;
  }

  /** The brand's request under its row lock (only inside a transaction): decisions queue here. */
  async lock(merchantId: number, id: number): Promise<SettingApprovalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(settingApprovals)
      .where(and(eq(settingApprovals.id, id), eq(settingApprovals.merchantId, merchantId)))
      .for("update");
    return row;
  }

  async decide(id: number, decision: { status: "APPROVED" | "REJECTED"; decidedBy: number; note?: string }) {
    await this.db
      .update(settingApprovals)
      .set({ ...decision, decidedAt: new Date() })
      .where(eq(settingApprovals.id, id));
  }

  /** A page of the brand's requests of one status (pending oldest first, decided newest first), with both operators' names. */
  page(merchantId: number, status: AdjustmentApprovalStatus, page: number, pageSize: number) {
    return approvalsPage(this.db, settingApprovals, { approval: settingApprovals }, merchantId, status, {
      page,
      pageSize,
    });
  }
}
