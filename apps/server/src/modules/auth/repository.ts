import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { passwordResets } from "../../db/schema";
import {
  findMemberByAccount,
  findMemberByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  insertMember,
  updateMember,
  type InsertResult,
  type Member,
  type NewMember,
} from "../members/repository";
import { loadDomains, loadRegistrationRules } from "../system/repository";

export type PasswordReset = typeof passwordResets.$inferSelect;

/**
 * What logging in, registering and recovering a password read and write: members (through the
 * members module's queries), the brand's registration rules and domains, and the reset links.
 * At most one reset link of a member is live: a new link or a new password ends the others.
 */
export class AccountRepository extends Repository<AccountRepository> {
  protected on(db: Db) {
    return new AccountRepository(db);
  }

  memberById(id: number): Promise<Member | undefined> {
    return findMemberById(this.db, id);
  }

  memberByAccount(merchantId: number, account: string): Promise<Member | undefined> {
    return findMemberByAccount(this.db, merchantId, account);
  }

  memberByMobile(merchantId: number, countryDialingCode: string, mobileNum: string): Promise<Member | undefined> {
    return findMemberByMobile(this.db, merchantId, countryDialingCode, mobileNum);
  }

  memberByAffiliateCode(merchantId: number, code: string): Promise<Member | undefined> {
    return findMemberByAffiliateCode(this.db, merchantId, code);
  }

  addMember(values: NewMember): Promise<InsertResult> {
    return insertMember(this.db, values);
  }

  recordLogin(memberId: number, login: { at: Date; ip: string; mustChangePassword: boolean }): Promise<void> {
    return updateMember(this.db, memberId, {
      lastLoginAt: login.at,
      lastLoginIp: login.ip,
      mustChangePassword: login.mustChangePassword,
    });
  }

  registrationRules(merchantId: number) {
    return loadRegistrationRules(this.db, merchantId);
  }

  domains(merchantId: number) {
    return loadDomains(this.db, merchantId);
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

  /** Sets a new password; every reset link still outstanding dies with the old password. */
  async setPassword(memberId: number, passwordHash: string, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await updateMember(tx, memberId, { passwordHash, passwordChangedAt: at, mustChangePassword: false });
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
