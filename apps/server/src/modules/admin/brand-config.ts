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
import { decidable } from "./four-eyes";
import type { SettingApprovalRepository } from "./setting-approvals-repository";
import { FOUR_EYES_SETTINGS, type SettingChangeAnswer } from "@portal/contract/api/admin-adjustments";

/** The settings that say when a second operator is needed: a raise needs a second operator too. */
const isFourEyesSetting = (key: string) => (FOUR_EYES_SETTINGS as readonly string[]).includes(key);

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
    private readonly approvals: SettingApprovalRepository,
  ) {}

  /**
   * Changes one setting, validated by its schema; every instance's caches of the brand drop it.
   * A four-eyes threshold (FOUR_EYES_SETTINGS) raised is only requested (decision 0054): it
   * takes effect once another operator approves it; lowered or kept, it applies at once. `trace`
   * (the audit entry) commits with the change or the request, not with a repeat of a request.
   */
  async changeSetting(
    merchantId: number,
    operatorId: number,
    key: string,
    value: unknown,
    trace: (value: unknown, outcome: SettingChangeAnswer, tx: Db) => Promise<void>,
  ): Promise<SettingChangeAnswer> {
    if (!isSettingKey(key)) throw new AppError("NOT_FOUND", "Unknown setting");
    const parsed = SETTINGS_SCHEMA[key].safeParse(value);
    if (!parsed.success)
      throw new AppError("VALIDATION_FAILED", "Invalid value", {
        value: parsed.error.issues[0]?.message ?? "invalid",
      });
    const answer = await this.approvals.transaction(async (approvals, tx): Promise<SettingChangeAnswer> => {
      const settings = this.settings.joining(tx);
      if (isFourEyesSetting(key)) {
        await approvals.lockKey(merchantId, key);
        const current = (await settings.read(merchantId))[key] as number;
        if ((parsed.data as number) > current) {
          const repeat = await approvals.pendingLike(merchantId, key, parsed.data, operatorId);
          if (repeat) return { status: "PENDING_APPROVAL", approvalId: repeat.id };
          const row = await approvals.insert({
            merchantId,
            key,
            value: parsed.data,
            previous: current,
            requestedBy: operatorId,
          });
          const outcome: SettingChangeAnswer = { status: "PENDING_APPROVAL", approvalId: row.id };
          await trace(parsed.data, outcome, tx);
          return outcome;
        }
      }
      await settings.write(merchantId, key as SettingKey, parsed.data as never);
      const outcome: SettingChangeAnswer = { status: "APPLIED", approvalId: null };
      await trace(parsed.data, outcome, tx);
      return outcome;
    });
    if (answer.status === "APPLIED") await this.caches.changed(merchantId);
    return answer;
  }

  /**
   * Another operator approves a raise: the value is written (checked again by its schema) and the
   * caches drop it. The operator who asked may not (SECOND_OPERATOR_REQUIRED); a rejected one
   * cannot be (INVALID_STATE), nor one asked from a value no longer in force (INVALID_STATE: a
   * stale raise would undo a later lowering, or another approved raise); approving an approved
   * one again changes nothing.
   */
  async approveSetting(
    merchantId: number,
    operatorId: number,
    id: number,
    trace: (detail: Record<string, unknown>) => (tx: Db) => Promise<unknown>,
  ) {
    const applied = await this.approvals.transaction(async (approvals, tx) => {
      const request = await decidable(approvals, SETTING_CHANGE, merchantId, id, operatorId);
      if (request.status === "APPROVED") return false;
      if (request.status === "REJECTED") throw new AppError("INVALID_STATE", "This change was rejected");
      if (!isSettingKey(request.key)) throw new AppError("NOT_FOUND", "Unknown setting");
      const parsed = SETTINGS_SCHEMA[request.key].safeParse(request.value);
      if (!parsed.success) throw new AppError("VALIDATION_FAILED", "Invalid value", { value: "invalid" });
      await approvals.lockKey(merchantId, request.key);
      const settings = this.settings.joining(tx);
      // A raise is approved against the value it was asked from: once the key changed (a lowering
      // applied, another raise approved) it would undo that change, so it is refused and stays
      // pending until rejected; the operator asks again from the value now in force.
      const inForce = (await settings.read(merchantId))[request.key];
      if (!sameValue(inForce, request.previous))
        throw new AppError(
          "INVALID_STATE",
          "The setting changed since this raise was asked: reject it and ask again from the value in force",
          undefined,
          { previous: request.previous, current: inForce },
        );
      await settings.write(merchantId, request.key, parsed.data as never);
      await approvals.decide(id, { status: "APPROVED", decidedBy: operatorId });
      // What took effect, in the entry itself (the request row is the one that changes).
      await trace({ key: request.key, value: parsed.data, requestedBy: request.requestedBy })(tx);
      return true;
    });
    if (applied) await this.caches.changed(merchantId);
  }

  /** A page of the brand's raises of a four-eyes threshold of one status. */
  settingApprovals(merchantId: number, status: "PENDING" | "APPROVED" | "REJECTED", page: number, pageSize: number) {
    return this.approvals.page(merchantId, status, page, pageSize);
  }

  /** Another operator rejects a raise: nothing changes. Rejecting a rejected one again changes nothing. */
  async rejectSetting(
    merchantId: number,
    operatorId: number,
    id: number,
    note: string,
    trace: (tx: Db) => Promise<unknown>,
  ) {
    await this.approvals.transaction(async (approvals, tx) => {
      const request = await decidable(approvals, SETTING_CHANGE, merchantId, id, operatorId);
      if (request.status === "REJECTED") return;
      if (request.status === "APPROVED") throw new AppError("INVALID_STATE", "This change is already applied");
      await approvals.decide(id, { status: "REJECTED", decidedBy: operatorId, note });
      await trace(tx);
    });
  }

  /**
   * Changes several settings at once, each validated by its schema (an invalid one is a field
   * error named by its key), in one transaction with the audit entry (`trace`).
   */
  async changeSettings(merchantId: number, values: Partial<Settings>, trace: (tx: Db) => Promise<void>) {
    const entries = Object.entries(values) as [SettingKey, unknown][];
    // The four-eyes thresholds change only one at a time, through changeSetting (a raise waits).
    const guarded = entries.find(([key]) => isFourEyesSetting(key));
    if (guarded)
      throw new AppError("VALIDATION_FAILED", "Change this setting on its own", { [guarded[0]]: "four eyes" });
    const parsed = entries.map(([key, value]) => {
      const result = SETTINGS_SCHEMA[key].safeParse(value);
      if (!result.success) {
        throw new AppError("VALIDATION_FAILED", "Invalid value", {
          [key]: result.error.issues[0]?.message ?? "invalid",
        });
      }
      return [key, result.data] as const;
    });
    await this.settings.transaction(async (settings, tx) => {
      for (const [key, value] of parsed) await settings.write(merchantId, key, value as never);
      await trace(tx);
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

const SETTING_CHANGE = { request: "setting change", yours: "the change" };

/** Whether two JSON setting values are the same (the thresholds are numbers). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
