import { z } from "zod";
import {
  CHAT_API,
  chatMessageParams,
  chatMessageSchema,
  chatPageQuery,
  chatPageSchema,
  chatPostRequest,
} from "@portal/contract/api/chat";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { perAddressCeiling, perMember, RATE_LIMITS } from "../../http/rate-limits";

const tags = ["chat"];

/**
 * The brand's chat room (decision 0056): every logged-in member reads it (trial players too);
 * members who are not trial players post, at most RATE_LIMITS.chatPost each (and
 * RATE_LIMITS.chatPostPerAddress from one address), and delete their own.
 */
export const chatRoutes = routeGroup<AppDeps>(member(), async (app, { chat }) => {
  app.get(
    CHAT_API.messages,
    {
      schema: {
        tags,
        summary: "The room's newest messages (authors masked), older ones by cursor; whether the caller may post",
        querystring: chatPageQuery,
        response: { 200: envelopeSchema(chatPageSchema) },
      },
    },
    async (request) => ok(await chat.page(request.caller.member, request.query)),
  );

  app.post(
    CHAT_API.messages,
    {
      schema: {
        tags,
        summary:
          "Posts a message (plain text, trimmed, 1 to 200 characters); refused to trial players, muted members (CHAT_MUTED) and members on a break",
        body: chatPostRequest,
        response: { 200: envelopeSchema(chatMessageSchema) },
      },
      config: { access: member({ allowTrial: false }), rateLimit: perMember(RATE_LIMITS.chatPost) },
      // After the member's own limit (preValidation) and the body's check: one member's refused
      // retries do not use up the address's allowance for the others on it.
      preHandler: perAddressCeiling(app, "chat-post", RATE_LIMITS.chatPostPerAddress),
    },
    async (request) => ok(await chat.post(request.caller.member, request.body.text)),
  );

  app.delete(
    CHAT_API.message,
    {
      schema: {
        tags,
        summary: "Deletes one of the caller's own messages (another member's is NOT_FOUND)",
        params: chatMessageParams,
        response: { 200: envelopeSchema(z.object({ deleted: z.boolean() })) },
      },
      config: { access: member({ allowTrial: false }) },
    },
    async (request) => {
      await chat.deleteOwn(request.caller.member, request.params.id);
      return ok({ deleted: true });
    },
  );
});
