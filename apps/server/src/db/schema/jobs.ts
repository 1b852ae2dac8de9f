/** The period job runner's record: one row per (job, period), claimed under a lease (jobs/runner.ts). */
import { sql } from "drizzle-orm";
import { JOB_RUN_STATUSES } from "@portal/contract/api/admin";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns";

export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    job: text("job").notNull(),
    /** The period's start as an ISO instant (UTC): the run's identity within its job. */
    periodKey: text("period_key").notNull(),
    periodStart: tstz("period_start").notNull(),
    /** PENDING (due or waiting for a retry), RUNNING (claimed), SUCCEEDED, FAILED (gave up). */
    status: text("status", { enum: JOB_RUN_STATUSES }).notNull().default("PENDING"),
    /** Attempts started; a claim takes the next number, and only its holder may finish it. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    startedAt: tstz("started_at"),
    finishedAt: tstz("finished_at"),
    /** When a PENDING run may be claimed (its back-off after a failure). */
    nextAttemptAt: tstz("next_attempt_at").notNull(),
    /** Until when the RUNNING claim holds; past it a crashed runner's claim may be taken over. */
    leaseUntil: tstz("lease_until"),
    /** Which runner holds or last held the claim (host:pid:random), for operators. */
    claimedBy: text("claimed_by"),
    /** The last failure: error type and message only, never a stack or SQL. */
    error: text("error"),
  },
  (t) => [
    uniqueIndex("job_runs_job_period").on(t.job, t.periodKey),
    index("job_runs_claimable").on(t.job, t.status, t.nextAttemptAt),
    index("job_runs_status").on(t.status, t.id),
    check("job_runs_status_known", sql`${t.status} in ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED')`),
    check("job_runs_attempts_not_negative", sql`${t.attempts} >= 0`),
  ],
);
