import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { operators, operatorSessions } from "../../db/schema";

export type Operator = typeof operators.$inferSelect;

/** A new operator; undefined when the name is taken in the brand. */
export async function insertOperator(db: Db, values: typeof operators.$inferInsert): Promise<Operator | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findOperatorByName(db: Db, merchantId: number, username: string): Promise<Operator | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, username)));
  return row;
}

export async function insertOperatorSession(db: Db, values: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

export async function revokeOperatorSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.tokenHash, tokenHash));
}

/** The operator of a live (not revoked, not expired) session. */
export async function operatorOfLiveSession(db: Db, tokenHash: string): Promise<Operator | undefined> {
  const [row] = await db
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
