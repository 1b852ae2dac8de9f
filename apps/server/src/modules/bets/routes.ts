import { betRecordsQuery, betRecordsSchema, profitQuery, profitSchema } from "@portal/contract/api/bets";
import { API } from "@portal/contract/api/paths";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { requestLanguage } from "../merchants/service";
import { listBets, personalProfit } from "./service";

const tags = ["bets"];

/** Betting record (personalHistoryCopy) and personal profit (personalProfit): the caller's rounds only. */
export const betRoutes = routeGroup<AppDeps>(member(), async (app, deps) => {
  const bets = deps.bets.repository;
  app.get(
    API.betRecords,
    {
      schema: {
        tags,
        summary:
          "The caller's rounds, newest first, by period (at most 31 days) and category, by cursor (next, prev), with the period's sums",
        querystring: betRecordsQuery,
        response: { 200: envelopeSchema(betRecordsSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      return ok(await listBets(bets, member, merchant, requestLanguage(request, merchant), request.query));
    },
  );

  app.get(
    API.personalProfit,
    {
      schema: {
        tags,
        summary: "The caller's stake, payout and profit per category and in total",
        querystring: profitQuery,
        response: { 200: envelopeSchema(profitSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      return ok(await personalProfit(bets, member, merchant, request.query));
    },
  );
});
