import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { databaseUrl, withPg } from "./pg-admin";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `npm run worker`'s entry as a child process; `ready` resolves when it prints its ready line. */
function startWorker(env: Record<string, string | undefined>) {
  const { DATABASE_URL: _unused, REDIS_URL: _unusedToo, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes("Worker ready")) resolve();
    });
    void exited.then((code) => reject(new Error(`the worker exited (${code}): ${stderr}`)));
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

describe("npm run worker", () => {
  it("refuses embedded PGlite, whose data belongs to the server's process", async () => {
    const worker = startWorker({});
    worker.ready.catch(() => {});
    expect(await worker.exited).toBe(1);
    expect(worker.output().stderr).toContain("The worker needs DATABASE_URL");
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "runs the jobs without listening, and stops on SIGTERM",
    async () => {
      const adminUrl = process.env.DATABASE_URL!;
      const name = `portal_test_worker_${randomBytes(6).toString("hex")}`;
      await withPg(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      try {
        const url = databaseUrl(adminUrl, name);
        const statuses = async () => {
          let rows: unknown[] = [];
          await withPg(
            url,
            async (c) => (rows = (await c.query("select distinct job, status from job_runs order by job")).rows),
          );
          return rows;
        };
        // JOBS=off is for the HTTP instances: the worker runs the jobs whatever it says.
        const worker = startWorker({ DATABASE_URL: url, JOBS: "off" });
        await worker.ready;
        await expect.poll(statuses, { timeout: 30_000 }).toEqual([
          { job: "betPull", status: "SUCCEEDED" },
          { job: "bonusExpiry", status: "SUCCEEDED" },
          { job: "cashback", status: "SUCCEEDED" },
          { job: "contracts", status: "SUCCEEDED" },
          { job: "lotteryDraws", status: "SUCCEEDED" },
          { job: "lotterySettlement", status: "SUCCEEDED" },
          { job: "points", status: "SUCCEEDED" },
          { job: "realtimeSalary", status: "SUCCEEDED" },
          { job: "rebates", status: "SUCCEEDED" },
          { job: "reconcile", status: "SUCCEEDED" },
          { job: "referrals", status: "SUCCEEDED" },
          { job: "rewardExpiry", status: "SUCCEEDED" },
          { job: "vip", status: "SUCCEEDED" },
          { job: "withdrawalAutoConfirm", status: "SUCCEEDED" },
        ]);
        worker.child.kill("SIGTERM");
        expect(await worker.exited).toBe(0);
        expect(worker.output().stdout).toContain("Worker stopped");
      } finally {
        await withPg(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
    60_000,
  );
});
