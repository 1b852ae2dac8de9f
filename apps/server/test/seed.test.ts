import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/client";
import { seedDemo } from "../src/db/seed/demo";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = [
  "merchants",
  "feature_switches",
  "registration_rules",
  "countries",
  "settings",
  "customer_service",
  "domains",
  "announcements",
  "help_categories",
  "help_articles",
  "vendors",
  "games",
  "lottery_menus",
  "members",
];

async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = Number(row!.n);
  }
  return out;
}

describe("demo seed", () => {
  it("adds nothing on a second run and keeps the customer-service link", async () => {
    const before = await counts();
    const link = await queryRows(t.database.db, sql`select path from customer_service`);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    const again = await seedDemo(t.database.db, t.config);
    expect(again.createdAccounts).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(await queryRows(t.database.db, sql`select path from customer_service`)).toEqual(link);
  });
});
