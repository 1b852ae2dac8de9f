import { and, count, desc, eq, gte, lt, lte, max, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";

export type JobRun = typeof jobRuns.$inferSelect;
export type JobRunStatus = JobRun["status"];

/**
 * The SQL of the job runner: creating a period's run, claiming it (so that one runner at a
 * time holds it, across instances), finishing it, and the operator's list and re-run.
 * Times come from the runner's clock, not the database's, so that tests can move time.
 */
export class JobRunRepository {
  constructor(private readonly db: Db) {}

  /** Start of the job's newest recorded period, or undefined when it never ran. */
  async lastPeriodStart(job: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ last: max(jobRuns.periodStart) })
      .from(jobRuns)
      .where(eq(jobRuns.job, job));
    return row?.last ?? undefined;
  }

  /** Creates the runs of these periods; a period another runner created first is left as it is. */
  async createPeriods(job: string, periods: { key: string; start: Date }[], now: Date): Promise<void> {
    if (periods.length === 0) return;
    await this.db
      .insert(jobRuns)
      .values(periods.map((p) => ({ job, periodKey: p.key, periodStart: p.start, nextAttemptAt: now })))
      .onConflictDoNothing({ target: [jobRuns.job, jobRuns.periodKey] });
  }

  /**
   * Claims the job's oldest run that may run now: a PENDING one whose back-off has passed, or a
   * RUNNING one whose lease expired (its runner crashed or hung) with attempts left. The row is
   * picked FOR UPDATE SKIP LOCKED, so two runners claiming at once take different rows (or one
   * takes none), and the claim is one statement, so it holds on PGlite's single connection too.
   * `claimId` is unique per claim: only its holder may finish the run.
   */
  async claim(
    job: string,
    options: { now: Date; leaseUntil: Date; claimId: string; maxAttempts: number },
  ): Promise<JobRun | undefined> {
    const { now, leaseUntil, claimId, maxAttempts } = options;
    const claimable = and(
      eq(jobRuns.job, job),
      or(
        and(eq(jobRuns.status, "PENDING"), lte(jobRuns.nextAttemptAt, now)),
        and(eq(jobRuns.status, "RUNNING"), lt(jobRuns.leaseUntil, now), lt(jobRuns.attempts, maxAttempts)),
      ),
    );
    const oldest = this.db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(claimable)
      .orderBy(jobRuns.periodStart)
      .limit(1)
      .for("update", { skipLocked: true });
    const [run] = await this.db
      .update(jobRuns)
      .set({
        status: "RUNNING",
        attempts: sql`${jobRuns.attempts} + 1`,
        startedAt: now,
        finishedAt: null,
        leaseUntil,
        claimedBy: claimId,
      })
      // `= (scalar subquery)`: evaluated once. `IN (subquery)` would be re-run per row, each run
      // skipping the rows just locked, and claim them all. The condition again: under READ
      // COMMITTED a row another runner changed meanwhile is re-checked here.
      .where(and(eq(jobRuns.id, sql`(${oldest})`), claimable))
      .returning();
    return run;
  }

  /**
   * A RUNNING run whose lease expired on its last allowed attempt becomes FAILED: its runner
   * stopped mid-run each time, so it waits for an operator instead of being taken over forever.
   */
  async failExpiredLastAttempts(job: string, now: Date, maxAttempts: number): Promise<number> {
    const rows = await this.db
      .update(jobRuns)
      .set({
        status: "FAILED",
        finishedAt: now,
        leaseUntil: null,
        error: "The runner holding the last attempt stopped before finishing (lease expired)",
      })
      .where(
        and(
          eq(jobRuns.job, job),
          eq(jobRuns.status, "RUNNING"),
          lt(jobRuns.leaseUntil, now),
          gte(jobRuns.attempts, maxAttempts),
        ),
      )
      .returning({ id: jobRuns.id });
    return rows.length;
  }

  /** Deletes the job's SUCCEEDED runs of periods that started before `before`; FAILED ones stay. */
  async pruneSucceeded(job: string, before: Date): Promise<number> {
    const rows = await this.db
      .delete(jobRuns)
      .where(and(eq(jobRuns.job, job), eq(jobRuns.status, "SUCCEEDED"), lt(jobRuns.periodStart, before)))
      .returning({ id: jobRuns.id });
    return rows.length;
  }

  /** Moves a held claim's lease to `leaseUntil`; false when the claim was lost (taken over). */
  async renewLease(id: number, claimId: string, leaseUntil: Date): Promise<boolean> {
    const rows = await this.db
      .update(jobRuns)
      .set({ leaseUntil })
      .where(this.heldBy(id, claimId))
      .returning({ id: jobRuns.id });
    return rows.length > 0;
  }

  /** Marks the claimed run SUCCEEDED; false when the claim was lost (taken over after its lease). */
  async succeed(id: number, claimId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(jobRuns)
      .set({ status: "SUCCEEDED", finishedAt: now, leaseUntil: null, error: null })
      .where(this.heldBy(id, claimId))
      .returning({ id: jobRuns.id });
    return rows.length > 0;
  }

  /**
   * Records a failed attempt: PENDING again until `retryAt`, or FAILED when no attempt is left
   * (`retryAt` null). False when the claim was lost.
   */
  async fail(id: number, claimId: string, now: Date, error: string, retryAt: Date | null): Promise<boolean> {
    const rows = await this.db
      .update(jobRuns)
      .set(
        retryAt
          ? { status: "PENDING", nextAttemptAt: retryAt, leaseUntil: null, error }
          : { status: "FAILED", finishedAt: now, leaseUntil: null, error },
      )
      .where(this.heldBy(id, claimId))
      .returning({ id: jobRuns.id });
    return rows.length > 0;
  }

  /** Runs, newest period first, optionally of one job and one status. */
  async page(query: { job?: string | undefined; status?: JobRunStatus | undefined; page: number; pageSize: number }) {
    const filters: SQL[] = [];
    if (query.job !== undefined) filters.push(eq(jobRuns.job, query.job));
    if (query.status !== undefined) filters.push(eq(jobRuns.status, query.status));
    const where = and(...filters);
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(jobRuns).where(where);
    const list = await this.db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.periodStart), desc(jobRuns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { list, total: Number(total), page: query.page, pageSize: query.pageSize };
  }

  async find(id: number): Promise<JobRun | undefined> {
    const [run] = await this.db.select().from(jobRuns).where(eq(jobRuns.id, id));
    return run;
  }

  /**
   * Puts a FAILED run back to PENDING with a fresh set of attempts, claimable at once by any
   * runner; `trace` (the audit entry) is written in the same transaction. Undefined when the run
   * does not exist or is not FAILED (nothing is written then).
   */
  async rerun(id: number, now: Date, trace: (db: Db, before: JobRun) => Promise<void>): Promise<JobRun | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.id, id), eq(jobRuns.status, "FAILED")))
        .for("update");
      if (!before) return undefined;
      const [after] = await tx
        .update(jobRuns)
        .set({ status: "PENDING", attempts: 0, nextAttemptAt: now, finishedAt: null, leaseUntil: null })
        .where(eq(jobRuns.id, id))
        .returning();
      await trace(tx, before);
      return after;
    });
  }

  private heldBy(id: number, claimId: string) {
    return and(eq(jobRuns.id, id), eq(jobRuns.status, "RUNNING"), eq(jobRuns.claimedBy, claimId));
  }
}
