import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  HOUSE_ADMIN,
  houseGameParams,
  houseGameSettingsRequest,
  houseGameSettingsSchema,
  houseGamesSchema,
} from "@portal/contract/api/house-games";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "./shared";

/**
 * The house slot's and baccarat's settings per brand: offered or not, stake limits. They live in
 * the house's own tables (house.gameSettings), like the lottery's; each change is audited in its
 * own transaction.
 */
export const houseAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { house }) => {
  const settings = house.gameSettings;

  app.get(
    HOUSE_ADMIN.games,
    {
      schema: {
        tags,
        summary: "The house games (slot, baccarat): offered or not, and their stake limits",
        response: { 200: envelopeSchema(houseGamesSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok({ list: await settings.list(merchant.id, merchant.currencyScale) });
    },
  );

  app.put(
    HOUSE_ADMIN.game,
    {
      schema: {
        tags,
        summary: "Sets a house game's settings: offered or not, least and most stake (and baccarat's most per round)",
        params: houseGameParams,
        body: houseGameSettingsRequest,
        response: { 200: envelopeSchema(houseGameSettingsSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const { game } = request.params;
      const { operator: caller } = request.operator;
      const trace = traceOf(request, caller, "house.gameSettings", "houseGame", game, { ...request.body });
      return ok(await settings.update(merchant.id, merchant.currencyScale, game, request.body, caller.id, trace));
    },
  );
};
