import { useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN, type auditEntrySchema } from "@portal/contract/api/admin";
import { apiGet } from "../../shared/api/client";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { SectionPage, useSectionTexts } from "../section";
import { loadSettingsTexts } from "./settings-texts";

type Entry = z.infer<typeof auditEntrySchema>;

/**
 * Settings > Audit log: every operator write, newest first, paged by the server. The call takes
 * no filter yet (page and size only); sorting and columns apply to the page shown.
 */
export default function AuditPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const [pagination, setPagination] = usePaging(50);
  const query = useQuery({
    queryKey: ["audit", pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: Entry[]; total: number }>(
        ADMIN.audit,
        { page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Entry>>(
    () => [
      { accessorKey: "time", header: t("audit.time"), cell: ({ row }) => formatTime(row.original.time) },
      {
        accessorKey: "operator",
        header: t("audit.operator"),
        cell: ({ row }) => row.original.operator ?? t("audit.nobody"),
      },
      {
        accessorKey: "action",
        header: t("audit.action"),
        enableHiding: false,
        cell: ({ row }) => t(`audit.actions.${row.original.action}`, { defaultValue: row.original.action }),
      },
      { accessorKey: "targetType", header: t("audit.targetType") },
      { accessorKey: "targetId", header: t("audit.targetId") },
      {
        id: "detail",
        header: t("audit.detail"),
        enableSorting: false,
        cell: ({ row }) => <code className="value">{JSON.stringify(row.original.detail)}</code>,
      },
      { accessorKey: "ip", header: t("audit.ip") },
    ],
    [t],
  );
  return (
    <SectionPage title={t("audit.title")}>
      <DataTable
        caption={t("audit.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("audit.empty")}
        rowKey={(row) => String(row.id)}
      />
    </SectionPage>
  );
}
