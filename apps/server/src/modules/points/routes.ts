import {
  convertRequest,
  convertResultSchema,
  pointsEntryPageSchema,
  pointsPageQuery,
  pointsSummarySchema,
  POINTS_API,
  redeemRequest,
  redemptionPageSchema,
  redemptionSchema,
  rewardListSchema,
  rewardParams,
} from "@portal/contract/api/points";
import { ENCRYPTED_KEY_HEADER } from "@portal/contract/encrypted-body";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { sealedBodySchema } from "../crypto/sealed-body";
import { requestLanguage } from "../merchants/service";

const tags = ["points"];
const realMember = { allowTrial: false };

/** Points and the points mall (decision 0041): the balance and rules, rewards, redeeming, the records, converting. */
export const pointsRoutes = routeGroup<AppDeps>(member(realMember), async (app, deps) => {
  const { points, brandSettings, sealedBodies, paymentPassword } = deps;

  app.get(
    POINTS_API.summary,
    {
      schema: {
        tags,
        summary: "The caller's points and the brand's points rules",
        response: { 200: envelopeSchema(pointsSummarySchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok(await points.summary(member, request.merchant, await brandSettings.get(member.merchantId)));
    },
  );

  app.get(
    POINTS_API.rewards,
    {
      schema: { tags, summary: "The points mall's rewards", response: { 200: envelopeSchema(rewardListSchema) } },
      config: { access: visitor() },
    },
    async (request) => ok(await points.rewards(request.merchant, requestLanguage(request, request.merchant))),
  );

  app.post(
    POINTS_API.redeem,
    {
      schema: {
        tags,
        summary: `Redeems a reward with the payment password (idempotent by requestId; encrypted body, key in ${ENCRYPTED_KEY_HEADER})`,
        params: rewardParams,
        body: sealedBodySchema,
        response: { 200: envelopeSchema(redemptionSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const { paymentPassword: password, ...input } = await sealedBodies.open(request, redeemRequest);
      await paymentPassword.require(member, password, await brandSettings.get(member.merchantId));
      const lang = requestLanguage(request, request.merchant);
      return ok(await points.redeem(member, request.merchant, request.params.id, input, lang));
    },
  );

  app.get(
    POINTS_API.redemptions,
    {
      schema: {
        tags,
        summary: "The caller's redemptions, newest first, by cursor",
        querystring: pointsPageQuery,
        response: { 200: envelopeSchema(redemptionPageSchema) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request, request.merchant);
      return ok(await points.redemptions(request.caller.member, request.merchant, request.query, lang));
    },
  );

  app.get(
    POINTS_API.transactions,
    {
      schema: {
        tags,
        summary: "The caller's points entries (earned, spent, returned, converted), newest first, by cursor",
        querystring: pointsPageQuery,
        response: { 200: envelopeSchema(pointsEntryPageSchema) },
      },
    },
    async (request) => ok(await points.transactions(request.caller.member, request.query)),
  );

  app.post(
    POINTS_API.convert,
    {
      schema: {
        tags,
        summary: `Converts points to money at the brand's rate with the payment password (idempotent by requestId; encrypted body, key in ${ENCRYPTED_KEY_HEADER})`,
        body: sealedBodySchema,
        response: { 200: envelopeSchema(convertResultSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const settings = await brandSettings.get(member.merchantId);
      const { paymentPassword: password, ...input } = await sealedBodies.open(request, convertRequest);
      await paymentPassword.require(member, password, settings);
      return ok(await points.convert(member, request.merchant, settings, input));
    },
  );
});
