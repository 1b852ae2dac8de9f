import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { API, HEADER } from "@portal/contract/api/paths";
import { CATEGORY_ART, lotteryArt } from "@portal/contract/artwork";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { queryRows, type Database } from "../src/db/client";
import { seedOnStart } from "../src/db/seed/on-start";
import { MerchantRepository } from "../src/modules/merchants/repository";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { openTestDatabase } from "./test-app";

let database: Database;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const env = { LOG_LEVEL: "silent", STATUS_CACHE_MS: "0" };

/** Rows of one brand per table: demo data on the left, the base configuration on the right. */
async function brandRows(merchantId: number) {
  const count = async (table: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where merchant_id = ${merchantId}`,
        )
      )[0]!.n,
    );
  const tables = [
    "members",
    "operators",
    "payment_channels",
    "settings",
    "announcements",
    "help_categories",
    "vendors",
    "resources",
    "domains",
  ];
  const base = ["feature_switches", "registration_rules", "customer_service"];
  return {
    demo: Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)]))),
    base: Object.fromEntries(await Promise.all(base.map(async (t) => [t, await count(t)]))),
  };
}

const NO_DEMO = {
  members: 0,
  operators: 0,
  payment_channels: 0,
  settings: 0,
  announcements: 0,
  help_categories: 0,
  vendors: 0,
  resources: 0,
  domains: 0,
};

describe("what a server start seeds", () => {
  it("a real brand (MERCHANT_CODE=ACME) gets its merchant and base configuration, and no demo data", async () => {
    const config = loadConfig({ ...env, MERCHANT_CODE: "ACME", BRAND_NAME: "Acme Gaming" });
    const result = await seedOnStart(database.db, config);
    expect([result.createdAccounts, result.createdOperators]).toEqual([[], []]);

    const merchant = await new MerchantRepository(database.db).findByCode("ACME");
    expect(merchant).toMatchObject({ name: "Acme Gaming" });
    const rows = await brandRows(merchant!.id);
    // No member, no operator (npm run operator), no sandbox gateway or any channel, no demo content.
    expect(rows.demo).toEqual(NO_DEMO);
    for (const n of Object.values(rows.base)) expect(n).toBeGreaterThan(0);
    const settings = await new SettingsRepository(database.db).read(merchant!.id);
    expect([settings.sandboxGatewayEnabled, settings.sandboxVendorEnabled]).toEqual([false, false]);

    // It runs: visitors get the brand's status and registration rules.
    const app = await buildApp({ config, database, logger: false, jobs: false });
    try {
      for (const url of [API.systemStatus, API.registerSettings]) {
        const res = await app.inject({ method: "GET", url, headers: { [HEADER.merchant]: "ACME" } });
        expect([url, res.statusCode, res.json().success]).toEqual([url, 200, true]);
      }
    } finally {
      await app.close();
    }

    // A second start adds nothing.
    await seedOnStart(database.db, config);
    expect(await brandRows(merchant!.id)).toEqual(rows);
  });

  it("a production start of the demo brand seeds no demo accounts, operator or sandbox", async () => {
    const config = loadConfig({ ...env, NODE_ENV: "production", PUBLIC_ORIGIN: "https://portal.example" });
    const result = await seedOnStart(database.db, config);
    expect([result.createdAccounts, result.createdOperators]).toEqual([[], []]);
    const merchant = await new MerchantRepository(database.db).findByCode("DEMO");
    const rows = await brandRows(merchant!.id);
    expect(rows.demo).toEqual(NO_DEMO);
    for (const n of Object.values(rows.base)) expect(n).toBeGreaterThan(0);
  });

  it("the demo brand outside production (npm start) still gets the whole demo", async () => {
    const config = loadConfig(env);
    const result = await seedOnStart(database.db, config);
    expect(result.createdAccounts.map((a) => a.account)).toEqual(
      expect.arrayContaining(["demo_member", "demo_agent", "demo_subagent", "demo_player"]),
    );
    expect(result.createdOperators.map((o) => o.username)).toEqual(["demo_admin"]);
    const merchant = await new MerchantRepository(database.db).findByCode("DEMO");
    const { demo } = await brandRows(merchant!.id);
    // The demo's links are operator settings now: no resource rows (decision 0027).
    for (const [table, n] of Object.entries(demo)) if (table !== "resources") expect(n, table).toBeGreaterThan(0);
    const settings = await new SettingsRepository(database.db).read(merchant!.id);
    expect([settings.sandboxGatewayEnabled, settings.sandboxVendorEnabled]).toEqual([true, true]);

    // A demo seeded before the lottery families had tiles: the next start gives each game still
    // showing the category's picture its family's tile, and leaves a picture an operator set.
    const houseLottery = sql`merchant_id = ${merchant!.id} and vassalage = 'HOUSE' and category = 'ELOTT'`;
    const [older, uploaded] = await queryRows<{ game_code: string; game_type: string }>(
      database.db,
      sql`select game_code, game_type from games where ${houseLottery} and game_type in ('SSC', 'PK10') order by game_type`,
    );
    await database.db.execute(
      sql`update games set icon = case game_code when ${older!.game_code} then ${CATEGORY_ART.ELOTT} else '/uploads/operator.png' end
        where ${houseLottery} and game_code in (${older!.game_code}, ${uploaded!.game_code})`,
    );
    await seedOnStart(database.db, config);
    const icons = await queryRows<{ game_code: string; icon: string }>(
      database.db,
      sql`select game_code, icon from games where ${houseLottery} and game_code in (${older!.game_code}, ${uploaded!.game_code})`,
    );
    expect(Object.fromEntries(icons.map((row) => [row.game_code, row.icon]))).toEqual({
      [older!.game_code]: lotteryArt(older!.game_type),
      [uploaded!.game_code]: "/uploads/operator.png",
    });
    expect(lotteryArt(older!.game_type)).not.toBe(CATEGORY_ART.ELOTT);
  });
});
