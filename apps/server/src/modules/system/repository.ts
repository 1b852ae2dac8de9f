import { asc, eq } from "drizzle-orm";
import type { FeatureNode } from "@portal/contract/feature-switches";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import type { Db } from "../../db/client";
import { countries, customerService, domains, featureSwitches, registrationRules, resources } from "../../db/schema";

export async function loadFeatureTree(db: Db, merchantId: number): Promise<FeatureNode[]> {
  const rows = await db
    .select()
    .from(featureSwitches)
    .where(eq(featureSwitches.merchantId, merchantId))
    .orderBy(asc(featureSwitches.sort), asc(featureSwitches.id));
  const nodes = new Map<number, FeatureNode>();
  for (const row of rows) nodes.set(row.id, { modId: row.modId, enabled: row.enabled ? "1" : "0", childrenNodes: [] });
  const roots: FeatureNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

export async function loadRegistrationRules(db: Db, merchantId: number): Promise<RegistrationRules> {
  const rows = await db.select().from(registrationRules).where(eq(registrationRules.merchantId, merchantId));
  const rules: Record<string, unknown> = {};
  for (const { merchantId: _m, field, ...rule } of rows) rules[field] = rule;
  return rules as RegistrationRules;
}

export function loadResources(db: Db, merchantId: number) {
  return db
    .select({ resourceType: resources.resourceType, url: resources.url, labelNameEn: resources.labelNameEn })
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.sort), asc(resources.id));
}

export function loadCustomerService(db: Db, merchantId: number) {
  return db
    .select({ csType: customerService.csType, path: customerService.path })
    .from(customerService)
    .where(eq(customerService.merchantId, merchantId))
    .orderBy(asc(customerService.sort), asc(customerService.id));
}

export function loadDomains(db: Db, merchantId: number) {
  return db
    .select({ domain: domains.domain, purpose: domains.purpose })
    .from(domains)
    .where(eq(domains.merchantId, merchantId))
    .orderBy(asc(domains.id));
}

export function loadCountries(db: Db) {
  return db
    .select({ countryCode: countries.countryCode, countryDialingCode: countries.dialingCode })
    .from(countries)
    .orderBy(asc(countries.sort), asc(countries.countryCode));
}
