import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN, adjustmentRequest, memberIdParams } from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AuditRepository } from "./audit-repository";
import { tags } from "./shared";

/** Manual credits and debits of a member's main wallet, with a written reason. */
export const adjustmentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { backOffice: { adjustments } }) => {
  app.post(
    ADMIN.adjustments,
    {
      schema: {
        tags,
        summary: "Credits or debits a member's main wallet with a written reason (idempotent by requestId)",
        params: memberIdParams,
        body: adjustmentRequest,
        response: { 200: envelopeSchema(z.object({ transferId: z.string() })) },
      },
      config: { access: operator("adjustBalances") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { memberId } = request.params;
      const { direction, amount, reason } = request.body;
      const transferId = await adjustments.adjust(
        request.merchant,
        operator.id,
        memberId,
        request.body,
        (transferId, tx) =>
          new AuditRepository(tx).record(request, operator, {
            action: "member.adjust",
            targetType: "member",
            targetId: String(memberId),
            detail: { direction, amount, reason, transferId },
          }),
      );
      return ok({ transferId });
    },
  );
};
