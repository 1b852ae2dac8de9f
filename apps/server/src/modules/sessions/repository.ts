import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { sessions } from "../../db/schema";

export type Session = typeof sessions.$inferSelect;

/** Member sessions, stored by token hash; a revoked row stays (revokedAt) until it expires. */
export class SessionRepository extends Repository<SessionRepository> {
  protected on(db: Db) {
    return new SessionRepository(db);
  }

  async insert(session: {
    tokenHash: string;
    memberId: number;
    origin: string;
    ip: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
  }) {
    await this.db.insert(sessions).values(session);
  }

  /** The session of a token hash unless it was revoked (expiry is the caller's to check). */
  async findUnrevoked(tokenHash: string): Promise<Session | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    return row;
  }

  /** Records a use of an unrevoked session; false when the row is revoked (or gone). */
  async touch(tokenHash: string, at: Date): Promise<boolean> {
    const touched = await this.db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash });
    return touched.length > 0;
  }

  /** Revokes one session: the row revoked now, or none when it was already revoked. */
  revoke(tokenHash: string) {
    return this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash, memberId: sessions.memberId, expiresAt: sessions.expiresAt });
  }

  /** Revokes every live session of a member except `keep`: the rows revoked now. */
  revokeAll(memberId: number, keep?: string) {
    return this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          // Sessions past their lifetime need no revoking (nor a mark).
          sql`${sessions.expiresAt} > now()`,
          keep ? ne(sessions.tokenHash, keep) : undefined,
        ),
      )
      .returning({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt });
  }
}
