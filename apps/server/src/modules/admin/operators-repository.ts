import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { operators, operatorSessions } from "../../db/schema";

export type Operator = typeof operators.$inferSelect;

/** The back office's accounts and their sessions (stored as token hashes). */
export class OperatorRepository extends Repository<OperatorRepository> {
  protected on(db: Db) {
    return new OperatorRepository(db);
  }

  /** A new operator; undefined when the name is taken in the brand. */
  async insert(values: typeof operators.$inferInsert): Promise<Operator | undefined> {
    const [row] = await this.db.insert(operators).values(values).onConflictDoNothing().returning();
    return row;
  }

  async findByName(merchantId: number, username: string): Promise<Operator | undefined> {
    const [row] = await this.db
      .select()
      .from(operators)
      .where(and(eq(operators.merchantId, merchantId), eq(operators.username, username)));
    return row;
  }

  async insertSession(values: typeof operatorSessions.$inferInsert): Promise<void> {
    await this.db.insert(operatorSessions).values(values);
  }

  async revokeSession(tokenHash: string): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(eq(operatorSessions.tokenHash, tokenHash));
  }

  /** The operator of a live (not revoked, not expired) session. */
  async ofLiveSession(tokenHash: string): Promise<Operator | undefined> {
    const [row] = await this.db
      .select({ operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, new Date()),
        ),
      );
    return row?.operator;
  }
}
