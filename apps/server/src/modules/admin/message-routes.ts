import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { broadcastPageQuery, broadcastSchema, INBOX_ADMIN, sendMessageRequest } from "@portal/contract/api/inbox";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { pagedSchema } from "@portal/contract/api/admin";
import { AuditRepository } from "./audit-repository";
import { tags } from "./shared";

/** Platform messages (messageV2): send one to an audience (audited with its count), the sent list. */
export const messageAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { inbox }) => {
  app.get(
    INBOX_ADMIN.messages,
    {
      schema: {
        tags,
        summary: "The brand's sent messages, newest first, with their audience and how many they reached",
        querystring: broadcastPageQuery,
        response: { 200: envelopeSchema(pagedSchema(broadcastSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await inbox.broadcasts(request.merchant.id, page, pageSize));
    },
  );

  app.post(
    INBOX_ADMIN.messages,
    {
      schema: {
        tags,
        summary:
          "Sends a message (rich text, sanitized) to one member, a label, a VIP level, an agent's team or everyone; idempotent by requestId",
        body: sendMessageRequest,
        response: { 200: envelopeSchema(broadcastSchema) },
      },
      config: { access: operator("sendMessages") },
    },
    async (request) => {
      const { operator } = request.operator;
      const sent = await inbox.send(request.merchant.id, operator, request.body, (tx, broadcast) =>
        new AuditRepository(tx).record(request, operator, {
          action: "message.send",
          targetType: "broadcast",
          targetId: String(broadcast.id),
          detail: {
            audience: broadcast.audience,
            target: broadcast.target,
            title: broadcast.title,
            recipients: broadcast.recipients,
          },
        }),
      );
      return ok(sent);
    },
  );
};
