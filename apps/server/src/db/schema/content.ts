/** What the portal shows: help pages and announcements (banners, pop-ups, notices). */
import { ANNOUNCEMENT_EXECUTIONS, STORED_ANNOUNCEMENT_TYPES } from "@portal/contract/announcements";
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { merchantRef, sortOrder, tstz, type LocalizedText } from "./columns";

export const helpCategories = pgTable(
  "help_categories",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    sort: sortOrder(),
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
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("help_articles_category_slug").on(t.categoryId, t.slug)],
);

export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    merchantId: merchantRef(),
    /** Stable key for seeds and imports. */
    slug: text("slug").notNull(),
    type: text("type", { enum: STORED_ANNOUNCEMENT_TYPES }).notNull(),
    platform: text("platform").notNull().default("W"),
    execution: text("execution", { enum: ANNOUNCEMENT_EXECUTIONS }).notNull().default("B"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    imageUrl: text("image_url").notNull().default(""),
    link: text("link").notNull().default(""),
    publishedAt: tstz("published_at").notNull().defaultNow(),
    active: boolean("active").notNull().default(true),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("announcements_merchant_slug").on(t.merchantId, t.slug)],
);
