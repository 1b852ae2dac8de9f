import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  HOUSE_API,
  houseBaccaratDealRequest,
  houseBaccaratDealSchema,
  houseBalanceQuery,
  houseBalanceSchema,
  houseFairnessQuery,
  houseFairnessSchema,
  houseRotateRequest,
  houseRotateSchema,
  houseSpinRequest,
  houseSpinSchema,
} from "@portal/contract/api/vendor-wallet";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { HOUSE_LIMITS_API, houseGameLimitsSchema, houseGameParams } from "@portal/contract/api/house-games";
import {
  LOTTERY_API,
  lotteryBuyRequest,
  lotteryBuySchema,
  lotteryCancelRequest,
  lotteryCancelSchema,
  lotteryChaseAnswerSchema,
  lotteryChaseCancelSchema,
  lotteryChaseRequest,
  lotteryChasesSchema,
  lotteryTicketParams,
  lotteryTicketsQuery,
  lotteryTicketsSchema,
  lotteryCurrentDrawSchema,
  lotteryGameParams,
  lotteryGamesSchema,
  lotteryPlaysSaleSchema,
  lotteryResultsQuery,
  lotteryResultsSchema,
} from "@portal/contract/api/lottery";
import { HEADER } from "@portal/contract/api/paths";
import type { FastifyRequest } from "fastify";
import type { HouseGames } from "./house-games";

const tags = ["house games"];

/**
 * The house games' own API, what their pages call with the vendor session token of the launch.
 * Money moves only inside HouseRounds (for the slot and baccarat alike), through the public
 * vendor API. The fairness calls serve every house game: a member has one seed pair for all.
 */
export const houseRoutes: FastifyPluginAsyncZod<{ house: HouseGames }> = async (app, { house }) => {
  // The brand is the game page's `Merchant` header (from its launch URL), as the house knows it.
  const brandOf = (request: FastifyRequest) => {
    const header = request.headers[HEADER.merchant];
    return house.brand(typeof header === "string" ? header : undefined);
  };

  // The brand's limits of a house game, for its page to offer (a closed game says so: enabled false).
  app.get(
    HOUSE_LIMITS_API.limits,
    {
      schema: {
        tags,
        summary: "A house game's stake limits for the brand, and whether it is offered",
        params: houseGameParams,
        response: { 200: envelopeSchema(houseGameLimitsSchema) },
      },
    },
    async (request) => {
      const brand = await brandOf(request);
      return ok(await house.gameSettings.limits(brand.merchantId, brand.currencyScale, request.params.game));
    },
  );

  app.post(
    HOUSE_API.slotSpin,
    {
      schema: {
        tags,
        summary: "Spins the house slot: bet and win through the seamless wallet",
        body: houseSpinRequest,
        response: { 200: envelopeSchema(houseSpinSchema) },
      },
    },
    async (request) => {
      return ok(await house.slot.spin(await brandOf(request), request.body.token, request.body.bet));
    },
  );

  app.post(
    HOUSE_API.baccaratDeal,
    {
      schema: {
        tags,
        summary: "Deals a round of the house baccarat: one bet for its stakes, one win for its returns",
        body: houseBaccaratDealRequest,
        response: { 200: envelopeSchema(houseBaccaratDealSchema) },
      },
    },
    async (request) => {
      return ok(await house.baccarat.deal(await brandOf(request), request.body.token, request.body.bets));
    },
  );

  // The lottery's public reads (decision 0035): anyone may see and verify a draw once it is made.
  const lotteryTags = ["house lottery"];
  app.get(
    LOTTERY_API.games,
    {
      schema: {
        tags: lotteryTags,
        summary: "The brand's lottery games: family, draw interval and close before each draw",
        response: { 200: envelopeSchema(lotteryGamesSchema) },
      },
    },
    async (request) => ok({ list: await house.lottery.games((await brandOf(request)).merchantId) }),
  );

  app.get(
    LOTTERY_API.currentDraw,
    {
      schema: {
        tags: lotteryTags,
        summary: "The draw taking tickets: its number, close and draw times, chain index and commitment",
        params: lotteryGameParams,
        response: { 200: envelopeSchema(lotteryCurrentDrawSchema) },
      },
    },
    async (request) =>
      ok(await house.lottery.current((await brandOf(request)).merchantId, request.params.code, new Date())),
  );

  app.get(
    LOTTERY_API.plays,
    {
      schema: {
        tags: lotteryTags,
        summary: "The plays a game sells, with the brand's odds per price class and tier, and stake limits",
        params: lotteryGameParams,
        response: { 200: envelopeSchema(lotteryPlaysSaleSchema) },
      },
    },
    async (request) => ok({ list: await house.lottery.plays(await brandOf(request), request.params.code, new Date()) }),
  );

  app.get(
    LOTTERY_API.results,
    {
      schema: {
        tags: lotteryTags,
        summary: "Draws made before a time, newest first, each with its result, revealed element and commitment",
        params: lotteryGameParams,
        querystring: lotteryResultsQuery,
        response: { 200: envelopeSchema(lotteryResultsSchema) },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const list = await house.lottery.results(
        (await brandOf(request)).merchantId,
        request.params.code,
        new Date(before ?? Date.now()),
        limit,
      );
      return ok({ list });
    },
  );

  // Tickets, with the vendor session token of the game's launch (decision 0035): each selection
  // one ticket and one bet through the vendor API.
  app.post(
    LOTTERY_API.tickets,
    {
      schema: {
        tags: lotteryTags,
        summary: "Buys a bet slip on the draw taking tickets: one ticket and one bet per selection",
        body: lotteryBuyRequest,
        response: { 200: envelopeSchema(lotteryBuySchema) },
      },
    },
    async (request) => ok(await house.lotteryTickets.buy(await brandOf(request), request.body)),
  );

  app.get(
    LOTTERY_API.tickets,
    {
      schema: {
        tags: lotteryTags,
        summary: "The player's tickets, newest first",
        querystring: lotteryTicketsQuery,
        response: { 200: envelopeSchema(lotteryTicketsSchema) },
      },
    },
    async (request) => {
      const { token, game, before, limit } = request.query;
      return ok({ list: await house.lotteryTickets.mine(await brandOf(request), token, { game, before, limit }) });
    },
  );

  app.post(
    LOTTERY_API.cancelTicket,
    {
      schema: {
        tags: lotteryTags,
        summary: "Cancels an open ticket before its draw closes: its bet is rolled back",
        params: lotteryTicketParams,
        body: lotteryCancelRequest,
        response: { 200: envelopeSchema(lotteryCancelSchema) },
      },
    },
    async (request) =>
      ok(await house.lotteryTickets.cancel(await brandOf(request), request.body.token, request.params.id)),
  );

  // Chase plans (decision 0037): a slip over N draws in a row, bought at once, its coming draws
  // refunded by a win (when asked) or a cancel.
  app.post(
    LOTTERY_API.chases,
    {
      schema: {
        tags: lotteryTags,
        summary: "Makes a chase plan: the slip bought on each of the next N draws from the one taking tickets",
        body: lotteryChaseRequest,
        response: { 200: envelopeSchema(lotteryChaseAnswerSchema) },
      },
    },
    async (request) => ok(await house.lotteryChases.create(await brandOf(request), request.body)),
  );

  app.get(
    LOTTERY_API.chases,
    {
      schema: {
        tags: lotteryTags,
        summary: "The player's chase plans, newest first",
        querystring: lotteryTicketsQuery,
        response: { 200: envelopeSchema(lotteryChasesSchema) },
      },
    },
    async (request) => {
      const { token, game, before, limit } = request.query;
      return ok({ list: await house.lotteryChases.mine(await brandOf(request), token, { game, before, limit }) });
    },
  );

  app.post(
    LOTTERY_API.cancelChase,
    {
      schema: {
        tags: lotteryTags,
        summary: "Cancels a chase plan: its tickets whose draws still take tickets are refunded",
        params: lotteryTicketParams,
        body: lotteryCancelRequest,
        response: { 200: envelopeSchema(lotteryChaseCancelSchema) },
      },
    },
    async (request) =>
      ok(await house.lotteryChases.cancel(await brandOf(request), request.body.token, request.params.id)),
  );

  app.get(
    HOUSE_API.balance,
    {
      schema: {
        tags,
        summary: "The player's wallet balance, as the platform tells it (a game page shows it before its first round)",
        querystring: houseBalanceQuery,
        response: { 200: envelopeSchema(houseBalanceSchema) },
      },
    },
    async (request) => ok(await house.balance(await brandOf(request), request.query.token)),
  );

  app.get(
    HOUSE_API.fairness,
    {
      schema: {
        tags,
        summary: "The active seed pair: the server seed's SHA-256, the client seed, the last nonce",
        querystring: houseFairnessQuery,
        response: { 200: envelopeSchema(houseFairnessSchema) },
      },
    },
    async (request) => {
      return ok(await house.fairness(await brandOf(request), request.query.token));
    },
  );

  app.post(
    HOUSE_API.rotateSeed,
    {
      schema: {
        tags,
        summary: "Reveals the server seed of the active pair and starts a new pair with the given client seed",
        body: houseRotateRequest,
        response: { 200: envelopeSchema(houseRotateSchema) },
      },
    },
    async (request) => {
      return ok(await house.rotate(await brandOf(request), request.body.token, request.body.clientSeed));
    },
  );
};
