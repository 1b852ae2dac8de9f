/**
 * Money through the portal at scale (issue 12, section 1), over loopback HTTP on the real app:
 * - baseline: pgbench TPC-B (scale 1, 32 clients) on a throw-away database of the same server;
 * - vendor wallet transfers (GCS_walletTransfer, MAIN <-> SANDBOX, a new requestId each) with
 *   1, 16 and 32 members in a closed loop (one request in flight per member): transfers/s,
 *   p50, p99, and the 32-member rate against pgbench;
 * - house slot spins with 32 and 64 members: spins/s, p50, p99;
 * - per transfer (32 members) and per spin, the app database's transactions, inserted and
 *   updated rows (pg_stat_database deltas) and what its connections waited on (pg_stat_activity);
 * - the same transfers and spins with 32 members on PGlite.
 * The app has its own PostgreSQL database and the default pool of 10 (+ Redis when REDIS_URL is
 * set, under its own key prefix). The members' HTTP clients run on a thread of their own
 * (load.ts), as pgbench, the baseline, runs as a process of its own: they do not take the
 * server's event loop. The ledger is checked at the end.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres [REDIS_URL=redis://127.0.0.1:6379] npm run bench:money
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { API } from "@portal/contract/api/paths";
import { queryRows } from "../apps/server/src/db/client";
import { checkLedger } from "../apps/server/src/ledger/invariants";
import { SLOT_GAME_CODE } from "../apps/server/src/vendors/house/slot-service";
import { houseGameNode, launchHouseGame } from "../apps/server/test/house-helper";
import { fund, newMember, post, type TestMember } from "../apps/server/test/money-helper";
import { createTestApp, type TestApp } from "../apps/server/test/test-app";
import { openProductionApp, PRODUCTION_ENV } from "./production-app";
import { perSecond, type Run } from "./closed-loop";
import { percentile } from "./stats";
import { runLoad, type LoadPlayer } from "./load";
import { perOperation, pgbenchTps, sampleWaits, settledCounters } from "./pg-observe";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL to a PostgreSQL server (pgbench is the baseline)");
const redisUrl = process.env.REDIS_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const PGBENCH_CLIENTS = 32;
const TRANSFER_MEMBERS = [1, 16, 32];
const SPIN_MEMBERS = [32, 64];
const PGLITE_MEMBERS = 32;
/** The goals (section 1). */
const GOAL = { transferRatio: 0.5, transferP99Ms: 100, spinsAt64: 1000, pgliteTransfers: 500 };

interface Player extends LoadPlayer {
  member: TestMember;
}

/** Members funded for both kinds of call, with money on both sides of the transfers. */
async function players(t: TestApp, count: number): Promise<Player[]> {
  const slot = await houseGameNode(t, SLOT_GAME_CODE);
  const made: Player[] = [];
  for (let i = 0; i < count; i++) {
    const member = await newMember(t.app, "bm");
    await fund(t, member.id, "10000");
    const res = await post(t.app, API.walletTransfer, member.token, {
      from: "MAIN",
      to: "SANDBOX",
      amount: "500",
      requestId: randomUUID(),
    });
    if (res.json().value?.status !== "SUCCEEDED") throw new Error(`funding the vendor wallet failed: ${res.body}`);
    made.push({
      member,
      token: member.token,
      toVendor: true,
      gameToken: await launchHouseGame(t.app, member.token, slot),
    });
  }
  return made;
}

interface Row {
  figure: string;
  run: Run;
  ratio: string;
}
const rows: Row[] = [];
const members = (n: number) => `${n} member${n === 1 ? "" : "s"}`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const met = (yes: boolean) => (yes ? "met" : "not met");

function report(figure: string, run: Run, ratio: string): void {
  rows.push({ figure, run, ratio });
  const failed = run.failed.size > 0 ? `; failed ${JSON.stringify(Object.fromEntries(run.failed))}` : "";
  console.log(
    `${figure}: ${perSecond(run).toFixed(1)}/s (${run.done} in ${run.seconds.toFixed(1)} s), ` +
      `p50 ${ms(percentile(run.latenciesMs, 0.5))}, p99 ${ms(percentile(run.latenciesMs, 0.99))}, ${ratio}${failed}`,
  );
}

async function ledgerClean(t: TestApp): Promise<boolean> {
  const problems = await checkLedger(t.database.db);
  console.log(`ledger check (${t.database.driver}): ${problems.length === 0 ? "clean" : JSON.stringify(problems)}`);
  return problems.length === 0;
}

/** The app on its own PostgreSQL database: transfers at each member count, then spins. */
async function onPostgres(admin: pg.Client, tps: number): Promise<boolean> {
  const { t, close } = await openProductionApp(redisUrl, "benchmoney");
  let list: Player[] = [];
  try {
    const base = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
    const [{ name: database }] = (await queryRows(t.database.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    console.log(`app on PostgreSQL (database ${database}, pool of 10), ${redisUrl ? "with" : "without"} Redis`);
    list = await players(t, Math.max(...TRANSFER_MEMBERS, ...SPIN_MEMBERS));
    await runLoad(base, "transfer", list.slice(0, 32), WARM_UP_SECONDS);
    await runLoad(base, "spin", list, WARM_UP_SECONDS);

    const vsPgbench = (run: Run) => `${(perSecond(run) / tps).toFixed(3)}x pgbench`;
    for (const n of TRANSFER_MEMBERS.slice(0, -1)) {
      const run = await runLoad(base, "transfer", list.slice(0, n), SECONDS);
      report(`PostgreSQL transfers, ${members(n)}`, run, vsPgbench(run));
    }
    const n = TRANSFER_MEMBERS.at(-1)!;
    let before = await settledCounters(admin, database);
    const { result: run, waits } = await sampleWaits(admin, database, () =>
      runLoad(base, "transfer", list.slice(0, n), SECONDS),
    );
    let after = await settledCounters(admin, database);
    report(`PostgreSQL transfers, ${members(n)}`, run, vsPgbench(run));
    const ratio = perSecond(run) / tps;
    const p99 = percentile(run.latenciesMs, 0.99);
    console.log(
      `  goals: >= ${GOAL.transferRatio}x pgbench ${met(ratio >= GOAL.transferRatio)}, ` +
        `p99 <= ${GOAL.transferP99Ms} ms ${met(p99 <= GOAL.transferP99Ms)}`,
    );
    console.log(`  per transfer: ${perOperation(before, after, run.done)}`);
    console.log(`  ${waits}`);

    for (const m of SPIN_MEMBERS) {
      before = after;
      const { result: spins, waits } = await sampleWaits(admin, database, () =>
        runLoad(base, "spin", list.slice(0, m), SECONDS),
      );
      after = await settledCounters(admin, database);
      report(
        `PostgreSQL spins, ${members(m)}`,
        spins,
        `${(perSecond(spins) / GOAL.spinsAt64).toFixed(3)}x goal ${GOAL.spinsAt64}/s`,
      );
      console.log(`  per spin: ${perOperation(before, after, spins.done)}`);
      console.log(`  ${waits}`);
    }
    return await ledgerClean(t);
  } finally {
    await close();
  }
}

/** The app on in-memory PGlite: createTestApp picks PostgreSQL whenever DATABASE_URL is set. */
async function onPglite(): Promise<boolean> {
  delete process.env.DATABASE_URL;
  const t = await createTestApp(PRODUCTION_ENV).finally(() => (process.env.DATABASE_URL = adminUrl));
  let list: Player[] = [];
  try {
    const base = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
    list = await players(t, PGLITE_MEMBERS);
    await runLoad(base, "transfer", list, WARM_UP_SECONDS);
    await runLoad(base, "spin", list, WARM_UP_SECONDS);
    const transfers = await runLoad(base, "transfer", list, SECONDS);
    const vsGoal = perSecond(transfers) / GOAL.pgliteTransfers;
    report(`PGlite transfers, ${members(PGLITE_MEMBERS)}`, transfers, `${vsGoal.toFixed(3)}x goal 500/s`);
    console.log(`  goal: >= ${GOAL.pgliteTransfers}/s ${met(vsGoal >= 1)}`);
    const spins = await runLoad(base, "spin", list, SECONDS);
    report(`PGlite spins, ${members(PGLITE_MEMBERS)}`, spins, "(no goal)");
    return await ledgerClean(t);
  } finally {
    await t.close();
  }
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  const tps = await pgbenchTps(admin, adminUrl, PGBENCH_CLIENTS, SECONDS);
  console.log(`baseline pgbench TPC-B (scale 1, ${PGBENCH_CLIENTS} clients, ${SECONDS} s): ${tps.toFixed(0)} tps`);
  const postgresClean = await onPostgres(admin, tps);
  const clean = (await onPglite()) && postgresClean;
  const spinsAt64 = rows.find((row) => row.figure === `PostgreSQL spins, ${members(64)}`)!.run;
  console.log(`goal: house spins at 64 members >= ${GOAL.spinsAt64}/s ${met(perSecond(spinsAt64) >= GOAL.spinsAt64)}`);
  console.log(`\nsummary (baseline pgbench TPC-B ${tps.toFixed(0)} tps; ledger ${clean ? "clean" : "NOT clean"})`);
  console.table(
    rows.map(({ figure, run, ratio }) => ({
      figure,
      "per s": Number(perSecond(run).toFixed(1)),
      "p50 ms": Number(percentile(run.latenciesMs, 0.5).toFixed(1)),
      "p99 ms": Number(percentile(run.latenciesMs, 0.99).toFixed(1)),
      ratio,
    })),
  );
  if (!clean) process.exitCode = 1;
} finally {
  await admin.end();
}
