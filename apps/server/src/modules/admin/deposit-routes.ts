import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN,
  adminDepositQuery,
  adminDepositSchema,
  pagedSchema,
  reviewNoteRequest,
} from "@portal/contract/api/admin";
import { orderNoParams } from "@portal/contract/api/money";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { pickText } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AppError } from "../../http/app-error";
import { sendUpload } from "../money/uploads";
import { done, tags, traceOf } from "./shared";

/** Deposits for review: the list, a receipt image, confirm (credit) or reject. */
export const depositAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { money, backOffice: { reads } }) => {
  app.get(
    ADMIN.deposits,
    {
      schema: {
        tags,
        summary: "Deposits, newest first, by status",
        querystring: adminDepositQuery,
        response: { 200: envelopeSchema(pagedSchema(adminDepositSchema)) },
      },
      config: { access: operator("readMoney") },
    },
    async (request) => {
      const { merchant } = request;
      const { status, page, pageSize } = request.query;
      const { rows, total } = await money.deposits.pageForBrand(merchant.id, status, page, pageSize);
      return ok({
        list: rows.map(({ deposit, channel, account }) => ({
          orderNo: deposit.orderNo,
          memberId: deposit.memberId,
          account,
          channelKind: channel.kind,
          channelName: pickText(channel.name, "en"),
          amount: minorToDecimal(deposit.amount, merchant.currencyScale),
          currency: deposit.currency,
          status: deposit.status,
          hasReceipt: deposit.receiptUploadId !== null,
          note: deposit.note,
          createdAt: deposit.createdAt.getTime(),
        })),
        total,
        page,
        pageSize,
      });
    },
  );

  app.get(
    ADMIN.depositReceipt,
    {
      schema: { tags, summary: "The receipt image of a deposit", params: orderNoParams },
      config: { access: operator("readMoney") },
    },
    async (request, reply) => {
      const row = await reads.depositReceipt(request.merchant.id, request.params.orderNo);
      if (!row) throw new AppError("NOT_FOUND", "No receipt");
      return sendUpload(reply, row, `receipt-${request.params.orderNo}`);
    },
  );

  for (const [path, action] of [
    [ADMIN.depositConfirm, "confirm"],
    [ADMIN.depositReject, "reject"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `${action === "confirm" ? "Confirms (credits)" : "Rejects"} a deposit`,
          params: orderNoParams,
          body: reviewNoteRequest,
          response: done,
        },
        config: { access: operator("reviewDeposits") },
      },
      async (request) => {
        const { merchant } = request;
        const { operator } = request.operator;
        const { orderNo } = request.params;
        const settler = {
          operatorId: operator.id,
          note: request.body.note,
          trace: traceOf(request, operator, `deposit.${action}`, "deposit", orderNo, { note: request.body.note }),
        };
        if (action === "confirm") await money.deposits.confirm(orderNo, merchant.id, settler);
        else await money.deposits.reject(orderNo, merchant.id, settler);
        return ok(null);
      },
    );
  }
};
