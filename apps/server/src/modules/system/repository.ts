import { asc, eq } from "drizzle-orm";
import type { FeatureNode } from "@portal/contract/feature-switches";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { countries, customerService, domains, featureSwitches, registrationRules, resources } from "../../db/schema";

/** A brand's site configuration: feature switches, registration rules, resources, customer service, domains; and the countries. */
export class SystemRepository extends Repository<SystemRepository> {
  protected on(db: Db) {
    return new SystemRepository(db);
  }

  async featureTree(merchantId: number): Promise<FeatureNode[]> {
    const rows = await this.db
      .select()
      .from(featureSwitches)
      .where(eq(featureSwitches.merchantId, merchantId))
      .orderBy(asc(featureSwitches.sort), asc(featureSwitches.id));
    const nodes = new Map<number, FeatureNode>();
    for (const row of rows)
      nodes.set(row.id, { modId: row.modId, enabled: row.enabled ? "1" : "0", childrenNodes: [] });
    const roots: FeatureNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      (parent ? parent.childrenNodes : roots).push(node);
    }
    return roots;
  }

  async registrationRules(merchantId: number): Promise<RegistrationRules> {
    const rows = await this.db.select().from(registrationRules).where(eq(registrationRules.merchantId, merchantId));
    const rules: Record<string, unknown> = {};
    for (const { merchantId: _m, field, ...rule } of rows) rules[field] = rule;
    return rules as RegistrationRules;
  }

  resources(merchantId: number) {
    return this.db
      .select({ resourceType: resources.resourceType, url: resources.url, labelNameEn: resources.labelNameEn })
      .from(resources)
      .where(eq(resources.merchantId, merchantId))
      .orderBy(asc(resources.sort), asc(resources.id));
  }

  customerService(merchantId: number) {
    return this.db
      .select({ csType: customerService.csType, path: customerService.path })
      .from(customerService)
      .where(eq(customerService.merchantId, merchantId))
      .orderBy(asc(customerService.sort), asc(customerService.id));
  }

  domains(merchantId: number) {
    return this.db
      .select({ domain: domains.domain, purpose: domains.purpose })
      .from(domains)
      .where(eq(domains.merchantId, merchantId))
      .orderBy(asc(domains.id));
  }

  countries() {
    return this.db
      .select({ countryCode: countries.countryCode, countryDialingCode: countries.dialingCode })
      .from(countries)
      .orderBy(asc(countries.sort), asc(countries.countryCode));
  }
}
