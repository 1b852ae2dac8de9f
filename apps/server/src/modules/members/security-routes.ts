import { z } from "zod";
import {
  bindEmailRequest,
  bindMobileRequest,
  paymentPasswordRequest,
  profileUpdateRequest,
  smsBindRequest,
  smsSentSchema,
} from "@portal/contract/api/accounts";
import { API } from "@portal/contract/api/paths";
import { isLanguage, type Language } from "@portal/contract/languages";
import { ENCRYPTED_KEY_HEADER } from "@portal/contract/encrypted-body";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { AppError } from "../../http/app-error";
import { sealedBodySchema } from "../crypto/sealed-body";
import { checkPhone } from "../verification/sms-codes";
import { requireLoginPassword } from "../auth/login-password-check";

const tags = ["members"];
const memberLanguage = (member: { language: string }): Language =>
  isLanguage(member.language) ? member.language : "en";
const done = { 200: envelopeSchema(z.null()) };

/** The security centre ("my account"): profile, payment password, bound mobile and e-mail. */
// Trial members have no security centre (no personal centre at all).
export const securityRoutes = routeGroup<AppDeps>(member({ allowTrial: false }), async (app, deps) => {
  const { sealedBodies, brandSettings } = deps;
  const { profile } = deps.members;

  app.put(
    API.memberProfile,
    { schema: { tags, summary: "Updates nickname and avatar", body: profileUpdateRequest, response: done } },
    async (request) => {
      const { member } = request.caller;
      await profile.updateProfile(member.id, request.body);
      return ok(null);
    },
  );

  app.post(
    API.paymentPassword,
    {
      schema: {
        tags,
        summary: `Sets the payment password (6 digits), proven by the login password (encrypted body, key in ${ENCRYPTED_KEY_HEADER})`,
        body: sealedBodySchema,
        response: done,
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const body = await sealedBodies.open(request, paymentPasswordRequest);
      await requireLoginPassword(
        deps.accounts.throttle,
        member,
        body.password,
        await brandSettings.get(member.merchantId),
      );
      await profile.setPaymentPassword(member.id, body.newPaymentPassword, body.confirmPaymentPassword);
      return ok(null);
    },
  );

  app.post(
    API.smsBind,
    {
      schema: {
        tags,
        summary: "Sends a code to a new mobile number of the caller",
        body: smsBindRequest,
        response: { 200: envelopeSchema(smsSentSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const phone = checkPhone(request.body.countryDialingCode, request.body.mobileNum);
      await profile.requireFreeMobile({ merchantId: member.merchantId, ...phone });
      return ok(
        await deps.verification.smsCodes.send(
          {
            merchantId: member.merchantId,
            purpose: "bindMobile",
            ...phone,
            ip: request.ip,
            language: memberLanguage(member),
          },
          request.log,
        ),
      );
    },
  );

  app.post(
    API.bindMobile,
    { schema: { tags, summary: "Binds a mobile number with its SMS code", body: bindMobileRequest, response: done } },
    async (request) => {
      const { member } = request.caller;
      const phone = checkPhone(request.body.countryDialingCode, request.body.mobileNum);
      const valid = await deps.verification.smsCodes.verify({
        merchantId: member.merchantId,
        purpose: "bindMobile",
        ...phone,
        code: request.body.verificationCode,
      });
      if (!valid) throw new AppError("INVALID_VERIFICATION_CODE", "Invalid or expired verification code");
      await profile.bindMobile(member.id, phone);
      return ok(null);
    },
  );

  app.post(
    API.bindEmail,
    { schema: { tags, summary: "Binds an e-mail address", body: bindEmailRequest, response: done } },
    async (request) => {
      const { member } = request.caller;
      await profile.bindEmail(member.id, request.body.email);
      return ok(null);
    },
  );
});
