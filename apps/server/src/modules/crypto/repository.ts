import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { spentTokens, type SpentTokenKind } from "../../db/schema";

/** Records a spent token of a kind; false when it was already spent (a replay). */
export async function spendToken(db: Db, kind: SpentTokenKind, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(spentTokens)
    .values({ kind, tokenHash, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: spentTokens.tokenHash });
  return inserted.length > 0;
}

/** Drops the kind's tokens past their expiry. */
export async function dropExpiredTokens(db: Db, kind: string): Promise<void> {
  await db.delete(spentTokens).where(sql`${spentTokens.kind} = ${kind} and ${spentTokens.expiresAt} < now()`);
}
