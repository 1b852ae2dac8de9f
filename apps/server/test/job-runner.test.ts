import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../src/db/client";
import { jobRuns } from "../src/db/schema";
import { HOUR_MS, MINUTE_MS, periodKey, SECOND_MS, type CatchUp } from "../src/jobs/periods";
import { JobRunRepository } from "../src/jobs/repository";
import { JobRunner, type JobContext, type JobDefinition, type Scheduler } from "../src/jobs/runner";
import { databaseUrl, withPg } from "./pg-admin";
import { openTestDatabase } from "./test-app";

const log = pino({ level: "silent" });
/** A minute boundary: periods of 30 s and 1 min start here. */
const T0 = Date.parse("2030-01-01T00:00:00Z");

let database: Database;
let dropDatabase: () => Promise<void>;
let repository: JobRunRepository;
beforeAll(async () => {
  ({ database, dropDatabase } = await openTestDatabase());
  repository = new JobRunRepository(database.db);
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

/** A clock the test moves. */
function testClock(startMs: number) {
  let nowMs = startMs;
  return {
    now: () => new Date(nowMs),
    set: (ms: number) => (nowMs = ms),
    advance: (ms: number) => (nowMs += ms),
  };
}

/** A job of 1-minute periods that records the periods it ran, and fails or waits when told. */
function recordingJob(
  name: string,
  options: {
    catchUp?: CatchUp;
    maxAttempts?: number;
    everyMs?: number;
    work?: (context: JobContext) => Promise<void>;
  } = {},
) {
  const ran: string[] = [];
  const job: JobDefinition = {
    name,
    period: { everyMs: options.everyMs ?? MINUTE_MS },
    catchUp: options.catchUp ?? { kind: "latestOnly" },
    maxAttempts: options.maxAttempts ?? 3,
    retryDelayMs: 10 * SECOND_MS,
    maxRetryDelayMs: MINUTE_MS,
    leaseMs: 2 * MINUTE_MS,
    run: async (context) => {
      ran.push(context.periodKey);
      await options.work?.(context);
    },
  };
  return { job, ran };
}

function runnerOf(
  jobs: JobDefinition[],
  clock: { now: () => Date },
  runnerId: string,
  db = repository,
  scheduler: Scheduler = manualScheduler(),
) {
  return new JobRunner({ repository: db, jobs, log, clock: clock.now, runnerId, scheduler });
}

/** A scheduler that never fires by itself: tests call tick(). */
function manualScheduler(): Scheduler & { tasks: (() => void)[]; cancelled: number } {
  const s = {
    tasks: [] as (() => void)[],
    cancelled: 0,
    every(_everyMs: number, task: () => void) {
      s.tasks.push(task);
      return () => void s.cancelled++;
    },
  };
  return s;
}

const rowsOf = (job: string) =>
  database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.periodStart);

/** Holds a job mid-run until the test opens it; `entered` resolves once the job is inside. */
function gate() {
  let open!: () => void;
  let enter!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const entered = new Promise<void>((resolve) => (enter = resolve));
  return {
    open,
    entered,
    hold: () => {
      enter();
      return opened;
    },
  };
}

/** A job that, like money-jobs.ts, stops between steps once its signal is aborted: it returns early. */
function politeJob(name: string, steps: { done: number }) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: (signal: AbortSignal) => void;
  const inside = new Promise<AbortSignal>((r) => (entered = r));
  const { job, ran } = recordingJob(name, {
    everyMs: HOUR_MS,
    work: async ({ signal }) => {
      for (let step = 0; step < 3; step++) {
        if (signal.aborted) return; // as withdrawalAutoConfirm / betPull do
        if (ran.length === 1 && step === 1) {
          entered(signal);
          await released; // step 1 of the first attempt hangs a while (a slow vendor)
        }
        steps.done++;
      }
    },
  });
  return { job, inside, release, calls: () => ran.length };
}

/**
 * An hourly job whose first run records its signal and waits at a gate the test opens; later
 * runs (a takeover) return at once.
 */
function heldJob(name: string) {
  const held = gate();
  let signal: AbortSignal | undefined;
  const { job, ran } = recordingJob(name, {
    everyMs: HOUR_MS,
    work: async (context) => {
      if (ran.length > 1) return;
      signal = context.signal;
      await held.hold();
    },
  });
  return { job, ran, held, signal: () => signal };
}

describe("the job runner", () => {
  it("runs each ended period once, however often it polls", async () => {
    const clock = testClock(T0 + 10 * SECOND_MS);
    const { job, ran } = recordingJob("once");
    const runner = runnerOf([job], clock, "r1");
    await runner.tick();
    await runner.tick();
    clock.advance(40 * SECOND_MS); // 00:00:50, same period still the latest ended
    await runner.tick();
    clock.advance(20 * SECOND_MS); // 00:01:10: the minute 00:00 has ended
    await runner.tick();
    expect(ran).toEqual([periodKey(T0 - MINUTE_MS), periodKey(T0)]);
    const rows = await rowsOf("once");
    expect(rows.map((r) => [r.periodKey, r.status, r.attempts])).toEqual([
      [periodKey(T0 - MINUTE_MS), "SUCCEEDED", 1],
      [periodKey(T0), "SUCCEEDED", 1],
    ]);
    expect(rows[1]!.finishedAt).toEqual(new Date(T0 + 70 * SECOND_MS));
  });

  it("retries a job that throws with back-off, records the error, and gives up after its attempts", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    let failures = 0;
    const { job, ran } = recordingJob("flaky", {
      maxAttempts: 3,
      work: async () => {
        failures++;
        throw new Error(`vendor unreachable (${failures})`);
      },
    });
    const runner = runnerOf([job], clock, "r1");
    await runner.tick();
    let [row] = await rowsOf("flaky");
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, error: "Error: vendor unreachable (1)" });
    // Back-off: 10 s after the first failure, then 20 s.
    expect(row!.nextAttemptAt).toEqual(new Date(T0 + 15 * SECOND_MS));

    clock.set(T0 + 14 * SECOND_MS);
    await runner.tick();
    expect(ran).toHaveLength(1);

    clock.set(T0 + 15 * SECOND_MS);
    await runner.tick();
    [row] = await rowsOf("flaky");
    expect(row).toMatchObject({ status: "PENDING", attempts: 2, error: "Error: vendor unreachable (2)" });
    expect(row!.nextAttemptAt).toEqual(new Date(T0 + 35 * SECOND_MS));

    clock.set(T0 + 35 * SECOND_MS);
    await runner.tick();
    [row] = await rowsOf("flaky");
    expect(row).toMatchObject({ status: "FAILED", attempts: 3, error: "Error: vendor unreachable (3)" });
    expect(row!.finishedAt).toEqual(new Date(T0 + 35 * SECOND_MS));

    // FAILED stays FAILED: no runner tries it again by itself.
    clock.set(T0 + 50 * SECOND_MS);
    await runner.tick();
    expect(ran).toHaveLength(3);
  });

  it("succeeds on a retry, clearing the error", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    let calls = 0;
    const { job } = recordingJob("second-try", {
      work: async () => {
        if (++calls === 1) throw new Error("busy");
      },
    });
    const runner = runnerOf([job], clock, "r1");
    await runner.tick();
    clock.advance(10 * SECOND_MS);
    await runner.tick();
    expect(await rowsOf("second-try")).toMatchObject([{ status: "SUCCEEDED", attempts: 2, error: null }]);
  });

  it("records a database error without its statement or parameters", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job } = recordingJob("bad-sql", {
      maxAttempts: 1,
      work: async () => {
        await database.db.execute("select * from no_such_table where secret = 'hunter2'");
      },
    });
    await runnerOf([job], clock, "r1").tick();
    const [row] = await rowsOf("bad-sql");
    expect(row!.status).toBe("FAILED");
    expect(row!.error).toContain("42P01");
    expect(row!.error).not.toContain("hunter2");
  });

  it("runs only the latest period missed while stopped, for a sweep", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, ran } = recordingJob("sweep-catch-up");
    await runnerOf([job], clock, "r1").tick();
    // Down for ten minutes; a new runner starts.
    clock.advance(10 * MINUTE_MS);
    const runner = new JobRunner({ repository, jobs: [job], log, clock: clock.now, scheduler: manualScheduler() });
    await runner.tick();
    await runner.tick();
    expect(ran).toEqual([periodKey(T0 - MINUTE_MS), periodKey(T0 + 9 * MINUTE_MS)]);
    expect(await rowsOf("sweep-catch-up")).toHaveLength(2);
  });

  it("runs every period missed while stopped once, within the window, for a settlement", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, ran } = recordingJob("settlement-catch-up", { catchUp: { kind: "everyPeriod", windowPeriods: 5 } });
    await runnerOf([job], clock, "r1").tick();
    clock.advance(3 * MINUTE_MS);
    const second = runnerOf([job], clock, "r2");
    await second.tick();
    await second.tick();
    expect(ran).toEqual([T0 - MINUTE_MS, T0, T0 + MINUTE_MS, T0 + 2 * MINUTE_MS].map(periodKey));

    // Down longer than the window: only its 5 periods run, each once.
    clock.advance(20 * MINUTE_MS);
    ran.length = 0;
    const third = runnerOf([job], clock, "r3");
    await third.tick();
    await third.tick();
    expect(ran).toEqual([18, 19, 20, 21, 22].map((m) => periodKey(T0 + m * MINUTE_MS)));
    const rows = await rowsOf("settlement-catch-up");
    expect(rows).toHaveLength(4 + 5);
    expect(rows.every((r) => r.status === "SUCCEEDED" && r.attempts === 1)).toBe(true);
  });

  it("takes over a crashed runner's claim once its lease expires, and ignores the late finish", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const held = gate();
    let calls = 0;
    const { job, ran } = recordingJob("takeover", {
      everyMs: HOUR_MS,
      work: async () => {
        // The first runner hangs mid-run (as good as crashed); the second finishes.
        if (++calls === 1) await held.hold();
      },
    });
    const crashed = runnerOf([job], clock, "crashed");
    const crashedPass = crashed.tick();
    await held.entered;
    expect(await rowsOf("takeover")).toMatchObject([{ status: "RUNNING", attempts: 1, claimedBy: "crashed#1" }]);

    const other = runnerOf([job], clock, "other");
    clock.advance(2 * MINUTE_MS - 1); // the lease holds until exactly 2 min after the claim
    await other.tick();
    expect(ran).toHaveLength(1);

    clock.advance(2);
    await other.tick();
    await other.tick();
    expect(ran).toHaveLength(2);
    expect(await rowsOf("takeover")).toMatchObject([{ status: "SUCCEEDED", attempts: 2, claimedBy: "other#2" }]);

    // The hung runner wakes up: its claim is gone, so its finish changes nothing.
    held.open();
    await crashedPass;
    expect(await rowsOf("takeover")).toMatchObject([{ status: "SUCCEEDED", attempts: 2, claimedBy: "other#2" }]);
  });

  it("renews the lease of a run that outlasts it, so no other runner takes it over", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, ran, held, signal } = heldJob("long");
    const scheduler = manualScheduler();
    const pass = runnerOf([job], clock, "long", repository, scheduler).tick();
    await held.entered;
    const [renewal] = scheduler.tasks;
    const claimedUntil = (await rowsOf("long"))[0]!.leaseUntil!.getTime();

    clock.advance(MINUTE_MS + 30 * SECOND_MS); // still within the lease: the runner renews it
    renewal!();
    await vi.waitFor(async () =>
      expect((await rowsOf("long"))[0]!.leaseUntil!.getTime()).toBeGreaterThan(claimedUntil),
    );
    clock.advance(MINUTE_MS); // past the first lease, within the renewed one
    const other = runnerOf([job], clock, "other");
    await other.tick();
    expect(ran).toHaveLength(1);
    expect(await rowsOf("long")).toMatchObject([{ status: "RUNNING", attempts: 1, claimedBy: "long#1" }]);

    held.open();
    await pass;
    expect(await rowsOf("long")).toMatchObject([{ status: "SUCCEEDED", attempts: 1, claimedBy: "long#1" }]);
    expect(signal()?.aborted).toBe(false);
    expect(scheduler.cancelled).toBe(1); // the renewal stopped with the run
  });

  it("tells a run that lost its claim through its signal", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, held, signal } = heldJob("lost");
    const scheduler = manualScheduler();
    const pass = runnerOf([job], clock, "slow", repository, scheduler).tick();
    await held.entered;
    // The runner stalled past its lease (no renewal ran) and another one took the run over.
    clock.advance(2 * MINUTE_MS + 1);
    await runnerOf([job], clock, "quick").tick();
    scheduler.tasks[0]!();
    await vi.waitFor(() => expect(signal()?.aborted).toBe(true));
    held.open();
    await pass;
    expect(await rowsOf("lost")).toMatchObject([{ status: "SUCCEEDED", attempts: 2, claimedBy: "quick#1" }]);
  });

  it("stops waiting for a hung run after the grace period, tells it, and stops renewing its lease", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, held, signal } = heldJob("hung");
    const scheduler = manualScheduler();
    const hung = runnerOf([job], clock, "hung", repository, scheduler);
    const pass = hung.tick();
    await held.entered;
    await hung.stop(0);
    expect(scheduler.cancelled).toBe(1);
    expect(signal()?.aborted).toBe(true);
    expect(await rowsOf("hung")).toMatchObject([{ status: "RUNNING", claimedBy: "hung#1" }]);
    held.open();
    await pass;
  });

  it("gives up the claim of a run stuck past its longest run time, so another runner takes it over", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    let signal: AbortSignal | undefined;
    let calls = 0;
    const { job, ran } = recordingJob("stuck", {
      everyMs: HOUR_MS,
      work: (context) => {
        if (++calls > 1) return Promise.resolve();
        signal = context.signal;
        return new Promise<void>(() => {}); // a call without a timeout that never answers
      },
    });
    const scheduler = manualScheduler();
    // Counts the renewals on their way, so each beat waits for its own to land: a beat while one is
    // still on its way would be skipped, and one still holding the row when the other runner
    // claims would make that claim skip the row (FOR UPDATE SKIP LOCKED).
    let renewalsOnTheirWay = 0;
    const counting = Object.create(repository) as JobRunRepository;
    counting.renewLease = async (...args) => {
      renewalsOnTheirWay++;
      try {
        return await repository.renewLease(...args);
      } finally {
        renewalsOnTheirWay--;
      }
    };
    void runnerOf([job], clock, "stuck", counting, scheduler).tick();
    await vi.waitFor(() => expect(signal).toBeDefined());
    const [renewal] = scheduler.tasks;
    // Renewed every 40 s while the run is younger than four leases (8 min, the default longest run).
    for (let beat = 1; beat < 12; beat++) {
      clock.advance(40 * SECOND_MS);
      renewal!();
      await vi.waitFor(() => expect(renewalsOnTheirWay).toBe(0));
      expect((await rowsOf("stuck"))[0]!.leaseUntil!.getTime()).toBe(clock.now().getTime() + 2 * MINUTE_MS);
    }
    expect(signal!.aborted).toBe(false);
    clock.advance(40 * SECOND_MS); // 8 min: given up
    renewal!();
    expect(signal!.aborted).toBe(true);
    expect(scheduler.cancelled).toBe(1);

    clock.advance(2 * MINUTE_MS); // the last renewed lease runs out
    await runnerOf([job], clock, "other").tick();
    expect(ran).toHaveLength(2);
    expect(await rowsOf("stuck")).toMatchObject([{ status: "SUCCEEDED", attempts: 2, claimedBy: "other#1" }]);
  });

  it("tells a run whose renewals cannot reach the database once its lease has run out", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, held, signal } = heldJob("cut");
    // This instance's connections are cut: its renewals throw, while other instances carry on.
    const cut = Object.create(repository) as JobRunRepository;
    cut.renewLease = () => Promise.reject(new Error("connection terminated"));
    const scheduler = manualScheduler();
    const pass = runnerOf([job], clock, "cut", cut, scheduler).tick();
    await held.entered;
    const [renewal] = scheduler.tasks;
    clock.advance(MINUTE_MS + 50 * SECOND_MS); // renewals failing, the lease still holds
    renewal!();
    await Promise.resolve();
    expect(signal()!.aborted).toBe(false);
    clock.advance(10 * SECOND_MS); // the lease claimed 2 min ago has run out
    renewal!();
    expect(signal()!.aborted).toBe(true);
    held.open();
    await pass;
  });

  it("a run that returns early past its longest run time is not recorded SUCCEEDED; the period runs again", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const steps = { done: 0 };
    const { job, inside, release, calls } = politeJob("cut-short-maxrun", steps);
    const scheduler = manualScheduler();
    const pass = runnerOf([job], clock, "solo", repository, scheduler).tick();
    const signal = await inside;
    const [renewal] = scheduler.tasks;
    for (let beat = 1; beat < 12; beat++) {
      clock.advance(40 * SECOND_MS);
      await vi.waitFor(async () => {
        renewal!();
        expect((await rowsOf("cut-short-maxrun"))[0]!.leaseUntil!.getTime()).toBe(
          clock.now().getTime() + 2 * MINUTE_MS,
        );
      });
    }
    clock.advance(40 * SECOND_MS);
    renewal!();
    expect(signal.aborted).toBe(true); // given up at 8 min
    release(); // the slow step answers; the job sees the signal and returns
    await pass;
    expect(steps.done).toBe(2); // step 2 never ran
    // Left to its lease: once it has run out, another runner takes the period over. The given-up
    // run's last renewal may still hold the row for a moment (its claim skips a locked row, by
    // design): the other runner ticks again until it has taken it, which it does once.
    expect((await rowsOf("cut-short-maxrun"))[0]!.status).not.toBe("SUCCEEDED");
    clock.advance(3 * MINUTE_MS);
    await vi.waitFor(async () => {
      await runnerOf([job], clock, "other").tick();
      expect(calls()).toBe(2);
    });
  });

  it("stop() gave up: the run left to its lease is not recorded SUCCEEDED when it returns early", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const steps = { done: 0 };
    const { job, inside, release } = politeJob("cut-short-stop", steps);
    const runner = runnerOf([job], clock, "stopping");
    const pass = runner.tick();
    const signal = await inside;
    await runner.stop(0);
    expect(signal.aborted).toBe(true);
    release();
    await pass;
    expect(steps.done).toBe(2);
    // stop()'s doc: "left to its lease ... so another runner takes it over".
    expect((await rowsOf("cut-short-stop"))[0]!.status).toBe("RUNNING");
  });

  it("the database's answer that another runner has the claim aborts the signal (lease not yet out here)", async () => {
    const slowClock = testClock(T0 + 5 * SECOND_MS);
    const { job, held, signal } = heldJob("cut-short-lost");
    const scheduler = manualScheduler();
    const pass = runnerOf([job], slowClock, "slow", repository, scheduler).tick();
    await held.entered;
    // Another instance (its clock 2 min ahead: skew, or this one's renewals stalled) takes it over.
    await runnerOf([job], testClock(T0 + 5 * SECOND_MS + 2 * MINUTE_MS + 1), "quick").tick();
    slowClock.advance(40 * SECOND_MS); // here, the lease still holds: only the database can tell
    scheduler.tasks[0]!();
    await vi.waitFor(() => expect(signal()!.aborted).toBe(true));
    held.open();
    await pass;
  });

  it("one renewal in flight: a beat while a renewal hangs does not send another", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, held } = heldJob("cut-short-inflight");
    let renewals = 0;
    let answer!: (held: boolean) => void;
    const slowDb = Object.create(repository) as JobRunRepository;
    slowDb.renewLease = () => {
      renewals++;
      return new Promise<boolean>((r) => (answer = r));
    };
    const scheduler = manualScheduler();
    const pass = runnerOf([job], clock, "inflight", slowDb, scheduler).tick();
    await held.entered;
    clock.advance(40 * SECOND_MS);
    scheduler.tasks[0]!();
    clock.advance(40 * SECOND_MS);
    scheduler.tasks[0]!();
    expect(renewals).toBe(1);
    answer(true);
    held.open();
    await pass;
  });

  it("fails a run whose runner stopped during its last attempt instead of taking it over", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const held = gate();
    const { job, ran } = recordingJob("last-attempt", { maxAttempts: 1, everyMs: HOUR_MS, work: held.hold });
    const crashedPass = runnerOf([job], clock, "crashed").tick();
    await held.entered;
    clock.advance(3 * MINUTE_MS);
    await runnerOf([job], clock, "other").tick();
    const [row] = await rowsOf("last-attempt");
    expect(row).toMatchObject({ status: "FAILED", attempts: 1 });
    expect(row!.error).toContain("lease expired");
    expect(ran).toEqual([periodKey(T0 - HOUR_MS)]);
    held.open();
    await crashedPass;
  });

  it("deletes succeeded runs past their keeping time, and keeps failed ones", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    let first = true;
    const { job } = recordingJob("kept", {
      maxAttempts: 1,
      work: async () => {
        if (first) throw new Error("down");
      },
    });
    const runner = runnerOf([{ ...job, keepSucceededMs: 2 * MINUTE_MS }], clock, "r1");
    await runner.tick();
    first = false;
    for (let minute = 1; minute <= 4; minute++) {
      clock.advance(MINUTE_MS);
      await runner.tick();
    }
    // At 00:04:05: periods that ended more than 2 min ago (00:00 and 00:01) are gone.
    expect((await rowsOf("kept")).map((r) => [r.periodKey, r.status])).toEqual([
      [periodKey(T0 - MINUTE_MS), "FAILED"],
      [periodKey(T0 + 2 * MINUTE_MS), "SUCCEEDED"],
      [periodKey(T0 + 3 * MINUTE_MS), "SUCCEEDED"],
    ]);
  });

  it("never runs a period twice when runners poll at the same time", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const { job, ran } = recordingJob("together", { catchUp: { kind: "everyPeriod", windowPeriods: 100 } });
    const runners = ["a", "b", "c"].map((id) => runnerOf([job], clock, id));
    for (let minute = 0; minute < 6; minute++) {
      await Promise.all(runners.flatMap((r) => [r.tick(), r.tick()]));
      clock.advance(MINUTE_MS);
    }
    expect(ran).toHaveLength(6);
    expect(new Set(ran).size).toBe(6);
    expect(await rowsOf("together")).toHaveLength(6);
  });

  it("catches up at once on start, polls on its schedule, and lets the run in progress finish on stop", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const held = gate();
    const { job, ran } = recordingJob("lifecycle", { work: held.hold });
    const scheduler = manualScheduler();
    const runner = new JobRunner({ repository, jobs: [job], log, clock: clock.now, scheduler, runnerId: "life" });
    runner.start();
    await held.entered;
    // The poll, and the renewal of the running claim's lease.
    expect(scheduler.tasks).toHaveLength(2);

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    expect(scheduler.cancelled).toBe(1);
    await Promise.resolve();
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(await rowsOf("lifecycle")).toMatchObject([{ status: "SUCCEEDED" }]);

    // Stopped: a poll that still fires starts nothing.
    clock.advance(MINUTE_MS);
    scheduler.tasks[0]!();
    await runner.tick();
    expect(ran).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two runners on one PostgreSQL database", () => {
  // Two pools on one database: two instances, as far as PostgreSQL can tell.
  const name = `portal_test_jobs_${randomBytes(6).toString("hex")}`;
  const adminUrl = process.env.DATABASE_URL!;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    await withPg(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    first = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    second = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await withPg(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("never run a period twice (rows and runs counted)", async () => {
    const clock = testClock(T0 + 5 * SECOND_MS);
    const runs: string[] = [];
    const job: JobDefinition = {
      ...recordingJob("pg-pair").job,
      catchUp: { kind: "everyPeriod", windowPeriods: 100 },
      run: async (context) => {
        runs.push(context.periodKey);
        // A run that takes a moment, so the other runner's claims meet it in flight.
        await first.db.execute("select pg_sleep(0.005)");
      },
    };
    const runners = [
      runnerOf([job], clock, "pg-a", new JobRunRepository(first.db)),
      runnerOf([job], clock, "pg-b", new JobRunRepository(second.db)),
    ];
    // 20 periods polled by both at once...
    for (let minute = 0; minute < 20; minute++) {
      await Promise.all(runners.flatMap((r) => [r.tick(), r.tick()]));
      clock.advance(MINUTE_MS);
    }
    // ...then 16 missed while both were down, caught up by both at once.
    clock.advance(15 * MINUTE_MS);
    await Promise.all(runners.map((r) => r.tick()));

    const rows = await first.db.select().from(jobRuns).where(eq(jobRuns.job, "pg-pair"));
    expect(rows).toHaveLength(36);
    expect(runs).toHaveLength(36);
    expect(new Set(runs).size).toBe(36);
    expect(rows.every((r) => r.status === "SUCCEEDED" && r.attempts === 1)).toBe(true);
  });
});
