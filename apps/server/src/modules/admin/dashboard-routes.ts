import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DASHBOARD_ADMIN,
  dashboardPeriod,
  dashboardQuery,
  dashboardSchema,
} from "@portal/contract/api/admin-dashboard";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { tags } from "./shared";

/** The back office's dashboard: a period's figures and the queues waiting now (any operator may read it). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { backOffice, house }) => {
  app.get(
    DASHBOARD_ADMIN.dashboard,
    {
      schema: {
        tags,
        summary:
          "Registrations, first deposits, deposits, withdrawals, bets and GGR of a period of brand days, and the queues",
        querystring: dashboardQuery,
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const awaiting = await house.lottery.official.awaiting(merchant.id);
      return ok(
        await backOffice.dashboard.figures(merchant, dashboardPeriod(request.query, Date.now()), awaiting.length),
      );
    },
  );
};
