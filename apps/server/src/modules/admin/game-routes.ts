import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN } from "@portal/contract/api/admin";
import {
  adminGameSchema,
  adminGamesQuery,
  adminGamesSchema,
  gameParams,
  gameSettingsRequest,
} from "@portal/contract/api/admin-catalogue";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { requestLanguage } from "../merchants/service";
import { tags, traceOf } from "./shared";

/**
 * The brand's catalogue games as the back office edits them: listed by vendor or category in
 * catalogue order (keyset paged), and each game's hot flag, free play and sort order (ADMIN,
 * audited; the brand's cached lanes and hot games drop at once). Pictures: image-routes.ts.
 */
export const gameAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { games }) => {
  app.get(
    ADMIN.games,
    {
      schema: {
        tags,
        summary: "The brand's catalogue games of a vendor, a category or both, by name or code, in catalogue order",
        querystring: adminGamesQuery,
        response: { 200: envelopeSchema(adminGamesSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok(await games.admin.gamePage(merchant.id, requestLanguage(request, merchant), request.query));
    },
  );

  app.put(
    ADMIN.game,
    {
      schema: {
        tags,
        summary: "Sets a catalogue game's hot flag, free play (trial) and sort order; players see it at once",
        params: gameParams,
        body: gameSettingsRequest,
        response: { 200: envelopeSchema(adminGameSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const { id } = request.params;
      const game = await games.admin.setGame(
        merchant.id,
        requestLanguage(request, merchant),
        id,
        request.body,
        (changed, tx) =>
          traceOf(request, request.operator.operator, "game.settings", "game", String(id), {
            vendor: changed.vendor,
            gameCode: changed.gameCode,
            ...request.body,
          })(tx),
      );
      return ok(game);
    },
  );
};
