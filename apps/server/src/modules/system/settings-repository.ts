import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

/** The brand's stored settings as they are (settings.ts validates them). */
export function settingRows(db: Db, merchantId: number): Promise<{ key: string; value: unknown }[]> {
  return db.select().from(settings).where(eq(settings.merchantId, merchantId));
}

export async function upsertSetting(db: Db, merchantId: number, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ merchantId, key, value })
    .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value, updatedAt: sql`now()` } });
}

export async function deleteSettingRow(db: Db, merchantId: number, key: string): Promise<void> {
  await db.delete(settings).where(and(eq(settings.merchantId, merchantId), eq(settings.key, key)));
}
