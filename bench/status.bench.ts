/**
 * Start-up call throughput: GET /wps/system/status on the real app (PGlite in memory, demo
 * seed) against a baseline of bare Fastify answering a JSON body of the same size, both
 * measured over loopback HTTP in this run. Prints requests per second and the ratio.
 *   npm run bench:status
 */
import autocannon from "autocannon";
import Fastify from "fastify";
import { createTestApp } from "../apps/server/test/test-app";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

// Production defaults: the status cache on (tests turn it off to see writes at once).
const portal = await createTestApp({ STATUS_CACHE_MS: "2000" });
const portalUrl = await portal.app.listen({ port: 0, host: "127.0.0.1" });
const sample = (await portal.app.inject({ method: "GET", url: "/wps/system/status" })).body;

const bare = Fastify({ logger: false });
bare.get("/", async (_req, reply) => reply.type("application/json").send(sample));
const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

try {
  const baseline = await measure(bareUrl);
  const status = await measure(`${portalUrl}/wps/system/status`);
  console.log(`baseline bare Fastify (same ${sample.length}-byte body): ${baseline.toFixed(0)} req/s`);
  console.log(`GET /wps/system/status: ${status.toFixed(0)} req/s`);
  console.log(`ratio to baseline: ${(status / baseline).toFixed(3)}`);
} finally {
  await bare.close();
  await portal.close();
}
