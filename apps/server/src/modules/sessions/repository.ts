import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { memberActiveDays, sessions } from "../../db/schema";
import { brandDayStart } from "../money/amounts";

export type Session = typeof sessions.$inferSelect;

/** Member sessions, stored by token hash; a revoked row stays (revokedAt) until it expires. */
export class SessionRepository extends Repository<SessionRepository> {
  protected on(db: Db) {
    return new SessionRepository(db);
  }

  /** A new session, and its brand day recorded as a day the member was active (the LOGIN missions). */
  async insert(session: {
    tokenHash: string;
    memberId: number;
    origin: string;
    ip: string;
    deviceId: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
  }) {
    await this.db.insert(sessions).values(session);
    await this.db
      .insert(memberActiveDays)
      .values({ memberId: session.memberId, day: brandDayStart(session.createdAt) })
      .onConflictDoNothing();
  }

  /** The session of a token hash unless it was revoked (expiry is the caller's to check). */
  async findUnrevoked(tokenHash: string): Promise<Session | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    return row;
  }

  /**
   * Records a use of an unrevoked session, and `day` (the brand day of `at`) as a day its member
   * was active, in one statement; false when the row is revoked (or gone).
   */
  async touch(tokenHash: string, at: Date, day: Date): Promise<boolean> {
    const touched = await queryRows<{ memberId: number }>(
      this.db,
      sql`with touched as (
          update ${sessions} set last_seen_at = ${at.toISOString()}::timestamptz
          where token_hash = ${tokenHash} and revoked_at is null
          returning member_id
        ), active as (
          insert into ${memberActiveDays} (member_id, day)
          select member_id, ${day.toISOString()}::timestamptz from touched
          on conflict do nothing
        )
        select member_id as "memberId" from touched`,
    );
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
