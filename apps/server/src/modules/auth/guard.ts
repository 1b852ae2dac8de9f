import type { FastifyRequest } from "fastify";
import { HEADER } from "@portal/contract/api/paths";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { Member, MemberRepository } from "../members/repository";
import type { SessionService } from "../sessions/service";
import { sessionPolicy } from "../sessions/service";
import type { BrandSettings } from "../system/brand-settings";
import { adultTermsPending } from "../protection/registration-checks";

export interface Authenticated {
  member: Member;
  tokenHash: string;
}

export interface GuardOptions {
  /**
   * A member who owes a step before anything else (a password change, the 18+ and terms
   * confirmation) may still call this: the calls that give the step, member info, logout.
   */
  allowPendingAccountSteps?: boolean;
  /** Trial (type 4) members may call this. */
  allowTrial?: boolean;
  /**
   * False: only checks the session, without counting as its use (a push delivered to a socket):
   * the idle time keeps running (SessionService.resolve's `extend`).
   */
  extend?: boolean;
}

/**
 * The one check of "who is calling": the raw token of the Authorization header (family
 * convention, no "Bearer"), a live session of this brand, an active member. A missing or dead
 * session answers 401 NOT_LOGGED_IN.
 */
export class MemberGuard {
  constructor(
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
    private readonly brandSettings: BrandSettings,
  ) {}

  /** The member behind a request's Authorization header (http/access.ts runs it for member routes). */
  async require(request: FastifyRequest, merchant: Merchant, options: GuardOptions = {}): Promise<Authenticated> {
    const header = request.headers[HEADER.authorization];
    const token = typeof header === "string" ? header.replace(/^Bearer\s+/i, "").trim() : "";
    return this.authenticate(token, merchant, options);
  }

  /** The same check for a token that did not come in a header (the push socket's first message). */
  async authenticate(token: string, merchant: Merchant, options: GuardOptions = {}): Promise<Authenticated> {
    if (token === "" || token.length > 128) throw notLoggedIn();
    const settings = await this.brandSettings.get(merchant.id);
    const session = await this.sessions.resolve(token, sessionPolicy(settings), { extend: options.extend ?? true });
    if (!session) throw notLoggedIn();
    const member = await this.members.findForCall(session.memberId);
    if (!member || member.merchantId !== merchant.id || member.status !== "ACTIVE") throw notLoggedIn();
    if (!options.allowPendingAccountSteps) {
      if (member.mustChangePassword)
        throw new AppError("PASSWORD_CHANGE_REQUIRED", "Please change your password first");
      if (adultTermsPending(settings.playerProtection, member)) {
        throw new AppError("ADULT_TERMS_REQUIRED", "Please confirm you are 18 or over and accept the terms first");
      }
    }
    if (member.memberType === TRIAL_MEMBER_TYPE && options.allowTrial === false) {
      throw new AppError("TRIAL_ACCOUNT", "A real account is needed, please register first");
    }
    return { member, tokenHash: session.tokenHash };
  }
}

function notLoggedIn() {
  return new AppError("NOT_LOGGED_IN", "Not logged in");
}
