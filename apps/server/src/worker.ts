import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createLogger, logConnectionLoss } from "./lib/logger";

/**
 * `npm run worker`: the periodic jobs without the HTTP server. The app is built (the house
 * finishes its cut rounds through the vendor API, in process) but never listens. Stops
 * gracefully on SIGTERM and SIGINT: the runs in progress finish, no new one starts.
 * The HTTP instances then run with JOBS=off, or not: each period runs once either way.
 */
async function worker() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Embedded PGlite belongs to one process: a worker opening the server's data directory beside
  // it would damage the database. On PGlite the server runs the jobs itself (JOBS=on).
  if (!config.databaseUrl) {
    console.error(
      "The worker needs DATABASE_URL (a PostgreSQL server): with embedded PGlite the server runs the jobs itself",
    );
    process.exit(1);
  }

  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    onConnectionError: logConnectionLoss(logger),
    poolMax: config.databasePoolMax,
    acquireTimeoutMs: config.databaseAcquireTimeoutMs,
  });
  // No seeding: the HTTP server seeds the brand (and prints the demo passwords) on its start.
  const app = await buildApp({
    config: { ...config, webDistDir: undefined, backOfficeDistDir: undefined },
    database,
    logger,
    jobs: true,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "worker stopping");
    await app.close();
    await database.close();
    console.log("Worker stopped");
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.ready();
  console.log(`Worker ready: periodic jobs running on PostgreSQL`);
  // Nothing listens and the runner's timers do not hold the process: this keeps it alive.
  setInterval(() => {}, 1 << 30);
}

worker().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
