import { randomBytes } from "node:crypto";
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
import { AppError } from "../../http/app-error";
import { findGateway } from "../deposits/gateways/registry";
import type { Merchant } from "../merchants/repository";
import { parseAmount } from "../money/amounts";
import {
  isSettingKey,
  readSettings,
  SETTINGS_SCHEMA,
  writeSetting,
  type SettingKey,
  type Settings,
} from "../system/settings";
import { AuditRepository } from "./audit-repository";
import {
  brandPaymentChannels,
  insertPaymentChannel,
  lockPaymentChannel,
  updatePaymentChannel,
  type PaymentChannelRow,
} from "./repository";

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

/** A channel must be usable as saved: a known gateway, bank details for a bank transfer, min <= max. */
function checkChannel(
  c: { kind: string; gateway: string; bank: unknown; minMinor: bigint; maxMinor: bigint },
  settings: Settings,
) {
  if (c.kind === "GATEWAY" && !findGateway(c.gateway, settings)) {
    throw new AppError("VALIDATION_FAILED", "Unknown gateway", { gateway: "unknown" });
  }
  if (c.kind === "BANK_TRANSFER" && !c.bank) {
    throw new AppError("VALIDATION_FAILED", "A bank transfer needs the bank details", { bank: "required" });
  }
  if (c.minMinor > c.maxMinor) throw new AppError("VALIDATION_FAILED", "min is above max", { minAmount: "above max" });
}

/**
 * The brand's configuration through the operator API (ADMIN only, audited): operator settings
 * (the same keys and schemas as `npm run settings`) and payment channels.
 */
export const adminConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, brandSettings }) => {
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
      return ok(await readSettings(db, merchant.id));
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
      if (!isSettingKey(key)) throw new AppError("NOT_FOUND", "Unknown setting");
      const parsed = SETTINGS_SCHEMA[key].safeParse(request.body.value);
      if (!parsed.success)
        throw new AppError("VALIDATION_FAILED", "Invalid value", {
          value: parsed.error.issues[0]?.message ?? "invalid",
        });
      await db.transaction(async (tx) => {
        await writeSetting(tx, merchant.id, key as SettingKey, parsed.data as never);
        await new AuditRepository(tx).record(request, operator, {
          action: "setting.update",
          targetType: "setting",
          targetId: key,
          detail: { value: parsed.data },
        });
      });
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
      const rows = await brandPaymentChannels(db, merchant.id);
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
      const body = request.body;
      const values = {
        merchantId: merchant.id,
        code: body.code,
        kind: body.kind,
        name: body.name,
        gateway: body.kind === "GATEWAY" ? (body.gateway ?? "") : "",
        bank: body.kind === "BANK_TRANSFER" ? (body.bank ?? null) : null,
        secret: body.kind === "GATEWAY" ? (body.secret ?? randomBytes(32).toString("base64url")) : "",
        minMinor: parseAmount(body.minAmount, merchant.currencyScale, "minAmount"),
        maxMinor: parseAmount(body.maxAmount, merchant.currencyScale, "maxAmount"),
        enabled: body.enabled ?? true,
        sort: body.sort ?? 0,
      };
      checkChannel(values, await brandSettings.get(merchant.id));
      const created = await db.transaction(async (tx) => {
        const row = await insertPaymentChannel(tx, values);
        if (!row) throw new AppError("VALIDATION_FAILED", "This channel code exists", { code: "taken" });
        await new AuditRepository(tx).record(request, operator, {
          action: "paymentChannel.create",
          targetType: "paymentChannel",
          targetId: String(row.id),
          detail: { code: row.code, kind: row.kind },
        });
        return row;
      });
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
      const { secret, minAmount, maxAmount, ...rest } = request.body;
      // Read before the transaction: on embedded PGlite a query outside it would wait for it.
      const settings = await brandSettings.get(merchant.id);
      const updated = await db.transaction(async (tx) => {
        const current = await lockPaymentChannel(tx, merchant.id, request.params.id);
        if (!current) throw new AppError("NOT_FOUND", "No such channel");
        const next = {
          ...current,
          ...rest,
          ...(secret !== undefined ? { secret } : {}),
          ...(minAmount !== undefined ? { minMinor: parseAmount(minAmount, merchant.currencyScale, "minAmount") } : {}),
          ...(maxAmount !== undefined ? { maxMinor: parseAmount(maxAmount, merchant.currencyScale, "maxAmount") } : {}),
        };
        checkChannel(next, settings);
        const { id: _id, merchantId: _m, code: _c, kind: _k, ...changes } = next;
        const row = await updatePaymentChannel(tx, current.id, changes);
        // The secret itself never goes into the audit log: only that it changed.
        await new AuditRepository(tx).record(request, operator, {
          action: "paymentChannel.update",
          targetType: "paymentChannel",
          targetId: String(current.id),
          detail: { ...request.body, ...(secret !== undefined ? { secret: "(changed)" } : {}) },
        });
        return row;
      });
      return ok(viewChannel(updated, merchant));
    },
  );
};
