import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { passwordResets } from "../../db/schema";
import type { MemberRepository } from "../members/repository";

export type PasswordReset = typeof passwordResets.$inferSelect;

/**
 * Password reset links, and a member's new password with the end of the links: at most one
 * reset link of a member is live, and a new link or a new password ends the others.
 */
export class PasswordResetRepository extends Repository<PasswordResetRepository> {
  protected on(db: Db) {
    return new PasswordResetRepository(db);
  }

  /** A new reset link for the member; every link mailed before it ends. */
  async replaceResetLink(link: { tokenHash: string; memberId: number; expiresAt: Date }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await cancelResetLinks(tx, link.memberId);
      await tx.insert(passwordResets).values(link);
    });
  }

  /** Uses a live link (single use even when two requests race with it): the link, or undefined. */
  async claimResetLink(tokenHash: string, now: Date): Promise<PasswordReset | undefined> {
    const [claimed] = await this.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning();
    return claimed;
  }

  /**
   * Sets a new password, with what the change also records (`also`: the 18+ and terms
   * confirmation it took); every reset link still outstanding dies with the old password. In a
   * transaction of `members`, which drops the member's cached row once it committed.
   */
  async setPassword(
    members: MemberRepository,
    memberId: number,
    passwordHash: string,
    at: Date,
    also: { adultTermsConfirmedAt?: Date | undefined } = {},
  ): Promise<void> {
    await members.transaction(async (member, tx) => {
      await member.update(memberId, {
        passwordHash,
        passwordChangedAt: at,
        mustChangePassword: false,
        ...(also.adultTermsConfirmedAt ? { adultTermsConfirmedAt: also.adultTermsConfirmedAt } : {}),
      });
      await cancelResetLinks(tx, memberId);
    });
  }
}

/** Marks every unused reset link of a member as used: at most one link is ever live. */
async function cancelResetLinks(db: Db, memberId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}
