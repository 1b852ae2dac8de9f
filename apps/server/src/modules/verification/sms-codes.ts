import { randomBytes, randomInt } from "node:crypto";
import type { SmsPurpose } from "@portal/contract/api/accounts";
import type { Language } from "@portal/contract/languages";
import { smsCodeText } from "../messaging/templates";
import type { MessageLog } from "../messaging/providers";
import type { Messenger } from "../messaging/service";
import { AppError } from "../../http/app-error";
import type { ServerKeys } from "../keys/service";
import type { MemberRepository } from "../members/repository";
import type { SettingsRepository } from "../system/settings-repository";
import type { Phone, VerificationRepository } from "./repository";
import { hmacHex, sameDigest } from "./secrets";

export const SMS_CODE_DIGITS = 6;
/** Tries a code allows; the next one fails even with the right code. */
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_LIMITS = {
  /** One code per number per this many seconds. */
  perNumberIntervalS: 60,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

const DIALING_CODE = /^\d{1,4}$/;
const MOBILE_NUM = /^\d{6,15}$/;

export interface SmsCodeRequest {
  merchantId: number;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  /** The client's address (per-address limit). */
  ip: string;
  /** Language of the text (the request's); English when unknown. */
  language?: Language;
}

/**
 * The number as stored: trimmed, digits only (dialing code 1-4 digits, number 6-15 digits).
 * No other normalisation (a national leading 0 stays): it must match `members` exactly.
 */
export function checkPhone(countryDialingCode: string, mobileNum: string) {
  const dial = countryDialingCode.trim();
  const mobile = mobileNum.trim();
  if (!DIALING_CODE.test(dial) || !MOBILE_NUM.test(mobile)) {
    throw new AppError("INVALID_PHONE", "Invalid mobile number", {
      ...(DIALING_CODE.test(dial) ? {} : { countryDialingCode: "1 to 4 digits" }),
      ...(MOBILE_NUM.test(mobile) ? {} : { mobileNum: "6 to 15 digits" }),
    });
  }
  return { countryDialingCode: dial, mobileNum: mobile };
}

export interface SmsCodeCheck {
  merchantId: number;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  code: string;
}

/** SMS verification codes: sent under per-number and per-address limits, stored as an HMAC. */
export class SmsCodes {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly members: MemberRepository,
    private readonly settings: SettingsRepository,
    private readonly keys: ServerKeys,
    private readonly messenger: Messenger,
  ) {}

  /**
   * Sends a new 6-digit code to the number for `purpose`. Refuses a malformed number
   * (INVALID_PHONE), more than one send per 60 s or 5 per hour to a number of the brand, or 20
   * per hour from an address (TOO_MANY_REQUESTS); SMS_SEND_FAILED when the provider fails.
   */
  send(input: SmsCodeRequest, log?: MessageLog): Promise<{ expiredMinutes: number }> {
    return this.issue(input, true, log);
  }

  /**
   * For codes only a member may use (login, password reset): sends only when a member of the
   * brand has this number, answers the same either way.
   */
  async sendToMember(input: SmsCodeRequest, log?: MessageLog): Promise<{ expiredMinutes: number }> {
    const phone = { merchantId: input.merchantId, ...checkPhone(input.countryDialingCode, input.mobileNum) };
    return this.issue(input, await this.members.mobileBelongsToMember(phone), log);
  }

  /** For a number not yet any member's (registration): MOBILE_TAKEN when a member of the brand has it. */
  async sendToNewNumber(input: SmsCodeRequest, log?: MessageLog): Promise<{ expiredMinutes: number }> {
    const phone = checkPhone(input.countryDialingCode, input.mobileNum);
    if (await this.members.mobileBelongsToMember({ merchantId: input.merchantId, ...phone })) {
      throw new AppError("MOBILE_TAKEN", "This mobile number is already registered");
    }
    return this.send({ ...input, ...phone }, log);
  }

  /**
   * True once for the right code. Only the newest code issued to the number for that purpose
   * counts (a new code replaces the older ones), and only while unused, unexpired and within
   * 5 tries; every try counts, so a sixth fails even with the right code.
   */
  async verify(input: SmsCodeCheck): Promise<boolean> {
    if (typeof input.code !== "string" || typeof input.countryDialingCode !== "string") return false;
    if (typeof input.mobileNum !== "string") return false;
    const phone: Phone = {
      merchantId: input.merchantId,
      countryDialingCode: input.countryDialingCode.trim(),
      mobileNum: input.mobileNum.trim(),
    };
    const newest = await this.repo.newestSmsCode(phone, input.purpose);
    if (!newest) return false;
    const now = new Date();
    const live = await this.repo.countTry(newest.id, now, SMS_CODE_MAX_TRIES);
    if (!live) return false;
    if (!sameDigest(await this.codeHash(phone, input.purpose, input.code.trim()), live.codeHash)) return false;
    return this.repo.markSmsCodeUsed(newest.id, now);
  }

  private async codeHash(phone: Phone, purpose: string, code: string) {
    const secret = await this.keys.hmacSecret("sms-code");
    return hmacHex(secret, `${phone.merchantId}|${purpose}|${phone.countryDialingCode}|${phone.mobileNum}|${code}`);
  }

  /**
   * Issues a code: checks the limits under a lock, stores its HMAC, then (when `deliver`)
   * sends it. Without `deliver` the row is written already used: it counts for the limits
   * exactly like a real send, so neither the answer nor the limits tell whether the number
   * belongs to a member, and it can never be verified.
   */
  private async issue(input: SmsCodeRequest, deliver: boolean, log: MessageLog | undefined) {
    const phone: Phone = { merchantId: input.merchantId, ...checkPhone(input.countryDialingCode, input.mobileNum) };
    const expiredMinutes = (await this.settings.read(input.merchantId)).smsExpiredMinutes;
    const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, "0");
    const hash = deliver ? await this.codeHash(phone, input.purpose, code) : randomBytes(32).toString("hex");
    const now = new Date();

    const codeId = await this.repo.transaction(async (repo) => {
      await repo.lockForSend(phone, input.ip);
      const ago = (s: number) => new Date(now.getTime() - s * 1000);
      if ((await repo.countCodesToNumberSince(phone, ago(SMS_LIMITS.perNumberIntervalS))) >= 1) {
        throw new AppError("TOO_MANY_REQUESTS", "A code was sent to this number a moment ago, please wait");
      }
      if ((await repo.countCodesToNumberSince(phone, ago(3600))) >= SMS_LIMITS.perNumberPerHour) {
        throw new AppError("TOO_MANY_REQUESTS", "Too many codes sent to this number, retry later");
      }
      if ((await repo.countCodesFromIpSince(input.ip, ago(3600))) >= SMS_LIMITS.perIpPerHour) {
        throw new AppError("TOO_MANY_REQUESTS", "Too many codes requested, retry later");
      }
      return repo.insertSmsCode({
        ...phone,
        purpose: input.purpose,
        codeHash: hash,
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
        ...(deliver ? {} : { usedAt: now }),
      });
    });

    if (deliver) {
      const name = await this.repo.merchantName(input.merchantId);
      const text = smsCodeText(input.language ?? "en", name, code, expiredMinutes);
      try {
        await this.messenger.sendSms(
          { merchantId: input.merchantId, to: `+${phone.countryDialingCode}${phone.mobileNum}`, text, secrets: [code] },
          log,
        );
      } catch (error) {
        // The member never got it: make sure nobody can use it.
        await this.repo.markSmsCodeUsed(codeId, new Date());
        throw error;
      }
    }
    return { expiredMinutes };
  }
}
