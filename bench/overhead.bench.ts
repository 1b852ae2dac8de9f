/**
 * Per-request overhead of the hot read calls (issue 12, section 3): each call on the real app
 * (demo seed, production caches) against bare Fastify answering that call's own body, captured
 * first, in the same run, at 10 and 32 connections over loopback HTTP. Requests carry the
 * headers the web sends; member info and the balance are a logged-in, funded member's. Runs on
 * PGlite in memory, then, when DATABASE_URL is set, on a fresh PostgreSQL database with Redis
 * (REDIS_URL, its own key prefix, removed at the end). Prints req/s, p50, p99 and the ratio per
 * call, and whether the issue's goals are met. This machine's speed drifts by up to 2x within a
 * minute (a shared host), so the two servers are measured in alternating short rounds and each
 * figure is the median of its rounds, the ratio the median of the rounds' own ratios.
 *   npm run bench:overhead                     (BENCH_SECONDS per round, default 2; BENCH_ROUNDS, default 3)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:overhead
 */

import autocannon from "autocannon";
import Fastify from "fastify";
import { ANNOUNCEMENT_PLATFORM_WEB } from "@portal/contract/announcements";
import { HOT_GAMES_IS_PLATFORM, LOTTERY_POPULAR_COUNT } from "@portal/contract/constants";
import { API, DEVICE_WEB, HEADER } from "@portal/contract/api/paths";
import { createTestApp, type TestApp } from "../apps/server/test/test-app";
import { openProductionApp, PRODUCTION_ENV } from "./production-app";
import { fund, newMember } from "../apps/server/test/money-helper";
import { median } from "./stats";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_ROUNDS must be a whole number of at least 1`);
const WARMUP_S = Math.min(1, DURATION_S);
const CONNECTIONS = [10, 32] as const;
// The load comes from a worker thread, so the client does not take the event loop the server runs on.
const CLIENT_WORKERS = 1;

type Group = "status" | "catalogue" | "member" | "balance";
interface Call {
  name: string;
  group: Group;
  path: string;
  loggedIn: boolean;
}

function calls(merchantCode: string): Call[] {
  const lang = "language=en";
  return [
    { name: "status", group: "status", path: API.systemStatus, loggedIn: false },
    { name: "lottery menus", group: "catalogue", path: `${API.gameMenus}?${lang}`, loggedIn: false },
    {
      name: "lottery popular",
      group: "catalogue",
      path: `${API.lotteryPopular}?count=${LOTTERY_POPULAR_COUNT}&${lang}&prizeMode=SEA&device=WEB`,
      loggedIn: false,
    },
    { name: "VN lottery menu", group: "catalogue", path: `${API.vnGameMenu}?${lang}`, loggedIn: false },
    { name: "vendor lanes", group: "catalogue", path: `${API.vendorLanes}?${lang}`, loggedIn: false },
    {
      name: "hot games",
      group: "catalogue",
      path: `${API.hotGames}?isPlatform=${HOT_GAMES_IS_PLATFORM}&platform=${ANNOUNCEMENT_PLATFORM_WEB}&${lang}&merchantCode=${merchantCode}`,
      loggedIn: false,
    },
    { name: "member info", group: "member", path: API.memberInfo, loggedIn: true },
    { name: "wallet balance", group: "balance", path: API.walletBalance, loggedIn: true },
  ];
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: CLIENT_WORKERS });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

interface Row {
  call: Call;
  connections: number;
  bytes: number;
  portal: Figures;
  baseline: Figures;
  /** The median of the rounds' ratios (portal req/s over bare req/s in the same round). */
  ratio: number;
  /** The portal's worst p99 over the rounds: a tail goal is not met by discarding a bad round. */
  worstP99: number;
}

const medianFigures = (rounds: Figures[]): Figures => ({
  rps: median(rounds.map((f) => f.rps)),
  p50: median(rounds.map((f) => f.p50)),
  p99: median(rounds.map((f) => f.p99)),
});

/**
 * Alternating rounds of the bare server and the portal, so a drift in the machine's speed hits
 * both; the order flips each round (bare first, then portal first), so neither is always later.
 */
async function compare(bareUrl: string, portalUrl: string, headers: Record<string, string>, connections: number) {
  const bare: Figures[] = [];
  const portal: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measureBare = async () => bare.push(await load(bareUrl, headers, connections, DURATION_S));
    const measurePortal = async () => portal.push(await load(portalUrl, headers, connections, DURATION_S));
    if (round % 2 === 0) {
      await measureBare();
      await measurePortal();
    } else {
      await measurePortal();
      await measureBare();
    }
  }
  return {
    baseline: medianFigures(bare),
    portal: medianFigures(portal),
    ratio: median(portal.map((p, i) => p.rps / bare[i]!.rps)),
    worstP99: Math.max(...portal.map((p) => p.p99)),
  };
}

/** Every call on one database: the portal's figures and the bare server's, side by side. */
async function measureDatabase(t: TestApp, label: string): Promise<Row[]> {
  const member = await newMember(t.app, "bench");
  await fund(t, member.id, "100");
  const portalUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const web = { accept: "application/json", [HEADER.merchant]: t.config.merchantCode, [HEADER.language]: "en" };
  const headersOf = (call: Call): Record<string, string> => ({
    ...web,
    [HEADER.device]: DEVICE_WEB,
    ...(call.loggedIn ? { [HEADER.authorization]: member.token } : {}),
  });

  const list = calls(t.config.merchantCode);
  const bodies: string[] = [];
  for (const call of list) {
    const res = await fetch(`${portalUrl}${call.path}`, { headers: headersOf(call) });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${call.name} answered ${res.status}: ${body.slice(0, 200)}`);
    bodies.push(body);
  }
  const bare = Fastify({ logger: false });
  list.forEach((_, i) => bare.get(`/${i}`, async (_req, reply) => reply.type("application/json").send(bodies[i])));
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  const rows: Row[] = [];
  try {
    for (const [i, call] of list.entries()) {
      const headers = headersOf(call);
      await load(`${portalUrl}${call.path}`, headers, CONNECTIONS[0], WARMUP_S);
      await load(`${bareUrl}/${i}`, headers, CONNECTIONS[0], WARMUP_S);
      for (const connections of CONNECTIONS) {
        const measured = await compare(`${bareUrl}/${i}`, `${portalUrl}${call.path}`, headers, connections);
        const row: Row = { call, connections, bytes: Buffer.byteLength(bodies[i]!), ...measured };
        rows.push(row);
        console.log(
          `[${label}] ${call.name} (${row.bytes} B, ${connections} conn): ${fmt(row.portal)} | ` +
            `bare Fastify ${fmt(row.baseline)} | ratio ${row.ratio.toFixed(3)}`,
        );
      }
    }
  } finally {
    await bare.close();
  }
  return rows;
}

const fmt = (f: Figures) => `${f.rps.toFixed(0)} req/s p50 ${f.p50} ms p99 ${f.p99} ms`;

/** The goals, judged on the lower ratio of the two connection counts. */
function goals(label: string, rows: Row[], onPostgresWithRedis: boolean): string[] {
  const worst = (group: Group) => Math.min(...rows.filter((r) => r.call.group === group).map((r) => r.ratio));
  const met = (ok: boolean) => (ok ? "met" : "NOT met");
  const status = worst("status");
  const catalogue = worst("catalogue");
  const member = worst("member");
  const memberP99 = Math.max(
    ...rows.filter((r) => r.call.group === "member" && r.connections === 32).map((r) => r.worstP99),
  );
  const lines = [
    `[${label}] goal status >= 0.5x: ${status.toFixed(3)}x, ${met(status >= 0.5)}`,
    `[${label}] goal catalogue calls >= 0.3x (lowest of ${new Set(rows.filter((r) => r.call.group === "catalogue").map((r) => r.call.name)).size}): ${catalogue.toFixed(3)}x, ${met(catalogue >= 0.3)}`,
  ];
  const memberLine = `member info >= 0.3x with p99 <= 25 ms at 32 conn: ${member.toFixed(3)}x, worst round's p99 ${memberP99} ms`;
  lines.push(
    onPostgresWithRedis
      ? `[${label}] goal ${memberLine}, ${met(member >= 0.3 && memberP99 <= 25)}`
      : `[${label}] (the goal is on PostgreSQL + Redis) ${memberLine}`,
  );
  return lines;
}

function table(results: { label: string; rows: Row[] }[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (s: string, n: number) => s.padStart(n);
  console.log(
    `\nEach figure is the median of its ${ROUNDS} rounds, the ratio the median of the rounds' own ratios ` +
      `(so req/s over bare need not equal it).`,
  );
  console.log(
    `${pad("database", 20)}${pad("call", 17)}${num("conn", 5)}${num("bytes", 7)}${num("req/s", 8)}${num("p50", 5)}${num("p99", 5)}` +
      `${num("bare", 8)}${num("p50", 5)}${num("p99", 5)}${num("ratio", 8)}`,
  );
  for (const { label, rows } of results)
    for (const r of rows)
      console.log(
        pad(label, 20) +
          pad(r.call.name, 17) +
          num(String(r.connections), 5) +
          num(String(r.bytes), 7) +
          num(r.portal.rps.toFixed(0), 8) +
          num(String(r.portal.p50), 5) +
          num(String(r.portal.p99), 5) +
          num(r.baseline.rps.toFixed(0), 8) +
          num(String(r.baseline.p50), 5) +
          num(String(r.baseline.p99), 5) +
          num(r.ratio.toFixed(3), 8),
      );
}

const postgresUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const results: { label: string; rows: Row[]; postgresWithRedis: boolean }[] = [];

// createTestApp opens PGlite unless DATABASE_URL is set: hidden for the first pass.
delete process.env.DATABASE_URL;
const pglite = await createTestApp(PRODUCTION_ENV);
try {
  results.push({ label: "PGlite", rows: await measureDatabase(pglite, "PGlite"), postgresWithRedis: false });
} finally {
  await pglite.close();
}

if (postgresUrl) {
  process.env.DATABASE_URL = postgresUrl;
  const label = redisUrl ? "PostgreSQL + Redis" : "PostgreSQL";
  const { t, close } = await openProductionApp(redisUrl);
  try {
    results.push({ label, rows: await measureDatabase(t, label), postgresWithRedis: redisUrl !== undefined });
  } finally {
    await close();
  }
}

table(results);
console.log("");
for (const r of results) for (const line of goals(r.label, r.rows, r.postgresWithRedis)) console.log(line);
if (!postgresUrl) console.log("(set DATABASE_URL and REDIS_URL to measure on PostgreSQL + Redis too)");
