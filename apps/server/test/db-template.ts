import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Config } from "../src/config";
import { openDatabase, type Database, type DatabaseOptions } from "../src/db/client";
import { seedDemo, type SeedResult } from "../src/db/seed/demo";
import { databaseUrl, withPg } from "./pg-admin";

/**
 * Migrated databases made once per test run (test/global-setup.ts) and copied per test file:
 * replaying every migration and the demo seed (argon2 hashes included) cost
 * each file seconds on PostgreSQL and tens of seconds on PGlite, where even an empty database
 * runs initdb. A copy is a `CREATE DATABASE ... TEMPLATE` on PostgreSQL and a data-directory
 * dump loaded into a new in-memory PGlite.
 */
export interface DatabaseTemplates {
  driver: "postgres" | "pglite";
  /** Migrated, no rows: a database name (PostgreSQL) or a dump file (PGlite). */
  empty: string;
  /** Migrated and seeded with seedDemo under `seedConfig`. */
  seeded: string;
  /** What seedDemo returned when it made `seeded`: the copies carry the same accounts and passwords. */
  seed: SeedResult;
  /** The configuration seedDemo read; an app configured otherwise seeds its own database. */
  seedConfig: SeedConfig;
}

/** The parts of the configuration that seedDemo writes into the database. */
export type SeedConfig = Pick<Config, "merchantCode" | "brandName" | "defaultLanguage">;

export function seedConfigOf(config: Config): SeedConfig {
  return { merchantCode: config.merchantCode, brandName: config.brandName, defaultLanguage: config.defaultLanguage };
}

export function sameSeedConfig(a: SeedConfig, b: SeedConfig): boolean {
  return a.merchantCode === b.merchantCode && a.brandName === b.brandName && a.defaultLanguage === b.defaultLanguage;
}

/**
 * Makes both templates on the database DATABASE_URL names (PostgreSQL) or, without it, as PGlite
 * dumps under the temporary folder. `drop` removes them.
 */
export async function createDatabaseTemplates(
  adminUrl: string | undefined,
  config: Config,
): Promise<{ templates: DatabaseTemplates; drop: () => Promise<void> }> {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  if (adminUrl) {
    const empty = `portal_tpl_${run}_empty`;
    const seeded = `portal_tpl_${run}`;
    const drop = () =>
      withPg(adminUrl, async (c) => {
        for (const name of [empty, seeded]) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    try {
      await withPg(adminUrl, async (c) => {
        for (const name of [empty, seeded]) await c.query(`CREATE DATABASE ${name}`);
      });
      // A template may have no open connection while it is copied: each pool is ended here.
      await (await openDatabase({ databaseUrl: databaseUrl(adminUrl, empty) })).close();
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, seeded) });
      const seed = await seedAndClose(database, config);
      return { templates: { driver: "postgres", empty, seeded, seed, seedConfig: seedConfigOf(config) }, drop };
    } catch (error) {
      await drop();
      throw error;
    }
  }
  const empty = path.join(tmpdir(), `portal_tpl_${run}_empty.tar`);
  const seeded = path.join(tmpdir(), `portal_tpl_${run}.tar`);
  const drop = async () => {
    await rm(empty, { force: true });
    await rm(seeded, { force: true });
  };
  try {
    const database = await openDatabase({});
    await writeFile(empty, await dumpPglite(database));
    const seed = await seedDemo(database.db, config);
    await writeFile(seeded, await dumpPglite(database));
    await database.close();
    return { templates: { driver: "pglite", empty, seeded, seed, seedConfig: seedConfigOf(config) }, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function seedAndClose(database: Database, config: Config): Promise<SeedResult> {
  try {
    return await seedDemo(database.db, config);
  } finally {
    await database.close();
  }
}

async function dumpPglite(database: Database): Promise<Uint8Array> {
  // Drizzle's PGlite session keeps the client it was given.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: gzip makes the file 8 times smaller but each copy slower to load.
  const dump = await client.dumpDataDir("none");
  return new Uint8Array(await dump.arrayBuffer());
}

let current: DatabaseTemplates | undefined;

/** Set by the server project's setup file from what its global setup provided. */
export function useDatabaseTemplates(templates: DatabaseTemplates | undefined): void {
  current = templates;
}

/** The run's templates, when there are some for the database this process uses. */
export function databaseTemplates(): DatabaseTemplates | undefined {
  if (!current) return undefined;
  const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
  return current.driver === driver ? current : undefined;
}

/** Dumps read once per process: a file that opens several apps reads each dump once. */
const dumps = new Map<string, Promise<Blob>>();

/**
 * A new database copied from a template. On PostgreSQL the copy is created on the server of
 * DATABASE_URL (`dropDatabase` drops it); on PGlite it lives in memory.
 */
export async function copyTemplate(
  templates: DatabaseTemplates,
  which: "empty" | "seeded",
  pool: Pick<DatabaseOptions, "poolMax" | "acquireTimeoutMs">,
): Promise<{ database: Database; dropDatabase: () => Promise<void> }> {
  const source = templates[which];
  const adminUrl = process.env.DATABASE_URL;
  if (templates.driver === "postgres" && adminUrl) {
    const name = `portal_test_${randomBytes(6).toString("hex")}`;
    await withPg(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
    const dropDatabase = () => withPg(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    return { database: await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), ...pool }), dropDatabase };
  }
  let dump = dumps.get(source);
  if (!dump) {
    dump = readFile(source).then((bytes) => new Blob([bytes]));
    dumps.set(source, dump);
  }
  return { database: await openDatabase({ pgliteLoadDataDir: await dump }), dropDatabase: async () => {} };
}
