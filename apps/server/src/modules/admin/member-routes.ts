import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { transactionHistoryQuery, transactionHistorySchema } from "@portal/contract/api/accounts";
import { memberIdParams } from "@portal/contract/api/admin";
import {
  MEMBERS_ADMIN,
  memberActionRequest,
  memberLabelsRequest,
  memberProfileSchema,
  memberReturnFundsRequest,
  memberReturnFundsSchema,
  memberSearchQuery,
  memberSearchSchema,
  memberStatusRequest,
} from "@portal/contract/api/admin-members";
import { downlinesQuery, downlinesSchema } from "@portal/contract/api/agents";
import { betRecordsQuery, betRecordsSchema } from "@portal/contract/api/bets";
import { depositListSchema, pageQuery, withdrawalListSchema } from "@portal/contract/api/money";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { listBets } from "../bets/service";
import { requireMoneyFeature } from "../money/features";
import { requestLanguage } from "../merchants/service";
import { transactionHistory } from "../wallet/history";
import { done, tags, traceOf } from "./shared";

/**
 * The back office's members: search, a member's page, the member's own lists (the portal's
 * queries answered for the member named), and lock, force a password change, end sessions and
 * labels. SUPPORT reads; the writes need manageMembers.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { memberAdmin } = deps.backOffice;

  app.get(
    MEMBERS_ADMIN.search,
    {
      schema: {
        tags,
        summary: "Members by username prefix, mobile digits, IP address or label, newest first, by cursor",
        querystring: memberSearchQuery,
        response: { 200: envelopeSchema(memberSearchSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => ok(await memberAdmin.search(request.merchant.id, request.query)),
  );

  app.get(
    MEMBERS_ADMIN.member,
    {
      schema: {
        tags,
        summary:
          "A member's page: profile, wallets, VIP level, uplines, labels, protection, bank accounts (masked), latest sessions and members sharing a device or bank account",
        params: memberIdParams,
        response: { 200: envelopeSchema(memberProfileSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const profile = await memberAdmin.profile(request.merchant, request.params.memberId);
      // A self-excluded member's game wallets, which a return of funds brings back first: only then
      // does the page ask the vendors (each answers within VENDOR_BALANCE_TIMEOUT_MS or shows unknown).
      if (profile.protection?.kind !== "SELF_EXCLUSION") return ok({ ...profile, gameWallets: [] });
      const member = await memberAdmin.member(request.merchant.id, profile.id);
      const held = await deps.money.vendorWallets.balances(member, await deps.brandSettings.get(member.merchantId));
      const gameWallets = held.map(({ vendor, balance }) => ({
        vendor: vendor.code,
        balance: balance === null ? null : minorToDecimal(balance, request.merchant.currencyScale),
      }));
      return ok({ ...profile, gameWallets });
    },
  );

  app.get(
    MEMBERS_ADMIN.ledger,
    {
      schema: {
        tags,
        summary: "A member's account record, as the member sees it, by cursor",
        params: memberIdParams,
        querystring: transactionHistoryQuery,
        response: { 200: envelopeSchema(transactionHistorySchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const { merchant } = request;
      const member = await memberAdmin.member(merchant.id, request.params.memberId);
      const owner = { merchantId: merchant.id, memberId: member.id, currencyScale: merchant.currencyScale };
      return ok(await transactionHistory(deps.wallet.repository, owner, request.query));
    },
  );

  app.get(
    MEMBERS_ADMIN.bets,
    {
      schema: {
        tags,
        summary: "A member's betting record, as the member sees it, by period and cursor",
        params: memberIdParams,
        querystring: betRecordsQuery,
        response: { 200: envelopeSchema(betRecordsSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const { merchant } = request;
      const member = await memberAdmin.member(merchant.id, request.params.memberId);
      return ok(
        await listBets(deps.bets.repository, member, merchant, requestLanguage(request, merchant), request.query),
      );
    },
  );

  app.get(
    MEMBERS_ADMIN.deposits,
    {
      schema: {
        tags,
        summary: "A member's deposits, newest first, by cursor",
        params: memberIdParams,
        querystring: pageQuery,
        response: { 200: envelopeSchema(depositListSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const { merchant } = request;
      const member = await memberAdmin.member(merchant.id, request.params.memberId);
      const settings = await deps.brandSettings.get(merchant.id);
      return ok(
        await deps.money.deposits.listForMember(
          member,
          merchant,
          requestLanguage(request, merchant),
          settings,
          request.query,
        ),
      );
    },
  );

  app.get(
    MEMBERS_ADMIN.withdrawals,
    {
      schema: {
        tags,
        summary: "A member's withdrawals, newest first, by cursor",
        params: memberIdParams,
        querystring: pageQuery,
        response: { 200: envelopeSchema(withdrawalListSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const { merchant } = request;
      const member = await memberAdmin.member(merchant.id, request.params.memberId);
      const settings = await deps.brandSettings.get(merchant.id);
      return ok(await deps.money.withdrawals.listForMember(member, merchant, settings, request.query));
    },
  );

  app.get(
    MEMBERS_ADMIN.downlines,
    {
      schema: {
        tags,
        summary: "A member's direct downlines, newest first, by cursor, with the path from the top of the tree",
        params: memberIdParams,
        querystring: downlinesQuery.omit({ parentId: true }),
        response: { 200: envelopeSchema(downlinesSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const { merchant } = request;
      const member = await memberAdmin.member(merchant.id, request.params.memberId);
      const path = [...(await memberAdmin.uplines(member.id)), { id: member.id, account: member.account }];
      const steps = path.map((step) => ({ memberId: step.id, account: step.account }));
      return ok(await deps.agents.downlinesOf(member.id, steps, merchant, request.query));
    },
  );

  const write = { access: operator("manageMembers") };

  app.post(
    MEMBERS_ADMIN.status,
    {
      schema: {
        tags,
        summary: "Locks (DISABLED: sessions ended, login refused) or unlocks a member, with the reason",
        params: memberIdParams,
        body: memberStatusRequest,
        response: done,
      },
      config: write,
    },
    async (request) => {
      const { memberId } = request.params;
      const { status, reason } = request.body;
      const trace = traceOf(request, request.operator.operator, "member.status", "member", String(memberId), {
        status,
        reason,
      });
      await memberAdmin.setStatus(request.merchant.id, memberId, status, trace);
      return ok(null);
    },
  );

  // The actions that take only a reason: each audited with it, in the write's transaction.
  for (const [path, action, summary] of [
    [
      MEMBERS_ADMIN.forcePasswordChange,
      "forcePasswordChange",
      "Makes the member change their password before anything else, with the reason",
    ],
    [MEMBERS_ADMIN.revokeSessions, "revokeSessions", "Ends every session of the member, with the reason"],
  ] as const) {
    app.post(
      path,
      { schema: { tags, summary, params: memberIdParams, body: memberActionRequest, response: done }, config: write },
      async (request) => {
        const { memberId } = request.params;
        const trace = traceOf(request, request.operator.operator, `member.${action}`, "member", String(memberId), {
          reason: request.body.reason,
        });
        await memberAdmin[action](request.merchant.id, memberId, trace);
        return ok(null);
      },
    );
  }

  app.post(
    MEMBERS_ADMIN.returnFunds,
    {
      schema: {
        tags,
        summary:
          "Returns a self-excluded member's money: a withdrawal of the main wallet (less what a bonus locks) to one of the member's bank accounts, reviewed as any other; with the reason",
        params: memberIdParams,
        body: memberReturnFundsRequest,
        response: { 200: envelopeSchema(memberReturnFundsSchema) },
      },
      config: write,
    },
    async (request) => {
      const { memberId } = request.params;
      const { bankAccountId, requestId, reason } = request.body;
      const member = await memberAdmin.member(request.merchant.id, memberId);
      // Where the member could not withdraw (the brand's switch off, a credit-market account whose
      // wallet holds the upline's credit), no operator pays it out either.
      await requireMoneyFeature(deps.brandSettings, member, "withdraw");
      // What game wallets still hold (a vendor down when the break started) comes back first.
      if (await deps.protection.selfExcluded(member.id)) {
        const settings = await deps.brandSettings.get(member.merchantId);
        await deps.money.vendorWallets.recallAll(member, request.merchant, settings, `returned:${requestId}`);
      }
      const scale = request.merchant.currencyScale;
      const order = await deps.money.withdrawals.returnFunds(
        member,
        request.merchant,
        { bankAccountId, requestId },
        (tx, created) =>
          traceOf(request, request.operator.operator, "member.returnFunds", "member", String(memberId), {
            withdrawalId: created.id,
            amount: minorToDecimal(created.amount, scale),
            bankAccountId,
            reason,
          })(tx),
      );
      return ok({ withdrawalId: order.id, amount: minorToDecimal(order.amount, scale) });
    },
  );

  app.put(
    MEMBERS_ADMIN.labels,
    {
      schema: {
        tags,
        summary: "Replaces a member's labels, with the reason",
        params: memberIdParams,
        body: memberLabelsRequest,
        response: { 200: envelopeSchema(z.object({ labels: z.array(z.string()) })) },
      },
      config: write,
    },
    async (request) => {
      const { memberId } = request.params;
      const { labels, reason } = request.body;
      const trace = traceOf(request, request.operator.operator, "member.labels", "member", String(memberId), {
        labels,
        reason,
      });
      return ok({ labels: await memberAdmin.setLabels(request.merchant.id, memberId, labels, trace) });
    },
  );
};
