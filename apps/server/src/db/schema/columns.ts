/**
 * Column helpers for what nearly every table repeats: the brand and member it belongs to, its
 * timestamps, its sort position and its money columns. Each helper returns a fresh builder with
 * exactly the SQL the tables had before they shared it (same name, type, default, reference):
 * changing one here changes every table that uses it, and drizzle-kit generate says so.
 *
 * Only function declarations live here: this file and the member and merchant tables import
 * each other, and a hoisted function is ready before either file has run, where a `const` would
 * not be. The references are resolved lazily (`() => merchants.id`), after both files have run.
 */
import { bigint, integer, timestamp } from "drizzle-orm/pg-core";
import type { Language } from "@portal/contract/languages";
import { members } from "./members";
import { merchants } from "./system";

/** Text in each language; the service picks one with pickText (contract). */
export type LocalizedText = Partial<Record<Language, string>>;

/** A point in time, with its time zone (every timestamp of the schema is one). */
export function tstz<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was made. */
export function createdAt() {
  return tstz("created_at").notNull().defaultNow();
}

/** When the row last changed: set to now() by the statements that change it. */
export function updatedAt() {
  return tstz("updated_at").notNull().defaultNow();
}

/** `createdAt` and `updatedAt` together, for tables that keep them side by side. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}

/** The brand (merchant) the row belongs to. */
export function merchantRef() {
  return integer("merchant_id")
    .notNull()
    .references(() => merchants.id);
}

/** The member the row belongs to. */
export function memberRef() {
  return integer("member_id")
    .notNull()
    .references(() => members.id);
}

/** The position in a list an operator orders (smaller first). */
export function sortOrder() {
  return integer("sort").notNull().default(0);
}

/** An amount or balance in minor units of its currency: a bigint, never a float. */
export function minorUnits<TName extends string>(name: TName) {
  return bigint(name, { mode: "bigint" });
}
