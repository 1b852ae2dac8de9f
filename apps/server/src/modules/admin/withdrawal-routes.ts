import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN,
  adminWithdrawalQuery,
  adminWithdrawalSchema,
  pagedSchema,
  reviewNoteRequest,
} from "@portal/contract/api/admin";
import { withdrawalParams } from "@portal/contract/api/money";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AppError } from "../../http/app-error";
import { sendUpload } from "../money/uploads";
import { isReturnedFunds } from "../withdrawals/service";
import { done, tags, traceOf } from "./shared";

/** Withdrawals for review: the list, a member's proof, approve, pay, reject, received. */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { money, brandSettings, backOffice: { reads } },
) => {
  app.get(
    ADMIN.withdrawals,
    {
      schema: {
        tags,
        summary: "Withdrawals, newest first, by status",
        querystring: adminWithdrawalQuery,
        response: { 200: envelopeSchema(pagedSchema(adminWithdrawalSchema)) },
      },
      config: { access: operator("readMoney") },
    },
    async (request) => {
      const { merchant } = request;
      const { status, page, pageSize } = request.query;
      const { rows, total } = await money.withdrawals.pageForBrand(merchant.id, status, page, pageSize);
      return ok({
        list: rows.map(({ withdrawal: w, account }) => ({
          id: w.id,
          memberId: w.memberId,
          account,
          amount: minorToDecimal(w.amount, merchant.currencyScale),
          currency: w.currency,
          status: w.status,
          bank: w.bank,
          confirmation: w.confirmation,
          hasProof: w.proofUploadId !== null,
          awaitingSecondApproval: w.status === "PENDING" && w.firstApprovedBy !== null,
          returnedFunds: isReturnedFunds(w),
          note: w.note,
          createdAt: w.createdAt.getTime(),
        })),
        total,
        page,
        pageSize,
      });
    },
  );

  app.get(
    ADMIN.withdrawalProof,
    {
      schema: { tags, summary: "The member's proof of a missing payout", params: withdrawalParams },
      config: { access: operator("readMoney") },
    },
    async (request, reply) => {
      const row = await reads.withdrawalProof(request.merchant.id, request.params.id);
      if (!row) throw new AppError("NOT_FOUND", "No proof");
      return sendUpload(reply, row, `proof-${request.params.id}`);
    },
  );

  for (const [path, action] of [
    [ADMIN.withdrawalApprove, "approve"],
    [ADMIN.withdrawalPay, "pay"],
    [ADMIN.withdrawalReject, "reject"],
    [ADMIN.withdrawalReceived, "received"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Withdrawal review: ${action}`,
          params: withdrawalParams,
          body: reviewNoteRequest,
          response: done,
        },
        config: { access: operator("reviewWithdrawals") },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const { operator } = request.operator;
        const { id } = request.params;
        const trace = traceOf(request, operator, `withdrawal.${action}`, "withdrawal", id, { note: request.body.note });
        const service = money.withdrawals;
        if (action === "approve") {
          const settings = await brandSettings.get(merchantId);
          await service.approve(id, merchantId, operator.id, trace, BigInt(settings.withdrawalSecondReviewMinor));
        } else if (action === "pay") await service.pay(id, merchantId, operator.id, trace);
        else if (action === "reject") await service.reject(id, merchantId, operator.id, request.body.note, trace);
        else await service.operatorReceived(id, merchantId, operator.id, trace);
        return ok(null);
      },
    );
  }
};
