import { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

/**
 * Operator settings of a brand. Each key has a schema and a default; a stored value that no
 * longer parses falls back to the default (and is reported by the settings CLI) instead of
 * breaking start-up for every visitor.
 */
export const SETTINGS_SCHEMA = {
  maintenance: z.boolean(),
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  loginedToHomePage: z.boolean(),
  chatHeaderColour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  imageCDNs: z.array(z.url()),
  launchGameCDNs: z.array(z.url()),
  mainDomain: z.string(),
} as const;

export type SettingKey = keyof typeof SETTINGS_SCHEMA;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTINGS_SCHEMA)[K]> };

export const SETTING_DEFAULTS: Settings = {
  maintenance: false,
  blockedCountries: [],
  loginedToHomePage: false,
  chatHeaderColour: "#1f6feb",
  imageCDNs: [],
  launchGameCDNs: [],
  mainDomain: "localhost",
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS_SCHEMA, key);
}

export async function readSettings(db: Db, merchantId: number): Promise<Settings> {
  const rows = await db.select().from(settings).where(eq(settings.merchantId, merchantId));
  const result: Record<string, unknown> = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    const parsed = SETTINGS_SCHEMA[row.key].safeParse(row.value);
    if (parsed.success) result[row.key] = parsed.data;
  }
  return result as Settings;
}

/** Validates and stores one setting (used by the settings CLI, later by the operator API). */
export async function writeSetting<K extends SettingKey>(db: Db, merchantId: number, key: K, value: Settings[K]) {
  const parsed = SETTINGS_SCHEMA[key].parse(value);
  await db
    .insert(settings)
    .values({ merchantId, key, value: parsed })
    .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value: parsed, updatedAt: sql`now()` } });
}

export async function deleteSetting(db: Db, merchantId: number, key: SettingKey) {
  await db.delete(settings).where(and(eq(settings.merchantId, merchantId), eq(settings.key, key)));
}
