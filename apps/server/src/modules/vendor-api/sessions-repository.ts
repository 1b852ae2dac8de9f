import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vendorSecrets, vendorSessions } from "../../db/schema";

export type VendorSession = typeof vendorSessions.$inferSelect;

export async function insertVendorSession(db: Db, session: typeof vendorSessions.$inferInsert): Promise<void> {
  await db.insert(vendorSessions).values(session);
}

export async function findVendorSessionByHash(db: Db, tokenHash: string): Promise<VendorSession | undefined> {
  const [row] = await db.select().from(vendorSessions).where(eq(vendorSessions.tokenHash, tokenHash));
  return row;
}

/** Moves a live session's end to `expiresAt` (an expired session stays expired). */
export async function extendVendorSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(vendorSessions)
    .set({ expiresAt })
    .where(and(eq(vendorSessions.tokenHash, tokenHash), gt(vendorSessions.expiresAt, sql`now()`)));
}

/** Ends a member's live sessions now: all of them, or those launched from one member session. */
export async function expireVendorSessions(db: Db, scope: { memberId: number; memberSession?: string }): Promise<void> {
  await db
    .update(vendorSessions)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(vendorSessions.memberId, scope.memberId),
        scope.memberSession ? eq(vendorSessions.memberSession, scope.memberSession) : undefined,
        gt(vendorSessions.expiresAt, sql`now()`),
      ),
    );
}

/** The brand's signing secret for a vendor's wallet calls. */
export async function findVendorSecret(db: Db, merchantId: number, vendor: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: vendorSecrets.secret })
    .from(vendorSecrets)
    .where(and(eq(vendorSecrets.merchantId, merchantId), eq(vendorSecrets.vendor, vendor)));
  return row?.secret;
}
