import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { inTextList } from "../../db/in-list";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { members, vendorSecrets, vendorSessions } from "../../db/schema";

type MemberStatus = (typeof members.$inferSelect)["status"];

export type VendorSession = typeof vendorSessions.$inferSelect;

/** Game (vendor) sessions, stored by token hash, and the brands' vendor signing secrets. */
export class VendorSessionRepository extends Repository<VendorSessionRepository> {
  protected on(db: Db) {
    return new VendorSessionRepository(db);
  }

  async insert(session: typeof vendorSessions.$inferInsert): Promise<void> {
    await this.db.insert(vendorSessions).values(session);
  }

  async findByHash(tokenHash: string): Promise<VendorSession | undefined> {
    const [row] = await this.db.select().from(vendorSessions).where(eq(vendorSessions.tokenHash, tokenHash));
    return row;
  }

  /** The sessions of many token hashes, in one statement (a batch of wins). */
  findByHashes(tokenHashes: readonly string[]): Promise<VendorSession[]> {
    if (tokenHashes.length === 0) return Promise.resolve([]);
    return this.db.select().from(vendorSessions).where(inTextList(vendorSessions.tokenHash, tokenHashes));
  }

  /** The session with its member's status, in one statement (a bet checks both). */
  async findByHashWithMemberStatus(
    tokenHash: string,
  ): Promise<{ session: VendorSession; memberStatus: MemberStatus | null } | undefined> {
    const [row] = await this.db
      .select({ session: vendorSessions, memberStatus: members.status })
      .from(vendorSessions)
      .leftJoin(members, eq(members.id, vendorSessions.memberId))
      .where(eq(vendorSessions.tokenHash, tokenHash));
    return row;
  }

  /**
   * SQL true while the session of this token hash may bet at `now`: not ended, its member active
   * (what a bet checks of the row findByHashWithMemberStatus reads), for a statement to hold to.
   */
  liveAt(tokenHash: string, now: Date): SQL {
    return sql`exists (select 1 from ${vendorSessions} s join ${members} m on m.id = s.member_id
      where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()}::timestamptz and m.status = 'ACTIVE')`;
  }

  /** Moves a live session's end to `expiresAt` (an expired session stays expired): whether it moved. */
  async extend(tokenHash: string, expiresAt: Date): Promise<boolean> {
    const moved = await this.db
      .update(vendorSessions)
      .set({ expiresAt })
      .where(and(eq(vendorSessions.tokenHash, tokenHash), gt(vendorSessions.expiresAt, sql`now()`)))
      .returning({ tokenHash: vendorSessions.tokenHash });
    return moved.length === 1;
  }

  /** Ends a member's live game sessions now: all of them, or those launched from one member session. */
  async endSessions(scope: { memberId: number; memberSession?: string }): Promise<void> {
    await this.db
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
  async findSecret(merchantId: number, vendor: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ secret: vendorSecrets.secret })
      .from(vendorSecrets)
      .where(and(eq(vendorSecrets.merchantId, merchantId), eq(vendorSecrets.vendor, vendor)));
    return row?.secret;
  }
}
