import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminAnnouncementsSchema,
  contentIdParams,
  createdSchema,
  promotionAnnouncementInput,
} from "@portal/contract/api/admin-content";
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
import { done, tags, traceOf } from "./shared";

/**
 * The promotions (their announcements: titles, texts, picture, sort) and the offers attached to
 * them (decision 0039): list, create, change; every write audited.
 */
export const promotionAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { promotions, backOffice: { content } },
) => {
  app.get(
    PROMOTION_ADMIN.promotions,
    {
      schema: {
        tags,
        summary: "The brand's promotions (their announcements in every language, active or not), as members see them",
        response: { 200: envelopeSchema(adminAnnouncementsSchema) },
      },
    },
    async (request) => ok({ list: await content.promotions(request.merchant.id) }),
  );

  app.post(
    PROMOTION_ADMIN.promotions,
    {
      schema: {
        tags,
        summary: "A new promotion: its announcement (HTML sanitized when saved); an offer or event attaches to its id",
        body: promotionAnnouncementInput,
        response: { 200: envelopeSchema(createdSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { title, active } = request.body;
      const trace = (id: number) =>
        traceOf(request, request.operator.operator, "promotion.announcement", "announcement", String(id), {
          title,
          active,
        });
      return ok({ id: await content.createPromotion(request.merchant.id, request.body, trace) });
    },
  );

  app.put(
    PROMOTION_ADMIN.promotion,
    {
      schema: {
        tags,
        summary:
          "Replaces a promotion's announcement (HTML sanitized when saved; without publishedAt it keeps its time)",
        params: contentIdParams,
        body: promotionAnnouncementInput,
        response: done,
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { id } = request.params;
      const { title, active } = request.body;
      const trace = traceOf(request, request.operator.operator, "promotion.announcement", "announcement", String(id), {
        title,
        active,
      });
      await content.updatePromotion(request.merchant.id, id, request.body, trace);
      return ok(null);
    },
  );

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
