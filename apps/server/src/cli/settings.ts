import { cliBrand, withCliDatabase } from "./cli-database";
import { SETTINGS_SCHEMA, isSettingKey, type SettingKey, type Settings } from "../modules/system/settings";
import { SettingsRepository } from "../modules/system/settings-repository";
import { announceBrandChange } from "../lib/cache-bus";

/**
 * Operator settings from the command line, until the back office has a page for them:
 *   npm run settings                       list the brand's settings
 *   npm run settings -- set maintenance true
 *   npm run settings -- set blockedCountries '["US","GB"]'
 *   npm run settings -- reset maintenance
 * Uses the same DATABASE_URL / DATA_DIR / MERCHANT_CODE as the server (see withCliDatabase); with
 * REDIS_URL (and REDIS_KEY_PREFIX) the running servers drop their cached settings at once.
 */
async function main(args: string[]) {
  await withCliDatabase(async (db, config) => {
    const merchant = await cliBrand(db, config);
    const settings = new SettingsRepository(db);
    const [command = "list", key = "", value] = args;
    if (command === "list") {
      console.log(JSON.stringify(await settings.read(merchant.id), null, 2));
      return;
    }
    if (!isSettingKey(key))
      throw new Error(`unknown setting "${key}"; known: ${Object.keys(SETTINGS_SCHEMA).join(", ")}`);
    if (command === "set" && value !== undefined) {
      await settings.write(merchant.id, key, parseValue(key, value));
    } else if (command === "reset") {
      await settings.delete(merchant.id, key);
    } else {
      throw new Error("usage: settings [list | set <key> <json> | reset <key>]");
    }
    console.log(`${key} = ${JSON.stringify((await settings.read(merchant.id))[key])}`);
    // Running servers cache settings: with Redis they drop them now, else within STATUS_CACHE_MS.
    const announced =
      config.redisUrl !== undefined && (await announceBrandChange(config.redisUrl, config.redisKeyPrefix, merchant.id));
    if (!announced) console.log(`running servers see the change within STATUS_CACHE_MS (${config.statusCacheMs} ms)`);
  });
}

function parseValue<K extends SettingKey>(key: K, raw: string): Settings[K] {
  let json: unknown = raw;
  try {
    json = JSON.parse(raw);
  } catch {
    // A bare word such as a colour or a domain is taken as a string.
  }
  const parsed = SETTINGS_SCHEMA[key].safeParse(json);
  if (!parsed.success) throw new Error(`invalid value for ${key}: ${parsed.error.issues[0]?.message ?? "rejected"}`);
  return parsed.data as Settings[K];
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
