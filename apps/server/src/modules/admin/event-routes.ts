import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pagedSchema } from "@portal/contract/api/admin";
import {
  adminApplicationQuery,
  adminEventSchema,
  adminApplicationSchema,
  applicationImageParams,
  applicationSchema,
  EVENT_ADMIN,
  eventInput,
  eventParams,
  reviewRequest,
} from "@portal/contract/api/promotion-events";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { sendUpload } from "../money/uploads";
import { tags, traceOf } from "./shared";

/** Apply-to-join events (decision 0040): the events, the applications with their images, and their review (audited). */
export const eventAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { promotionEvents }) => {
  app.get(
    EVENT_ADMIN.events,
    {
      schema: {
        tags,
        summary: "The brand's events",
        response: { 200: envelopeSchema(z.object({ list: z.array(adminEventSchema) })) },
      },
    },
    async (request) => ok(await promotionEvents.adminEvents(request.merchant)),
  );

  app.post(
    EVENT_ADMIN.events,
    {
      schema: {
        tags,
        summary: "Makes a promotion an apply-to-join event",
        body: eventInput,
        response: { 200: envelopeSchema(adminEventSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await promotionEvents.createEvent(request.merchant, request.body, (tx, id) =>
          traceOf(request, operator, "promotion.eventCreate", "promotionEvent", String(id), request.body)(tx),
        ),
      );
    },
  );

  app.put(
    EVENT_ADMIN.event,
    {
      schema: {
        tags,
        summary: "Changes an event's period, audience or whether it takes applications",
        params: eventParams,
        body: eventInput,
        response: { 200: envelopeSchema(adminEventSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const trace = traceOf(request, operator, "promotion.eventUpdate", "promotionEvent", String(id), request.body);
      return ok(await promotionEvents.updateEvent(request.merchant, id, request.body, trace));
    },
  );

  app.get(
    EVENT_ADMIN.applications,
    {
      schema: {
        tags,
        summary: "Applications, newest first, by status and promotion",
        querystring: adminApplicationQuery,
        response: { 200: envelopeSchema(pagedSchema(adminApplicationSchema)) },
      },
    },
    async (request) => {
      const { status, promotionId, page, pageSize } = request.query;
      return ok(await promotionEvents.pageForBrand(request.merchant, { status, promotionId }, page, pageSize));
    },
  );

  app.get(
    EVENT_ADMIN.applicationImage,
    { schema: { tags, summary: "An application's image (an inert download)", params: applicationImageParams } },
    async (request, reply) => {
      const { id, index } = request.params;
      const image = await promotionEvents.image(request.merchant, id, index);
      return sendUpload(reply, image, `application-${id}-${index}`);
    },
  );

  app.post(
    EVENT_ADMIN.review,
    {
      schema: {
        tags,
        summary: "Reviews an application: PROCESS, JOINED, ISSUED (with a prize) or REJECTED",
        params: eventParams,
        body: reviewRequest,
        response: { 200: envelopeSchema(applicationSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const trace = traceOf(request, operator, "promotion.applicationReview", "application", String(id), request.body);
      return ok(await promotionEvents.review(request.merchant, id, request.body, operator.id, trace));
    },
  );
};
