import path from "node:path";
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import * as schema from "./schema";
import { serverRoot } from "../lib/server-root";

/** One type for both drivers: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Where the committed migrations live, both from src/ (tests, tsx) and dist/ (bundle). */
export const MIGRATIONS_DIR = path.join(serverRoot(), "migrations");

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * Told when the server drops an idle pooled connection (a restart, a failover, a dropped
   * test database). The pool replaces the connection; without a listener pg would crash the
   * process.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on("error", options.onConnectionError ?? (() => {}));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close() };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
