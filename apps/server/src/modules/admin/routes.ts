import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN,
  adjustmentRequest,
  adminDepositQuery,
  adminDepositSchema,
  adminPageQuery,
  adminWithdrawalQuery,
  adminWithdrawalSchema,
  auditEntrySchema,
  createOperatorRequest,
  memberIdParams,
  operatorLoginRequest,
  operatorSchema,
  operatorSessionSchema,
  pagedSchema,
  reconcileResultSchema,
  pullBetsParams,
  betMismatchSchema,
  pullBetsResultSchema,
  reviewNoteRequest,
  vendorTransferSchema,
} from "@portal/contract/api/admin";
import { orderNoParams, withdrawalParams } from "@portal/contract/api/money";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { pickText } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { betPullMismatches, deposits, uploads, vendorTransfers, withdrawals } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { RATE_LIMITS } from "../../http/rate-limits";
import { runLedger } from "../../ledger/post";
import { pullVendorBets } from "../bets/bet-pull";
import { pageDeposits } from "../deposits/repository";
import { findMemberById } from "../members/repository";
import { parseAmount } from "../money/amounts";
import { sendUpload } from "../money/uploads";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import { audit, auditPage } from "./audit";
import { createOperator, operatorLogout, requireOperator, type Operator, type Permission } from "./operators";

const tags = ["admin"];
const done = { 200: envelopeSchema(z.null()) };

/**
 * The operator API: its own accounts, sessions and roles; every write leaves an audit entry in
 * the same transaction as the decision. The back-office UI comes later; this is its contract.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, merchants, money, gameVendors, operatorLogin, brandSettings } = deps;

  async function operatorFor(request: Parameters<typeof merchants.forRequest>[0], permission: Permission) {
    const merchant = await merchants.forRequest(request);
    const { operator, token } = await requireOperator(db, request, merchant.id, permission);
    return { merchant, operator, token };
  }
  const traceOf =
    (
      request: Parameters<typeof audit>[1],
      operator: Operator,
      action: string,
      targetType: string,
      targetId: string,
      detail?: Record<string, unknown>,
    ) =>
    (tx: Db) =>
      audit(tx, request, operator, { action, targetType, targetId, ...(detail ? { detail } : {}) });

  app.post(
    ADMIN.login,
    {
      schema: {
        tags,
        summary: "Operator login",
        body: operatorLoginRequest,
        response: { 200: envelopeSchema(operatorSessionSchema) },
      },
      config: { rateLimit: RATE_LIMITS.operatorLogin },
    },
    async (request) => {
      const merchant = await merchants.forRequest(request);
      const { username, password } = request.body;
      const { token, operator } = await operatorLogin.login(merchant.id, username, password, {
        ip: request.ip,
        requestId: String(request.id),
      });
      return ok({ token, username: operator.username, role: operator.role });
    },
  );

  app.post(ADMIN.logout, { schema: { tags, summary: "Operator logout", response: done } }, async (request) => {
    const { token } = await operatorFor(request, "read");
    await operatorLogout(db, token);
    return ok(null);
  });

  app.get(
    ADMIN.me,
    { schema: { tags, summary: "The calling operator", response: { 200: envelopeSchema(operatorSchema) } } },
    async (request) => {
      const { operator } = await operatorFor(request, "read");
      return ok({ id: operator.id, username: operator.username, role: operator.role });
    },
  );

  app.post(
    ADMIN.operators,
    {
      schema: {
        tags,
        summary: "Creates an operator account (ADMIN only)",
        body: createOperatorRequest,
        response: { 200: envelopeSchema(operatorSchema) },
      },
    },
    async (request) => {
      const { merchant, operator } = await operatorFor(request, "manageOperators");
      const created = await db.transaction(async (tx) => {
        const row = await createOperator(tx, { merchantId: merchant.id, ...request.body });
        if (!row) throw new AppError("USERNAME_TAKEN", "This operator name is taken");
        await audit(tx, request, operator, {
          action: "operator.create",
          targetType: "operator",
          targetId: String(row.id),
          detail: { username: row.username, role: row.role },
        });
        return row;
      });
      return ok({ id: created.id, username: created.username, role: created.role });
    },
  );

  // --- Deposits -------------------------------------------------------------------------------

  app.get(
    ADMIN.deposits,
    {
      schema: {
        tags,
        summary: "Deposits, newest first, by status",
        querystring: adminDepositQuery,
        response: { 200: envelopeSchema(pagedSchema(adminDepositSchema)) },
      },
    },
    async (request) => {
      const { merchant } = await operatorFor(request, "read");
      const { status, page, pageSize } = request.query;
      const where: SQL | undefined = and(
        eq(deposits.merchantId, merchant.id),
        status ? eq(deposits.status, status) : undefined,
      );
      const { rows, total } = await pageDeposits(db, where, page, pageSize);
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
    { schema: { tags, summary: "The receipt image of a deposit", params: orderNoParams } },
    async (request, reply) => {
      const { merchant } = await operatorFor(request, "read");
      const [row] = await db
        .select({ bytes: uploads.bytes, contentType: uploads.contentType })
        .from(deposits)
        .innerJoin(uploads, eq(uploads.id, deposits.receiptUploadId))
        .where(and(eq(deposits.orderNo, request.params.orderNo), eq(deposits.merchantId, merchant.id)));
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
      },
      async (request) => {
        const { merchant, operator } = await operatorFor(request, "reviewDeposits");
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

  // --- Withdrawals ----------------------------------------------------------------------------

  app.get(
    ADMIN.withdrawals,
    {
      schema: {
        tags,
        summary: "Withdrawals, newest first, by status",
        querystring: adminWithdrawalQuery,
        response: { 200: envelopeSchema(pagedSchema(adminWithdrawalSchema)) },
      },
    },
    async (request) => {
      const { merchant } = await operatorFor(request, "read");
      const { status, page, pageSize } = request.query;
      const where = and(eq(withdrawals.merchantId, merchant.id), status ? eq(withdrawals.status, status) : undefined);
      const { rows, total } = await money.withdrawals.page(where, page, pageSize);
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
    { schema: { tags, summary: "The member's proof of a missing payout", params: withdrawalParams } },
    async (request, reply) => {
      const { merchant } = await operatorFor(request, "read");
      const [row] = await db
        .select({ bytes: uploads.bytes, contentType: uploads.contentType })
        .from(withdrawals)
        .innerJoin(uploads, eq(uploads.id, withdrawals.proofUploadId))
        .where(and(eq(withdrawals.id, request.params.id), eq(withdrawals.merchantId, merchant.id)));
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
      },
      async (request) => {
        const { merchant, operator } = await operatorFor(request, "reviewWithdrawals");
        const { id } = request.params;
        const trace = traceOf(request, operator, `withdrawal.${action}`, "withdrawal", id, { note: request.body.note });
        const service = money.withdrawals;
        if (action === "approve") await service.approve(id, merchant.id, operator.id, trace);
        else if (action === "pay") await service.pay(id, merchant.id, operator.id, trace);
        else if (action === "reject") await service.reject(id, merchant.id, operator.id, request.body.note, trace);
        else await service.operatorReceived(id, merchant.id, operator.id, trace);
        return ok(null);
      },
    );
  }

  // --- Manual adjustment --------------------------------------------------------------------

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
    },
    async (request) => {
      const { merchant, operator } = await operatorFor(request, "adjustBalances");
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
          await audit(tx, request, operator, {
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

  // --- Vendor transfers and the audit log ---------------------------------------------------

  app.get(
    ADMIN.vendorTransfers,
    {
      schema: {
        tags,
        summary: "Vendor transfers still waiting for the vendor's outcome",
        querystring: adminPageQuery,
        response: { 200: envelopeSchema(pagedSchema(vendorTransferSchema)) },
      },
    },
    async (request) => {
      const { merchant } = await operatorFor(request, "read");
      const { page, pageSize } = request.query;
      const where = and(eq(vendorTransfers.merchantId, merchant.id), eq(vendorTransfers.status, "PENDING"));
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vendorTransfers).where(where);
      const rows = await db
        .select()
        .from(vendorTransfers)
        .where(where)
        .orderBy(asc(vendorTransfers.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return ok({
        list: rows.map((t) => ({
          orderId: t.orderId,
          memberId: t.memberId,
          vendor: t.vendor,
          direction: t.direction,
          amount: minorToDecimal(t.amount, merchant.currencyScale),
          status: t.status,
          attempts: t.attempts,
          createdAt: t.createdAt.getTime(),
        })),
        total: Number(total),
        page,
        pageSize,
      });
    },
  );

  app.post(
    ADMIN.reconcile,
    {
      schema: {
        tags,
        summary: "Asks vendors the outcome of every pending transfer now",
        response: { 200: envelopeSchema(reconcileResultSchema) },
      },
    },
    async (request) => {
      const { merchant, operator } = await operatorFor(request, "reconcile");
      const result = await money.vendorWallets.reconcile({ merchantId: merchant.id });
      await audit(db, request, operator, {
        action: "vendorTransfers.reconcile",
        targetType: "merchant",
        targetId: String(merchant.id),
        detail: result,
      });
      return ok(result);
    },
  );

  app.post(
    ADMIN.pullBets,
    {
      schema: {
        tags,
        summary: "Pulls a game vendor's settled rounds now and reconciles them with the bet records",
        params: pullBetsParams,
        response: { 200: envelopeSchema(pullBetsResultSchema) },
      },
    },
    async (request) => {
      const { merchant, operator } = await operatorFor(request, "reconcile");
      const vendor = gameVendors.get(request.params.vendor);
      if (!vendor) throw new AppError("NOT_FOUND", "No such game vendor");
      const result = await pullVendorBets(db, merchant.id, vendor);
      await audit(db, request, operator, {
        action: "vendorBets.pull",
        targetType: "vendor",
        targetId: vendor.code,
        detail: { ...result, mismatched: result.mismatched.length },
      });
      return ok(result);
    },
  );

  app.get(
    ADMIN.betMismatches,
    {
      schema: {
        tags,
        summary: "Rounds where a vendor's bet pull and our bet records disagree, newest first",
        querystring: adminPageQuery,
        response: { 200: envelopeSchema(pagedSchema(betMismatchSchema)) },
      },
    },
    async (request) => {
      const { merchant } = await operatorFor(request, "read");
      const { page, pageSize } = request.query;
      const where = eq(betPullMismatches.merchantId, merchant.id);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(betPullMismatches).where(where);
      const rows = await db
        .select()
        .from(betPullMismatches)
        .where(where)
        .orderBy(desc(betPullMismatches.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return ok({
        list: rows.map((m) => ({
          vendor: m.vendor,
          roundId: m.roundId,
          reason: m.reason,
          foundAt: m.foundAt.getTime(),
        })),
        total: Number(total),
        page,
        pageSize,
      });
    },
  );

  app.get(
    ADMIN.openapi,
    { schema: { tags, summary: "The whole OpenAPI document, the operator API included (operators only)" } },
    async (request) => {
      await operatorFor(request, "read");
      return app.swagger();
    },
  );

  app.get(
    ADMIN.audit,
    {
      schema: {
        tags,
        summary: "The audit log, newest first",
        querystring: adminPageQuery,
        response: { 200: envelopeSchema(pagedSchema(auditEntrySchema)) },
      },
    },
    async (request) => {
      const { merchant } = await operatorFor(request, "read");
      return ok(await auditPage(db, merchant.id, request.query.page, request.query.pageSize));
    },
  );
};
