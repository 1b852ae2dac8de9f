import { z } from "zod";
import { unreadCountSchema } from "@portal/contract/api/accounts";
import {
  INBOX_API,
  inboxMessageSchema,
  inboxPageQuery,
  inboxPageSchema,
  messageParams,
} from "@portal/contract/api/inbox";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";

const tags = ["messages"];

/** messageV2: the member's inbox (unread first, then newest), open, mark all read, delete. Only ever the caller's own messages. */
export const inboxRoutes = routeGroup<AppDeps>(member(), async (app, { inbox }) => {
  app.get(
    INBOX_API.messages,
    {
      schema: {
        tags,
        summary: "The caller's messages, unread first then newest, by cursor, with the unread count",
        querystring: inboxPageQuery,
        response: { 200: envelopeSchema(inboxPageSchema) },
      },
    },
    async (request) => ok(await inbox.inbox(request.caller.member.id, request.query)),
  );

  app.get(
    INBOX_API.message,
    {
      schema: {
        tags,
        summary: "Opens one of the caller's messages (its sanitized HTML) and marks it read",
        params: messageParams,
        response: { 200: envelopeSchema(inboxMessageSchema) },
      },
    },
    async (request) => ok(await inbox.open(request.caller.member.id, request.params.id)),
  );

  app.post(
    INBOX_API.readAll,
    {
      schema: {
        tags,
        summary: "Marks every message of the caller read; answers how many were unread",
        response: { 200: envelopeSchema(z.object({ read: z.number().int() })) },
      },
    },
    async (request) => ok(await inbox.readAll(request.caller.member.id)),
  );

  app.delete(
    INBOX_API.message,
    {
      schema: {
        tags,
        summary: "Deletes one of the caller's messages: gone from the list and the unread count",
        params: messageParams,
        response: { 200: envelopeSchema(unreadCountSchema) },
      },
    },
    async (request) => ok(await inbox.delete(request.caller.member.id, request.params.id)),
  );
});
