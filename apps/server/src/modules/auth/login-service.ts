import { timingSafeEqual, createHash } from "node:crypto";
import type { z } from "zod";
import type { LoginResult, loginRequest } from "@portal/contract/api/accounts";
import { FEATURE } from "@portal/contract/feature-switches";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { Member, MemberRepository } from "../members/repository";
import { verifyPassword } from "../members/passwords";
import { sessionPolicy, type SessionService } from "../sessions/service";
import type { BrandSettings } from "../system/brand-settings";
import type { Settings } from "../system/settings";
import { LoginThrottle, type TryCounts } from "./login-throttle";
import type { Verifiers } from "./verifiers";

const DAY_MS = 86_400_000;

/** Where a session came from; only password logins are checked for a default or expired password. */
export type SessionOrigin = "username" | "sms" | "register" | "freeplay" | "reset" | "password-change";

function sameSecret(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * Logging in: bot check, throttle (captcha, then lock), credentials, then a fresh session.
 * Failures for unknown and known accounts look and take the same.
 */
export class LoginService {
  constructor(
    private readonly members: MemberRepository,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly brandSettings: BrandSettings,
    private readonly verifiers: Verifiers,
    /** Player protection: a time-out or self-exclusion refuses every login (decision 0025). */
    private readonly breaks?: { checkLogin(member: Member): Promise<void> },
  ) {}

  async login(merchant: Merchant, body: z.infer<typeof loginRequest>, ip: string, deviceId = ""): Promise<LoginResult> {
    if (body.type === "firebase") throw new AppError("FUNCTION_NOT_ENABLED", "Function not enabled");
    const settings = await this.brandSettings.get(merchant.id);
    const switches = await this.brandSettings.switches(merchant.id);
    if (body.type === "sms" && !switches[FEATURE.smsLogin]) {
      throw new AppError("FUNCTION_NOT_ENABLED", "Function not enabled");
    }
    if (!(await this.verifiers.botCheck(body.botCheck))) throw new AppError("BOT_CHECK_FAILED", "Bot check failed");

    const loginName = body.type === "sms" ? `${body.countryDialingCode ?? ""}:${body.username}` : body.username;
    const keys = LoginThrottle.keys(merchant.id, loginName, ip);
    // The captcha is asked once the keys have failed captchaAfterFailures times, or that many
    // tries of the account are in flight at once. It is checked before the try takes a place,
    // so tries without it never hold one; a try that finds it needed only once counted (others
    // arrived meanwhile) is turned away at once.
    const needsCaptcha = (counts: TryCounts) =>
      counts.failures + counts.accountInFlight >= settings.captchaAfterFailures;
    const before = await this.throttle.peek(keys, settings);
    if (before.lockedUntil !== null) throw accountLocked();
    const captchaChecked = needsCaptcha(before);
    if (captchaChecked) await this.requireCaptcha(body);
    // Counted before the credentials are checked: tries sent at once cannot pass the lock together.
    const found: { member?: Member | null } = {};
    const tried = await this.throttle.attempt(
      keys,
      settings,
      async () => {
        found.member =
          body.type === "sms" ? await this.smsMember(merchant, body) : await this.passwordMember(merchant, body);
        return found.member !== null;
      },
      (counts) => captchaChecked || !needsCaptcha(counts),
    );
    if (tried.outcome === "NOT_ADMITTED") {
      throw new AppError("CAPTCHA_REQUIRED", "Please enter the captcha", undefined, { captcha: true });
    }
    if (tried.outcome === "LOCKED") throw accountLocked();
    if (tried.outcome === "BUSY") {
      throw new AppError("TOO_MANY_REQUESTS", "Too many tries of this account at once, retry in a moment");
    }
    const member = found.member;
    if (tried.outcome === "WRONG" || !member) {
      const after = await this.throttle.peek(keys, settings);
      throw new AppError("LOGIN_FAILED", "Login failed: wrong account or password", undefined, {
        captcha: after.failures >= settings.captchaAfterFailures || after.lockedUntil !== null,
      });
    }
    if (member.status !== "ACTIVE") throw new AppError("ACCOUNT_DISABLED", "This account is disabled");
    return this.startSession(
      member,
      body.type,
      ip,
      settings,
      switches,
      body.type === "username" ? body.password : undefined,
      deviceId,
    );
  }

  private async requireCaptcha(body: z.infer<typeof loginRequest>): Promise<void> {
    if (!body.captcha || !body.captchaId) {
      throw new AppError("CAPTCHA_REQUIRED", "Please enter the captcha", undefined, { captcha: true });
    }
    if (!(await this.verifiers.captcha(body.captchaId, body.captcha))) {
      throw new AppError("CAPTCHA_FAILED", "Captcha check failed", undefined, { captcha: true });
    }
  }

  private async passwordMember(merchant: Merchant, body: z.infer<typeof loginRequest>): Promise<Member | null> {
    const member = await this.members.findByAccount(merchant.id, body.username);
    const ok = await verifyPassword(member?.passwordHash ?? null, body.password);
    return ok && member ? member : null;
  }

  private async smsMember(merchant: Merchant, body: z.infer<typeof loginRequest>): Promise<Member | null> {
    const countryDialingCode = body.countryDialingCode ?? "";
    const ok = await this.verifiers.smsCode({
      merchantId: merchant.id,
      purpose: "login",
      countryDialingCode,
      mobileNum: body.username,
      code: body.password,
    });
    if (!ok) return null;
    return (await this.members.findByMobile(merchant.id, countryDialingCode, body.username)) ?? null;
  }

  /**
   * Opens a session for a member who proved who they are. A password login with the default
   * password, or with an expired one while forced change is on, must change it before anything
   * else (SMS logins are not checked: the password was not typed).
   */
  async startSession(
    member: Member,
    origin: SessionOrigin,
    ip: string,
    settings: Settings,
    switches: Record<string, boolean>,
    typedPassword?: string,
    deviceId = "",
  ): Promise<LoginResult> {
    await this.breaks?.checkLogin(member);
    const now = Date.now();
    const passwordExpired = member.passwordChangedAt.getTime() + settings.passwordMaxAgeDays * DAY_MS < now;
    const forced =
      typedPassword !== undefined &&
      (sameSecret(typedPassword, settings.defaultPassword) ||
        (passwordExpired && switches[FEATURE.forcedPasswordChange] === true));
    const mustChangePassword = member.mustChangePassword || forced;
    await this.members.recordLogin(member.id, { at: new Date(now), ip, mustChangePassword });
    const token = await this.sessions.create(member.id, origin, ip, sessionPolicy(settings), deviceId);
    return {
      token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired,
      mustChangePassword,
      memberType: member.memberType,
    };
  }
}

function accountLocked() {
  return new AppError("ACCOUNT_LOCKED", "Too many requests, please retry in a few minutes", undefined, {
    captcha: true,
  });
}
