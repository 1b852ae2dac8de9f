import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { operatorLoginChallenges, operatorRecoveryCodes, operators, operatorSessions } from "../../db/schema";

export type Operator = typeof operators.$inferSelect;
export type OperatorChallenge = typeof operatorLoginChallenges.$inferSelect;

/** The back office's accounts, their sessions (token hashes), sign-in challenges and recovery codes. */
export class OperatorRepository extends Repository<OperatorRepository> {
  protected on(db: Db) {
    return new OperatorRepository(db);
  }

  /** A new operator; undefined when the name is taken in the brand. */
  async insert(values: typeof operators.$inferInsert): Promise<Operator | undefined> {
    const [row] = await this.db.insert(operators).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The brand's operators, oldest first (a brand has a handful; capped all the same). */
  list(merchantId: number) {
    return this.db
      .select()
      .from(operators)
      .where(eq(operators.merchantId, merchantId))
      .orderBy(asc(operators.id))
      .limit(500);
  }

  async findByName(merchantId: number, username: string): Promise<Operator | undefined> {
    const [row] = await this.db
      .select()
      .from(operators)
      .where(and(eq(operators.merchantId, merchantId), eq(operators.username, username)));
    return row;
  }

  async findById(id: number): Promise<Operator | undefined> {
    const [row] = await this.db.select().from(operators).where(eq(operators.id, id));
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

  /**
   * The operator of a live session: not revoked, before its absolute end and used within the
   * idle time (`idleSince`: a session last seen before it has ended), with when it was last seen.
   */
  async ofLiveSession(
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<{ operator: Operator; lastSeenAt: Date } | undefined> {
    const [row] = await this.db
      .select({ operator: operators, lastSeenAt: operatorSessions.lastSeenAt })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          gt(operatorSessions.lastSeenAt, idleSince),
        ),
      );
    return row;
  }

  /** Records a session's use (its idle time starts again); never moves it back. */
  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ lastSeenAt: at })
      .where(and(eq(operatorSessions.tokenHash, tokenHash), lt(operatorSessions.lastSeenAt, at)));
  }

  async insertChallenge(values: typeof operatorLoginChallenges.$inferInsert): Promise<void> {
    await this.db.insert(operatorLoginChallenges).values(values);
  }

  /** A challenge that is still usable (not used, not expired), with its operator. */
  async liveChallenge(
    tokenHash: string,
    now: Date,
  ): Promise<{ challenge: OperatorChallenge; operator: Operator } | undefined> {
    const [row] = await this.db
      .select({ challenge: operatorLoginChallenges, operator: operators })
      .from(operatorLoginChallenges)
      .innerJoin(operators, eq(operators.id, operatorLoginChallenges.operatorId))
      .where(
        and(
          eq(operatorLoginChallenges.tokenHash, tokenHash),
          isNull(operatorLoginChallenges.usedAt),
          gt(operatorLoginChallenges.expiresAt, now),
        ),
      );
    return row;
  }

  /** Uses a challenge up: true for the one caller that did (a second use, even at once, gets false). */
  async consumeChallenge(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(operatorLoginChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorLoginChallenges.tokenHash, tokenHash),
          isNull(operatorLoginChallenges.usedAt),
          gt(operatorLoginChallenges.expiresAt, now),
        ),
      )
      .returning({ tokenHash: operatorLoginChallenges.tokenHash });
    return rows.length === 1;
  }

  /**
   * Records the TOTP step that signed in: true only when it is after the last one recorded, so a
   * code (or an older one of the drift window) works once, even when sent twice at once.
   */
  async claimTotpStep(operatorId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return rows.length === 1;
  }

  /**
   * Completes an enrolment: the sealed secret, when, and the step of the code that confirmed it.
   * False when the operator is enrolled already (another enrolment won).
   */
  async enrol(operatorId: number, sealedSecret: string, step: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(operators)
      .set({ totpSecret: sealedSecret, totpEnrolledAt: at, totpLastStep: step })
      .where(and(eq(operators.id, operatorId), isNull(operators.totpSecret)))
      .returning({ id: operators.id });
    return rows.length === 1;
  }

  /** The operator's recovery codes become these (hashes); the earlier ones are gone. */
  async replaceRecoveryCodes(operatorId: number, codeHashes: string[]): Promise<void> {
    await this.db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await this.db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
  }

  /** Uses a recovery code up: true for the one caller that did; an unknown or used code: false. */
  async useRecoveryCode(operatorId: number, codeHash: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(operatorRecoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, operatorId),
          eq(operatorRecoveryCodes.codeHash, codeHash),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    return rows.length === 1;
  }

  /**
   * Forgets an operator's second factor (a lost phone and lost recovery codes): the next sign-in
   * enrols again. Its open sessions end with it. Both in one transaction.
   */
  async resetSecondFactor(operatorId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
        .where(eq(operators.id, operatorId));
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
      await tx
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
    });
  }

  /** Recovery codes the operator has left. */
  async recoveryCodesLeft(operatorId: number): Promise<number> {
    const [row] = await this.db
      .select({ left: sql<number>`count(*)::int` })
      .from(operatorRecoveryCodes)
      .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
    return row?.left ?? 0;
  }
}
