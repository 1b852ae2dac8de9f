import pg from "pg";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/client";
import { createTestApp } from "./test-app";

// Driver-specific: only a PostgreSQL server can drop connections under the pool (CI runs this
// file on PostgreSQL; on embedded PGlite there is no connection to lose).
describe.runIf(process.env.DATABASE_URL)("PostgreSQL connection loss", () => {
  it("survives the server terminating pooled connections and reconnects", async () => {
    const t = await createTestApp();
    try {
      const first = await t.app.inject({ method: "GET", url: "/wps/system/status" });
      expect(first.statusCode).toBe(200);
      const [name] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name!.name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      // Let the pool notice the dead idle connections before the next request.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await t.app.inject({ method: "GET", url: "/wps/system/status" });
      expect(again.statusCode).toBe(200);
      expect(again.json().success).toBe(true);
    } finally {
      await t.close();
    }
  });
});
