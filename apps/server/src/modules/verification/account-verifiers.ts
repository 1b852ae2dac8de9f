import type { Verifiers } from "../auth/verifiers";
import type { BotCheck } from "./bot-check";
import type { Captchas } from "./captcha";
import type { SmsCodes } from "./sms-codes";

/** The verification module's checks, built once (deps.ts). */
export interface VerificationChecks {
  botCheck: BotCheck;
  captchas: Captchas;
  smsCodes: SmsCodes;
}

/** The verification module as the account flows see it, with the mail they send. */
export function accountVerifiers(checks: VerificationChecks, mail: Verifiers["mail"]): Verifiers {
  return {
    botCheck: (payload) => checks.botCheck.verify(payload),
    captcha: (captchaId, answer) => checks.captchas.verify(captchaId, answer),
    smsCode: (input) => checks.smsCodes.verify(input),
    mail,
  };
}
