import { randomInt } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { CUSTOMER_SERVICE_KEY_LENGTH, encodeServiceLink } from "@portal/contract/customer-service-link";
import { CUSTOMER_SERVICE_TYPE_LINK } from "@portal/contract/constants";
import { ROUTE } from "@portal/contract/routes";
import type { Config } from "../../config";
import type { Db } from "../client";
import { countries, customerService, featureSwitches, merchants, registrationRules } from "../schema";
import { BRAND_FEATURE_TREE, BRAND_REGISTRATION_RULES, COUNTRIES } from "./brand-defaults";

const KEY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

function randomKey(): string {
  return Array.from({ length: CUSTOMER_SERVICE_KEY_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join(
    "",
  );
}

/**
 * What any brand needs to run, seeded on every start: the merchant row (MERCHANT_CODE,
 * BRAND_NAME, DEFAULT_LANGUAGE), its feature switches, registration rules, the country list and
 * a customer-service link. Nothing demo: no account, no operator (`npm run operator`), no payment
 * channel, no content. Idempotent: every row has a natural unique key and is inserted with ON
 * CONFLICT DO NOTHING, so a later start (or two instances starting at once) adds nothing and never
 * overwrites what an operator changed.
 */
export async function seedBrand(db: Db, config: Config): Promise<number> {
  await db
    .insert(merchants)
    .values({ code: config.merchantCode, name: config.brandName, defaultLanguage: config.defaultLanguage })
    .onConflictDoNothing();
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, config.merchantCode));
  const merchantId = merchant!.id;

  await seedFeatureSwitches(db, merchantId);

  await db
    .insert(registrationRules)
    .values(Object.entries(BRAND_REGISTRATION_RULES).map(([field, r]) => ({ merchantId, field, ...r })))
    .onConflictDoNothing();

  await db
    .insert(countries)
    .values(COUNTRIES.map(([countryCode, dialingCode], sort) => ({ countryCode, dialingCode, sort })))
    .onConflictDoNothing();

  // Until the brand connects a live-chat provider its service link opens the help centre.
  const existingCs = await db.select().from(customerService).where(eq(customerService.merchantId, merchantId));
  if (existingCs.length === 0) {
    await db
      .insert(customerService)
      .values({
        merchantId,
        csType: CUSTOMER_SERVICE_TYPE_LINK,
        path: await encodeServiceLink(ROUTE.helpmc, randomKey()),
      })
      .onConflictDoNothing();
  }
  return merchantId;
}

async function seedFeatureSwitches(db: Db, merchantId: number) {
  await db
    .insert(featureSwitches)
    .values(BRAND_FEATURE_TREE.map(({ group }, sort) => ({ merchantId, modId: group, enabled: true, sort })))
    .onConflictDoNothing();
  const groups = await db
    .select({ id: featureSwitches.id, modId: featureSwitches.modId })
    .from(featureSwitches)
    .where(
      and(
        eq(featureSwitches.merchantId, merchantId),
        isNull(featureSwitches.parentId),
        inArray(
          featureSwitches.modId,
          BRAND_FEATURE_TREE.map((g) => g.group),
        ),
      ),
    );
  const groupId = new Map(groups.map((g) => [g.modId, g.id]));
  await db
    .insert(featureSwitches)
    .values(
      BRAND_FEATURE_TREE.flatMap(({ group, switches }) =>
        switches.map(([modId, enabled], sort) => ({ merchantId, modId, enabled, parentId: groupId.get(group)!, sort })),
      ),
    )
    .onConflictDoNothing();
}
