import {
  ADMIN,
  adminJobRunQuery,
  jobRunParams,
  jobRunSchema,
  pagedSchema,
  type JobRunView,
} from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../app-deps";
import { operator, routeGroup } from "../http/access";
import { AppError } from "../http/app-error";
import { AuditRepository } from "../modules/admin/audit-repository";
import type { JobRun } from "./repository";

const tags = ["admin"];

function view(run: JobRun): JobRunView {
  return {
    id: run.id,
    job: run.job,
    period: run.periodKey,
    status: run.status,
    attempts: run.attempts,
    startedAt: run.startedAt?.getTime() ?? null,
    finishedAt: run.finishedAt?.getTime() ?? null,
    nextAttemptAt: run.nextAttemptAt.getTime(),
    claimedBy: run.claimedBy,
    error: run.error,
  };
}

/**
 * The operators' view of the job runner: its runs, and re-running a failed one. The jobs run for
 * every brand of the database at once: they are the platform's, so only ADMIN operators of the
 * server's own brand (MERCHANT_CODE) see and re-run them, never another brand's operators.
 */
export const jobAdminRoutes = routeGroup<AppDeps>(operator("manageJobs"), async (app, deps) => {
  const { runs } = deps.jobs;
  // Before validation: another brand hears FORBIDDEN whatever it sends.
  app.addHook("preValidation", async (request) => {
    if (request.merchant.code !== deps.config.merchantCode) {
      throw new AppError("FORBIDDEN", "The periodic jobs belong to the platform's own brand");
    }
  });

  app.get(
    ADMIN.jobs,
    {
      schema: {
        tags,
        summary: "Runs of the periodic jobs, newest period first (ADMIN only)",
        querystring: adminJobRunQuery,
        response: { 200: envelopeSchema(pagedSchema(jobRunSchema)) },
      },
    },
    async (request) => {
      const page = await runs.page(request.query);
      return ok({ ...page, list: page.list.map(view) });
    },
  );

  app.post(
    ADMIN.jobRerun,
    {
      schema: {
        tags,
        summary: "Puts a FAILED job run back in line; a runner takes it at its next poll (ADMIN only)",
        params: jobRunParams,
        response: { 200: envelopeSchema(jobRunSchema) },
      },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const rerun = await runs.rerun(id, new Date(), (tx, before) =>
        new AuditRepository(tx).record(request, operator, {
          action: "job.rerun",
          targetType: "jobRun",
          targetId: String(id),
          detail: { job: before.job, period: before.periodKey, attempts: before.attempts, error: before.error },
        }),
      );
      if (rerun) return ok(view(rerun));
      if (await runs.find(id)) throw new AppError("INVALID_STATE", "Only a FAILED run can be re-run");
      throw new AppError("NOT_FOUND", "No such job run");
    },
  );
});
