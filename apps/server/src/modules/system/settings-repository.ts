import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { settings } from "../../db/schema";
import { isSettingKey, SETTING_DEFAULTS, SETTINGS_SCHEMA, type SettingKey, type Settings } from "./settings";

/** A brand's operator settings, one row per key (settings.ts says which keys and values are valid). */
export class SettingsRepository extends Repository<SettingsRepository> {
  protected on(db: Db) {
    return new SettingsRepository(db);
  }

  /** The brand's settings: each stored value that still parses, the default for the rest. */
  async read(merchantId: number): Promise<Settings> {
    const rows = await this.db.select().from(settings).where(eq(settings.merchantId, merchantId));
    const result: Record<string, unknown> = { ...SETTING_DEFAULTS };
    for (const row of rows) {
      if (!isSettingKey(row.key)) continue;
      const parsed = SETTINGS_SCHEMA[row.key].safeParse(row.value);
      if (parsed.success) result[row.key] = parsed.data;
    }
    return result as Settings;
  }

  /** Validates and stores one setting (the settings CLI, the operator API). */
  async write<K extends SettingKey>(merchantId: number, key: K, value: Settings[K]): Promise<void> {
    const parsed = SETTINGS_SCHEMA[key].parse(value);
    await this.db
      .insert(settings)
      .values({ merchantId, key, value: parsed })
      .onConflictDoUpdate({
        target: [settings.merchantId, settings.key],
        set: { value: parsed, updatedAt: sql`now()` },
      });
  }

  /** Back to the default. */
  async delete(merchantId: number, key: SettingKey): Promise<void> {
    await this.db.delete(settings).where(and(eq(settings.merchantId, merchantId), eq(settings.key, key)));
  }
}
