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
import {
  AGENT_ADMIN,
  BILL_STATUSES,
  billParams,
  billsQuery,
  billsSchema,
  consolidatedSchema,
  CONTRACT_API,
  contractIdParam,
  contractsSchema,
  offerContractRequest,
  pendingBillsSchema,
  platformContractRequest,
  platformContractsSchema,
} from "@portal/contract/api/contracts";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { serialIdParam } from "@portal/contract/api/money";
import { isAgentType } from "@portal/contract/members";
import type { AppDeps } from "../../app-deps";
import { agent, member, operator, routeGroup } from "../../http/access";
import { AppError } from "../../http/app-error";

const tags = ["agent"];
const memberIdParam = z.object({ memberId: serialIdParam });
const billStatusSchema = z.object({ status: z.enum(BILL_STATUSES) });

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
    async (request) => ok(await agents.downlines(request.downline, request.merchant, request.query)),
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

  const contracts = deps.contracts;
  app.get(
    CONTRACT_API.contracts,
    {
      schema: {
        tags,
        summary: "The caller's contracts, as payee and as payer",
        response: { 200: envelopeSchema(contractsSchema) },
      },
    },
    async (request) => ok({ list: await contracts.list(request.caller.member, request.merchant) }),
  );
  app.post(
    CONTRACT_API.offer,
    {
      schema: {
        tags,
        summary: "Offers a contract to a direct downline agent (never above the caller's own of the kind)",
        body: offerContractRequest,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await contracts.offer(request.downline, request.merchant, request.body)),
  );
  for (const [path, accept] of [
    [CONTRACT_API.accept, true],
    [CONTRACT_API.refuse, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: accept ? "Accepts a contract offered to the caller" : "Refuses a contract offered to the caller",
          params: contractIdParam,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await contracts.decide(request.caller.member, request.params.id, accept);
        return ok(null);
      },
    );
  }
  app.post(
    CONTRACT_API.terminate,
    {
      schema: {
        tags,
        summary: "Terminates a valid contract at the end of the current period (either side)",
        params: contractIdParam,
        response: { 200: envelopeSchema(z.object({ endsAt: z.number().int() })) },
      },
    },
    async (request) => ok(await contracts.terminate(request.caller.member, request.params.id)),
  );
  app.get(
    CONTRACT_API.bills,
    {
      schema: {
        tags,
        summary: "The bills of the caller's contracts, newest period first",
        querystring: billsQuery,
        response: { 200: envelopeSchema(billsSchema) },
      },
    },
    async (request) => ok(await contracts.bills(request.caller.member, request.merchant, request.query)),
  );
  app.post(
    CONTRACT_API.claim,
    {
      schema: {
        tags,
        summary: "The payee claims a bill awaiting its claim; paid at once as far as the payer can",
        params: billParams,
        response: { 200: envelopeSchema(billStatusSchema) },
      },
    },
    async (request) => {
      const { id, periodStart } = request.params;
      return ok({ status: await contracts.claim(request.caller.member, id, new Date(periodStart)) });
    },
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

/**
 * The consolidated flags (which contract pages a member has): any member may ask; one that is
 * not an agent holds no contract, so every flag is NONE.
 */
export const contractFlagRoutes = routeGroup<AppDeps>(member(), async (app, deps) => {
  app.get(
    CONTRACT_API.consolidated,
    {
      schema: {
        tags,
        summary: "Per contract kind: held, offered, only past, or none (the consolidated flags)",
        response: { 200: envelopeSchema(consolidatedSchema) },
      },
    },
    async (request) => ok(await deps.contracts.consolidated(request.caller.member)),
  );
});

/** Operators with money decisions: contract bills above the brand's review threshold. */
export const billReviewRoutes = routeGroup<AppDeps>(operator("reviewBills"), async (app, deps) => {
  app.get(
    AGENT_ADMIN.pendingBills,
    {
      schema: {
        tags,
        summary: "Contract bills waiting for review, oldest first",
        response: { 200: envelopeSchema(pendingBillsSchema) },
      },
    },
    async (request) => ok(await deps.contracts.pendingReview(request.merchant)),
  );
  for (const [path, release] of [
    [AGENT_ADMIN.releaseBill, true],
    [AGENT_ADMIN.refuseBill, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: release
            ? "Releases a bill under review: it is paid (or awaits its claim)"
            : "Refuses a bill under review",
          params: billParams,
          response: { 200: envelopeSchema(billStatusSchema) },
        },
      },
      async (request) => {
        const { id, periodStart } = request.params;
        const status = await deps.contracts.review(request.merchant, id, new Date(periodStart), release);
        const { operator: caller } = request.operator;
        await deps.operators.auditLog.record(request, caller, {
          action: release ? "agents.releaseBill" : "agents.refuseBill",
          targetType: "contractBill",
          targetId: `${id}:${new Date(periodStart).toISOString()}`,
        });
        return ok({ status });
      },
    );
  }
});

/** Operators: the platform's contracts with top-level agents, and any agent's rebate rates. */
export const agentAdminRoutes = routeGroup<AppDeps>(operator("configureBrand"), async (app, deps) => {
  const agents = deps.agents;
  const memberOfBrand = async (memberId: number, merchantId: number) => {
    const found = await deps.members.repository.findById(memberId);
    if (!found || found.merchantId !== merchantId) throw new AppError("NOT_FOUND", "No such member");
    return found;
  };

  /** A member's contracts and rates are the member's page: members' private data (decision 0054). */
  const read = { access: operator("readMembers") };

  app.get(
    AGENT_ADMIN.platformContract,
    {
      schema: {
        tags,
        summary: "The platform's contracts with a member (every status, newest first), and whether it may hold one",
        params: memberIdParam,
        response: { 200: envelopeSchema(platformContractsSchema) },
      },
      config: read,
    },
    async (request) => {
      const target = await memberOfBrand(request.params.memberId, request.merchant.id);
      const list = await deps.contracts.list(target, request.merchant);
      return ok({
        topLevelAgent: isAgentType(target.memberType) && target.uplineId === null,
        list: list.filter((contract) => contract.role === "PAYEE" && contract.counterpartyId === null),
      });
    },
  );

  app.get(
    AGENT_ADMIN.rebateRates,
    {
      schema: {
        tags,
        summary: "A member's rebate rates per game category",
        params: memberIdParam,
        response: { 200: envelopeSchema(rebateRatesSchema) },
      },
      config: read,
    },
    async (request) => ok(await agents.ownRates(await memberOfBrand(request.params.memberId, request.merchant.id))),
  );

  app.put(
    AGENT_ADMIN.platformContract,
    {
      schema: {
        tags,
        summary: "Sets the platform's contract of a kind with a top-level agent (valid at once)",
        params: memberIdParam,
        body: platformContractRequest,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const target = await memberOfBrand(request.params.memberId, request.merchant.id);
      const result = await deps.contracts.setPlatformContract(
        target,
        request.merchant,
        request.body.kind,
        request.body.tiers,
      );
      const { operator: caller } = request.operator;
      await deps.operators.auditLog.record(request, caller, {
        action: "agents.platformContract",
        targetType: "member",
        targetId: String(target.id),
      });
      return ok(result);
    },
  );

  app.put(
    AGENT_ADMIN.rebateRates,
    {
      schema: {
        tags,
        summary: "Sets an agent's rebate rates (at most its upline's, at least its downlines')",
        params: memberIdParam,
        body: downlineRatesRequest,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const target = await memberOfBrand(request.params.memberId, request.merchant.id);
      await agents.setRatesAsOperator(target, request.body.rates);
      const { operator: caller } = request.operator;
      await deps.operators.auditLog.record(request, caller, {
        action: "agents.rebateRates",
        targetType: "member",
        targetId: String(target.id),
      });
      return ok(null);
    },
  );
});
