import { useMemo, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN, type reconcileResultSchema, type vendorTransferSchema } from "@portal/contract/api/admin";
import { apiGet, apiSend } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadMoneyTexts } from "./money-texts";

type Transfer = z.infer<typeof vendorTransferSchema>;
const KEY = ["vendorTransfers"] as const;

/** Money > Vendor transfers: the transfers still waiting for a vendor's outcome, and reconcile now. */
export default function VendorTransfersPage() {
  useSectionTexts(loadMoneyTexts);
  const { t } = useTranslation("money");
  const errorText = useErrorText();
  const client = useQueryClient();
  const canReconcile = hasPermission(useSession(), PERMISSION.reconcile);
  const [pagination, setPagination] = usePaging();
  const [asking, setAsking] = useState(false);
  const query = useQuery({
    queryKey: [...KEY, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: Transfer[]; total: number }>(
        ADMIN.vendorTransfers,
        { page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const reconcile = useMutation({
    mutationFn: () => apiSend<z.infer<typeof reconcileResultSchema>>("POST", ADMIN.reconcile),
    onSuccess: (result) => {
      toast("success", t("transfers.reconciled", result));
      setAsking(false);
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const columns = useMemo<Columns<Transfer>>(
    () => [
      { accessorKey: "orderId", header: t("transfers.orderId"), enableHiding: false },
      { accessorKey: "memberId", header: t("common.memberId") },
      { accessorKey: "vendor", header: t("transfers.vendor") },
      {
        accessorKey: "direction",
        header: t("transfers.direction"),
        cell: ({ row }) => t(`transfers.${row.original.direction}`),
      },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("common.amount"),
        cell: ({ row }) => row.original.amount,
      },
      { accessorKey: "status", header: t("common.status") },
      { accessorKey: "attempts", header: t("transfers.attempts") },
      { accessorKey: "createdAt", header: t("common.created"), cell: ({ row }) => formatTime(row.original.createdAt) },
    ],
    [t],
  );
  return (
    <SectionPage
      title={t("transfers.title")}
      actions={
        canReconcile ? (
          <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
            {t("transfers.reconcile")}
          </button>
        ) : null
      }
    >
      <p className="muted">{t("transfers.intro")}</p>
      <DataTable
        caption={t("transfers.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("transfers.empty")}
        rowKey={(row) => row.orderId}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("transfers.reconcileTitle")}
        description={t("transfers.reconcileText")}
        confirmLabel={t("transfers.reconcile")}
        busy={reconcile.isPending}
        onConfirm={() => reconcile.mutate()}
      />
    </SectionPage>
  );
}
