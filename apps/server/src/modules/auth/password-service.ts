import { randomBytes } from "node:crypto";
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
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { Member, MemberRepository } from "../members/repository";
import { hashPassword } from "../members/passwords";
import { checkOwedAdultTerms } from "../protection/registration-checks";
import { requireLoginPassword } from "./login-password-check";
import { hashToken, type SessionService } from "../sessions/service";
import type { BrandSettings } from "../system/brand-settings";
import type { SystemRepository } from "../system/repository";
import type { LoginService } from "./login-service";
import type { LoginThrottle } from "./login-throttle";
import { checkNewPassword } from "./password-rules";
import type { PasswordResetRepository } from "./repository";
import type { Verifiers } from "./verifiers";

const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * Changing and recovering passwords. Every new password follows the brand's rule; a change
 * revokes every other session of the member and rotates the caller's token.
 */
export class PasswordService {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly members: MemberRepository,
    private readonly system: SystemRepository,
    private readonly throttle: LoginThrottle,
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
    const settings = await this.brandSettings.get(merchant.id);
    // An account an agent opened confirms 18+ and the terms with its first password change.
    const adultTermsConfirmedAt = checkOwedAdultTerms(
      settings.playerProtection,
      member,
      body.confirmAdultAndTerms,
      new Date(),
    );
    await requireLoginPassword(this.throttle, member, body.oldPassword ?? "", settings, "oldPassword");
    if (body.oldPassword === body.newPassword) {
      throw new AppError("VALIDATION_FAILED", "The new password must differ", { newPassword: "same_as_old" });
    }
    await this.setPassword(merchant, member, body.newPassword, body.confirmNewPassword, { adultTermsConfirmedAt });
    await this.sessions.revokeAll(member.id);
    return this.reopen(merchant, member.id, ip);
  }

  /**
   * Mails a single-use link to reset the password, when the username and e-mail match. The
   * link is built from the brand's configured public origin, never from request headers, and
   * replaces every link mailed before it.
   */
  async requestByEmail(merchant: Merchant, username: string, email: string, language: Language): Promise<void> {
    const member = await this.members.findByAccount(merchant.id, username);
    if (!member || !member.email || member.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new AppError("USER_OR_EMAIL_NOT_FOUND", "Username or e-mail does not exist");
    }
    const token = randomBytes(32).toString("base64url");
    await this.resets.replaceResetLink({
      tokenHash: hashToken(token),
      memberId: member.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
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
    const claimed = await this.resets.claimResetLink(hashToken(body.resetToken), new Date());
    const member = claimed ? await this.members.findById(claimed.memberId) : undefined;
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
    const rules = await this.system.registrationRules(merchant.id);
    checkNewPassword(rules, body.newPassword, body.confirmNewPassword, settings.defaultPassword);
    const ok = await this.verifiers.smsCode({
      merchantId: merchant.id,
      purpose: "resetPassword",
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      code: body.verificationCode,
    });
    const member = ok
      ? await this.members.findByMobile(merchant.id, body.countryDialingCode, body.mobileNum)
      : undefined;
    if (!member) throw new AppError("INVALID_VERIFICATION_CODE", "Invalid or expired verification code");
    await this.setPassword(merchant, member, body.newPassword, body.confirmNewPassword);
    await this.sessions.revokeAll(member.id);
    return this.reopen(merchant, member.id, ip);
  }

  /** Sets a new password; every reset link still outstanding dies with the old password. */
  private async setPassword(
    merchant: Merchant,
    member: Member,
    password: string,
    confirmation: string,
    also: { adultTermsConfirmedAt?: Date | undefined } = {},
  ) {
    const settings = await this.brandSettings.get(merchant.id);
    const rules = await this.system.registrationRules(merchant.id);
    checkNewPassword(rules, password, confirmation, settings.defaultPassword);
    const passwordHash = await hashPassword(password);
    await this.resets.setPassword(this.members, member.id, passwordHash, new Date(), also);
  }

  private async reopen(merchant: Merchant, memberId: number, ip: string): Promise<LoginResult> {
    const member = (await this.members.findById(memberId))!;
    const settings = await this.brandSettings.get(merchant.id);
    const switches = await this.brandSettings.switches(merchant.id);
    return this.login.startSession(member, "password-change", ip, settings, switches);
  }
}
