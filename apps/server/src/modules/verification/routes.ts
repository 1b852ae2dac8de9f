import { captchaSchema, smsNoLoginRequest, smsRegisterRequest, smsSentSchema } from "@portal/contract/api/accounts";
import { botCheckChallengeSchema } from "@portal/contract/api/bot-check";
import { API } from "@portal/contract/api/paths";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { routeGroup, visitor } from "../../http/access";
import { AppError } from "../../http/app-error";
import { requestLanguage } from "../merchants/service";
import { RATE_LIMITS } from "../../http/rate-limits";

const tags = ["verification"];

/** What the plugin uses of AppDeps (register it with the whole AppDeps). */
export type VerificationDeps = Pick<AppDeps, "verification">;

/**
 * Captcha, bot-check challenge and SMS codes. The SMS routes check the bot-check payload
 * first; the per-number and per-address hourly limits live in sms-codes.ts.
 */
export const verificationRoutes = routeGroup<VerificationDeps>(visitor(), async (app, { verification }) => {
  const { botCheck, captchas, smsCodes } = verification;
  const requireBotCheck = async (payload: string) => {
    if (!(await botCheck.verify(payload))) throw new AppError("BOT_CHECK_FAILED", "Bot check failed, please retry");
  };

  app.get(
    API.captcha,
    {
      config: { rateLimit: RATE_LIMITS.captcha },
      schema: {
        tags,
        summary: "A new image captcha (PNG, base64), single use, valid 120 s",
        response: { 200: envelopeSchema(captchaSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await captchas.create());
    },
  );

  app.get(
    API.botCheck,
    {
      config: { rateLimit: RATE_LIMITS.botCheck },
      schema: {
        tags,
        summary: "A bot-check challenge (ALTCHA v2, PBKDF2/SHA-256) to solve and send back in `botCheck`",
        response: { 200: envelopeSchema(botCheckChallengeSchema) },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      reply.header("cache-control", "no-store");
      return ok(await botCheck.create(merchant.id));
    },
  );

  app.post(
    API.smsNoLogin,
    {
      config: { rateLimit: RATE_LIMITS.sms },
      schema: {
        tags,
        summary:
          "Sends a login or password-reset code. Answers the same whether or not the number is a member's; " +
          "a code is sent only to a member's number",
        body: smsNoLoginRequest,
        response: { 200: envelopeSchema(smsSentSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const body = request.body;
      await requireBotCheck(body.botCheck);
      const sent = await smsCodes.sendToMember(
        {
          merchantId: merchant.id,
          purpose: body.purpose,
          countryDialingCode: body.countryDialingCode,
          mobileNum: body.mobileNum,
          ip: request.ip,
          language: requestLanguage(request, merchant),
        },
        request.log,
      );
      return ok(sent);
    },
  );

  app.post(
    API.smsRegister,
    {
      config: { rateLimit: RATE_LIMITS.sms },
      schema: {
        tags,
        summary: "Sends a registration code; MOBILE_TAKEN when a member already has the number",
        body: smsRegisterRequest,
        response: { 200: envelopeSchema(smsSentSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const body = request.body;
      await requireBotCheck(body.botCheck);
      const sent = await smsCodes.sendToNewNumber(
        {
          merchantId: merchant.id,
          purpose: "register",
          countryDialingCode: body.countryDialingCode,
          mobileNum: body.mobileNo,
          ip: request.ip,
          language: requestLanguage(request, merchant),
        },
        request.log,
      );
      return ok(sent);
    },
  );
});
