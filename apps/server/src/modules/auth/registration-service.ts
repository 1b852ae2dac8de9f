import { randomBytes } from "node:crypto";
import { checkAdultRegistration } from "../protection/registration-checks";
import type { ReferralService } from "../referral/service";
import type { z } from "zod";
import type { FreePlayRequest, LoginResult, registerRequest } from "@portal/contract/api/accounts";
import { FEATURE } from "@portal/contract/feature-switches";
import { checkFieldRule, type RegistrationField, type RegistrationRules } from "@portal/contract/registration-rules";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { FieldErrors } from "@portal/contract/envelope";
import type { Language } from "@portal/contract/languages";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import { accountKey, type Member, type MemberRepository, type NewMember } from "../members/repository";
import { hashPassword } from "../members/passwords";
import type { BrandSettings } from "../system/brand-settings";
import type { SystemRepository } from "../system/repository";
import type { DemoCredit } from "../wallet/demo-credit";
import type { LoginService } from "./login-service";
import { checkNewPassword, violationMessage } from "./password-rules";
import type { Verifiers } from "./verifiers";

type RegisterBody = z.infer<typeof registerRequest>;

/** Fields checked by their own step rather than by the generic rule loop. */
const SPECIAL_FIELDS = new Set<RegistrationField>([
  "password",
  "confirmPassword",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "referralCode",
]);
/** Optional registration fields kept on the member's profile. */
const PROFILE_FIELDS = [
  "payeeName",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "referralCode",
  "recommenderId",
] as const;

export type RegistrationMode = "username" | "mobile";

/**
 * Registration by username or by mobile. The server enforces exactly the rules it publishes
 * (GET /wps/system/setting/register) with the contract's validator, then the affiliate code,
 * captcha and SMS code, then creates the member and logs them in.
 */
export class RegistrationService {
  constructor(
    private readonly members: MemberRepository,
    private readonly system: SystemRepository,
    private readonly demoCredit: DemoCredit,
    private readonly brandSettings: BrandSettings,
    private readonly verifiers: Verifiers,
    private readonly login: LoginService,
    private readonly referrals: ReferralService,
  ) {}

  async register(
    merchant: Merchant,
    mode: RegistrationMode,
    body: RegisterBody,
    ip: string,
    language: Language,
    deviceId = "",
  ): Promise<LoginResult> {
    const switches = await this.brandSettings.switches(merchant.id);
    const settings = await this.brandSettings.get(merchant.id);
    const switchOn =
      mode === "username" ? switches[FEATURE.usernameRegistration] : switches[FEATURE.mobileRegistration];
    if (!switchOn) throw new AppError("FUNCTION_NOT_ENABLED", "Function not enabled");
    if (!(await this.verifiers.botCheck(body.botCheck))) throw new AppError("BOT_CHECK_FAILED", "Bot check failed");

    const rules = await this.system.registrationRules(merchant.id);
    const needsPassword = mode === "username" || switches[FEATURE.mobilePasswordRegistration] === true;
    this.checkFields(rules, body, mode);
    const adultTermsConfirmedAt = checkAdultRegistration(settings.playerProtection, body, new Date());
    if (needsPassword) {
      checkNewPassword(rules, body.password ?? "", body.confirmPassword ?? "", settings.defaultPassword, "password");
    }

    const upline = await this.affiliateUpline(merchant, rules, body.affiliateCode);
    const referrerId =
      settings.referralEnabled && body.referralCode
        ? await this.referrals.referrerOf(merchant, body.referralCode)
        : undefined;
    const account = mode === "username" ? body.username! : `m${body.countryDialingCode ?? ""}${body.mobileNum}`;
    // Refuse a taken name or number before the single-use captcha and SMS code are spent on it
    // (the unique indexes still decide a race below).
    if (await this.members.findByAccount(merchant.id, account)) throw usernameTaken();
    if (
      body.mobileNum &&
      (await this.members.findByMobile(merchant.id, body.countryDialingCode ?? "", body.mobileNum))
    ) {
      throw mobileTaken();
    }
    await this.checkCaptcha(rules, body);
    const smsRequired = mode === "mobile" || switches[FEATURE.smsOnUsernameRegistration] === true;
    if (smsRequired) await this.checkSmsCode(merchant, body);

    const mobile = body.mobileNum
      ? { countryDialingCode: body.countryDialingCode ?? "", mobileNum: body.mobileNum }
      : {};
    const profile: Record<string, string> = {};
    for (const field of PROFILE_FIELDS) if (body[field]) profile[field] = body[field]!;
    if (body.birthday) profile.birthday = body.birthday;
    const values: NewMember = {
      merchantId: merchant.id,
      account,
      accountKey: accountKey(account),
      nickname: mode === "username" ? account : "",
      // Without a password (mobile sign-up with MOBILENUMPASSREG3 off) the member logs in by SMS.
      passwordHash: await hashPassword(needsPassword ? body.password! : randomBytes(24).toString("base64url")),
      paymentPasswordHash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
      email: body.email || null,
      uplineId: upline?.id ?? null,
      language,
      profile,
      registeredIp: ip,
      adultTermsConfirmedAt,
      ...mobile,
    };
    // A friend's registration and its referral commit together.
    const inserted =
      referrerId === undefined
        ? await this.members.insert(values)
        : await this.members.transaction(async (repo, tx) => {
            const made = await repo.insert(values);
            if ("member" in made)
              await this.referrals.recordJoin(tx, merchant.id, made.member.id, referrerId, deviceId);
            return made;
          });
    if ("conflict" in inserted) {
      throw inserted.conflict === "account" ? usernameTaken() : mobileTaken();
    }
    return this.login.startSession(inserted.member, "register", ip, settings, switches, undefined, deviceId);
  }

  /**
   * A trial member (type 4) with demo credit, for the free demo (FREEPLAY3). With playerProtection
   * on, the same 18+ and terms confirmation as registration is required (decision 0025) and its
   * time is stored on the trial member.
   */
  async freePlay(
    merchant: Merchant,
    ip: string,
    language: Language,
    body: NonNullable<FreePlayRequest> = {},
  ): Promise<LoginResult> {
    const switches = await this.brandSettings.switches(merchant.id);
    if (!switches[FEATURE.freePlay]) throw new AppError("FUNCTION_NOT_ENABLED", "Function not enabled");
    const settings = await this.brandSettings.get(merchant.id);
    const adultTermsConfirmedAt = checkAdultRegistration(
      settings.playerProtection,
      { confirmAdultAndTerms: body.confirmAdultAndTerms },
      new Date(),
    );
    const account = `guest${randomBytes(6).toString("hex")}`;
    const inserted = await this.members.insert({
      merchantId: merchant.id,
      account,
      accountKey: accountKey(account),
      nickname: account,
      // A trial account has no usable password: it lives for its session only.
      passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
      memberType: TRIAL_MEMBER_TYPE,
      language,
      registeredIp: ip,
      adultTermsConfirmedAt,
    });
    if ("conflict" in inserted) throw new AppError("INTERNAL_ERROR", "Please retry");
    await this.demoCredit.grant(merchant.id, inserted.member.id, settings.trialCreditMinor);
    return this.login.startSession(inserted.member, "freeplay", ip, settings, switches);
  }

  /**
   * GET /wps/agent/affiliate: the page's domain is one of this brand's (domains table or main
   * domain; "invalid URL" otherwise), and the code names an active agent of this brand.
   */
  async checkAffiliateLink(merchant: Merchant, code: string, domain: string | undefined): Promise<Member> {
    if (domain !== undefined) {
      const host = domain.replace(/:\d+$/, "").toLowerCase();
      const settings = await this.brandSettings.get(merchant.id);
      const known = (await this.system.domains(merchant.id)).map((d) => d.domain.toLowerCase());
      if (host !== settings.mainDomain.toLowerCase() && !known.includes(host)) {
        throw new AppError("INVALID_DOMAIN", "Invalid URL: domain check failed");
      }
    }
    return this.checkAffiliate(merchant, code);
  }

  /** The code names an active agent of this brand. */
  async checkAffiliate(merchant: Merchant, code: string): Promise<Member> {
    const agent = await this.members.findByAffiliateCode(merchant.id, code);
    if (!agent || agent.status !== "ACTIVE") throw new AppError("INVALID_AFFILIATE_CODE", "Invitation code error");
    return agent;
  }

  private checkFields(rules: RegistrationRules, body: RegisterBody, mode: RegistrationMode) {
    const fields: FieldErrors = {};
    for (const [field, rule] of Object.entries(rules) as [
      RegistrationField,
      NonNullable<RegistrationRules[RegistrationField]>,
    ][]) {
      if (SPECIAL_FIELDS.has(field)) continue;
      // Mode decides the identity fields: username sign-up needs no mobile and the reverse.
      const effective =
        mode === "username" && field === "username"
          ? { ...rule, enabled: true, required: true }
          : mode === "mobile" && field === "mobileNum"
            ? { ...rule, enabled: true, required: true }
            : mode === "mobile" && field === "username"
              ? { ...rule, enabled: false }
              : rule;
      const value = (body as Record<string, unknown>)[field];
      const violation = checkFieldRule(effective, typeof value === "string" ? value : undefined);
      if (violation) fields[field] = violationMessage(violation);
    }
    // The codes checked by their rule when given (a link fills them in); a referral code is then
    // looked up even while its field is off.
    for (const field of ["affiliateCode", "referralCode"] as const) {
      const rule = rules[field];
      if (rule && body[field]) {
        const violation = checkFieldRule(rule, body[field]);
        if (violation) fields[field] = violationMessage(violation);
      } else if (rule?.enabled && rule.required && !body[field]) {
        fields[field] = "required";
      }
    }
    if (mode === "mobile" && !body.countryDialingCode) fields.countryDialingCode = "required";
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", "Invalid registration", fields);
  }

  private async affiliateUpline(merchant: Merchant, rules: RegistrationRules, code: string | undefined) {
    if (!code || rules.affiliateCode?.enabled === false) return undefined;
    return this.checkAffiliate(merchant, code);
  }

  private async checkCaptcha(rules: RegistrationRules, body: RegisterBody) {
    const rule = rules.captcha;
    if (!rule?.enabled || (!rule.required && !body.captcha)) return;
    if (!body.captcha || !body.captchaId)
      throw new AppError("CAPTCHA_REQUIRED", "Please enter the captcha", { captcha: "required" });
    if (!(await this.verifiers.captcha(body.captchaId, body.captcha))) {
      throw new AppError("CAPTCHA_FAILED", "Captcha check failed", { captcha: "wrong" });
    }
  }

  private async checkSmsCode(merchant: Merchant, body: RegisterBody) {
    if (!body.mobileNum || !body.countryDialingCode) {
      throw new AppError("INVALID_PHONE", "Invalid or missing phone number", { mobileNum: "required" });
    }
    if (!body.verificationCode) {
      throw new AppError("INVALID_VERIFICATION_CODE", "Missing verification code", { verificationCode: "required" });
    }
    const ok = await this.verifiers.smsCode({
      merchantId: merchant.id,
      purpose: "register",
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      code: body.verificationCode,
    });
    if (!ok)
      throw new AppError("INVALID_VERIFICATION_CODE", "Invalid or expired verification code", {
        verificationCode: "wrong",
      });
  }
}

function usernameTaken() {
  return new AppError("USERNAME_TAKEN", "This username is already registered", { username: "taken" });
}

function mobileTaken() {
  return new AppError("MOBILE_TAKEN", "This mobile number is already registered", { mobileNum: "taken" });
}
