import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN, type adminDepositSchema } from "@portal/contract/api/admin";
import { DEPOSIT_STATUSES, type DepositStatus } from "@portal/contract/api/money";
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

type Deposit = z.infer<typeof adminDepositSchema>;
interface Page<T> {
  list: T[];
  total: number;
}
const KEY = ["deposits"] as const;

/** Money > Deposits: the queue by status, the receipt viewer, confirm and reject. */
export default function DepositsPage() {
  useSectionTexts(loadMoneyTexts);
  const { t } = useTranslation("money");
  const session = useSession();
  const canReview = hasPermission(session, PERMISSION.reviewDeposits);
  const [status, setStatus] = useState<DepositStatus | "">("PENDING");
  const [pagination, setPagination] = usePaging();
  const [receiptOf, setReceiptOf] = useState<Deposit | null>(null);
  const query = useQuery({
    queryKey: [...KEY, status, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<Page<Deposit>>(
        ADMIN.deposits,
        { status: status || undefined, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Columns<Deposit>>(
    () => [
      { accessorKey: "orderNo", header: t("deposits.orderNo"), enableHiding: false },
      { accessorKey: "account", header: t("common.member") },
      { accessorKey: "memberId", header: t("common.memberId") },
      { accessorKey: "channelName", header: t("deposits.channel") },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("common.amount"),
        cell: ({ row }) => `${row.original.amount} ${row.original.currency}`,
      },
      {
        accessorKey: "status",
        header: t("common.status"),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`deposits.status.${row.original.status}`)}</span>
        ),
      },
      { accessorKey: "createdAt", header: t("common.created"), cell: ({ row }) => formatTime(row.original.createdAt) },
      { accessorKey: "note", header: t("common.note"), enableSorting: false },
      {
        id: "actions",
        header: t("common.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <div className="row-actions">
            {row.original.hasReceipt ? (
              <button type="button" className="btn btn-small" onClick={() => setReceiptOf(row.original)}>
                {t("deposits.viewReceipt")}
              </button>
            ) : null}
            {canReview && row.original.status === "PENDING" ? <DepositDecisions deposit={row.original} /> : null}
          </div>
        ),
      },
    ],
    [t, canReview],
  );

  return (
    <SectionPage title={t("deposits.title")}>
      <DataTable
        caption={t("deposits.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("deposits.empty")}
        rowKey={(row) => row.orderNo}
        toolbar={
          <StatusFilter
            label={t("common.status")}
            value={status}
            statuses={DEPOSIT_STATUSES}
            statusLabel={(s) => t(`deposits.status.${s}`)}
            onChange={(next) => {
              setStatus(next);
              setPagination({ ...pagination, pageIndex: 0 });
            }}
          />
        }
      />
      {receiptOf ? (
        <ReceiptDialog deposit={receiptOf} canReview={canReview} onClose={() => setReceiptOf(null)} />
      ) : null}
    </SectionPage>
  );
}

function DepositDecisions({ deposit, onDone }: { deposit: Deposit; onDone?: () => void }) {
  const { t } = useTranslation("money");
  const values = {
    orderNo: deposit.orderNo,
    amount: deposit.amount,
    currency: deposit.currency,
    account: deposit.account,
  };
  return (
    <>
      <ReviewAction
        primary
        label={t("deposits.confirm")}
        title={t("deposits.confirmTitle", values)}
        description={t("deposits.confirmText", values)}
        path={pathWith(ADMIN.depositConfirm, { orderNo: deposit.orderNo })}
        successText={t("deposits.confirmed", values)}
        invalidate={KEY}
        {...(onDone ? { onDone } : {})}
      />
      <ReviewAction
        danger
        noteRequired
        label={t("deposits.reject")}
        title={t("deposits.rejectTitle", values)}
        description={t("deposits.rejectText", values)}
        path={pathWith(ADMIN.depositReject, { orderNo: deposit.orderNo })}
        successText={t("deposits.rejected", values)}
        invalidate={KEY}
        {...(onDone ? { onDone } : {})}
      />
    </>
  );
}

/** The member's receipt image, fetched with the operator's session, beside the decision. */
function ReceiptDialog({ deposit, canReview, onClose }: { deposit: Deposit; canReview: boolean; onClose: () => void }) {
  const { t } = useTranslation("money");
  const image = useQuery({
    queryKey: ["receipt", deposit.orderNo],
    queryFn: ({ signal }) => fetchImage(pathWith(ADMIN.depositReceipt, { orderNo: deposit.orderNo }), signal),
    staleTime: Infinity,
  });
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("deposits.receiptTitle", { orderNo: deposit.orderNo })}
      description={t("deposits.receiptText", {
        account: deposit.account,
        amount: deposit.amount,
        currency: deposit.currency,
      })}
    >
      {image.isPending ? <Skeleton rows={6} /> : null}
      {image.error ? <ErrorNotice error={image.error} onRetry={() => void image.refetch()} /> : null}
      {image.data ? (
        <img className="receipt" src={image.data} alt={t("deposits.receiptAlt", { orderNo: deposit.orderNo })} />
      ) : null}
      {canReview && deposit.status === "PENDING" ? (
        <div className="row-end">
          <DepositDecisions deposit={deposit} onDone={onClose} />
        </div>
      ) : null}
    </DialogFrame>
  );
}
