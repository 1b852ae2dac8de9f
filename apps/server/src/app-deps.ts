import type { Config } from "./config";
import type { Db } from "./db/client";
import type { MerchantDirectory } from "./modules/merchants/service";

/** What every module's routes receive. */
export interface AppDeps {
  config: Config;
  db: Db;
  merchants: MerchantDirectory;
}
