import {
  applicationPageQuery,
  applicationPageSchema,
  applicationSchema,
  EVENT_API,
  EVENT_MAX_IMAGES,
  eventParams,
  eventSchema,
} from "@portal/contract/api/promotion-events";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { requestLanguage } from "../merchants/service";
import { readImagesForm } from "../money/uploads";

const tags = ["promotions"];
const realMember = { allowTrial: false };

/** Apply-to-join events (decision 0040): the event and the caller's application, applying, the applications, a prize's claim. */
export const eventRoutes = routeGroup<AppDeps>(member(realMember), async (app, { promotionEvents }) => {
  app.get(
    EVENT_API.event,
    {
      schema: {
        tags,
        summary: "A promotion's event: whether the caller may apply, and its application",
        params: eventParams,
        response: { 200: envelopeSchema(eventSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await promotionEvents.event(request.caller.member, merchant, request.params.id, lang));
    },
  );

  app.post(
    EVENT_API.apply,
    {
      schema: {
        tags,
        summary: `Applies to a promotion's event: multipart field \`comment\` (at most 140 characters) and up to ${EVENT_MAX_IMAGES} files \`images\` (PNG or JPG, 5 MB each); once per event`,
        params: eventParams,
        consumes: ["multipart/form-data"],
        response: { 200: envelopeSchema(applicationSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      const form = await readImagesForm(request, "images", EVENT_MAX_IMAGES);
      const input = { comment: form.fields.comment, images: form.images };
      return ok(await promotionEvents.apply(request.caller.member, merchant, request.params.id, input, lang));
    },
  );

  app.get(
    EVENT_API.applications,
    {
      schema: {
        tags,
        summary: "The caller's event applications, newest first, by cursor",
        querystring: applicationPageQuery,
        response: { 200: envelopeSchema(applicationPageSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await promotionEvents.applications(request.caller.member, merchant, request.query, lang));
    },
  );

  app.post(
    EVENT_API.claimPrize,
    {
      schema: {
        tags,
        summary: "Claims an issued prize into the main wallet (sent again: the same answer)",
        params: eventParams,
        response: { 200: envelopeSchema(applicationSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await promotionEvents.claimPrize(request.caller.member, merchant, request.params.id, lang));
    },
  );
});
