import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { paymentChannelInput, paymentChannelPatch } from "@portal/contract/api/admin";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { findGateway } from "../deposits/gateways/registry";
import type { Merchant } from "../merchants/repository";
import { parseAmount } from "../money/amounts";
import type { BrandCaches } from "../../lib/brand-cache";
import type { BrandSettings } from "../system/brand-settings";
import type { SettingsRepository } from "../system/settings-repository";
import { isSettingKey, SETTINGS_SCHEMA, type SettingKey, type Settings } from "../system/settings";
import type { PaymentChannelRepository, PaymentChannelRow } from "./config-repository";

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
 * The brand's configuration by its operators: settings (the same keys and schemas as
 * `npm run settings`) and payment channels. Each change commits with its audit entry (`trace`).
 */
export class BrandConfig {
  constructor(
    private readonly channels: PaymentChannelRepository,
    private readonly settings: SettingsRepository,
    private readonly brandSettings: BrandSettings,
    private readonly caches: BrandCaches,
  ) {}

  /** Changes one setting, validated by its schema; every instance's caches of the brand drop it. */
  async changeSetting(
    merchantId: number,
    key: string,
    value: unknown,
    trace: (value: unknown, tx: Db) => Promise<void>,
  ) {
    if (!isSettingKey(key)) throw new AppError("NOT_FOUND", "Unknown setting");
    const parsed = SETTINGS_SCHEMA[key].safeParse(value);
    if (!parsed.success)
      throw new AppError("VALIDATION_FAILED", "Invalid value", {
        value: parsed.error.issues[0]?.message ?? "invalid",
      });
    await this.settings.transaction(async (settings, tx) => {
      await settings.write(merchantId, key as SettingKey, parsed.data as never);
      await trace(parsed.data, tx);
    });
    await this.caches.changed(merchantId);
  }

  async addChannel(
    merchant: Merchant,
    body: z.infer<typeof paymentChannelInput>,
    trace: (created: PaymentChannelRow, tx: Db) => Promise<void>,
  ): Promise<PaymentChannelRow> {
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
    checkChannel(values, await this.brandSettings.get(merchant.id));
    return this.channels.transaction(async (channels, tx) => {
      const row = await channels.insertChannel(values);
      if (!row) throw new AppError("VALIDATION_FAILED", "This channel code exists", { code: "taken" });
      await trace(row, tx);
      return row;
    });
  }

  async changeChannel(
    merchant: Merchant,
    id: number,
    patch: z.infer<typeof paymentChannelPatch>,
    trace: (tx: Db) => Promise<void>,
  ): Promise<PaymentChannelRow> {
    const { secret, minAmount, maxAmount, ...rest } = patch;
    // Read before the transaction: on embedded PGlite a query outside it would wait for it.
    const settings = await this.brandSettings.get(merchant.id);
    return this.channels.transaction(async (channels, tx) => {
      const current = await channels.lockChannel(merchant.id, id);
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
      const row = await channels.updateChannel(current.id, changes);
      await trace(tx);
      return row;
    });
  }
}
