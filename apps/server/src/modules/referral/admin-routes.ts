import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminReferralPageSchema,
  adminReferralQuery,
  REFERRAL_ADMIN,
  referralTermsRequest,
  referralTermsSchema,
} from "@portal/contract/api/referral";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "../admin/shared";

/**
 * Refer a friend in the back office (decision 0043): the brand's referrals, and its terms in the
 * brand's money, written as the same settings the member API and the `referrals` job read.
 */
export const referralAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { referral, brandSettings, backOffice: { config } },
) => {
  app.get(
    REFERRAL_ADMIN.referrals,
    {
      schema: {
        tags,
        summary: "The brand's referrals, newest first, by cursor; by status and referrer username",
        querystring: adminReferralQuery,
        response: { 200: envelopeSchema(adminReferralPageSchema) },
      },
      // Members' names and first deposits: the member reads' permission (decision 0054), not marketing's.
      config: { access: operator("readMembers") },
    },
    async (request) => ok(await referral.brandReferrals(request.merchant, request.query)),
  );

  app.get(
    REFERRAL_ADMIN.terms,
    {
      schema: {
        tags,
        summary: "The brand's referral terms in its money",
        response: { 200: envelopeSchema(referralTermsSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok(referral.terms(merchant, await brandSettings.get(merchant.id)));
    },
  );

  app.put(
    REFERRAL_ADMIN.terms,
    {
      schema: {
        tags,
        summary: "Sets the brand's referral terms (amounts in its money; the referral settings, audited)",
        body: referralTermsRequest,
        response: { 200: envelopeSchema(referralTermsSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const values = referral.termsSettings(merchant, request.body);
      await config.changeSettings(
        merchant.id,
        values,
        traceOf(request, request.operator.operator, "referral.terms", "setting", "referral", {
          ...request.body,
          ...values,
        }),
      );
      return ok(referral.terms(merchant, await brandSettings.get(merchant.id)));
    },
  );
};
