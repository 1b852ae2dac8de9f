import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN,
  adminPaymentChannelSchema,
  channelIdParams,
  paymentChannelInput,
  paymentChannelPatch,
  settingParams,
  settingUpdateRequest,
} from "@portal/contract/api/admin";
import {
  approvalListQuery,
  approvalParams,
  rejectApprovalRequest,
  SETTING_APPROVALS_ADMIN,
  settingApprovalSchema,
  settingChangeAnswerSchema,
} from "@portal/contract/api/admin-adjustments";
import { pagedSchema } from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import type { Merchant } from "../merchants/repository";
import { SECRET_SETTINGS } from "../system/settings";
import { AuditRepository } from "./audit-repository";
import type { PaymentChannelRow } from "./config-repository";
import { roleMay } from "./operators";
import { done, traceOf } from "./shared";

const tags = ["admin"];
type Channel = PaymentChannelRow;

function viewChannel(c: Channel, merchant: Merchant) {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    name: c.name as Record<string, string>,
    gateway: c.gateway,
    bank: c.bank ?? null,
    minAmount: minorToDecimal(c.minMinor, merchant.currencyScale),
    maxAmount: minorToDecimal(c.maxMinor, merchant.currencyScale),
    enabled: c.enabled,
    sort: c.sort,
  };
}

/**
 * The brand's configuration through the operator API (ADMIN only, audited): operator settings
 * (the same keys and schemas as `npm run settings`) and payment channels.
 */
export const adminConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { backOffice: { config, channels, settings } },
) => {
  const configure = { access: operator("configureBrand") };

  app.get(
    ADMIN.settings,
    {
      schema: {
        tags,
        summary: "The brand's operator settings",
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const all = await settings.read(merchant.id);
      // The password of accounts agents open is a key to every account not yet used: shown only
      // to operators who may set it, like the rest of the brand's configuration.
      if (roleMay(request.operator.operator.role, "configureBrand")) return ok(all);
      return ok(Object.fromEntries(Object.entries(all).filter(([key]) => !SECRET_SETTINGS.has(key))));
    },
  );

  app.put(
    ADMIN.setting,
    {
      schema: {
        tags,
        summary:
          "Changes one operator setting (validated by its schema); raising a four-eyes threshold waits for a second operator",
        params: settingParams,
        body: settingUpdateRequest,
        response: { 200: envelopeSchema(settingChangeAnswerSchema) },
      },
      config: configure,
    },
    async (request) => {
      const { merchant } = request;
      const { operator } = request.operator;
      const { key } = request.params;
      const answer = await config.changeSetting(
        merchant.id,
        operator.id,
        key,
        request.body.value,
        (value, outcome, tx) =>
          new AuditRepository(tx).record(request, operator, {
            action: outcome.status === "APPLIED" ? "setting.update" : "setting.changeRequested",
            targetType: "setting",
            targetId: key,
            detail: outcome.approvalId === null ? { value } : { value, approvalId: outcome.approvalId },
          }),
      );
      return ok(answer);
    },
  );

  app.get(
    SETTING_APPROVALS_ADMIN.approvals,
    {
      schema: {
        tags,
        summary:
          "Raises of a four-eyes threshold waiting for a second operator (PENDING, oldest first), or decided ones",
        querystring: approvalListQuery,
        response: { 200: envelopeSchema(pagedSchema(settingApprovalSchema)) },
      },
      config: configure,
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const { rows, total } = await config.settingApprovals(request.merchant.id, status, page, pageSize);
      return ok({
        list: rows.map(({ approval: a, requestedBy, decidedBy }) => ({
          id: a.id,
          key: a.key,
          value: a.value,
          previous: a.previous,
          status: a.status,
          requestedBy,
          decidedBy,
          note: a.note,
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
    SETTING_APPROVALS_ADMIN.approve,
    {
      schema: {
        tags,
        summary:
          "Another operator approves a raise of a four-eyes threshold: it takes effect if the value it was asked from is still in force (else INVALID_STATE)",
        params: approvalParams,
        response: done,
      },
      config: configure,
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const trace = (detail: Record<string, unknown>) =>
        traceOf(request, operator, "setting.approve", "settingApproval", String(id), detail);
      await config.approveSetting(request.merchant.id, operator.id, id, trace);
      return ok(null);
    },
  );

  app.post(
    SETTING_APPROVALS_ADMIN.reject,
    {
      schema: {
        tags,
        summary: "Another operator rejects a raise of a four-eyes threshold: nothing changes",
        params: approvalParams,
        body: rejectApprovalRequest,
        response: done,
      },
      config: configure,
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const { note } = request.body;
      const trace = traceOf(request, operator, "setting.reject", "settingApproval", String(id), { note });
      await config.rejectSetting(request.merchant.id, operator.id, id, note, trace);
      return ok(null);
    },
  );

  app.get(
    ADMIN.paymentChannels,
    {
      schema: {
        tags,
        summary: "Payment channels (secrets are never returned)",
        response: { 200: envelopeSchema(z.object({ list: z.array(adminPaymentChannelSchema) })) },
      },
      config: { access: operator("readMoney") },
    },
    async (request) => {
      const { merchant } = request;
      const rows = await channels.list(merchant.id);
      return ok({ list: rows.map((c) => viewChannel(c, merchant)) });
    },
  );

  app.post(
    ADMIN.paymentChannels,
    {
      schema: {
        tags,
        summary: "Adds a payment channel",
        body: paymentChannelInput,
        response: { 200: envelopeSchema(adminPaymentChannelSchema) },
      },
      config: configure,
    },
    async (request) => {
      const { merchant } = request;
      const { operator } = request.operator;
      const created = await config.addChannel(merchant, request.body, (row, tx) =>
        new AuditRepository(tx).record(request, operator, {
          action: "paymentChannel.create",
          targetType: "paymentChannel",
          targetId: String(row.id),
          detail: { code: row.code, kind: row.kind },
        }),
      );
      return ok(viewChannel(created, merchant));
    },
  );

  app.patch(
    ADMIN.paymentChannel,
    {
      schema: {
        tags,
        summary: "Changes a payment channel (names, limits, bank details, enabled...)",
        params: channelIdParams,
        body: paymentChannelPatch,
        response: { 200: envelopeSchema(adminPaymentChannelSchema) },
      },
      config: configure,
    },
    async (request) => {
      const { merchant } = request;
      const { operator } = request.operator;
      const { id } = request.params;
      const secretChanged = request.body.secret !== undefined;
      const updated = await config.changeChannel(merchant, id, request.body, (tx) =>
        // The secret itself never goes into the audit log: only that it changed.
        new AuditRepository(tx).record(request, operator, {
          action: "paymentChannel.update",
          targetType: "paymentChannel",
          targetId: String(id),
          detail: { ...request.body, ...(secretChanged ? { secret: "(changed)" } : {}) },
        }),
      );
      return ok(viewChannel(updated, merchant));
    },
  );
};
