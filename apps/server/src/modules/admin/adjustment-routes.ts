import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN, adjustmentRequest, memberIdParams, pagedSchema } from "@portal/contract/api/admin";
import {
  ADJUSTMENTS_ADMIN,
  adjustmentAnswerSchema,
  adjustmentApprovalSchema,
  approvalListQuery,
  approvalParams,
  rejectApprovalRequest,
} from "@portal/contract/api/admin-adjustments";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AuditRepository } from "./audit-repository";
import { done, tags, traceOf } from "./shared";

/**
 * Manual credits and debits of a member's main wallet, with a written reason; those at or above
 * the brand's approval threshold wait for a second operator (four eyes), who approves or rejects.
 */
export const adjustmentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { backOffice: { adjustments, adjustmentApprovals } },
) => {
  const access = { access: operator("adjustBalances") };

  app.post(
    ADMIN.adjustments,
    {
      schema: {
        tags,
        summary:
          "Credits or debits a member's main wallet with a written reason (idempotent by requestId); at or above the brand's approval threshold it waits for a second operator",
        params: memberIdParams,
        body: adjustmentRequest,
        response: { 200: envelopeSchema(adjustmentAnswerSchema) },
      },
      config: access,
    },
    async (request) => {
      const { operator } = request.operator;
      const { memberId } = request.params;
      const { direction, amount, reason } = request.body;
      const answer = await adjustments.adjust(request.merchant, operator.id, memberId, request.body, (outcome, tx) =>
        new AuditRepository(tx).record(request, operator, {
          action: outcome.status === "POSTED" ? "member.adjust" : "member.adjustRequested",
          targetType: "member",
          targetId: String(memberId),
          detail: { direction, amount, reason, transferId: outcome.transferId, approvalId: outcome.approvalId },
        }),
      );
      return ok(answer);
    },
  );

  app.get(
    ADJUSTMENTS_ADMIN.approvals,
    {
      schema: {
        tags,
        summary: "Adjustments waiting for a second operator (PENDING, oldest first), or decided ones (newest first)",
        querystring: approvalListQuery,
        response: { 200: envelopeSchema(pagedSchema(adjustmentApprovalSchema)) },
      },
      config: { access: operator("readMoney") },
    },
    async (request) => {
      const { merchant } = request;
      const { status, page, pageSize } = request.query;
      const { rows, total } = await adjustmentApprovals.page(merchant.id, status, page, pageSize);
      return ok({
        list: rows.map(({ approval: a, account, requestedBy, decidedBy }) => ({
          id: a.id,
          memberId: a.memberId,
          account,
          direction: a.direction,
          amount: minorToDecimal(a.amount, merchant.currencyScale),
          currency: a.currency,
          reason: a.reason,
          status: a.status,
          requestedBy,
          decidedBy,
          note: a.note,
          transferId: a.transferId,
          createdAt: a.createdAt.getTime(),
          decidedAt: a.decidedAt?.getTime() ?? null,
        })),
        total,
        page,
        pageSize,
      });
    },
  );

  app.post(
    ADJUSTMENTS_ADMIN.approve,
    {
      schema: {
        tags,
        summary: "A second operator approves an adjustment: it is posted once",
        params: approvalParams,
        response: { 200: envelopeSchema(adjustmentAnswerSchema) },
      },
      config: access,
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const trace = (detail: Record<string, unknown>) =>
        traceOf(request, operator, "adjustment.approve", "adjustmentApproval", String(id), detail);
      const transferId = await adjustments.approve(request.merchant, operator.id, id, trace);
      return ok({ status: "POSTED" as const, transferId, approvalId: id });
    },
  );

  app.post(
    ADJUSTMENTS_ADMIN.reject,
    {
      schema: {
        tags,
        summary: "A second operator rejects an adjustment: nothing moves",
        params: approvalParams,
        body: rejectApprovalRequest,
        response: done,
      },
      config: access,
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const { note } = request.body;
      const trace = traceOf(request, operator, "adjustment.reject", "adjustmentApproval", String(id), { note });
      await adjustments.reject(request.merchant, operator.id, id, note, trace);
      return ok(null);
    },
  );
};
