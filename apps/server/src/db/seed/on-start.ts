import type { Config } from "../../config";
import type { Db } from "../client";
import { seedBrand } from "./brand";
import { seedDemo, type SeedResult } from "./demo";

/**
 * What a server start seeds: always the brand's base configuration (seedBrand), and the demo
 * data only when the configuration says so (config.seedDemo: the demo brand, or SEED_DEMO=true;
 * never with NODE_ENV=production, which loadConfig already refuses and this checks again).
 */
export async function seedOnStart(db: Db, config: Config): Promise<SeedResult> {
  if (config.seedDemo) {
    if (config.production) throw new Error("demo data is never seeded with NODE_ENV=production");
    return seedDemo(db, config);
  }
  return { merchantId: await seedBrand(db, config), createdAccounts: [], createdOperators: [] };
}
