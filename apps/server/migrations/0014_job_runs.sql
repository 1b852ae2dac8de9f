CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"error" text,
	CONSTRAINT "job_runs_status_known" CHECK ("job_runs"."status" in ('PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "job_runs_attempts_not_negative" CHECK ("job_runs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period" ON "job_runs" USING btree ("job","period_key");--> statement-breakpoint
CREATE INDEX "job_runs_claimable" ON "job_runs" USING btree ("job","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "job_runs_status" ON "job_runs" USING btree ("status","id");