import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  ADJUSTMENT_APPROVAL_STATUSES,
  ADJUSTMENTS_ADMIN,
  rejectApprovalRequest,
  type AdjustmentAnswer,
  type AdjustmentApproval,
  type AdjustmentApprovalStatus,
} from "@portal/contract/api/admin-adjustments";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { formatAmount } from "../numbers";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { loadApprovalsTexts } from "./approvals-texts";

/** The same key as the adjustment forms invalidate after a request. */
const KEY = ["adjustmentApprovals"] as const;

/**
 * Money > Approvals: manual adjustments at or above the brand's threshold, waiting for a second
 * operator (four eyes). Waiting ones come oldest first with approve and reject (a reason the
 * requester reads); the decided ones newest first. An operator's own requests show that someone
 * else must decide: the server refuses the requester (SECOND_OPERATOR_REQUIRED) anyway.
 */
export default function ApprovalsPage() {
  useSectionTexts(loadApprovalsTexts);
  const { t } = useTranslation("approvals");
  const session = useSession();
  const me = session?.username;
  const canDecide = hasPermission(session, PERMISSION.adjustBalances);
  const [status, setStatus] = useState<AdjustmentApprovalStatus>("PENDING");
  const [pagination, setPagination] = usePaging();
  const query = useQuery({
    queryKey: [...KEY, status, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: AdjustmentApproval[]; total: number }>(
        ADJUSTMENTS_ADMIN.approvals,
        { status, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<AdjustmentApproval>>(
    () => [
      { accessorKey: "id", header: t("columns.id"), enableHiding: false },
      {
        accessorKey: "createdAt",
        header: t("columns.requestedAt"),
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
      {
        accessorKey: "account",
        header: t("columns.member"),
        cell: ({ row }) => (
          <Link to={pathWith("/members/:memberId", { memberId: row.original.memberId })}>{row.original.account}</Link>
        ),
      },
      {
        accessorKey: "direction",
        header: t("columns.direction"),
        cell: ({ row }) => t(`direction.${row.original.direction}`),
      },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("columns.amount"),
        cell: ({ row }) => `${formatAmount(row.original.amount)} ${row.original.currency}`,
      },
      { accessorKey: "reason", header: t("columns.reason"), enableSorting: false },
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
          const approval = row.original;
          if (approval.status !== "PENDING") return approval.transferId ? <code>{approval.transferId}</code> : "—";
          if (approval.requestedBy === me) return <span className="muted">{t("yours")}</span>;
          return canDecide ? <Decisions approval={approval} /> : "—";
        },
      },
    ],
    [t, me, canDecide],
  );
  return (
    <SectionPage title={t("title")}>
      <p className="muted">{t("intro")}</p>
      <DataTable
        caption={t(`captions.${status}`)}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t(`empty.${status}`)}
        rowKey={(row) => String(row.id)}
        toolbar={
          <StatusFilter
            label={t("columns.status")}
            value={status}
            allowAll={false}
            statuses={ADJUSTMENT_APPROVAL_STATUSES}
            statusLabel={(s) => t(`status.${s}`)}
            onChange={(next) => {
              if (!next) return;
              setStatus(next);
              setPagination({ ...pagination, pageIndex: 0 });
            }}
          />
        }
      />
    </SectionPage>
  );
}

/** Approve (posted at once) or reject (with the reason the requester reads), each asked twice. */
function Decisions({ approval }: { approval: AdjustmentApproval }) {
  const { t } = useTranslation("approvals");
  const client = useQueryClient();
  const errorText = useErrorText();
  const [open, setOpen] = useState<"approve" | "reject" | null>(null);
  const form = useForm({ resolver: zodResolver(rejectApprovalRequest), defaultValues: { note: "" } });
  const values = {
    id: approval.id,
    account: approval.account,
    amount: formatAmount(approval.amount),
    currency: approval.currency,
    requestedBy: approval.requestedBy,
  };
  const settle = {
    onError: (error: unknown) => toast("error", errorText(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ["member", approval.memberId] });
    },
  };
  const approve = useMutation({
    mutationFn: () => apiSend<AdjustmentAnswer>("POST", pathWith(ADJUSTMENTS_ADMIN.approve, { id: approval.id })),
    onSuccess: () => {
      toast("success", t("approved", values));
      setOpen(null);
    },
    ...settle,
  });
  const reject = useMutation({
    mutationFn: (body: { note: string }) =>
      apiSend<null>("POST", pathWith(ADJUSTMENTS_ADMIN.reject, { id: approval.id }), body),
    onSuccess: () => {
      toast("success", t("rejected", values));
      setOpen(null);
      form.reset();
    },
    ...settle,
  });
  return (
    <div className="row-actions">
      <button type="button" className="btn btn-small btn-primary" onClick={() => setOpen("approve")}>
        {t("approve")}
      </button>
      <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setOpen("reject")}>
        {t("reject")}
      </button>
      <ConfirmDialog
        open={open === "approve"}
        onOpenChange={(next) => setOpen(next ? "approve" : null)}
        title={t("approveTitle", values)}
        description={t(approval.direction === "CREDIT" ? "approveCredit" : "approveDebit", values)}
        confirmLabel={t("approve")}
        busy={approve.isPending}
        onConfirm={() => approve.mutate()}
      >
        <p>{t("requestReason", { reason: approval.reason })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === "reject"}
        onOpenChange={(next) => setOpen(next ? "reject" : null)}
        title={t("rejectTitle", values)}
        description={t("rejectText", values)}
        confirmLabel={t("reject")}
        danger
        busy={reject.isPending}
        onConfirm={() => void form.handleSubmit((body) => reject.mutate(body))()}
      >
        <Field label={t("note")} error={form.formState.errors.note ? t("noteError") : undefined}>
          {(props) => <textarea {...props} rows={3} maxLength={200} {...form.register("note")} />}
        </Field>
      </ConfirmDialog>
    </div>
  );
}
