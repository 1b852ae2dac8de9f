import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AGENT_ADMIN, type BillStatus, type pendingBillSchema } from "@portal/contract/api/contracts";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { formatTime } from "../../shared/ui/format";
import { toast } from "../../shared/ui/toast";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { useAgentsErrorText } from "./agent-ui";
import { loadAgentsTexts } from "./agents-texts";

type PendingBill = z.infer<typeof pendingBillSchema>;
const KEY = ["agents", "bills"] as const;

/**
 * Agents > Bills to review: the contract bills above the brand's review threshold, oldest first;
 * each released (paid, or left for the payee's claim) or refused after a confirmation. The calls
 * take no reason: the audit log keeps who decided.
 */
export default function BillsPage() {
  useSectionTexts(loadAgentsTexts);
  const { t } = useTranslation("agents");
  const canReview = hasPermission(useSession(), PERMISSION.reviewBills);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: PendingBill[] }>(AGENT_ADMIN.pendingBills, undefined, signal),
  });
  const columns = useMemo<Columns<PendingBill>>(
    () => [
      {
        id: "contract",
        accessorFn: (row) => row.contractId,
        header: t("bills.contract"),
        enableHiding: false,
        cell: ({ row }) => `#${row.original.contractId} ${t(`kinds.${row.original.kind}`)}`,
      },
      { accessorKey: "payee", header: t("bills.payee") },
      {
        accessorKey: "payer",
        header: t("bills.payer"),
        cell: ({ row }) => row.original.payer || t("bills.platform"),
      },
      {
        accessorKey: "periodStart",
        header: t("bills.period"),
        cell: ({ row }) => periodText(row.original),
      },
      {
        id: "turnover",
        accessorFn: (row) => Number(row.turnover),
        header: t("bills.turnover"),
        cell: ({ row }) => formatAmount(row.original.turnover),
      },
      { accessorKey: "activeMembers", header: t("bills.active") },
      { accessorKey: "rate", header: t("bills.rate"), cell: ({ row }) => `${row.original.rate}%` },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("bills.amount"),
        cell: ({ row }) => formatAmount(row.original.amount),
      },
      {
        accessorKey: "status",
        header: t("bills.status"),
        cell: ({ row }) => <span className="badge badge-warning">{t(`billStatus.${row.original.status}`)}</span>,
      },
      {
        id: "actions",
        header: t("fields.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canReview ? (
            <div className="row-actions">
              <BillDecision bill={row.original} release />
              <BillDecision bill={row.original} release={false} />
            </div>
          ) : null,
      },
    ],
    [t, canReview],
  );
  return (
    <SectionPage title={t("bills.title")}>
      <p className="muted">{t("bills.intro")}</p>
      <DataTable
        caption={t("bills.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("bills.empty")}
        rowKey={(row) => `${row.contractId}:${row.periodStart}`}
      />
    </SectionPage>
  );
}

const periodText = (bill: PendingBill) => `${formatTime(bill.periodStart)} – ${formatTime(bill.periodEnd)}`;

/** Release or refuse one bill: a button, its confirmation, the call, a toast, the list read again. */
function BillDecision({ bill, release }: { bill: PendingBill; release: boolean }) {
  const { t } = useTranslation("agents");
  const errorText = useAgentsErrorText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const which = release ? "release" : "refuse";
  const values = {
    id: bill.contractId,
    kind: t(`kinds.${bill.kind}`),
    payee: bill.payee,
    payer: bill.payer || t("bills.platform"),
    amount: formatAmount(bill.amount),
    period: periodText(bill),
  };
  const decide = useMutation({
    mutationFn: () =>
      apiSend<{ status: BillStatus }>(
        "POST",
        pathWith(release ? AGENT_ADMIN.releaseBill : AGENT_ADMIN.refuseBill, {
          id: bill.contractId,
          periodStart: bill.periodStart,
        }),
      ),
    onSuccess: ({ status }) => {
      toast("success", t(`bills.${which}d`, { ...values, status: t(`billStatus.${status}`) }));
      setOpen(false);
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <>
      <button
        type="button"
        className={release ? "btn btn-small btn-primary" : "btn btn-small btn-danger-outline"}
        aria-label={t(`bills.${which}Of`, values)}
        onClick={() => setOpen(true)}
      >
        {t(`bills.${which}`)}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`bills.${which}Title`, values)}
        description={t(`bills.${which}Text`, values)}
        confirmLabel={t(`bills.${which}`)}
        danger={!release}
        busy={decide.isPending}
        onConfirm={() => decide.mutate()}
      />
    </>
  );
}
