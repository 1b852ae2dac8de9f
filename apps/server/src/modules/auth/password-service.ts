import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type {
  changePasswordRequest,
  LoginResult,
  resetPasswordByMobileRequest,
  resetPasswordByTokenRequest,
} from "@portal/contract/api/accounts";
import { FEATURE } from "@portal/contract/feature-switches";
import type { Language } from "@portal/contract/languages";
import { passwordResetMail } from "../messaging/templates";
import type { Db } from "../../db/client";
import { passwordResets } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  updateMember,
  type Member,
} from "../members/repository";
import { hashPassword } from "../members/passwords";
import { requireLoginPassword } from "./login-password-check";
import { hashToken, type SessionService } from "../sessions/service";
import type { BrandSettings } from "../system/brand-settings";
import { loadRegistrationRules } from "../system/repository";
import type { LoginService } from "./login-service";
import { checkNewPassword } from "./password-rules";
import type { Verifiers } from "./verifiers";

const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * Changing and recovering passwords. Every new password follows the brand's rule; a change
 * revokes every other session of the member and rotates the caller's token.
 */
export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly brandSettings: BrandSettings,
    private readonly verifiers: Verifiers,
    private readonly login: LoginService,
    /** The server's PUBLIC_ORIGIN, for brands without a publicOrigin setting of their own. */
    private readonly defaultOrigin: string,
  ) {}

  async change(
    merchant: Merchant,
    member: Member,
    body: z.infer<typeof changePasswordRequest>,
    ip: string,
  ): Promise<LoginResult> {
    await requireLoginPassword(
      this.db,
      member,
      body.oldPassword ?? "",
      await this.brandSettings.get(merchant.id),
      "oldPassword",
    );
    if (body.oldPassword === body.newPassword) {
      throw new AppError("VALIDATION_FAILED", "The new password must differ", { newPassword: "same_as_old" });
    }
    await this.setPassword(merchant, member, body.newPassword, body.confirmNewPassword);
    await this.sessions.revokeAll(member.id);
    return this.reopen(merchant, member.id, ip);
  }

  /**
   * Mails a single-use link to reset the password, when the username and e-mail match. The
   * link is built from the brand's configured public origin, never from request headers, and
   * replaces every link mailed before it.
   */
  async requestByEmail(merchant: Merchant, username: string, email: string, language: Language): Promise<void> {
    const member = await findMemberByAccount(this.db, merchant.id, username);
    if (!member || !member.email || member.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new AppError("USER_OR_EMAIL_NOT_FOUND", "Username or e-mail does not exist");
    }
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction(async (tx) => {
      await cancelResetLinks(tx, member.id);
      await tx.insert(passwordResets).values({
        tokenHash: hashToken(token),
        memberId: member.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      });
    });
    const { publicOrigin } = await this.brandSettings.get(merchant.id);
    const link = `${publicOrigin || this.defaultOrigin}/index?resetToken=${token}`;
    const mail = passwordResetMail(language, merchant.name, member.account, link);
    await this.verifiers.mail({ merchantId: merchant.id, to: member.email, ...mail, secrets: [token] });
  }

  async resetByToken(
    merchant: Merchant,
    body: z.infer<typeof resetPasswordByTokenRequest>,
    ip: string,
  ): Promise<LoginResult> {
    // Claim the token first (single use even when two requests race with it).
    const [claimed] = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.resetToken)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    const member = claimed ? await findMemberById(this.db, claimed.memberId) : undefined;
    if (!member || member.merchantId !== merchant.id) {
      throw new AppError("INVALID_VERIFICATION_CODE", "This link is invalid or has expired");
    }
    await this.setPassword(merchant, member, body.newPassword, body.confirmNewPassword);
    await this.sessions.revokeAll(member.id);
    return this.reopen(merchant, member.id, ip);
  }

  /** Reset by SMS code (CHNGPASSVERIF3), then logged in. */
  async resetByMobile(
    merchant: Merchant,
    body: z.infer<typeof resetPasswordByMobileRequest>,
    ip: string,
  ): Promise<LoginResult> {
    const switches = await this.brandSettings.switches(merchant.id);
    if (!switches[FEATURE.passwordResetByMobile]) throw new AppError("FUNCTION_NOT_ENABLED", "Function not enabled");
    const settings = await this.brandSettings.get(merchant.id);
    const rules = await loadRegistrationRules(this.db, merchant.id);
    checkNewPassword(rules, body.newPassword, body.confirmNewPassword, settings.defaultPassword);
    const ok = await this.verifiers.smsCode({
      merchantId: merchant.id,
      purpose: "resetPassword",
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      code: body.verificationCode,
    });
    const member = ok
      ? await findMemberByMobile(this.db, merchant.id, body.countryDialingCode, body.mobileNum)
      : undefined;
    if (!member) throw new AppError("INVALID_VERIFICATION_CODE", "Invalid or expired verification code");
    await this.setPassword(merchant, member, body.newPassword, body.confirmNewPassword);
    await this.sessions.revokeAll(member.id);
    return this.reopen(merchant, member.id, ip);
  }

  /** Sets a new password; every reset link still outstanding dies with the old password. */
  private async setPassword(merchant: Merchant, member: Member, password: string, confirmation: string) {
    const settings = await this.brandSettings.get(merchant.id);
    const rules = await loadRegistrationRules(this.db, merchant.id);
    checkNewPassword(rules, password, confirmation, settings.defaultPassword);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await updateMember(tx, member.id, { passwordHash, passwordChangedAt: new Date(), mustChangePassword: false });
      await cancelResetLinks(tx, member.id);
    });
  }

  private async reopen(merchant: Merchant, memberId: number, ip: string): Promise<LoginResult> {
    const member = (await findMemberById(this.db, memberId))!;
    const settings = await this.brandSettings.get(merchant.id);
    const switches = await this.brandSettings.switches(merchant.id);
    return this.login.startSession(member, "password-change", ip, settings, switches);
  }
}

/** Marks every unused reset link of a member as used: at most one link is ever live. */
async function cancelResetLinks(db: Db, memberId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}
