import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN,
  adminPageQuery,
  betMismatchSchema,
  pagedSchema,
  pullBetsParams,
  pullBetsResultSchema,
  reconcileResultSchema,
  vendorMaintenanceParams,
  vendorMaintenanceRequest,
  vendorMaintenanceSchema,
  vendorTransferSchema,
} from "@portal/contract/api/admin";
import {
  adminVendorsSchema,
  vendorSettingsParams,
  vendorSettingsRequest,
  vendorSettingsSchema,
  VENDOR_ORDER_ADMIN,
  vendorOrderRequest,
  vendorOrderSchema,
} from "@portal/contract/api/admin-catalogue";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { AppError } from "../../http/app-error";
import { requestLanguage } from "../merchants/service";
import { tags, traceOf } from "./shared";

/**
 * Vendors as the back office sees them: their listings with hot, sort and maintenance (set here,
 * audited), pending transfers, reconciling now, bet pulls and their mismatches.
 */
export const vendorAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { money, gameVendors, backOffice: { reads }, operators: { auditLog }, bets, games },
) => {
  app.put(
    ADMIN.vendorMaintenance,
    {
      schema: {
        tags,
        summary: "Puts a game vendor under maintenance (with its planned end when known) or opens it again",
        params: vendorMaintenanceParams,
        body: vendorMaintenanceRequest,
        response: { 200: envelopeSchema(vendorMaintenanceSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const result = await games.maintenance.set(merchant.id, request.params.vendor, request.body);
      await auditLog.record(request, request.operator.operator, {
        action: "vendor.maintenance",
        targetType: "vendor",
        targetId: result.vendor,
        detail: result,
      });
      return ok(result);
    },
  );

  app.get(
    ADMIN.vendors,
    {
      schema: {
        tags,
        summary:
          "The brand's vendor listings (one per vendor and category) with hot, sort and maintenance, in lobby order",
        response: { 200: envelopeSchema(adminVendorsSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok({ list: await games.admin.vendors(merchant.id, requestLanguage(request, merchant)) });
    },
  );

  app.put(
    ADMIN.vendor,
    {
      schema: {
        tags,
        summary: "Sets a game vendor's hot flag (every listing of it); players see it at once",
        params: vendorSettingsParams,
        body: vendorSettingsRequest,
        response: { 200: envelopeSchema(vendorSettingsSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const { vendor } = request.params;
      const result = await games.admin.setVendor(
        merchant.id,
        vendor,
        request.body,
        traceOf(request, request.operator.operator, "vendor.settings", "vendor", vendor, { ...request.body }),
      );
      return ok(result);
    },
  );

  app.put(
    VENDOR_ORDER_ADMIN.order,
    {
      schema: {
        tags,
        summary:
          "Orders one category's vendor lane: every vendor of the category, first to last (other categories untouched)",
        body: vendorOrderRequest,
        response: { 200: envelopeSchema(vendorOrderSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const { category, vendors } = request.body;
      const result = await games.admin.orderVendors(
        merchant.id,
        category,
        vendors,
        traceOf(request, request.operator.operator, "vendor.order", "vendorCategory", category, { vendors }),
      );
      return ok(result);
    },
  );

  app.get(
    ADMIN.vendorTransfers,
    {
      schema: {
        tags,
        summary: "Vendor transfers still waiting for the vendor's outcome",
        querystring: adminPageQuery,
        response: { 200: envelopeSchema(pagedSchema(vendorTransferSchema)) },
      },
      // Members' money in flight (decision 0054).
      config: { access: operator("readMoney") },
    },
    async (request) => {
      const { merchant } = request;
      const { page, pageSize } = request.query;
      const { rows, total } = await reads.pendingVendorTransfers(merchant.id, page, pageSize);
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
        total,
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
      config: { access: operator("reconcile") },
    },
    async (request) => {
      const { merchant } = request;
      const result = await money.vendorWallets.reconcile({ merchantId: merchant.id });
      await auditLog.record(request, request.operator.operator, {
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
      config: { access: operator("reconcile") },
    },
    async (request) => {
      const vendor = gameVendors.get(request.params.vendor);
      if (!vendor) throw new AppError("NOT_FOUND", "No such game vendor");
      const result = await bets.pull.pull(request.merchant.id, vendor);
      await auditLog.record(request, request.operator.operator, {
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
      // Members' money in flight (decision 0054).
      config: { access: operator("readMoney") },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await reads.betMismatches(request.merchant.id, page, pageSize);
      return ok({
        list: rows.map((m) => ({
          vendor: m.vendor,
          roundId: m.roundId,
          reason: m.reason,
          foundAt: m.foundAt.getTime(),
        })),
        total,
        page,
        pageSize,
      });
    },
  );
};
