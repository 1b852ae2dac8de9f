import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  HOUSE_API,
  houseBaccaratDealRequest,
  houseBaccaratDealSchema,
  houseFairnessQuery,
  houseFairnessSchema,
  houseRotateRequest,
  houseRotateSchema,
  houseSpinRequest,
  houseSpinSchema,
} from "@portal/contract/api/vendor-wallet";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../../modules/merchants/repository";
import { findVendorSession } from "../../modules/vendor-api/sessions";
import { activeSeed, rotateSeed } from "./seeds";
import { HOUSE_VENDOR } from "./vendor-client";

const tags = ["house games"];

/**
 * The house games' own API, what their pages call with the vendor session token of the launch.
 * Money moves only inside HouseRounds (for the slot and baccarat alike), through the public
 * vendor API. The fairness calls serve every house game: a member has one seed pair for all.
 */
export const houseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, merchants, house }) => {
  async function player(merchant: Merchant, token: string) {
    const session = await findVendorSession(db, token);
    // An ended game session (a logout, a password change, idle too long) reads nothing either.
    if (
      !session ||
      session.vendor !== HOUSE_VENDOR ||
      session.merchantId !== merchant.id ||
      session.expiresAt <= new Date()
    ) {
      throw new AppError("NOT_LOGGED_IN", "The game session has ended; open the game again");
    }
    return { merchantId: merchant.id, memberId: session.memberId };
  }

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
      const merchant = await merchants.forRequest(request);
      return ok(await house.slot.spin(merchant, request.body.token, request.body.bet));
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
      const merchant = await merchants.forRequest(request);
      return ok(await house.baccarat.deal(merchant, request.body.token, request.body.bets));
    },
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
      const merchant = await merchants.forRequest(request);
      const seed = await activeSeed(db, await player(merchant, request.query.token));
      return ok({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce });
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
      const merchant = await merchants.forRequest(request);
      const { revealed, next } = await rotateSeed(
        db,
        await player(merchant, request.body.token),
        request.body.clientSeed,
      );
      return ok({
        revealed: {
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.serverSeedHash,
          clientSeed: revealed.clientSeed,
          nonce: revealed.nonce,
        },
        next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
      });
    },
  );
};
