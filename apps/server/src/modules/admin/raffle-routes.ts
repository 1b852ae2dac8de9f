import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  RAFFLE_ADMIN,
  raffleActiveRequest,
  raffleAdminListSchema,
  raffleAdminSchema,
  raffleInput,
  raffleParams,
} from "@portal/contract/api/raffles";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "./shared";

/** Raffles (decision 0046): made with their prizes and seed; opened or closed after; every write audited. */
export const raffleAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { raffles }) => {
  app.get(
    RAFFLE_ADMIN.list,
    { schema: { tags, summary: "The brand's raffles", response: { 200: envelopeSchema(raffleAdminListSchema) } } },
    async (request) => ok(await raffles.adminList(request.merchant)),
  );

  app.post(
    RAFFLE_ADMIN.list,
    {
      schema: {
        tags,
        summary: "Makes a promotion's raffle with its prizes (fixed once published) and a new server seed",
        body: raffleInput,
        response: { 200: envelopeSchema(raffleAdminSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await raffles.create(request.merchant, request.body, (tx, id) =>
          traceOf(request, operator, "raffles.create", "raffle", String(id), request.body)(tx),
        ),
      );
    },
  );

  app.put(
    RAFFLE_ADMIN.one,
    {
      schema: {
        tags,
        summary: "Opens or closes a raffle",
        params: raffleParams,
        body: raffleActiveRequest,
        response: { 200: envelopeSchema(raffleAdminSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      return ok(
        await raffles.setActive(
          request.merchant,
          id,
          request.body.active,
          traceOf(request, operator, "raffles.setActive", "raffle", String(id), request.body),
        ),
      );
    },
  );
};
