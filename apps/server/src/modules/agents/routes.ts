import { z } from "zod";
import {
  AGENT_API,
  downlineRatesRequest,
  downlinesQuery,
  downlinesSchema,
  incomeQuery,
  incomeSchema,
  rebateRatesSchema,
  registerAccountRequest,
  registerAccountSchema,
  teamOverviewSchema,
} from "@portal/contract/api/agents";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { agent, routeGroup } from "../../http/access";

const tags = ["agent"];
const memberIdParam = z.object({ memberId: z.coerce.number().int().positive() });

/** The agent centre's team calls: agents only (types 1, 2, 41, 42), each within its own subtree. */
export const agentRoutes = routeGroup<AppDeps>(agent(), async (app, deps) => {
  const agents = deps.agents;

  app.get(
    AGENT_API.rebateRates,
    {
      schema: {
        tags,
        summary: "The caller's rebate rates per game category",
        response: { 200: envelopeSchema(rebateRatesSchema) },
      },
    },
    async (request) => ok(await agents.ownRates(request.caller.member)),
  );

  app.get(
    AGENT_API.overview,
    { schema: { tags, summary: "Team overview (AGEINFO3)", response: { 200: envelopeSchema(teamOverviewSchema) } } },
    async (request) => ok(await agents.overview(request.caller.member)),
  );

  app.get(
    AGENT_API.downlines,
    {
      schema: {
        tags,
        summary: "The direct downlines of the caller or of a member of its team (DOWNMAN), with the path to it",
        querystring: downlinesQuery,
        response: { 200: envelopeSchema(downlinesSchema) },
      },
    },
    async (request) => ok(await agents.downlines(request.caller.member, request.merchant, request.query)),
  );

  app.put(
    AGENT_API.downlineRates,
    {
      schema: {
        tags,
        summary: "Sets a direct downline's rebate rates: at most the caller's, at least its own downlines'",
        params: memberIdParam,
        body: downlineRatesRequest,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await agents.setDownlineRates(request.downline, request.params.memberId, request.body.rates);
      return ok(null);
    },
  );

  app.get(
    AGENT_API.income,
    {
      schema: {
        tags,
        summary: "My income (AGEREV3): the caller's rebates by period, newest first, with their lines",
        querystring: incomeQuery,
        response: { 200: envelopeSchema(incomeSchema) },
      },
    },
    async (request) => ok(await deps.rebates.income(request.caller.member, request.merchant, request.query.cursor)),
  );

  app.post(
    AGENT_API.accounts,
    {
      schema: {
        tags,
        summary: "Register account (REGCEN): a member or a sub-agent below the caller",
        body: registerAccountRequest,
        response: { 200: envelopeSchema(registerAccountSchema) },
      },
    },
    async (request) =>
      ok(await agents.registerAccount(request.caller.member, request.merchant, request.body, request.ip)),
  );
});
