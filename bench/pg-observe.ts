import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { throwawayDatabase } from "./throwaway-database";

/**
 * PostgreSQL 15+ backends flush their counters to pg_stat_database at most once a second while
 * busy and within 10 s of going idle (PGSTAT_IDLE_INTERVAL): counters are read after this pause.
 */
const STATS_SETTLE_MS = 11_500;
const WAIT_SAMPLE_MS = 100;

/** pgbench TPC-B (scale 1) with `clients` on a throw-away database of the server of `url`: tps. */
export async function pgbenchTps(admin: pg.Client, url: string, clients: number, seconds: number): Promise<number> {
  const { name, drop } = await throwawayDatabase(admin, url);
  const server = new URL(url);
  const connection = ["-h", server.hostname, "-p", server.port || "5432", "-U", server.username || "postgres"];
  try {
    execFileSync("pgbench", ["-i", "-q", "-s", "1", ...connection, name], { stdio: "ignore" });
    const output = execFileSync(
      "pgbench",
      ["-c", String(clients), "-j", "2", "-T", String(seconds), ...connection, name],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    return Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  } finally {
    await drop();
  }
}

export interface Counters {
  transactions: number;
  inserted: number;
  updated: number;
}

/** A database's counters once every backend has flushed them (from pg_stat_database). */
export async function settledCounters(admin: pg.Client, database: string): Promise<Counters> {
  await sleep(STATS_SETTLE_MS);
  const { rows } = await admin.query<{ transactions: string; inserted: string; updated: string }>(
    `SELECT xact_commit + xact_rollback AS transactions, tup_inserted AS inserted, tup_updated AS updated
       FROM pg_stat_database WHERE datname = $1`,
    [database],
  );
  const row = rows[0]!;
  return { transactions: Number(row.transactions), inserted: Number(row.inserted), updated: Number(row.updated) };
}

export function perOperation(before: Counters, after: Counters, operations: number): string {
  const each = (key: keyof Counters) => ((after[key] - before[key]) / operations).toFixed(1);
  return `${each("transactions")} transactions, ${each("inserted")} inserts, ${each("updated")} updates`;
}

/**
 * Samples what a database's client connections do while `work` runs: answers its result and
 * the mean number of connections in each state and wait event, busiest first. `admin` must be
 * connected to another database, so that the samples do not count against this one.
 */
export async function sampleWaits<T>(
  admin: pg.Client,
  database: string,
  work: () => Promise<T>,
): Promise<{ result: T; waits: string }> {
  const totals = new Map<string, number>();
  let samples = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await admin.query<{ what: string; n: number }>(
        `SELECT state || ' ' || coalesce(wait_event_type || ':' || wait_event, '(running)') AS what, count(*)::int AS n
           FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' GROUP BY 1`,
        [database],
      );
      for (const { what, n } of rows) totals.set(what, (totals.get(what) ?? 0) + n);
      samples++;
      await sleep(WAIT_SAMPLE_MS);
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    running = false;
    await sampler;
  }
  const means = [...totals].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`);
  return { result, waits: `connections (mean of ${samples} samples): ${means.join(", ")}` };
}
