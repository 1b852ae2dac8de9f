import type { FeatureSwitchRow, RegistrationRuleUpdate } from "@portal/contract/api/admin-operations";
import { REGISTRATION_FIELDS, type FieldRule, type RegistrationField } from "@portal/contract/registration-rules";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { BrandCaches } from "../../lib/brand-cache";
import type { BrandRulesRepository } from "./brand-rules-repository";
import { assertSafeRulePattern } from "./rule-pattern-safety";

/**
 * The brand's feature switches and registration rules by its operators. Each change commits
 * with its audit entry (`trace`), then every instance's caches of the brand drop it, so the
 * portal's status call shows it at once.
 */
export class BrandRules {
  constructor(
    private readonly rows: BrandRulesRepository,
    private readonly caches: BrandCaches,
  ) {}

  async switches(merchantId: number): Promise<FeatureSwitchRow[]> {
    return this.rows.switches(merchantId);
  }

  async setSwitch(
    merchantId: number,
    modId: string,
    enabled: boolean,
    trace: (before: boolean, tx: Db) => Promise<void>,
  ): Promise<void> {
    await this.rows.transaction(async (rows, tx) => {
      const current = (await rows.switches(merchantId)).find((row) => row.modId === modId);
      if (!current || !(await rows.setSwitch(merchantId, modId, enabled))) {
        throw new AppError("NOT_FOUND", "No such feature switch");
      }
      await trace(current.enabled, tx);
    });
    await this.caches.changed(merchantId);
  }

  /** One rule per field of the registration user, in the contract's order (fields without a stored rule are left out). */
  async rules(merchantId: number): Promise<(FieldRule & { field: RegistrationField })[]> {
    const stored = new Map((await this.rows.rules(merchantId)).map((row) => [row.field, row]));
    return REGISTRATION_FIELDS.flatMap((field) => {
      const row = stored.get(field);
      if (!row) return [];
      const { enabled, required, acceptedPattern, patternId, minLength, maxLength } = row;
      return [{ field, enabled, required, acceptedPattern, patternId, minLength, maxLength }];
    });
  }

  async setRule(
    merchantId: number,
    field: RegistrationField,
    rule: RegistrationRuleUpdate,
    trace: (tx: Db) => Promise<void>,
  ): Promise<void> {
    await assertSafeRulePattern(rule.acceptedPattern);
    await this.rows.transaction(async (rows, tx) => {
      await rows.setRule(merchantId, field, rule);
      await trace(tx);
    });
    await this.caches.changed(merchantId);
  }
}
