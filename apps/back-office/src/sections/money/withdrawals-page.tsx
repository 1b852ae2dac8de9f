import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN, type adminWithdrawalSchema } from "@portal/contract/api/admin";
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@portal/contract/api/money";
import { apiGet, fetchImage, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { DialogFrame } from "../../shared/ui/dialog";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice, Skeleton } from "../../shared/ui/states";
import { ReviewAction } from "../review-action";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { loadMoneyTexts } from "./money-texts";

type Withdrawal = z.infer<typeof adminWithdrawalSchema>;
const KEY = ["withdrawals"] as const;

/**
 * Money > Withdrawals: the review list. PENDING: approve or reject; APPROVED: pay (after the
 * transfer was made from the brand's bank) or reject; NOT_RECEIVED (the member says the money did
 * not arrive, with a proof): mark it received once the bank shows it arrived.
 */
export default function WithdrawalsPage() {
  useSectionTexts(loadMoneyTexts);
  const { t } = useTranslation("money");
  const session = useSession();
  const canReview = hasPermission(session, PERMISSION.reviewWithdrawals);
  const [status, setStatus] = useState<WithdrawalStatus | "">("PENDING");
  const [pagination, setPagination] = usePaging();
  const [proofOf, setProofOf] = useState<Withdrawal | null>(null);
  const query = useQuery({
    queryKey: [...KEY, status, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: Withdrawal[]; total: number }>(
        ADMIN.withdrawals,
        { status: status || undefined, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Columns<Withdrawal>>(
    () => [
      { accessorKey: "id", header: t("withdrawals.id"), enableHiding: false },
      {
        accessorKey: "account",
        header: t("common.member"),
        // An operator's return of a self-excluded member's money: the reviewer knows who opened it.
        cell: ({ row }) => (
          <>
            {row.original.account}
            {row.original.returnedFunds ? (
              <>
                {" "}
                <span className="badge">{t("withdrawals.returnedFunds")}</span>
              </>
            ) : null}
          </>
        ),
      },
      { accessorKey: "memberId", header: t("common.memberId") },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("common.amount"),
        cell: ({ row }) => `${row.original.amount} ${row.original.currency}`,
      },
      {
        id: "bank",
        accessorFn: (row) => row.bank.bankName,
        header: t("withdrawals.bank"),
        cell: ({ row }) => (
          <span>
            {row.original.bank.bankName} · {row.original.bank.accountName} · {row.original.bank.accountNumber}
          </span>
        ),
      },
      {
        accessorKey: "status",
        header: t("common.status"),
        // A first approval of two given: still PENDING, but waiting for another operator.
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>
            {row.original.awaitingSecondApproval
              ? t("withdrawals.awaitingSecond")
              : t(`withdrawals.status.${row.original.status}`)}
          </span>
        ),
      },
      { accessorKey: "createdAt", header: t("common.created"), cell: ({ row }) => formatTime(row.original.createdAt) },
      { accessorKey: "note", header: t("common.note"), enableSorting: false },
      {
        id: "actions",
        header: t("common.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const w = row.original;
          const values = { id: w.id, amount: w.amount, currency: w.currency, account: w.account };
          const path = (action: string) => pathWith(action, { id: w.id });
          return (
            <div className="row-actions">
              {w.hasProof ? (
                <button type="button" className="btn btn-small" onClick={() => setProofOf(w)}>
                  {t("withdrawals.viewProof")}
                </button>
              ) : null}
              {canReview && w.status === "PENDING" ? (
                <ReviewAction
                  primary
                  label={t("withdrawals.approve")}
                  title={t("withdrawals.approveTitle", values)}
                  description={t("withdrawals.approveText", values)}
                  path={path(ADMIN.withdrawalApprove)}
                  successText={t("withdrawals.approved", values)}
                  invalidate={KEY}
                />
              ) : null}
              {canReview && w.status === "APPROVED" ? (
                <ReviewAction
                  primary
                  label={t("withdrawals.pay")}
                  title={t("withdrawals.payTitle", values)}
                  description={t("withdrawals.payText", values)}
                  path={path(ADMIN.withdrawalPay)}
                  successText={t("withdrawals.paid", values)}
                  invalidate={KEY}
                />
              ) : null}
              {canReview && w.status === "NOT_RECEIVED" ? (
                <ReviewAction
                  label={t("withdrawals.received")}
                  title={t("withdrawals.receivedTitle", values)}
                  description={t("withdrawals.receivedText", values)}
                  path={path(ADMIN.withdrawalReceived)}
                  successText={t("withdrawals.markedReceived", values)}
                  invalidate={KEY}
                />
              ) : null}
              {canReview && (w.status === "PENDING" || w.status === "APPROVED") ? (
                <ReviewAction
                  danger
                  noteRequired
                  label={t("withdrawals.reject")}
                  title={t("withdrawals.rejectTitle", values)}
                  description={t("withdrawals.rejectText", values)}
                  path={path(ADMIN.withdrawalReject)}
                  successText={t("withdrawals.rejected", values)}
                  invalidate={KEY}
                />
              ) : null}
            </div>
          );
        },
      },
    ],
    [t, canReview],
  );

  return (
    <SectionPage title={t("withdrawals.title")}>
      <DataTable
        caption={t("withdrawals.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("withdrawals.empty")}
        rowKey={(row) => row.id}
        toolbar={
          <StatusFilter
            label={t("common.status")}
            value={status}
            statuses={WITHDRAWAL_STATUSES}
            statusLabel={(s) => t(`withdrawals.status.${s}`)}
            onChange={(next) => {
              setStatus(next);
              setPagination({ ...pagination, pageIndex: 0 });
            }}
          />
        }
      />
      {proofOf ? <ProofDialog withdrawal={proofOf} onClose={() => setProofOf(null)} /> : null}
    </SectionPage>
  );
}

function ProofDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t } = useTranslation("money");
  const image = useQuery({
    queryKey: ["proof", withdrawal.id],
    queryFn: ({ signal }) => fetchImage(pathWith(ADMIN.withdrawalProof, { id: withdrawal.id }), signal),
    staleTime: Infinity,
  });
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("withdrawals.proofTitle", { id: withdrawal.id })}
    >
      {image.isPending ? <Skeleton rows={6} /> : null}
      {image.error ? <ErrorNotice error={image.error} onRetry={() => void image.refetch()} /> : null}
      {image.data ? (
        <img className="receipt" src={image.data} alt={t("withdrawals.proofAlt", { id: withdrawal.id })} />
      ) : null}
    </DialogFrame>
  );
}
