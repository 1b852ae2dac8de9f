import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ADMIN, JOB_RUN_STATUSES, type JobRunView } from "@portal/contract/api/admin";
import { apiGet, pathWith } from "../../shared/api/client";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { ReviewAction } from "../review-action";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { loadSettingsTexts } from "./settings-texts";

type JobStatus = (typeof JOB_RUN_STATUSES)[number];
const KEY = ["jobs"] as const;

/** Settings > Jobs: the periodic jobs' runs (by job and status), their failures, and re-running one. */
export default function JobsPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const [status, setStatus] = useState<JobStatus | "">("");
  const [job, setJob] = useState("");
  const [pagination, setPagination] = usePaging();
  const query = useQuery({
    queryKey: [...KEY, status, job, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: JobRunView[]; total: number }>(
        ADMIN.jobs,
        {
          status: status || undefined,
          job: job.trim() || undefined,
          page: pagination.pageIndex + 1,
          pageSize: pagination.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<JobRunView>>(
    () => [
      { accessorKey: "job", header: t("jobs.job"), enableHiding: false },
      { accessorKey: "period", header: t("jobs.period") },
      {
        accessorKey: "status",
        header: t("jobs.status"),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`jobs.statuses.${row.original.status}`)}</span>
        ),
      },
      { accessorKey: "attempts", header: t("jobs.attempts") },
      { accessorKey: "startedAt", header: t("jobs.startedAt"), cell: ({ row }) => formatTime(row.original.startedAt) },
      {
        accessorKey: "finishedAt",
        header: t("jobs.finishedAt"),
        cell: ({ row }) => formatTime(row.original.finishedAt),
      },
      {
        accessorKey: "error",
        header: t("jobs.error"),
        enableSorting: false,
        cell: ({ row }) => row.original.error ?? "",
      },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          row.original.status === "FAILED" ? (
            <ReviewAction
              label={t("jobs.rerun")}
              title={t("jobs.rerunTitle", { job: row.original.job, period: row.original.period })}
              description={t("jobs.rerunText")}
              path={pathWith(ADMIN.jobRerun, { id: row.original.id })}
              successText={t("jobs.rerunDone", { job: row.original.job })}
              invalidate={KEY}
            />
          ) : null,
      },
    ],
    [t],
  );
  return (
    <SectionPage title={t("jobs.title")}>
      <DataTable
        caption={t("jobs.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("jobs.empty")}
        rowKey={(row) => String(row.id)}
        toolbar={
          <>
            <StatusFilter
              label={t("jobs.status")}
              value={status}
              statuses={JOB_RUN_STATUSES}
              statusLabel={(s) => t(`jobs.statuses.${s}`)}
              onChange={(next) => {
                setStatus(next);
                setPagination({ ...pagination, pageIndex: 0 });
              }}
            />
            <span className="inline-field">
              <label htmlFor="jobs-filter">{t("jobs.job")}</label>
              <input
                id="jobs-filter"
                value={job}
                onChange={(event) => {
                  setJob(event.target.value);
                  setPagination({ ...pagination, pageIndex: 0 });
                }}
              />
            </span>
          </>
        }
      />
    </SectionPage>
  );
}
