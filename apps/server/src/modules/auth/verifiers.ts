import type { SmsPurpose } from "@portal/contract/api/accounts";

/**
 * The checks the account flows need from the verification module (bot check, captcha, SMS
 * codes) and the mail they send. Injected so the flows do not depend on how those work.
 */
export interface Verifiers {
  botCheck(payload: string): Promise<boolean>;
  /** Consumes the captcha (single use) and tells whether the answer was right. */
  captcha(captchaId: string, answer: string): Promise<boolean>;
  /** Consumes a matching SMS code. */
  smsCode(input: {
    merchantId: number;
    purpose: SmsPurpose;
    countryDialingCode: string;
    mobileNum: string;
    code: string;
  }): Promise<boolean>;
  /** `secrets` (a reset token) are masked in the stored copy of the message. */
  mail(input: { merchantId: number; to: string; subject: string; text: string; secrets?: string[] }): Promise<void>;
}
