/**
 * Starts the production build as a user would run it (`node apps/server/dist/main.js`, the built
 * web app, a fresh embedded database with the demo brand) on a free loopback port, for the
 * measurements that must see what a browser really gets: the bundle budget and the Lighthouse bench.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const serverMain = join(repoRoot, "apps", "server", "dist", "main.js");
const webIndex = join(repoRoot, "apps", "web", "dist", "index.html");
// A first start migrates and seeds the demo brand (argon2 hashes included): slow on a busy machine.
const READY_TIMEOUT_MS = 120_000;

/** The path of the Debian chromium unless CHROME_PATH names another; never a downloaded browser. */
export function chromePath() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error(`chromium not found at ${path}: install Debian's chromium or set CHROME_PATH`);
  return path;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolvePort) => server.listen(0, "127.0.0.1", resolvePort));
  const { port } = server.address();
  await new Promise((closed) => server.close(closed));
  return port;
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startBuiltPortal(env = {}) {
  for (const built of [serverMain, webIndex])
    if (!existsSync(built)) throw new Error(`${built} not found: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), "portal-measure-"));
  const port = await freePort();
  // Its own embedded database and no Redis, whatever the caller's environment says (CI exports
  // DATABASE_URL and REDIS_URL for the suites): a measurement must not seed or share their state.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...callerEnv } = process.env;
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...callerEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      MERCHANT_CODE: "DEMO",
      SEED_DEMO: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((ready, failed) => {
      const timer = setTimeout(
        () => failed(new Error(`server not ready in ${READY_TIMEOUT_MS} ms:\n${output}`)),
        READY_TIMEOUT_MS,
      );
      const watch = (chunk) => {
        output += chunk;
        if (output.includes("Portal ready on")) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout.on("data", watch);
      child.stderr.on("data", watch);
      child.once("exit", (code) => {
        clearTimeout(timer);
        failed(new Error(`server exited (${code}) before it was ready:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
