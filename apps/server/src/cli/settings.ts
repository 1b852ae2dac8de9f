import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { findMerchantByCode } from "../modules/merchants/repository";
import {
  SETTINGS_SCHEMA,
  deleteSetting,
  isSettingKey,
  readSettings,
  writeSetting,
  type SettingKey,
  type Settings,
} from "../modules/system/settings";

/**
 * Operator settings from the command line, until the back office has a page for them:
 *   npm run settings                       list the brand's settings
 *   npm run settings -- set maintenance true
 *   npm run settings -- set blockedCountries '["US","GB"]'
 *   npm run settings -- reset maintenance
 * Uses the same DATABASE_URL / DATA_DIR / MERCHANT_CODE as the server. Embedded PGlite allows
 * one process at a time: stop the server first (a PostgreSQL server has no such limit).
 */
async function main(args: string[]) {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    const merchant = await findMerchantByCode(database.db, config.merchantCode);
    if (!merchant) throw new Error(`merchant ${config.merchantCode} does not exist (start the server once to seed it)`);
    const [command = "list", key = "", value] = args;
    if (command === "list") {
      console.log(JSON.stringify(await readSettings(database.db, merchant.id), null, 2));
      return;
    }
    if (!isSettingKey(key))
      throw new Error(`unknown setting "${key}"; known: ${Object.keys(SETTINGS_SCHEMA).join(", ")}`);
    if (command === "set" && value !== undefined) {
      await writeSetting(database.db, merchant.id, key, parseValue(key, value));
    } else if (command === "reset") {
      await deleteSetting(database.db, merchant.id, key);
    } else {
      throw new Error("usage: settings [list | set <key> <json> | reset <key>]");
    }
    console.log(`${key} = ${JSON.stringify((await readSettings(database.db, merchant.id))[key])}`);
  } finally {
    await database.close();
  }
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
