/** Brands (merchants) and what operators configure per brand: settings, switches, rules, links. */
import { DOMAIN_PURPOSES } from "@portal/contract/api/system";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, merchantRef, sortOrder, updatedAt } from "./columns";

export const merchants = pgTable("merchants", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  defaultLanguage: text("default_language").notNull().default("en"),
  /** The brand's real-money currency: code, symbol and scale (minor units per unit = 10^scale). */
  currency: text("currency").notNull().default("USD"),
  currencySymbol: text("currency_symbol").notNull().default("$"),
  currencyScale: integer("currency_scale").notNull().default(2),
  createdAt: createdAt(),
});

/** Operator settings of a brand, one JSON value per key (see modules/system/settings.ts). */
export const settings = pgTable(
  "settings",
  {
    merchantId: merchantRef(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

export const featureSwitches = pgTable(
  "feature_switches",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    modId: text("mod_id").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => featureSwitches.id),
    enabled: boolean("enabled").notNull(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("feature_switches_merchant_mod").on(t.merchantId, t.modId)],
);

export const registrationRules = pgTable(
  "registration_rules",
  {
    merchantId: merchantRef(),
    field: text("field").notNull(),
    enabled: boolean("enabled").notNull(),
    required: boolean("required").notNull(),
    acceptedPattern: text("accepted_pattern").notNull(),
    patternId: integer("pattern_id").notNull(),
    minLength: integer("min_length").notNull(),
    maxLength: integer("max_length").notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    resourceType: text("resource_type").notNull(),
    url: text("url").notNull(),
    labelNameEn: text("label_name_en").notNull(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("resources_merchant_type").on(t.merchantId, t.resourceType)],
);

export const customerService = pgTable(
  "customer_service",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    csType: integer("cs_type").notNull(),
    /** Obfuscated link (contract customer-service-link.ts). */
    path: text("path").notNull(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("customer_service_merchant_type").on(t.merchantId, t.csType)],
);

export const domains = pgTable("domains", {
  id: serial("id").primaryKey(),
  merchantId: merchantRef(),
  domain: text("domain").notNull().unique(),
  purpose: text("purpose", { enum: DOMAIN_PURPOSES }).notNull(),
});

export const countries = pgTable("countries", {
  countryCode: text("country_code").primaryKey(),
  dialingCode: text("dialing_code").notNull(),
  sort: sortOrder(),
});
