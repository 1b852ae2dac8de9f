import {
  FEEDBACK_API,
  FEEDBACK_MAX_IMAGES,
  feedbackPageQuery,
  feedbackPageSchema,
  feedbackSchema,
  feedbackSettingsSchema,
} from "@portal/contract/api/feedback";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { RATE_LIMITS } from "../../http/rate-limits";
import { readImagesForm } from "../money/uploads";

const tags = ["feedback"];

/** Feedback (FEEDBACK3): the brand's length range, sending feedback with images, the caller's feedback with replies. */
export const feedbackRoutes = routeGroup<AppDeps>(member(), async (app, { feedback }) => {
  app.get(
    FEEDBACK_API.settings,
    {
      schema: {
        tags,
        summary: "The brand's range of characters for a feedback's text",
        response: { 200: envelopeSchema(feedbackSettingsSchema) },
      },
    },
    async (request) => ok(await feedback.settings(request.merchant.id)),
  );

  app.put(
    FEEDBACK_API.feedback,
    {
      schema: {
        tags,
        summary: `Sends feedback: multipart fields \`type\` and \`text\` (within the brand's range) and up to ${FEEDBACK_MAX_IMAGES} files \`images\` (PNG or JPG, 5 MB each); FEEDBACK3`,
        consumes: ["multipart/form-data"],
        response: { 200: envelopeSchema(feedbackSchema) },
      },
      config: { rateLimit: RATE_LIMITS.feedback, access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member: caller } = request.caller;
      // Refused before any image is decoded.
      await feedback.requireOn(caller.merchantId);
      const form = await readImagesForm(request, "images", FEEDBACK_MAX_IMAGES);
      return ok(await feedback.submit(caller, form));
    },
  );

  app.get(
    FEEDBACK_API.feedback,
    {
      schema: {
        tags,
        summary: "The caller's feedback with the operators' replies, newest first, by cursor",
        querystring: feedbackPageQuery,
        response: { 200: envelopeSchema(feedbackPageSchema) },
      },
    },
    async (request) => ok(await feedback.list(request.caller.member.id, request.query)),
  );
});
