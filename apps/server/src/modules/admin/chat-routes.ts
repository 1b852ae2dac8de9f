import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminChatPageSchema,
  adminChatQuery,
  CHAT_ADMIN,
  chatMemberParams,
  chatMessageParams,
  chatMuteRequest,
  chatMuteSchema,
} from "@portal/contract/api/chat";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AuditRepository } from "./audit-repository";
import { tags } from "./shared";

/** The chat room's moderation (decision 0056): the messages by cursor, hiding one, muting a member; each write audited. */
export const chatAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { chat }) => {
  app.get(
    CHAT_ADMIN.messages,
    {
      schema: {
        tags,
        summary:
          "The brand's chat messages, newest first, hidden ones included, with each author's mute in force; keyset paged (send back `next` or `prev`)",
        querystring: adminChatQuery,
        response: { 200: envelopeSchema(adminChatPageSchema) },
      },
    },
    async (request) => ok(await chat.adminList(request.merchant.id, request.query)),
  );

  app.delete(
    CHAT_ADMIN.message,
    {
      schema: {
        tags,
        summary: "Hides a chat message from the room (audited)",
        params: chatMessageParams,
        response: { 200: envelopeSchema(z.object({ hidden: z.boolean() })) },
      },
      config: { access: operator("manageMembers") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      await chat.hide(request.merchant.id, id, operator.id, (tx) =>
        new AuditRepository(tx).record(request, operator, {
          action: "chat.hide",
          targetType: "chatMessage",
          targetId: String(id),
        }),
      );
      return ok({ hidden: true });
    },
  );

  app.put(
    CHAT_ADMIN.mute,
    {
      schema: {
        tags,
        summary: "Mutes a member in the chat room for some minutes (replacing a mute in force; audited)",
        params: chatMemberParams,
        body: chatMuteRequest,
        response: { 200: envelopeSchema(chatMuteSchema) },
      },
      config: { access: operator("manageMembers") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { memberId } = request.params;
      const muted = await chat.mute(request.merchant.id, memberId, request.body, operator.id, (tx, until) =>
        new AuditRepository(tx).record(request, operator, {
          action: "chat.mute",
          targetType: "member",
          targetId: String(memberId),
          detail: { minutes: request.body.minutes, reason: request.body.reason, until: until.toISOString() },
        }),
      );
      return ok(muted);
    },
  );

  app.delete(
    CHAT_ADMIN.mute,
    {
      schema: {
        tags,
        summary: "Lifts a member's chat mute (audited)",
        params: chatMemberParams,
        response: { 200: envelopeSchema(chatMuteSchema) },
      },
      config: { access: operator("manageMembers") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { memberId } = request.params;
      return ok(
        await chat.unmute(request.merchant.id, memberId, (tx) =>
          new AuditRepository(tx).record(request, operator, {
            action: "chat.unmute",
            targetType: "member",
            targetId: String(memberId),
          }),
        ),
      );
    },
  );
};
