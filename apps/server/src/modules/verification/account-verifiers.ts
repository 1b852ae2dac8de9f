import type { Verifiers } from "../auth/verifiers";
import type { MessageLog } from "../messaging/providers";
import type { Messenger } from "../messaging/service";
import type { BotCheck } from "./bot-check";
import type { Captchas } from "./captcha";
import type { SmsCodes } from "./sms-codes";

/** The verification module's checks, built once (deps.ts). */
export interface VerificationChecks {
  botCheck: BotCheck;
  captchas: Captchas;
  smsCodes: SmsCodes;
}

/** The verification module as the account flows see it, with the mail they send (logged to `log`). */
export function accountVerifiers(checks: VerificationChecks, messenger: Messenger, log: MessageLog): Verifiers {
  return {
    botCheck: (payload) => checks.botCheck.verify(payload),
    captcha: (captchaId, answer) => checks.captchas.verify(captchaId, answer),
    smsCode: (input) => checks.smsCodes.verify(input),
    mail: async (message) => {
      await messenger.sendMail(message, log);
    },
  };
}
