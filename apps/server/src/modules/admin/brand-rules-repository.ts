import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FieldRule, RegistrationField } from "@portal/contract/registration-rules";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { featureSwitches, registrationRules } from "../../db/schema";

const parents = alias(featureSwitches, "parent_switch");

/**
 * The brand's feature switches and registration rules as its operators change them (the
 * portal's reads of the same rows are system/repository.ts).
 */
export class BrandRulesRepository extends Repository<BrandRulesRepository> {
  protected on(db: Db) {
    return new BrandRulesRepository(db);
  }

  /** Every switch of the brand with its group's modId, in the portal's order (groups, then their switches). */
  switches(merchantId: number) {
    return this.db
      .select({ modId: featureSwitches.modId, parent: parents.modId, enabled: featureSwitches.enabled })
      .from(featureSwitches)
      .leftJoin(parents, eq(parents.id, featureSwitches.parentId))
      .where(eq(featureSwitches.merchantId, merchantId))
      .orderBy(
        sql`coalesce(${parents.sort}, ${featureSwitches.sort})`,
        sql`coalesce(${parents.id}, ${featureSwitches.id})`,
        sql`${featureSwitches.parentId} is not null`,
        asc(featureSwitches.sort),
        asc(featureSwitches.id),
      );
  }

  /** Sets a switch; false when the brand has no such switch. */
  async setSwitch(merchantId: number, modId: string, enabled: boolean): Promise<boolean> {
    const rows = await this.db
      .update(featureSwitches)
      .set({ enabled })
      .where(and(eq(featureSwitches.merchantId, merchantId), eq(featureSwitches.modId, modId)))
      .returning({ id: featureSwitches.id });
    return rows.length > 0;
  }

  rules(merchantId: number) {
    return this.db
      .select()
      .from(registrationRules)
      .where(eq(registrationRules.merchantId, merchantId))
      .orderBy(asc(registrationRules.field));
  }

  /** Writes one field's rule (a field the brand had no rule for gets one). */
  async setRule(merchantId: number, field: RegistrationField, rule: FieldRule): Promise<void> {
    await this.db
      .insert(registrationRules)
      .values({ merchantId, field, ...rule })
      .onConflictDoUpdate({ target: [registrationRules.merchantId, registrationRules.field], set: rule });
  }
}
