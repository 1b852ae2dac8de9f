import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  SETTING_APPROVALS_ADMIN,
  type AdjustmentApprovalStatus,
  type SettingApproval,
} from "@portal/contract/api/admin-adjustments";
import { ApiError } from "../../shared/api/api-error";
import { apiGet, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { SETTING_APPROVALS_KEY, settingPreview, useBrandMoney } from "../settings/setting-value";
import { ApprovalDecisions, ApprovalStatusFilter } from "./approval-decisions";

/** The brand settings page's list, fetched again once a raise takes effect. */
const SETTINGS_KEY = ["settings"] as const;

/**
 * Raises of a four-eyes threshold (decision 0054) waiting for a second operator allowed to
 * configure the brand: the setting, the value in force when asked and the one asked, who asked
 * and when. Approving writes the value; rejecting (with a reason) changes nothing. The operator
 * who asked cannot decide: the row says so, and the server refuses (SECOND_OPERATOR_REQUIRED).
 * A raise asked from a value no longer in force cannot be approved (INVALID_STATE): the toast
 * says so and that it is to be rejected.
 */
export function SettingApprovals() {
  const { t } = useTranslation("approvals");
  const money = useBrandMoney();
  const session = useSession();
  const me = session?.username;
  const canDecide = hasPermission(session, PERMISSION.configureBrand);
  const [status, setStatus] = useState<AdjustmentApprovalStatus>("PENDING");
  const [pagination, setPagination] = usePaging();
  const query = useQuery({
    queryKey: [...SETTING_APPROVALS_KEY, status, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: SettingApproval[]; total: number }>(
        SETTING_APPROVALS_ADMIN.approvals,
        { status, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<SettingApproval>>(
    () => [
      { accessorKey: "id", header: t("columns.id"), enableHiding: false },
      {
        accessorKey: "createdAt",
        header: t("columns.requestedAt"),
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
      {
        accessorKey: "key",
        header: t("settings.columns.setting"),
        cell: ({ row }) => <code>{row.original.key}</code>,
      },
      {
        id: "previous",
        accessorFn: (row) => settingPreview(row.key, row.previous, money),
        header: t("settings.columns.previous"),
        enableSorting: false,
      },
      {
        id: "value",
        accessorFn: (row) => settingPreview(row.key, row.value, money),
        header: t("settings.columns.value"),
        enableSorting: false,
      },
      { accessorKey: "requestedBy", header: t("columns.requestedBy") },
      {
        accessorKey: "status",
        header: t("columns.status"),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`status.${row.original.status}`)}</span>
        ),
      },
      { accessorKey: "decidedBy", header: t("columns.decidedBy"), cell: ({ row }) => row.original.decidedBy ?? "—" },
      {
        accessorKey: "decidedAt",
        header: t("columns.decidedAt"),
        cell: ({ row }) => formatTime(row.original.decidedAt),
      },
      { accessorKey: "note", header: t("columns.note"), enableSorting: false },
      {
        id: "actions",
        header: t("columns.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const request = row.original;
          if (request.status !== "PENDING") return "—";
          if (request.requestedBy === me) return <span className="muted">{t("yours")}</span>;
          return canDecide ? <SettingDecisions request={request} /> : "—";
        },
      },
    ],
    [t, me, canDecide, money],
  );
  return (
    <div className="stack">
      <p className="muted">{t("settings.intro")}</p>
      <DataTable
        caption={t(`settings.captions.${status}`)}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t(`settings.empty.${status}`)}
        rowKey={(row) => String(row.id)}
        toolbar={
          <ApprovalStatusFilter
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPagination({ ...pagination, pageIndex: 0 });
            }}
          />
        }
      />
    </div>
  );
}

/** Approve (the value takes effect at once) or reject (with a reason), each asked twice. */
function SettingDecisions({ request }: { request: SettingApproval }) {
  const { t } = useTranslation("approvals");
  const money = useBrandMoney();
  const values = {
    id: request.id,
    key: request.key,
    previous: settingPreview(request.key, request.previous, money),
    value: settingPreview(request.key, request.value, money),
    requestedBy: request.requestedBy,
  };
  return (
    <ApprovalDecisions
      approvePath={pathWith(SETTING_APPROVALS_ADMIN.approve, { id: request.id })}
      rejectPath={pathWith(SETTING_APPROVALS_ADMIN.reject, { id: request.id })}
      texts={{
        approveTitle: t("settings.approveTitle", values),
        approveText: t("settings.approveText", values),
        approved: t("settings.approved", values),
        rejectTitle: t("settings.rejectTitle", values),
        rejectText: t("settings.rejectText", values),
        rejected: t("settings.rejected", values),
      }}
      invalidate={[SETTING_APPROVALS_KEY, SETTINGS_KEY]}
      // Asked from a value no longer in force (decision 0054): say why, and that it is to be rejected.
      approveErrorText={(error) => (isStale(error) ? t("settings.stale", values) : undefined)}
    />
  );
}

/** The server's refusal of a raise asked from a value no longer in force (it names the value now in force). */
const isStale = (error: unknown) =>
  error instanceof ApiError &&
  error.code === "INVALID_STATE" &&
  typeof error.value === "object" &&
  error.value !== null &&
  "current" in error.value;
