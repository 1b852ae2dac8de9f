import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOfferListSchema,
  adminOfferSchema,
  offerInput,
  PROMOTION_ADMIN,
  promotionParams,
} from "@portal/contract/api/promotions";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "./shared";

/** The offers attached to promotions (decision 0039): list, create, change; every write audited. */
export const promotionAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { promotions }) => {
  app.get(
    PROMOTION_ADMIN.offers,
    {
      schema: {
        tags,
        summary: "The brand's promotion offers, newest first",
        response: { 200: envelopeSchema(adminOfferListSchema) },
      },
    },
    async (request) => ok(await promotions.adminOffers(request.merchant)),
  );

  app.post(
    PROMOTION_ADMIN.offers,
    {
      schema: {
        tags,
        summary: "Attaches an offer (a deposit bonus with its turnover) to a promotion that has none",
        body: offerInput,
        response: { 200: envelopeSchema(adminOfferSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await promotions.createOffer(request.merchant, request.body, (tx, id) =>
          traceOf(request, operator, "promotion.offerCreate", "promotionOffer", String(id), request.body)(tx),
        ),
      );
    },
  );

  app.put(
    PROMOTION_ADMIN.offer,
    {
      schema: {
        tags,
        summary: "Changes an offer (bonuses already given keep their terms)",
        params: promotionParams,
        body: offerInput,
        response: { 200: envelopeSchema(adminOfferSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await promotions.updateOffer(request.merchant, request.params.id, request.body, (tx, id) =>
          traceOf(request, operator, "promotion.offerUpdate", "promotionOffer", String(id), request.body)(tx),
        ),
      );
    },
  );
};
