import { PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import type { Language } from "@portal/contract/languages";
import { AppError } from "../../http/app-error";
import { hashPassword } from "./passwords";
import type { Member, MemberRepository } from "./repository";
import { checkOwedAdultTerms } from "../protection/registration-checks";

/** Built-in avatars a member may pick (STATIC); their images ship with the web app. */
export const STATIC_AVATARS = Array.from({ length: 8 }, (_, i) => String(i + 1));
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What a member changes of its own data: language, nickname and avatar, payment password, mobile, e-mail. */
export class MemberProfile {
  constructor(private readonly members: MemberRepository) {}

  async setLanguage(memberId: number, language: Language): Promise<void> {
    await this.members.update(memberId, { language });
  }

  /**
   * The 18+ and terms confirmation given on its own (an account that owes it with no password
   * change pending): stored with its time. Nothing owed (given before, or the brand does not ask):
   * nothing changes, so the first confirmation's time stays.
   */
  async confirmAdultTerms(member: Member, confirmed: boolean, protectionOn: boolean): Promise<void> {
    const at = checkOwedAdultTerms(protectionOn, member, confirmed, new Date());
    if (at) await this.members.confirmAdultTerms(member.id, at);
  }

  async updateProfile(memberId: number, change: { nickname?: string | undefined; avatar?: string | undefined }) {
    const { nickname, avatar } = change;
    if (avatar !== undefined && !STATIC_AVATARS.includes(avatar)) {
      throw new AppError("VALIDATION_FAILED", "Unknown avatar", { avatar: "unknown" });
    }
    await this.members.update(memberId, { nickname, ...(avatar ? { avatar, avatarType: "STATIC" } : {}) });
  }

  /** Sets the payment password; the caller has checked the login password. */
  async setPaymentPassword(memberId: number, password: string, confirmation: string): Promise<void> {
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) {
      throw new AppError("VALIDATION_FAILED", "A payment password is 6 digits", {
        newPaymentPassword: "reg_pattern_6",
      });
    }
    if (password !== confirmation) throw new AppError("PASSWORD_MISMATCH", "Inconsistent twice");
    await this.members.update(memberId, { paymentPasswordHash: await hashPassword(password) });
  }

  /** Binds a mobile number whose SMS code the caller has checked. */
  async bindMobile(memberId: number, phone: { countryDialingCode: string; mobileNum: string }): Promise<void> {
    try {
      await this.members.update(memberId, phone);
    } catch {
      // The unique index refused it: another member bound this number meanwhile.
      throw new AppError("MOBILE_TAKEN", "This mobile number is already registered");
    }
  }

  /** Refuses a number another member of the brand already has (before an SMS is sent to it). */
  async requireFreeMobile(phone: { merchantId: number; countryDialingCode: string; mobileNum: string }) {
    if (await this.members.mobileBelongsToMember(phone)) {
      throw new AppError("MOBILE_TAKEN", "This mobile number is already registered");
    }
  }

  async bindEmail(memberId: number, email: string): Promise<void> {
    if (!EMAIL.test(email)) throw new AppError("VALIDATION_FAILED", "Invalid e-mail", { email: "reg_pattern_3" });
    await this.members.update(memberId, { email });
  }
}
