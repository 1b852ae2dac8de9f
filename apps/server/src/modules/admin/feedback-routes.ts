import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminFeedbackQuery,
  adminFeedbackSchema,
  FEEDBACK_ADMIN,
  feedbackImageParams,
  feedbackParams,
  feedbackReplyRequest,
} from "@portal/contract/api/feedback";
import { pagedSchema } from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { sendUpload } from "../money/uploads";
import { tags } from "./shared";
import { AuditRepository } from "./audit-repository";

/** Members' feedback: the inbox by status, its images (inert downloads), the reply (audited, and sent to the member as a message). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { feedback }) => {
  app.get(
    FEEDBACK_ADMIN.list,
    {
      schema: {
        tags,
        summary: "The brand's feedback, newest first, by status (OPEN, ANSWERED)",
        querystring: adminFeedbackQuery,
        response: { 200: envelopeSchema(pagedSchema(adminFeedbackSchema)) },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return ok(await feedback.adminList(request.merchant.id, status, page, pageSize));
    },
  );

  app.get(
    FEEDBACK_ADMIN.image,
    { schema: { tags, summary: "A feedback's image (an inert download)", params: feedbackImageParams } },
    async (request, reply) => {
      const { id, index } = request.params;
      return sendUpload(reply, await feedback.image(request.merchant.id, id, index), `feedback-${id}-${index}`);
    },
  );

  app.post(
    FEEDBACK_ADMIN.reply,
    {
      schema: {
        tags,
        summary: "Answers a feedback (once); the answer also reaches the member as a message",
        params: feedbackParams,
        body: feedbackReplyRequest,
        response: { 200: envelopeSchema(adminFeedbackSchema) },
      },
      config: { access: operator("sendMessages") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const answered = await feedback.reply(request.merchant.id, id, request.body.reply, operator.id, (tx) =>
        new AuditRepository(tx).record(request, operator, {
          action: "feedback.reply",
          targetType: "feedback",
          targetId: String(id),
          detail: { reply: request.body.reply },
        }),
      );
      return ok(answered);
    },
  );
};
