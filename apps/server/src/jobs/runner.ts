import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { errorForLog } from "../lib/logger";
import { DAY_MS, duePeriods, periodKey, type CatchUp, type Period } from "./periods";
import type { JobRun, JobRunRepository } from "./repository";

/** What a job's run is told: the period it runs for. */
export interface JobContext {
  periodKey: string;
  periodStart: Date;
  /** Exclusive: the period is [periodStart, periodEnd). */
  periodEnd: Date;
  /** 1 for the first try of this period, 2 for its first retry... */
  attempt: number;
  /**
   * Aborted when this runner no longer holds the period: the claim was taken over, the lease ran
   * out without a renewal getting through, the run passed `maxRunMs`, or stop() gave up waiting.
   * A long job checks it between steps and stops early; whatever the run then returns or throws
   * is not recorded (the period is left to its lease: taken over, or FAILED on its last attempt).
   */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** Stable name: it is the job's identity in job_runs (renaming a job starts a new history). */
  name: string;
  period: Period;
  catchUp: CatchUp;
  /** Tries per period, the first included, before the run is FAILED and waits for an operator. */
  maxAttempts: number;
  /** The wait before the first retry, doubled for each later one, up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /**
   * How long a claim holds without news of its runner. The runner renews it every third of it
   * while the job runs, so a long run keeps its claim; a runner that crashed stops renewing, and
   * once the lease has passed another runner takes the run over.
   */
  leaseMs: number;
  /**
   * The longest a run may take (default four leases). Past it the runner gives the claim up as if
   * it had hung (a call without a timeout): it stops renewing, aborts `context.signal` and logs an
   * error, so another runner takes the period over, or it becomes FAILED on its last attempt. The
   * runner that gave up runs that job again only once the stuck call returns (its pass waits for
   * it): with a single instance, the job waits for the call or a restart.
   */
  maxRunMs?: number;
  /**
   * How long a SUCCEEDED run is kept after its period ended (default 7 days): a sweep every 30 s
   * would otherwise add 2880 rows a day. FAILED runs stay until re-run.
   */
  keepSucceededMs?: number;
  run(context: JobContext): Promise<void>;
}

/** The time, as the runner sees it; tests pass a clock they move. */
export type Clock = () => Date;

/** Calls `task` every `everyMs` until the returned function is called; tests pass their own. */
export interface Scheduler {
  every(everyMs: number, task: () => void): () => void;
}

export const timerScheduler: Scheduler = {
  every(everyMs, task) {
    const timer = setInterval(task, everyMs);
    // The jobs never keep a process alive on their own: the server or worker decides when to end.
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** How often a runner looks for due periods, retries and expired leases. */
export const POLL_EVERY_MS = 5000;
/** A run's recorded error: enough for an operator, never a stack or a statement's parameters. */
const MAX_ERROR_LENGTH = 300;
const DEFAULT_KEEP_SUCCEEDED_MS = 7 * DAY_MS;
/** Bounds one pass over a job, so a burst of due runs cannot keep a pass going forever. */
const MAX_RUNS_PER_PASS = 100;
/** How long stop() waits for runs in progress before it lets the process end anyway. */
export const STOP_GRACE_MS = 30_000;

export interface JobRunnerOptions {
  repository: JobRunRepository;
  jobs: readonly JobDefinition[];
  log: FastifyBaseLogger;
  clock?: Clock;
  scheduler?: Scheduler;
  pollEveryMs?: number;
  /** Names this runner in job_runs.claimed_by; default host:pid:random. */
  runnerId?: string;
}

/**
 * Runs each job once per period across any number of runners (instances, `npm run worker`):
 * every pass creates the runs of the periods that became due (INSERT ... ON CONFLICT DO
 * NOTHING), then claims and runs them one at a time (FOR UPDATE SKIP LOCKED, with a lease).
 * A failed run is retried with back-off, and a claim whose runner crashed is taken over when
 * its lease expires. Periods missed while no runner was up are caught up per job's policy.
 */
export class JobRunner {
  private readonly clock: Clock;
  private readonly scheduler: Scheduler;
  private readonly runnerId: string;
  private claims = 0;
  /** The pass in progress per job: a job never runs twice at once in one runner. */
  private readonly passes = new Map<string, Promise<void>>();
  private cancelSchedule: (() => void) | undefined;
  /** Each run in progress: gives its claim up (stops renewing, aborts its signal). */
  private readonly inProgress = new Set<() => void>();
  private stopping = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.scheduler = options.scheduler ?? timerScheduler;
    this.runnerId = options.runnerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    const names = options.jobs.map((j) => j.name);
    if (new Set(names).size !== names.length) throw new Error(`job names must be unique: ${names.join(", ")}`);
  }

  get jobNames(): string[] {
    return this.options.jobs.map((j) => j.name);
  }

  /** Catches up at once (periods missed while stopped), then polls. */
  start(): void {
    if (this.cancelSchedule || this.stopping) return;
    this.cancelSchedule = this.scheduler.every(this.options.pollEveryMs ?? POLL_EVERY_MS, () => void this.tick());
    void this.tick();
  }

  /**
   * One pass over every job not already running here: resolves when these passes end. Never
   * rejects: a pass that fails (the database away) is logged and the next poll tries again.
   */
  async tick(): Promise<void> {
    const started: Promise<void>[] = [];
    for (const job of this.options.jobs) {
      if (this.stopping || this.passes.has(job.name)) continue;
      const pass = this.pass(job)
        .catch((err: unknown) => this.options.log.warn({ err, job: job.name }, "job pass failed"))
        .finally(() => this.passes.delete(job.name));
      this.passes.set(job.name, pass);
      started.push(pass);
    }
    await Promise.all(started);
  }

  /**
   * Stops polling and waits for the runs in progress to finish (a graceful shutdown), at most
   * `graceMs`: a run still going then is told through its signal and left to its lease, which is
   * no longer renewed, so another runner takes it over.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopping = true;
    this.cancelSchedule?.();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), graceMs);
      timer.unref();
    });
    const outcome = await Promise.race([Promise.all(this.passes.values()), grace]);
    clearTimeout(timer);
    for (const giveUp of this.inProgress) giveUp();
    if (outcome === "timeout") this.options.log.warn({ jobs: [...this.passes.keys()] }, "job runs still going at stop");
  }

  private async pass(job: JobDefinition): Promise<void> {
    const { repository, log } = this.options;
    const now = this.clock();
    const last = await repository.lastPeriodStart(job.name);
    const due = duePeriods(job.period, job.catchUp, now.getTime(), last?.getTime());
    if (due.skipped > 0) {
      log.warn({ job: job.name, skipped: due.skipped }, "missed periods older than the catch-up window are not run");
    }
    await repository.createPeriods(
      job.name,
      due.starts.map((start) => ({ key: periodKey(start), start: new Date(start) })),
      now,
    );
    const newest = due.starts.at(-1);
    if (newest !== undefined) {
      // Once per new period. Never the newest run: it tells the next pass where the job stands.
      const keepFrom = now.getTime() - (job.keepSucceededMs ?? DEFAULT_KEEP_SUCCEEDED_MS) - job.period.everyMs;
      await repository.pruneSucceeded(job.name, new Date(Math.min(keepFrom, newest)));
    }
    const abandoned = await repository.failExpiredLastAttempts(job.name, now, job.maxAttempts);
    if (abandoned > 0) log.error({ job: job.name, runs: abandoned }, "job runs failed: their runner stopped mid-run");

    for (let runs = 0; runs < MAX_RUNS_PER_PASS && !this.stopping; runs++) {
      const claimedAt = this.clock();
      const claimId = `${this.runnerId}#${++this.claims}`;
      const run = await repository.claim(job.name, {
        now: claimedAt,
        leaseUntil: new Date(claimedAt.getTime() + job.leaseMs),
        claimId,
        maxAttempts: job.maxAttempts,
      });
      if (!run) return;
      // stop() may have given up waiting while this claim was made: leave the run to its lease.
      if (this.stopping) return;
      await this.execute(job, run, claimId);
    }
  }

  /**
   * Renews the run's lease every third of it until the returned function is called. The run is
   * told through `lost` when it no longer holds the period: the database answers that another
   * runner has it, or the lease ran out without a renewal getting through (the database away from
   * this instance only), or the run outlasted `maxRunMs`.
   */
  private keepClaim(job: JobDefinition, run: JobRun, claimId: string, lost: AbortController): () => void {
    const { repository, log } = this.options;
    const startedMs = this.clock().getTime();
    const maxRunMs = job.maxRunMs ?? 4 * job.leaseMs;
    // What the database holds: the claim's lease, which started a moment before this run did.
    let heldUntilMs = run.leaseUntil?.getTime() ?? startedMs + job.leaseMs;
    let renewing = false;
    let finished = false;
    const giveUp = (message: string, level: "warn" | "error" = "warn") => {
      if (finished) return;
      stop();
      log[level]({ job: job.name, period: run.periodKey }, message);
      lost.abort();
    };
    const renew = async () => {
      const nowMs = this.clock().getTime();
      if (nowMs - startedMs >= maxRunMs)
        return giveUp("job run took longer than its limit; its claim is given up", "error");
      if (nowMs >= heldUntilMs) return giveUp("job run's lease ran out before a renewal got through");
      // One renewal at a time: a slow database does not pile them up.
      if (renewing) return;
      renewing = true;
      try {
        const until = nowMs + job.leaseMs;
        const held = await repository.renewLease(run.id, claimId, new Date(until));
        // Not held after the run ended is the run's own finish, not a takeover.
        if (held) heldUntilMs = until;
        else giveUp("job run lost its claim to another runner");
      } finally {
        renewing = false;
      }
    };
    const cancel = this.scheduler.every(Math.max(1, Math.floor(job.leaseMs / 3)), () => {
      // A renewal the database refuses is tried again at the next beat, while the lease lasts.
      renew().catch((err: unknown) => log.warn({ err, job: job.name }, "job lease renewal failed"));
    });
    const stop = () => {
      finished = true;
      cancel();
      this.inProgress.delete(giveUpAtStop);
    };
    const giveUpAtStop = () => giveUp("job run still in progress at stop; its lease will lapse");
    this.inProgress.add(giveUpAtStop);
    return stop;
  }

  private leftToLease(job: JobDefinition, run: JobRun): void {
    this.options.log.warn(
      { job: job.name, period: run.periodKey },
      "job run ended after giving its claim up; its period is left to its lease",
    );
  }

  private async execute(job: JobDefinition, run: JobRun, claimId: string): Promise<void> {
    const { repository, log } = this.options;
    const periodStart = run.periodStart;
    const lost = new AbortController();
    const stopRenewing = this.keepClaim(job, run, claimId, lost);
    try {
      await job.run({
        periodKey: run.periodKey,
        periodStart,
        periodEnd: new Date(periodStart.getTime() + job.period.everyMs),
        attempt: run.attempts,
        signal: lost.signal,
      });
    } catch (err) {
      stopRenewing();
      if (lost.signal.aborted) return this.leftToLease(job, run);
      const finishedAt = this.clock();
      const retry = run.attempts < job.maxAttempts;
      const delay = Math.min(job.retryDelayMs * 2 ** (run.attempts - 1), job.maxRetryDelayMs);
      const retryAt = retry ? new Date(finishedAt.getTime() + delay) : null;
      const held = await repository.fail(run.id, claimId, finishedAt, describeError(err), retryAt);
      log.warn(
        { err, job: job.name, period: run.periodKey, attempt: run.attempts, retryAt, held },
        retry ? "job run failed; it will be retried" : "job run failed on its last attempt",
      );
      return;
    }
    stopRenewing();
    // A run that gave its claim up may have returned early, its work cut short: not a success.
    if (lost.signal.aborted) return this.leftToLease(job, run);
    if (!(await repository.succeed(run.id, claimId, this.clock()))) {
      // The lease expired mid-run and another runner took the period over: the job's work is
      // idempotent (that is what a lease-based claim asks of it), so only the record is lost.
      log.warn({ job: job.name, period: run.periodKey }, "job run finished after its claim was taken over");
    }
  }
}

/**
 * The error a run records: its type, code and message (the database's own message for a failed
 * statement, never the statement or its parameters), cut short; no stack.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_ERROR_LENGTH);
  const { type, code, message } = errorForLog(error);
  return `${type}${code ? ` ${code}` : ""}: ${message}`.slice(0, MAX_ERROR_LENGTH);
}
