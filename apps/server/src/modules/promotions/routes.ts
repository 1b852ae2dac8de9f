import {
  bonusPageQuery,
  bonusPageSchema,
  bonusSchema,
  claimRequest,
  eligibilitySchema,
  offerListSchema,
  PROMOTION_API,
  promotionParams,
} from "@portal/contract/api/promotions";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { requestLanguage } from "../merchants/service";

const tags = ["promotions"];
const realMember = { allowTrial: false };

/** Deposit bonuses (decision 0039): the offers, a member's eligibility and claim, its bonuses and their forfeit. */
export const promotionRoutes = routeGroup<AppDeps>(member(realMember), async (app, { promotions }) => {
  app.get(
    PROMOTION_API.offers,
    {
      schema: {
        tags,
        summary: "The offers of the brand's running promotions (by the promotion's announcement id)",
        response: { 200: envelopeSchema(offerListSchema) },
      },
      config: { access: visitor() },
    },
    async (request) => ok(await promotions.offers(request.merchant)),
  );

  app.get(
    PROMOTION_API.eligibility,
    {
      schema: {
        tags,
        summary: "What the caller would get from a promotion's offer now, or why not, or the bonus it gave",
        params: promotionParams,
        response: { 200: envelopeSchema(eligibilitySchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await promotions.eligibility(request.caller.member, merchant, request.params.id, lang));
    },
  );

  app.post(
    PROMOTION_API.claim,
    {
      schema: {
        tags,
        summary: "Takes a promotion's bonus (idempotent by requestId); refusals say why (PROMOTION_NOT_ELIGIBLE)",
        params: promotionParams,
        body: claimRequest,
        response: { 200: envelopeSchema(bonusSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      const { member: caller } = request.caller;
      return ok(await promotions.claim(caller, merchant, request.params.id, request.body.requestId, lang));
    },
  );

  app.get(
    PROMOTION_API.bonuses,
    {
      schema: {
        tags,
        summary: "The caller's bonuses with their turnover, newest first, by cursor",
        querystring: bonusPageQuery,
        response: { 200: envelopeSchema(bonusPageSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await promotions.bonuses(request.caller.member, merchant, request.query, lang));
    },
  );

  app.post(
    PROMOTION_API.forfeit,
    {
      schema: {
        tags,
        summary:
          "Gives up the caller's active bonus: the bonus leaves the wallet and the lock ends (sent again: the same answer)",
        params: promotionParams,
        response: { 200: envelopeSchema(bonusSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await promotions.forfeit(request.caller.member, merchant, request.params.id, lang));
    },
  );
});
