import {
  REFERRAL_API,
  referralFriendPageSchema,
  referralFriendQuery,
  referralSummarySchema,
} from "@portal/contract/api/referral";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";

const tags = ["referral"];

/** Invite friends (decision 0043): the caller's code and terms, and its friends. */
export const referralRoutes = routeGroup<AppDeps>(member({ allowTrial: false }), async (app, deps) => {
  const { referral, brandSettings } = deps;

  app.get(
    REFERRAL_API.summary,
    {
      schema: {
        tags,
        summary: "The caller's referral code, the brand's referral terms and the caller's friends counted",
        response: { 200: envelopeSchema(referralSummarySchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok(await referral.summary(member, request.merchant, await brandSettings.get(member.merchantId)));
    },
  );

  app.get(
    REFERRAL_API.friends,
    {
      schema: {
        tags,
        summary: "The caller's friends who joined with its code, newest first, by cursor (accounts masked)",
        querystring: referralFriendQuery,
        response: { 200: envelopeSchema(referralFriendPageSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok(await referral.friends(member, await brandSettings.get(member.merchantId), request.query));
    },
  );
});
