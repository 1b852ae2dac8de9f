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
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import type { Merchant } from "../merchants/repository";
import { AuditRepository } from "./audit-repository";
import type { PaymentChannelRow } from "./config-repository";

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
      return ok(await settings.read(merchant.id));
    },
  );

  app.put(
    ADMIN.setting,
    {
      schema: {
        tags,
        summary: "Changes one operator setting (validated by its schema)",
        params: settingParams,
        body: settingUpdateRequest,
      },
      config: configure,
    },
    async (request) => {
      const { merchant } = request;
      const { operator } = request.operator;
      const { key } = request.params;
      await config.changeSetting(merchant.id, key, request.body.value, (value, tx) =>
        new AuditRepository(tx).record(request, operator, {
          action: "setting.update",
          targetType: "setting",
          targetId: key,
          detail: { value },
        }),
      );
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
