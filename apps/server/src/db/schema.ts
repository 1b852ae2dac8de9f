import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Language } from "@portal/contract/languages";

/** Text in each language; the service picks one with pickText (contract). */
export type LocalizedText = Partial<Record<Language, string>>;

export const merchants = pgTable("merchants", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  defaultLanguage: text("default_language").notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Operator settings of a brand, one JSON value per key (see modules/system/settings.ts). */
export const settings = pgTable(
  "settings",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

export const featureSwitches = pgTable(
  "feature_switches",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    modId: text("mod_id").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => featureSwitches.id),
    enabled: boolean("enabled").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("feature_switches_merchant_mod").on(t.merchantId, t.modId)],
);

export const registrationRules = pgTable(
  "registration_rules",
  {
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
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
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    resourceType: text("resource_type").notNull(),
    url: text("url").notNull(),
    labelNameEn: text("label_name_en").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("resources_merchant_type").on(t.merchantId, t.resourceType)],
);

export const customerService = pgTable(
  "customer_service",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    csType: integer("cs_type").notNull(),
    /** Obfuscated link (contract customer-service-link.ts). */
    path: text("path").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("customer_service_merchant_type").on(t.merchantId, t.csType)],
);

export const domains = pgTable("domains", {
  id: serial("id").primaryKey(),
  merchantId: integer("merchant_id")
    .notNull()
    .references(() => merchants.id),
  domain: text("domain").notNull().unique(),
  purpose: text("purpose").notNull(),
});

export const countries = pgTable("countries", {
  countryCode: text("country_code").primaryKey(),
  dialingCode: text("dialing_code").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const helpCategories = pgTable(
  "help_categories",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("help_categories_merchant_slug").on(t.merchantId, t.slug)],
);

export const helpArticles = pgTable(
  "help_articles",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("help_articles_category_slug").on(t.categoryId, t.slug)],
);

export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    /** Stable key for seeds and imports. */
    slug: text("slug").notNull(),
    type: text("type").notNull(),
    platform: text("platform").notNull().default("W"),
    execution: text("execution").notNull().default("B"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    imageUrl: text("image_url").notNull().default(""),
    link: text("link").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("announcements_merchant_slug").on(t.merchantId, t.slug)],
);

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vassalage: text("vassalage").notNull(),
    category: text("category").notNull(),
    displayName: jsonb("display_name").$type<LocalizedText>().notNull(),
    gameType: text("game_type").notNull(),
    isGame: text("is_game").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    icon: text("icon").notNull().default(""),
    walletMode: text("wallet_mode").notNull().default("SEAMLESS"),
    maintenance: boolean("maintenance").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("vendors_merchant_vassalage_category").on(t.merchantId, t.vassalage, t.category)],
);

export const games = pgTable(
  "games",
  {
    /** The game's nodeId on the wire. */
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    vassalage: text("vassalage").notNull(),
    gameCode: text("game_code").notNull(),
    category: text("category").notNull(),
    gameType: text("game_type").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    icon: text("icon").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    freePlay: boolean("free_play").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("games_merchant_vendor_code").on(t.merchantId, t.vassalage, t.gameCode)],
);

export const lotteryMenus = pgTable(
  "lottery_menus",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    gameGroupCode: text("game_group_code").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    games: jsonb("games").$type<{ gameCode: string; name: LocalizedText }[]>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("lottery_menus_merchant_group").on(t.merchantId, t.gameGroupCode)],
);
