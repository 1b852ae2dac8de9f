/**
 * Memory and start-up (issue 12, section 4): starts the built server (`node
 * apps/server/dist/main.js`, demo brand seeded) on a free loopback port and measures the time from
 * spawn to the first 200 of /healthz, and the process's RSS then (with its peak so far) and in
 * steady state after STATUS_CALLS status calls: a first start on an empty database (on PGlite a
 * copy of the migrated template the build made, docs/decisions/0020; then the seed), then a
 * second start on the data the first one left. The baseline, in the same run:
 * a bare Fastify process answering /healthz, started the same way. PGlite in a fresh data
 * directory, then, when DATABASE_URL is set, a fresh PostgreSQL database (dropped at the end).
 * Linux only (RSS from /proc). Redis is not used.
 *   npm run bench:startup          (builds the server first)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { API, HEADER } from "@portal/contract/api/paths";
import { throwawayDatabase } from "./throwaway-database";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverMain = path.join(repoRoot, "apps", "server", "dist", "main.js");
const STATUS_CALLS = Number(process.env.BENCH_STATUS_CALLS ?? 1000);
const STATUS_CONCURRENCY = 10;
// A first start hashes the demo passwords (argon2) and migrates: slow on a busy machine.
const READY_TIMEOUT_MS = 180_000;
const MERCHANT_CODE = "DEMO";

// The bare process: Fastify from the repository's node_modules answering /healthz.
const bareScript = `
import Fastify from "fastify";
const app = Fastify({ logger: false });
app.get("/healthz", async () => ({ success: true, value: { status: "ok" } }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  await new Promise<void>((closed) => server.close(() => closed()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** VmRSS and VmHWM (peak RSS) of a process, in MiB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

interface Start {
  readyMs: number;
  readyRss: number;
  readyPeak: number;
  steadyRss: number;
  steadyPeak: number;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}

/** Spawns `args`, polls /healthz until 200, then makes the status calls; stops the process. */
async function measureStart(args: string[], env: Record<string, string>, statusPath: string): Promise<Start> {
  const port = await freePort();
  // The caller's DATABASE_URL and REDIS_URL never reach the child unless `env` names them.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...callerEnv } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...callerEnv, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    let readyMs = 0;
    while (readyMs === 0) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited (${child.exitCode}):\n${errors}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`not ready in ${READY_TIMEOUT_MS} ms`);
      const res = await fetch(`${base}/healthz`).catch(() => undefined);
      if (res) await res.arrayBuffer();
      if (res?.status === 200) readyMs = performance.now() - started;
      else await new Promise((wait) => setTimeout(wait, 10));
    }
    const ready = memory(child.pid!);
    let next = 0;
    await Promise.all(
      Array.from({ length: STATUS_CONCURRENCY }, async () => {
        while (next++ < STATUS_CALLS) {
          const res = await fetch(`${base}${statusPath}`, { headers: { [HEADER.merchant]: MERCHANT_CODE } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${statusPath} answered ${res.status}`);
        }
      }),
    );
    const steady = memory(child.pid!);
    return { readyMs, readyRss: ready.rss, readyPeak: ready.peak, steadyRss: steady.rss, steadyPeak: steady.peak };
  } finally {
    await stop(child);
  }
}

const mib = (n: number) => n.toFixed(0);
const header =
  `${"start".padEnd(36)}${"first 200 s".padStart(12)}${"x bare".padStart(8)}${"RSS MiB".padStart(9)}` +
  `${"peak".padStart(6)}${"x bare".padStart(8)}${`after ${STATUS_CALLS} status calls: RSS MiB`.padStart(38)}` +
  `${"peak".padStart(6)}${"x bare".padStart(8)}`;

function report(label: string, start: Start, bare: Start): string {
  return (
    label.padEnd(36) +
    (start.readyMs / 1000).toFixed(2).padStart(12) +
    (start.readyMs / bare.readyMs).toFixed(1).padStart(8) +
    mib(start.readyRss).padStart(9) +
    mib(start.readyPeak).padStart(6) +
    (start.readyRss / bare.readyRss).toFixed(1).padStart(8) +
    mib(start.steadyRss).padStart(38) +
    mib(start.steadyPeak).padStart(6) +
    (start.steadyRss / bare.steadyRss).toFixed(1).padStart(8)
  );
}

/** A first start on an empty database, then a second one on what it left. */
async function firstAndSecond(env: Record<string, string>): Promise<[Start, Start]> {
  const portal = { MERCHANT_CODE, SEED_DEMO: "true", ...env };
  const first = await measureStart([serverMain], portal, API.systemStatus);
  const second = await measureStart([serverMain], portal, API.systemStatus);
  return [first, second];
}

if (!existsSync(serverMain)) throw new Error(`${serverMain} not found: run \`npm run build -w @portal/server\``);
console.log(`web build served: ${existsSync(path.join(repoRoot, "apps", "web", "dist", "index.html")) ? "yes" : "no"}`);
const bareArgs = ["--input-type=module", "-e", bareScript];
const bare = await measureStart(bareArgs, {}, "/healthz");
const lines = [report("baseline: bare Fastify process", bare, bare)];
console.log(header);
console.log(lines[0]);

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-startup-"));
try {
  const [first, second] = await firstAndSecond({ DATA_DIR: dataDir });
  lines.push(
    report("PGlite, first start (empty)", first, bare),
    report("PGlite, second start (existing)", second, bare),
  );
  console.log(lines.slice(-2).join("\n"));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { url, drop } = await throwawayDatabase(admin, adminUrl);
  const emptyDir = mkdtempSync(path.join(tmpdir(), "portal-startup-"));
  try {
    const [first, second] = await firstAndSecond({ DATABASE_URL: url.toString(), DATA_DIR: emptyDir });
    lines.push(
      report("PostgreSQL, first start (empty)", first, bare),
      report("PostgreSQL, second start (existing)", second, bare),
    );
    console.log(lines.slice(-2).join("\n"));
  } finally {
    rmSync(emptyDir, { recursive: true, force: true });
    await drop();
    await admin.end();
  }
} else {
  console.log("(set DATABASE_URL to measure a PostgreSQL instance too)");
}
console.log(`\nsummary (issue 12: 868 MiB after the first start, 390-550 MiB steady, 3.7 s to the first 200)`);
console.log(header);
for (const line of lines) console.log(line);
