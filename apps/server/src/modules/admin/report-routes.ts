import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { brandDateOf, dashboardPeriod } from "@portal/contract/api/admin-dashboard";
import {
  REPORTS_ADMIN,
  agentReportQuery,
  agentReportSchema,
  memberReportQuery,
  memberReportSchema,
  profitLossQuery,
  profitLossReportSchema,
} from "@portal/contract/api/admin-reports";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { ReportService } from "./reports";
import { tags } from "./shared";

const PROFIT_LOSS_COLUMNS = ["day", "vendor", "category", "players", "rounds", "stake", "payout", "ggr"] as const;
const MEMBER_COLUMNS = ["memberId", "account", "rounds", "stake", "payout", "ggr", "deposits", "withdrawals"] as const;
const AGENT_COLUMNS = [
  "agentId",
  "account",
  "memberType",
  "teamSize",
  "activePlayers",
  "rounds",
  "stake",
  "payout",
  "ggr",
  "deposits",
  "withdrawals",
] as const;

/** Sends a report's rows as a CSV download named after the report and its period. */
function sendCsv(
  reply: FastifyReply,
  name: string,
  report: { from: number; to: number; rows: readonly object[] },
  columns: readonly string[],
) {
  const file = `${name}-${brandDateOf(report.from)}-${brandDateOf(report.to - 1)}.csv`;
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file}"`)
    .header("cache-control", "no-store")
    .send(ReportService.csv(report.rows as Record<string, string | number>[], columns));
}

/** The back office's reports over a period of brand days, as JSON and as CSV (any operator may read them). */
export const reportAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { backOffice: { reports } }) => {
  const period = (query: { from?: string | undefined; to?: string | undefined }) => dashboardPeriod(query, Date.now());

  app.get(
    REPORTS_ADMIN.profitLoss,
    {
      schema: {
        tags,
        summary: "Profit and loss per brand day, vendor and category",
        querystring: profitLossQuery,
        response: { 200: envelopeSchema(profitLossReportSchema) },
      },
    },
    async (request) => ok(await reports.profitLoss(request.merchant, period(request.query))),
  );
  app.get(
    REPORTS_ADMIN.profitLossCsv,
    {
      schema: {
        tags,
        summary: "Profit and loss per brand day, vendor and category, as CSV",
        querystring: profitLossQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        "profit-loss",
        await reports.profitLoss(request.merchant, period(request.query)),
        PROFIT_LOSS_COLUMNS,
      ),
  );

  app.get(
    REPORTS_ADMIN.members,
    {
      schema: {
        tags,
        summary: "The members with the largest GGR, stake or deposits of the period (at most 1,000)",
        querystring: memberReportQuery,
        response: { 200: envelopeSchema(memberReportSchema) },
      },
    },
    async (request) => ok(await reports.members(request.merchant, period(request.query), request.query.sort)),
  );
  app.get(
    REPORTS_ADMIN.membersCsv,
    { schema: { tags, summary: "The member report as CSV", querystring: memberReportQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        "members",
        await reports.members(request.merchant, period(request.query), request.query.sort),
        MEMBER_COLUMNS,
      ),
  );

  app.get(
    REPORTS_ADMIN.agents,
    {
      schema: {
        tags,
        summary: "Every agent with its whole team's figures of the period, largest GGR first (at most 1,000)",
        querystring: agentReportQuery,
        response: { 200: envelopeSchema(agentReportSchema) },
      },
    },
    async (request) => ok(await reports.agents(request.merchant, period(request.query))),
  );
  app.get(
    REPORTS_ADMIN.agentsCsv,
    { schema: { tags, summary: "The agent report as CSV", querystring: agentReportQuery } },
    async (request, reply) =>
      sendCsv(reply, "agents", await reports.agents(request.merchant, period(request.query)), AGENT_COLUMNS),
  );
};
