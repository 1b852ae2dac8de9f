import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { ADMIN } from "@portal/contract/api/admin";
import { HEADER, pathWith } from "@portal/contract/api/paths";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { jobRuns, merchants } from "../src/db/schema";
import { seedOnStart } from "../src/db/seed/on-start";
import { MINUTE_MS, SECOND_MS } from "../src/jobs/periods";
import { JobRunRepository } from "../src/jobs/repository";
import { JobRunner, type JobDefinition } from "../src/jobs/runner";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { get, newMember, operatorToken, post } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, openTestDatabase, type TestApp } from "./test-app";

const log = pino({ level: "silent" });

describe("operators and job runs", () => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  let memberToken: string;
  let failedId: number;
  let succeededId: number;
  let calls = 0;
  let fail = true;
  let runner: JobRunner;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorToken(t);
    await post(t.app, ADMIN.operators, admin, {
      username: "finance_jobs",
      password: "Finance-Pass-123",
      role: "FINANCE",
    });
    finance = (await signInOperator(t, { username: "finance_jobs", password: "Finance-Pass-123" })).token;
    memberToken = (await newMember(t.app, "jobs")).token;

    // One job failing its only attempt, another succeeding, run by a runner on the test's clock.
    const job = (name: string, work: () => Promise<void>): JobDefinition => ({
      name,
      period: { everyMs: MINUTE_MS },
      catchUp: { kind: "latestOnly" },
      maxAttempts: 1,
      retryDelayMs: SECOND_MS,
      maxRetryDelayMs: SECOND_MS,
      leaseMs: MINUTE_MS,
      run: work,
    });
    runner = new JobRunner({
      repository: new JobRunRepository(t.database.db),
      log,
      clock: () => new Date(Date.parse("2030-01-01T00:00:05Z")),
      jobs: [
        job("settleTest", async () => {
          calls++;
          if (fail) throw new Error("the vendor did not answer");
        }),
        job("sweepTest", async () => {}),
      ],
    });
    await runner.tick();
    const rows = await t.database.db.select().from(jobRuns);
    failedId = rows.find((r) => r.job === "settleTest")!.id;
    succeededId = rows.find((r) => r.job === "sweepTest")!.id;
  });
  afterAll(() => t.close());

  it("lists runs newest first, paged, filtered by job and status (ADMIN only)", async () => {
    const all = await get(t.app, ADMIN.jobs, admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().value).toMatchObject({ total: 2, page: 1, pageSize: 50 });

    const failed = (await get(t.app, `${ADMIN.jobs}?status=FAILED`, admin)).json().value;
    expect(failed.list).toEqual([
      {
        id: failedId,
        job: "settleTest",
        period: "2029-12-31T23:59:00.000Z",
        status: "FAILED",
        attempts: 1,
        startedAt: Date.parse("2030-01-01T00:00:05Z"),
        finishedAt: Date.parse("2030-01-01T00:00:05Z"),
        nextAttemptAt: Date.parse("2030-01-01T00:00:05Z"),
        claimedBy: expect.any(String),
        error: "Error: the vendor did not answer",
      },
    ]);
    const byJob = (await get(t.app, `${ADMIN.jobs}?job=sweepTest&pageSize=1`, admin)).json().value;
    expect(byJob).toMatchObject({ total: 1, pageSize: 1, list: [{ id: succeededId, status: "SUCCEEDED" }] });
    expect((await get(t.app, `${ADMIN.jobs}?status=LOST`, admin)).json().errorCode).toBe("VALIDATION_FAILED");
  });

  it("refuses an ADMIN of another brand: the jobs are the platform's", async () => {
    const [brand] = await t.database.db.insert(merchants).values({ code: "OTHERJOBS", name: "Other" }).returning();
    const password = "Other-Admin-Pass-123";
    await new Operators(new OperatorRepository(t.database.db)).create({
      merchantId: brand!.id,
      username: "other_admin",
      password,
      role: "ADMIN",
    });
    const other = (
      await signInOperator(
        t,
        { username: "other_admin", password },
        { headers: { [HEADER.merchant]: "OTHERJOBS" }, merchantId: brand!.id },
      )
    ).token;
    const asOther = (url: string, method: "GET" | "POST" = "GET") =>
      t.app.inject({ method, url, headers: { authorization: other, [HEADER.merchant]: "OTHERJOBS" } });

    const list = await asOther(ADMIN.jobs);
    expect([list.statusCode, list.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    const badQuery = await asOther(`${ADMIN.jobs}?status=LOST`);
    expect([badQuery.statusCode, badQuery.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    const rerun = await asOther(pathWith(ADMIN.jobRerun, { id: failedId }), "POST");
    expect([rerun.statusCode, rerun.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    expect((await t.database.db.select().from(jobRuns).where(eq(jobRuns.id, failedId)))[0]!.status).toBe("FAILED");
    // The same operator runs its own brand's back office as before.
    expect((await asOther(ADMIN.audit)).json().success).toBe(true);
  });

  it("refuses callers other than an ADMIN operator", async () => {
    const noToken = await t.app.inject({ method: "GET", url: ADMIN.jobs });
    expect([noToken.statusCode, noToken.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
    const member = await get(t.app, ADMIN.jobs, memberToken);
    expect([member.statusCode, member.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
    expect((await get(t.app, ADMIN.jobs, finance)).json().errorCode).toBe("FORBIDDEN");

    const rerun = pathWith(ADMIN.jobRerun, { id: failedId });
    expect((await t.app.inject({ method: "POST", url: rerun })).json().errorCode).toBe("NOT_LOGGED_IN");
    expect((await post(t.app, rerun, memberToken)).json().errorCode).toBe("NOT_LOGGED_IN");
    expect((await post(t.app, rerun, finance)).json().errorCode).toBe("FORBIDDEN");
    // Refused: still FAILED, nothing audited.
    const [row] = (await get(t.app, `${ADMIN.jobs}?job=settleTest`, admin)).json().value.list;
    expect(row.status).toBe("FAILED");
  });

  it("re-runs a FAILED run (audited), which the next runner poll runs once", async () => {
    const rerun = await post(t.app, pathWith(ADMIN.jobRerun, { id: failedId }), admin);
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json().value).toMatchObject({ id: failedId, status: "PENDING", attempts: 0 });

    const audit = (await get(t.app, ADMIN.audit, admin)).json().value.list;
    expect(audit[0]).toMatchObject({
      action: "job.rerun",
      targetType: "jobRun",
      targetId: String(failedId),
      detail: { job: "settleTest", period: "2029-12-31T23:59:00.000Z", error: "Error: the vendor did not answer" },
    });

    // Only a FAILED run may be re-run: now PENDING, it is refused, as is a SUCCEEDED one.
    const again = await post(t.app, pathWith(ADMIN.jobRerun, { id: failedId }), admin);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "INVALID_STATE"]);
    const done = await post(t.app, pathWith(ADMIN.jobRerun, { id: succeededId }), admin);
    expect(done.json().errorCode).toBe("INVALID_STATE");
    const missing = await post(t.app, pathWith(ADMIN.jobRerun, { id: 999_999 }), admin);
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, "NOT_FOUND"]);

    fail = false;
    await runner.tick();
    await runner.tick();
    expect(calls).toBe(2);
    const [row] = (await get(t.app, `${ADMIN.jobs}?job=settleTest`, admin)).json().value.list;
    expect(row).toMatchObject({ status: "SUCCEEDED", attempts: 1, error: null });
  });
});

describe("the server's own jobs", () => {
  /**
   * A server on a fresh database, built with `env` and started; `whileUp` runs before it closes.
   * Returns its job runs, by job.
   */
  async function runsOfAServer(
    env: Record<string, string>,
    whileUp: (runs: () => Promise<unknown[]>) => Promise<void>,
  ) {
    const { database, dropDatabase } = await openTestDatabase();
    // One line per job and outcome: a run that crosses a period's end (the real-time salary's
    // 5 minutes) records two periods, each run once.
    const runs = async () => [
      ...new Map(
        (await database.db.select().from(jobRuns).orderBy(jobRuns.job)).map((r) => [
          `${r.job}:${r.status}:${r.attempts}`,
          [r.job, r.status, r.attempts],
        ]),
      ).values(),
    ];
    try {
      // The brand without the demo (whose argon2 hashes cost seconds): one merchant to run for.
      const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", ...env });
      await seedOnStart(database.db, config);
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      await whileUp(runs);
      // Closing waits for the pass the start began: its periods are recorded by then.
      await app.close();
      return await runs();
    } finally {
      await database.close();
      await dropDatabase();
    }
  }

  it("run on the runner by default, each once on start", async () => {
    const succeeded = [
      ["betPull", "SUCCEEDED", 1],
      ["bonusExpiry", "SUCCEEDED", 1],
      ["cashback", "SUCCEEDED", 1],
      ["contracts", "SUCCEEDED", 1],
      ["lotteryDraws", "SUCCEEDED", 1],
      ["lotterySettlement", "SUCCEEDED", 1],
      ["points", "SUCCEEDED", 1],
      ["realtimeSalary", "SUCCEEDED", 1],
      ["rebates", "SUCCEEDED", 1],
      ["reconcile", "SUCCEEDED", 1],
      ["referrals", "SUCCEEDED", 1],
      ["rewardExpiry", "SUCCEEDED", 1],
      ["vip", "SUCCEEDED", 1],
      ["withdrawalAutoConfirm", "SUCCEEDED", 1],
    ];
    const runs = await runsOfAServer({}, async (runs) => {
      await expect.poll(runs, { timeout: 20_000 }).toEqual(succeeded);
    });
    expect(runs).toEqual(succeeded);
  });

  it("do not run on a server with JOBS=off", async () => {
    expect(await runsOfAServer({ JOBS: "off" }, async () => {})).toEqual([]);
  });
});
