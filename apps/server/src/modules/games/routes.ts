import { z } from "zod";
import { API } from "@portal/contract/api/paths";
import {
  gameMenuSchema,
  hotGamesQuery,
  favouriteParams,
  favouriteRequest,
  gameListQuery,
  gameListSchema,
  hotGamesSchema,
  languageQuery,
  launchGameRequest,
  launchGameSchema,
  vendorLanesSchema,
  type Game,
  type GameMenu,
  type Lane,
} from "@portal/contract/api/content";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { sharedAnswer } from "../../http/shared-answer";
import { requestLanguage } from "../merchants/service";
import { isLanguage } from "@portal/contract/languages";

const tags = ["games"];

// The brand's cached catalogue, written once per cached value (http/shared-answer.ts).
const lanesAnswer = sharedAnswer(envelopeSchema(vendorLanesSchema), (lanes: Lane[]) =>
  ok({
    data: {
      lanes,
      sorting: lanes.map((lane) => ({ gameCategory: lane.title, vendors: lane.cards.map((c) => c.vassalage) })),
    },
  }),
);
const hotAnswer = sharedAnswer(envelopeSchema(hotGamesSchema), (list: Game[]) => ok({ list }));
const menusAnswer = sharedAnswer(envelopeSchema(z.array(gameMenuSchema)), (menus: GameMenu[]) => ok(menus));

export const gamesRoutes = routeGroup<AppDeps>(visitor(), async (app, deps) => {
  const { catalogue, lottery, player, launcher } = deps.games;
  app.get(
    API.egameList,
    {
      schema: {
        tags,
        summary: "Games of a vendor, category or type, paged (12 on home, 24 elsewhere)",
        querystring: gameListQuery,
        response: { 200: envelopeSchema(gameListSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const language = isLanguage(request.query.language) ? request.query.language : requestLanguage(request, merchant);
      return ok(await player.gameList(merchant.id, language, request.query));
    },
  );

  app.get(
    API.egameFavourites,
    {
      schema: { tags, summary: "The caller's favourite games", response: { 200: envelopeSchema(hotGamesSchema) } },
      config: { access: member() },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      return ok({ list: await player.favourites(member.id, requestLanguage(request, merchant)) });
    },
  );

  app.post(
    API.egameFavourites,
    {
      schema: {
        tags,
        summary: "Adds a game to the caller's favourites",
        body: favouriteRequest,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: { access: member() },
    },
    async (request) => {
      const { member } = request.caller;
      await player.addFavourite(member, request.body.nodeId);
      return ok(null);
    },
  );

  app.delete(
    API.egameFavourite,
    {
      schema: {
        tags,
        summary: "Removes a game from the caller's favourites",
        params: favouriteParams,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: { access: member() },
    },
    async (request) => {
      const { member } = request.caller;
      await player.removeFavourite(member, request.params.nodeId);
      return ok(null);
    },
  );

  app.get(
    API.egameRecent,
    {
      schema: {
        tags,
        summary: "The games the caller launched last, newest first",
        response: { 200: envelopeSchema(hotGamesSchema) },
      },
      config: { access: member() },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      return ok({ list: await player.recentGames(member.id, requestLanguage(request, merchant)) });
    },
  );

  app.post(
    API.launchGame,
    {
      schema: {
        tags,
        summary: "Launches a game for the caller: a vendor session and the game's URL (game_url in a frame)",
        body: launchGameRequest,
        response: { 200: envelopeSchema(launchGameSchema) },
      },
      config: { access: member() },
    },
    async (request) => {
      const { member, tokenHash } = request.caller;
      const merchant = request.merchant;
      const language = request.body.language ?? requestLanguage(request, merchant);
      const { nodeId, vassalage, gameId, roomId } = request.body;
      const target = { nodeId, vassalage, gameId, roomId, language };
      // Player protection (decision 0025): the session limit and loss limits refuse a launch.
      await deps.protection.checkPlay(member, merchant, tokenHash);
      return ok(await launcher.launch(member, merchant, target, tokenHash));
    },
  );

  app.get(
    API.vendorLanes,
    {
      schema: {
        tags,
        summary: "Vendor lanes per game category (value.data.lanes) and the sorting entries (value.data.sorting)",
        querystring: languageQuery,
        response: { 200: envelopeSchema(vendorLanesSchema) },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      return lanesAnswer(request, reply, await catalogue.vendorLanes(merchant.id, requestLanguage(request, merchant)));
    },
  );

  app.get(
    API.hotGames,
    {
      schema: {
        tags,
        summary: "Hot games (value.list); isPlatform 2 is the portal's hot list",
        querystring: hotGamesQuery,
        response: { 200: envelopeSchema(hotGamesSchema) },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      return hotAnswer(request, reply, await catalogue.hotGames(merchant.id, requestLanguage(request, merchant)));
    },
  );

  app.get(
    API.gameMenus,
    {
      schema: {
        tags,
        summary: "Lottery game menus keyed by game group code",
        querystring: languageQuery,
        response: { 200: envelopeSchema(z.array(gameMenuSchema)) },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      return menusAnswer(request, reply, await lottery.menus(merchant.id, requestLanguage(request, merchant)));
    },
  );
});
