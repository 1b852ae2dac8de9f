import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { and, eq, inArray } from "drizzle-orm";
import { members } from "../src/db/schema";
import { buildApp, type BuildAppOptions } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { openDatabase, type Database, type DatabaseOptions } from "../src/db/client";
import { databaseUrl, withPg } from "./pg-admin";
import { seedDemo, type SeedResult } from "../src/db/seed/demo";
import { copyTemplate, databaseTemplates, sameSeedConfig, seedConfigOf } from "./db-template";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  merchantId: number;
  /** The demo accounts and their passwords (see seedDemo). */
  demoAccounts: Record<string, string>;
  /** The demo operator (ADMIN) and its password. */
  demoOperator: { username: string; password: string };
  close(): Promise<void>;
}

/**
 * A fresh server for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (created here and dropped on close). Under vitest the
 * database is a copy of the run's migrated and seeded template (test/global-setup.ts), with the
 * same demo accounts and passwords; elsewhere (Playwright), or when the app is configured with
 * another brand than the template's, it is migrated and seeded here.
 *
 * Clocks: PGlite's now() follows the process's clock, so vi.useFakeTimers moves database
 * defaults (created_at) on PGlite but not on PostgreSQL. A test that fakes time must not rely on
 * times the database writes; read them back instead.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, "vendors" | "jobs" | "operatorFailureDelay" | "checkResponses" | "protectionClock"> & {
    /** The PostgreSQL pool's size and acquire timeout (ignored on PGlite). */
    pool?: Pick<DatabaseOptions, "poolMax" | "acquireTimeoutMs">;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: "silent", STATUS_CACHE_MS: "0", ...env });
  const { pool, ...appOptions } = options;
  const { database, dropDatabase, seed } = await openSeededDatabase(config, pool);
  const { merchantId, createdAccounts, createdOperators } = seed;
  // The seeded demo accounts owe the demo brand the 18+ and terms confirmation (player protection
  // is on); here they stand for people who gave it, so tests of other things need not. An account
  // that owes it is tested in protection.test.ts.
  await confirmAdultTerms(
    database,
    merchantId,
    createdAccounts.map((a) => a.account),
  );
  // Jobs run on timers; tests call the reconciler and auto-confirmation themselves.
  // Under vitest every answer is checked against the contract's zod parse; benchmarks and the
  // browser tests run as production does.
  const checkResponses = process.env.VITEST !== undefined;
  const app = await buildApp({ config, database, logger: false, jobs: false, checkResponses, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    config,
    merchantId,
    demoAccounts: Object.fromEntries(createdAccounts.map((a) => [a.account, a.password])),
    demoOperator: createdOperators[0]!,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

type PoolOptions = Pick<DatabaseOptions, "poolMax" | "acquireTimeoutMs">;

/** A fresh database holding the demo seed, and what the seed returned (its accounts' passwords). */
async function openSeededDatabase(
  config: Config,
  pool: PoolOptions = {},
): Promise<{ database: Database; dropDatabase: () => Promise<void>; seed: SeedResult }> {
  const templates = databaseTemplates();
  if (templates && sameSeedConfig(templates.seedConfig, seedConfigOf(config))) {
    return { ...(await copyTemplate(templates, "seeded", pool)), seed: templates.seed };
  }
  const opened = await openTestDatabase(pool);
  return { ...opened, seed: await seedDemo(opened.database.db, config) };
}

/**
 * A fresh, migrated and empty database: in-memory PGlite, or a new database on the PostgreSQL
 * server of DATABASE_URL (`dropDatabase` drops it; call it after `database.close()`).
 */
export async function openTestDatabase(
  pool: PoolOptions = {},
): Promise<{ database: Database; dropDatabase: () => Promise<void> }> {
  const templates = databaseTemplates();
  if (templates) return copyTemplate(templates, "empty", pool);
  const adminUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `portal_test_${randomBytes(6).toString("hex")}`;
    await withPg(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    url = databaseUrl(adminUrl, name);
    dropDatabase = () => withPg(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  return { database: await openDatabase({ databaseUrl: url, ...pool }), dropDatabase };
}

async function confirmAdultTerms(database: Database, merchantId: number, accounts: string[]): Promise<void> {
  if (accounts.length === 0) return;
  await database.db
    .update(members)
    .set({ adultTermsConfirmedAt: new Date() })
    .where(and(eq(members.merchantId, merchantId), inArray(members.accountKey, accounts)));
}
