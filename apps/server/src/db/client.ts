import { createHash } from "node:crypto";
import path from "node:path";
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import * as schema from "./schema";
import { serverRoot } from "../lib/server-root";
import { pglitePreparedRows, SessionPGlite } from "./pglite-prepared";
import { renderSql, type SqlDialect } from "./render-sql";

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
   * A PGlite data directory dumped with `dumpDataDir` to start the in-memory database from:
   * tests copy a migrated template this way instead of running initdb and every migration.
   */
  pgliteLoadDataDir?: Blob | undefined;
  /**
   * Told when the server drops an idle pooled connection (a restart, a failover, a dropped
   * test database). The pool replaces the connection; without a listener pg would crash the
   * process.
   */
  onConnectionError?: (error: Error) => void;
  /** Connections in the pool (PostgreSQL only). */
  poolMax?: number;
  /**
   * How long a query waits for a pooled connection before failing (answered 503): a burst or a
   * database that is away costs a quick refusal, not a queue of requests that never return.
   */
  acquireTimeoutMs?: number;
}

/**
 * PGlite's own start parameters, plus a smaller buffer cache. PostgreSQL's default 128 MB of
 * shared_buffers lives inside PGlite's WebAssembly memory, is touched whole at start (so it is
 * resident) and that memory never shrinks; 16 MB holds the portal's working set, and pages beyond
 * it are read back through the operating system's file cache (docs/decisions/0020).
 */
export const PGLITE_SHARED_BUFFERS = "16MB";
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.acquireTimeoutMs ?? 3000,
    });
    const onConnectionError = options.onConnectionError ?? (() => {});
    // An idle connection that dies is reported on the pool; a checked-out one (in the middle of
    // a transaction) on its client, where an unheard 'error' event would end the process. The
    // query in flight fails by itself (answered 503), and the pool drops the broken client when
    // it is released.
    pool.on("error", onConnectionError);
    pool.on("connect", (client) => client.on("error", onConnectionError));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = new SessionPGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDir ? undefined : options.pgliteLoadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close() };
}

/**
 * A CTE (`deferred_commit`) that lets a single statement run outside a transaction commit without
 * waiting for its WAL to reach the disk (synchronous_commit off for that one transaction). The
 * statement must reference it (`exists (select 1 from deferred_commit)`), or PostgreSQL skips it.
 *
 * Only for a write that a crash may lose without harm, because something durable already makes
 * it again (decision 0030): a vendor transfer's settlement, which the reconciler re-derives from
 * the durable PENDING order and the vendor's books; a house round's end, which the cut-round job
 * makes again from the platform's stored answer. WAL is flushed in order, so such a write is lost
 * only together with everything after it: no durable write can build on a lost one. Never inside
 * a transaction: the setting would hold for the whole transaction's commit.
 */
export const DEFERRED_COMMIT = sql`deferred_commit as (select set_config('synchronous_commit', 'off', true))`;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * queryRows for a statement run very often (a posting): on PostgreSQL it is sent as a named
 * prepared statement, so each pooled connection parses and plans its text once instead of on every
 * call. The name is a hash of the text (the same text always has the same name, two texts never
 * share one). On PGlite (opened by openDatabase) it is a named prepared statement too, once per
 * database (pglite-prepared.ts): there, parsing and planning were most of a posting's cost. On a
 * PGlite opened elsewhere (a test's own), plain queryRows. Timestamps come back as pg parses them
 * (Date), not as text as queryRows has them: answer numbers or text.
 */
export async function queryRowsPrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const internals = db as unknown as {
    $client?: unknown;
    session?: { client?: unknown };
    dialect: SqlDialect;
  };
  const client = internals.$client ?? internals.session?.client;
  const { sql: text, params } = renderSql(query, internals.dialect);
  let name = preparedNames.get(text);
  if (!name) {
    name = `q_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  if (client instanceof pg.Pool || client instanceof pg.Client)
    return (await client.query<T>({ name, text, values: params })).rows;
  return (await pglitePreparedRows<T>(client, name, text, params)) ?? queryRows(db, query);
}
const preparedNames = new Map<string, string>();

/** A failed statement's PostgreSQL error code and constraint (drivers and drizzle may wrap it in `cause`). */
export function pgError(error: unknown): { code: string | undefined; constraint: string | undefined } {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e.cause?.code ?? e.code, constraint: e.cause?.constraint ?? e.constraint };
}

/** PostgreSQL error codes of a connection that ended or could not be made. */
const CONNECTION_LOST_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** The messages node-postgres throws for the same, without a code. */
const CONNECTION_LOST_MESSAGES = [
  "Connection terminated",
  "not queryable",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end",
];

/**
 * True when an error means the database is away for the moment (a restart, a failover, a
 * terminated connection, no free connection in time) rather than a fault of the request: such
 * requests are answered 503 SERVICE_UNAVAILABLE and can be retried. Looks through Drizzle's
 * wrapper (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Object && depth < 5; depth++) {
    const { code, severity, message, cause } = current as Record<string, unknown>;
    if (typeof code === "string" && (CONNECTION_LOST_CODES.has(code) || code.startsWith("08"))) return true;
    // A FATAL error ends the session: the connection is gone, whatever the code.
    if (severity === "FATAL") return true;
    if (typeof message === "string" && CONNECTION_LOST_MESSAGES.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}
