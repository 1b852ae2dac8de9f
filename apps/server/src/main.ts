import { existsSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { copyPgliteTemplate, pgliteTemplateFiles } from "./db/pglite-template";
import { seedOnStart } from "./db/seed/on-start";
import { createLogger, logConnectionLoss } from "./lib/logger";
import { serverRoot } from "./lib/server-root";

/** Parses config, opens and migrates the database, seeds the brand (and the demo when asked), listens. */
async function main() {
  let config;
  try {
    // The web build is served when it exists; without it (API only, e.g. before `npm run build`)
    // the server still starts. An explicit WEB_DIST_DIR that is missing stays an error.
    const builtWeb = path.resolve(serverRoot(), "..", "web", "dist");
    const builtBackOffice = path.resolve(serverRoot(), "..", "back-office", "dist");
    config = loadConfig(process.env, {
      webDistDir: existsSync(path.join(builtWeb, "index.html")) ? builtWeb : undefined,
      backOfficeDistDir: existsSync(path.join(builtBackOffice, "index.html")) ? builtBackOffice : undefined,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!config.databaseUrl) {
    // PGlite's WebAssembly compiled by the baseline compiler only, before it is compiled: about
    // 75 MiB less resident memory and a quicker start, for the same CPU per query on the
    // portal's short queries (docs/decisions/0020-pglite-memory-and-startup.md).
    v8.setFlagsFromString("--liftoff-only");
    // A first start copies the migrated data directory the build made, instead of running initdb.
    await copyPgliteTemplate(pgliteTemplateFiles(path.join(serverRoot(), "dist")), pgliteDir);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    onConnectionError: logConnectionLoss(logger),
    poolMax: config.databasePoolMax,
    acquireTimeoutMs: config.databaseAcquireTimeoutMs,
  });
  const { createdAccounts, createdOperators } = await seedOnStart(database.db, config);
  // Shown once: only the start that creates the demo accounts knows their passwords.
  for (const a of createdAccounts)
    console.log(`Demo account created: ${a.account} / ${a.password} (type ${a.memberType})`);
  for (const o of createdOperators)
    console.log(`Demo operator created (back office, /admin/*): ${o.username} / ${o.password} (ADMIN)`);

  const app = await buildApp({ config, database, logger });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace("127.0.0.1", "localhost");
  console.log(`Portal ready on ${shown} (database: ${database.driver})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
