import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Verifiers } from "../auth/verifiers";
import { sendMail } from "../messaging/service";
import type { MessageLog } from "../messaging/providers";
import { verifyBotCheck } from "./bot-check";
import { verifyCaptcha } from "./captcha";
import { verifySmsCode } from "./sms-codes";

/** The verification module as the account flows see it. */
export function accountVerifiers(config: Config, db: Db, log: MessageLog): Verifiers {
  return {
    botCheck: (payload) => verifyBotCheck(db, payload),
    captcha: (captchaId, answer) => verifyCaptcha(db, captchaId, answer),
    smsCode: (input) => verifySmsCode(db, input),
    mail: async (input) => {
      await sendMail({ config, db, log }, input);
    },
  };
}
