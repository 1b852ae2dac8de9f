import path from "node:path";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Db } from "../db/client";
import { MerchantRepository, type Merchant } from "../modules/merchants/repository";

/**
 * Runs a command-line tool against the server's database (same DATABASE_URL / DATA_DIR), and
 * closes it afterwards. Embedded PGlite allows one process at a time: stop the server first (a
 * PostgreSQL server has no such limit).
 */
export async function withCliDatabase<T>(run: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    return await run(database.db, config);
  } finally {
    await database.close();
  }
}

/** The brand of MERCHANT_CODE, which the server's first start seeds. */
export async function cliBrand(db: Db, config: Config): Promise<Merchant> {
  const merchant = await new MerchantRepository(db).findByCode(config.merchantCode);
  if (!merchant) throw new Error(`merchant ${config.merchantCode} does not exist (start the server once to seed it)`);
  return merchant;
}
