import { API } from "@portal/contract/api/paths";
import {
  hotGamesSchema,
  languageQuery,
  lotteryPopularQuery,
  lotteryPopularSchema,
  lotteryWinnersQuery,
  lotteryWinnersSchema,
  pvpRoomsQuery,
  pvpRoomsSchema,
  VN_LOTTERY_REGIONS,
  vnGameMenuSchema,
  vnOpenedQuery,
  vnOpenedSchema,
  type LotteryGame,
} from "@portal/contract/api/content";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { sharedAnswer } from "../../http/shared-answer";
import type { VnGameMenu } from "./lottery";
import { requestLanguage } from "../merchants/service";

const tags = ["games"];

// The brand's cached lists, written once per cached value (http/shared-answer.ts).
const popularAnswer = sharedAnswer(envelopeSchema(lotteryPopularSchema), (list: LotteryGame[]) => ok({ list }));
const vnMenuAnswer = sharedAnswer(envelopeSchema(vnGameMenuSchema), (menu: VnGameMenu) => ok(menu));

/** PVP rooms and the lottery lists (e-lottery popular and full lists, Vietnam lottery menu, winners). */
export const catalogueRoutes = routeGroup<AppDeps>(visitor(), async (app, { games, house, bets }) => {
  const { catalogue, lottery, player } = games;
  app.get(
    API.pvpRooms,
    {
      schema: {
        tags,
        summary: "PVP rooms (card game tables) of a vendor or all; a room launches by vassalage and roomId",
        querystring: pvpRoomsQuery,
        response: { 200: envelopeSchema(pvpRoomsSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const lang = requestLanguage(request, merchant);
      return ok({ list: await catalogue.pvpRooms(merchant, lang, request.query.vendor) });
    },
  );

  app.get(
    API.lotteryPopular,
    {
      schema: {
        tags,
        summary: "E-lottery games in menu order: count 20 is the popular list, 100 the full list",
        querystring: lotteryPopularQuery,
        response: { 200: envelopeSchema(lotteryPopularSchema) },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      const lang = requestLanguage(request, merchant);
      return popularAnswer(request, reply, await lottery.games(merchant.id, lang, request.query.count));
    },
  );

  app.get(
    API.vnGameMenu,
    {
      schema: {
        tags,
        summary: "Vietnam lottery games by region (north, central, south)",
        querystring: languageQuery,
        response: { 200: envelopeSchema(vnGameMenuSchema) },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      return vnMenuAnswer(request, reply, await lottery.vnGameMenu(merchant.id, requestLanguage(request, merchant)));
    },
  );

  app.get(
    API.vnOpened,
    {
      schema: {
        tags,
        summary: "A Vietnam lottery game's opened numbers: its latest draws' results, newest first",
        querystring: vnOpenedQuery,
        response: { 200: envelopeSchema(vnOpenedSchema) },
      },
    },
    async (request) => {
      // The house draws the Vietnamese games of this portal; their results are public.
      const { gameCode, count } = request.query;
      return ok(await house.lottery.opened(request.merchant.id, gameCode, count));
    },
  );

  app.get(
    API.lotteryWinners,
    {
      schema: {
        tags,
        summary: "The lottery's winner board: the latest winning rounds, newest first, accounts masked",
        querystring: lotteryWinnersQuery,
        response: { 200: envelopeSchema(lotteryWinnersSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const lang = requestLanguage(request, merchant);
      return ok({ list: await bets.winners.lottery(merchant, lang, request.query.count) });
    },
  );

  app.get(
    API.vnRecent,
    {
      schema: {
        tags,
        summary: "The Vietnam lottery games the caller launched last, newest first",
        response: { 200: envelopeSchema(hotGamesSchema) },
      },
      config: { access: member() },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const lang = requestLanguage(request, merchant);
      // The Vietnam lottery's games of every vendor (the house's and TCG's): those of a region's game type.
      return ok({ list: await player.recentGames(member.id, lang, VN_LOTTERY_REGIONS) });
    },
  );
});
