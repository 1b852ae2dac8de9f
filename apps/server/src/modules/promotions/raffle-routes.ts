import {
  drawRequest,
  RAFFLE_API,
  raffleDrawSchema,
  raffleInfoSchema,
  raffleParams,
  raffleSchema,
} from "@portal/contract/api/raffles";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { requestLanguage } from "../merchants/service";

const tags = ["promotions"];
const realMember = { allowTrial: false };

/** Raffles (decision 0046): a promotion's raffle for anyone, with the caller's draws, and a draw. */
export const raffleRoutes = routeGroup<AppDeps>(member(realMember), async (app, { raffles }) => {
  app.get(
    RAFFLE_API.info,
    {
      schema: {
        tags,
        summary: "A promotion's raffle for anyone: what earns a draw, the prizes and weights, the seed's hash",
        params: raffleParams,
        response: { 200: envelopeSchema(raffleInfoSchema) },
      },
      config: { access: visitor() },
    },
    async (request) => {
      const { merchant } = request;
      return ok(await raffles.info(merchant, request.params.id, requestLanguage(request, merchant)));
    },
  );

  app.get(
    RAFFLE_API.raffle,
    {
      schema: {
        tags,
        summary: "A promotion's raffle: prizes and weights, the seed's hash (the seed once ended), the caller's draws",
        params: raffleParams,
        response: { 200: envelopeSchema(raffleSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await raffles.raffle(request.caller.member, merchant, request.params.id, lang));
    },
  );

  app.post(
    RAFFLE_API.draw,
    {
      schema: {
        tags,
        summary: "Draws once (idempotent by requestId); none left: NO_DRAWS_LEFT; every prize won: OUT_OF_STOCK",
        params: raffleParams,
        body: drawRequest,
        response: { 200: envelopeSchema(raffleDrawSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { merchant } = request;
      const lang = requestLanguage(request, merchant);
      return ok(await raffles.draw(request.caller.member, merchant, request.params.id, request.body, lang));
    },
  );
});
