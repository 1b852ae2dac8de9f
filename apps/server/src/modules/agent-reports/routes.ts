import {
  AGENT_REPORTS_API,
  profitLossQuery,
  profitLossSchema,
  teamBetsQuery,
  teamBetsSchema,
  teamTransactionsQuery,
  teamTransactionsSchema,
} from "@portal/contract/api/agent-reports";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { agent, routeGroup } from "../../http/access";
import { requestLanguage } from "../merchants/service";

const tags = ["agent"];

/** The agent centre's team reports: agents only (types 1, 2, 41, 42), each within the caller's own team. */
export const agentReportRoutes = routeGroup<AppDeps>(agent(), async (app, deps) => {
  const reports = deps.agentReports;

  app.get(
    AGENT_REPORTS_API.teamBets,
    {
      schema: {
        tags,
        summary:
          "Team betting (TEAMBETTING3): the team's rounds by period (at most 31 days), member, category, vendor and status, newest first by cursor, with the period's totals",
        querystring: teamBetsQuery,
        response: { 200: envelopeSchema(teamBetsSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      return ok(
        await reports.teamBets(request.caller.member, merchant, requestLanguage(request, merchant), request.query),
      );
    },
  );

  app.get(
    AGENT_REPORTS_API.profitLoss,
    {
      schema: {
        tags,
        summary:
          "User profit and loss (AGETEAMPNL3): per direct downline of the caller or of a member of its team, each with its team, and the team in total",
        querystring: profitLossQuery,
        response: { 200: envelopeSchema(profitLossSchema) },
      },
    },
    async (request) => ok(await reports.profitLoss(request.downline, request.merchant, request.query)),
  );

  app.get(
    AGENT_REPORTS_API.transactions,
    {
      schema: {
        tags,
        summary:
          "Transaction details (AGEDOWNTRANS3): the team's deposits and withdrawals by period, member and kind, newest first by cursor",
        querystring: teamTransactionsQuery,
        response: { 200: envelopeSchema(teamTransactionsSchema) },
      },
    },
    async (request) => ok(await reports.transactions(request.caller.member, request.merchant, request.query)),
  );
});
