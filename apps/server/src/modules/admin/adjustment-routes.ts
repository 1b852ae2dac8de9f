import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN, adjustmentRequest, memberIdParams } from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AppError } from "../../http/app-error";
import { runLedger } from "../../ledger/post";
import { findMemberById } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import { AuditRepository } from "./audit-repository";
import { tags } from "./shared";

/** Manual credits and debits of a member's main wallet, with a written reason. */
export const adjustmentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, brandSettings }) => {
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
      const { merchant } = request;
      const { operator } = request.operator;
      const member = await findMemberById(db, request.params.memberId);
      if (!member || member.merchantId !== merchant.id) throw new AppError("NOT_FOUND", "No such member");
      const { direction, reason, requestId } = request.body;
      const amount = parseAmount(request.body.amount, merchant.currencyScale);
      // Checked before anything is written: a refused adjustment leaves no transfer, no audit
      // entry and no account.
      const ceiling = BigInt((await brandSettings.get(merchant.id)).adjustmentMaxMinor);
      if (amount > ceiling) {
        throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is above the adjustment limit", undefined, {
          max: minorToDecimal(ceiling, merchant.currencyScale),
        });
      }
      const owner = { merchantId: merchant.id, memberId: member.id, currency: merchant.currency };
      const transferId = `adjustment:${operator.id}:${requestId}`;
      await runLedger(db, async ({ tx, post }) => {
        // Opened inside the transaction: a refused debit rolls them back (no empty rows).
        const wallet = await memberAccount(tx, owner, MEMBER_KIND.main);
        const house = await platform(tx, owner, PLATFORM_KIND.adjustments);
        const posted = await post({
          id: transferId,
          merchantId: merchant.id,
          debitAccountId: direction === "CREDIT" ? house.id : wallet.id,
          creditAccountId: direction === "CREDIT" ? wallet.id : house.id,
          amount,
          reason: "ADJUSTMENT",
          reference: { type: "adjustment", id: requestId },
        });
        // The trace is written with the first posting only, not with every retry.
        if (posted.created) {
          await new AuditRepository(tx).record(request, operator, {
            action: "member.adjust",
            targetType: "member",
            targetId: String(member.id),
            detail: { direction, amount: request.body.amount, reason, transferId },
          });
        }
      });
      return ok({ transferId });
    },
  );
};
