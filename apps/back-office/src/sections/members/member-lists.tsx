import { useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { transactionEntrySchema, transactionHistorySchema } from "@portal/contract/api/accounts";
import { MEMBERS_ADMIN } from "@portal/contract/api/admin-members";
import type { betRecordSchema, betRecordsSchema } from "@portal/contract/api/bets";
import type {
  depositListSchema,
  depositSchema,
  withdrawalListSchema,
  withdrawalSchema,
} from "@portal/contract/api/money";
import { apiGet, pathWith } from "../../shared/api/client";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { formatAmount } from "../numbers";
import { CursorPager, useCursor, type CursorPage } from "./cursor-pager";
import { memberKey } from "./member-actions";

const PAGE_SIZE = 20;

/** One of the member's records, newest first, paged by cursor (the portal's own call, for this member). */
function useMemberRecords<Answer extends CursorPage>(memberId: number, path: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [...memberKey(memberId), path, cursor],
    queryFn: ({ signal }) => apiGet<Answer>(pathWith(path, { memberId }), { cursor, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

function RecordTable<Row, Answer extends CursorPage & { list: Row[] }>({
  memberId,
  path,
  caption,
  emptyText,
  columns,
  rowKey,
  footer,
}: {
  memberId: number;
  path: string;
  caption: string;
  emptyText: string;
  columns: Columns<Row & object>;
  rowKey: (row: Row) => string;
  footer?: (answer: Answer) => React.ReactNode;
}) {
  const [cursor, setCursor] = useCursor();
  const query = useMemberRecords<Answer>(memberId, path, cursor);
  return (
    <div className="stack">
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.list as (Row & object)[] | undefined}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        rowKey={rowKey}
      />
      {query.data && footer ? footer(query.data) : null}
      <CursorPager caption={caption} page={query.data} onCursor={setCursor} />
    </div>
  );
}

type Entry = z.infer<typeof transactionEntrySchema>;
export function LedgerList({ memberId }: { memberId: number }) {
  const { t } = useTranslation("members");
  const columns = useMemo<Columns<Entry>>(
    () => [
      {
        accessorKey: "time",
        header: t("records.time"),
        enableHiding: false,
        cell: ({ row }) => formatTime(row.original.time),
      },
      { accessorKey: "type", header: t("records.type"), cell: ({ row }) => t(`ledger.${row.original.type}`) },
      {
        accessorKey: "wallet",
        header: t("records.wallet"),
        cell: ({ row }) => t(`wallets.kinds.${row.original.wallet}`, { defaultValue: row.original.wallet }),
      },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("records.amount"),
        cell: ({ row }) => `${formatAmount(row.original.amount)} ${row.original.currency}`,
      },
      {
        accessorKey: "balanceAfter",
        header: t("records.balanceAfter"),
        cell: ({ row }) => formatAmount(row.original.balanceAfter),
      },
      {
        id: "reference",
        header: t("records.reference"),
        enableSorting: false,
        cell: ({ row }) => <code>{`${row.original.reference.type} ${row.original.reference.id}`}</code>,
      },
    ],
    [t],
  );
  return (
    <RecordTable<Entry, z.infer<typeof transactionHistorySchema>>
      memberId={memberId}
      path={MEMBERS_ADMIN.ledger}
      caption={t("tabs.ledger")}
      emptyText={t("records.emptyLedger")}
      columns={columns}
      rowKey={(row) => String(row.id)}
    />
  );
}

type Bet = z.infer<typeof betRecordSchema>;
type Bets = z.infer<typeof betRecordsSchema>;
export function BetsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation("members");
  const columns = useMemo<Columns<Bet>>(
    () => [
      {
        accessorKey: "betAt",
        header: t("records.time"),
        enableHiding: false,
        cell: ({ row }) => formatTime(row.original.betAt),
      },
      { accessorKey: "vendorName", header: t("records.vendor") },
      { accessorKey: "gameName", header: t("records.game") },
      { accessorKey: "roundId", header: t("records.round"), cell: ({ row }) => <code>{row.original.roundId}</code> },
      {
        id: "stake",
        accessorFn: (row) => Number(row.stake),
        header: t("records.stake"),
        cell: ({ row }) => formatAmount(row.original.stake),
      },
      {
        id: "payout",
        accessorFn: (row) => Number(row.payout),
        header: t("records.payout"),
        cell: ({ row }) => formatAmount(row.original.payout),
      },
      {
        id: "profit",
        accessorFn: (row) => Number(row.profit),
        header: t("records.profit"),
        cell: ({ row }) => formatAmount(row.original.profit),
      },
      { accessorKey: "status", header: t("records.status"), cell: ({ row }) => t(`betStatus.${row.original.status}`) },
    ],
    [t],
  );
  return (
    <div className="stack">
      <p className="muted">{t("records.betsPeriod")}</p>
      <RecordTable<Bet, Bets>
        memberId={memberId}
        path={MEMBERS_ADMIN.bets}
        caption={t("tabs.bets")}
        emptyText={t("records.emptyBets")}
        columns={columns}
        rowKey={(row) => String(row.id)}
        footer={(answer) => (
          <p>
            {t("records.betSums", {
              stake: formatAmount(answer.sums.stake),
              payout: formatAmount(answer.sums.payout),
              profit: formatAmount(answer.sums.profit),
            })}
          </p>
        )}
      />
    </div>
  );
}

type Deposit = z.infer<typeof depositSchema>;
export function DepositsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation("members");
  const columns = useMemo<Columns<Deposit>>(
    () => [
      { accessorKey: "orderNo", header: t("records.orderNo"), enableHiding: false },
      { accessorKey: "createdAt", header: t("records.time"), cell: ({ row }) => formatTime(row.original.createdAt) },
      { accessorKey: "channelName", header: t("records.channel") },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("records.amount"),
        cell: ({ row }) => `${formatAmount(row.original.amount)} ${row.original.currency}`,
      },
      {
        accessorKey: "status",
        header: t("records.status"),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`depositStatus.${row.original.status}`)}</span>
        ),
      },
    ],
    [t],
  );
  return (
    <RecordTable<Deposit, z.infer<typeof depositListSchema>>
      memberId={memberId}
      path={MEMBERS_ADMIN.deposits}
      caption={t("tabs.deposits")}
      emptyText={t("records.emptyDeposits")}
      columns={columns}
      rowKey={(row) => row.orderNo}
    />
  );
}

type Withdrawal = z.infer<typeof withdrawalSchema>;
export function WithdrawalsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation("members");
  const columns = useMemo<Columns<Withdrawal>>(
    () => [
      { accessorKey: "id", header: t("records.withdrawalNo"), enableHiding: false },
      { accessorKey: "createdAt", header: t("records.time"), cell: ({ row }) => formatTime(row.original.createdAt) },
      {
        id: "amount",
        accessorFn: (row) => Number(row.amount),
        header: t("records.amount"),
        cell: ({ row }) => `${formatAmount(row.original.amount)} ${row.original.currency}`,
      },
      {
        id: "bank",
        header: t("records.bank"),
        enableSorting: false,
        accessorFn: (row) => `${row.bank.bankName} ${row.bank.accountNumber}`,
      },
      {
        accessorKey: "status",
        header: t("records.status"),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`withdrawalStatus.${row.original.status}`)}</span>
        ),
      },
      { accessorKey: "paidAt", header: t("records.paidAt"), cell: ({ row }) => formatTime(row.original.paidAt) },
      { accessorKey: "note", header: t("records.note"), enableSorting: false },
    ],
    [t],
  );
  return (
    <RecordTable<Withdrawal, z.infer<typeof withdrawalListSchema>>
      memberId={memberId}
      path={MEMBERS_ADMIN.withdrawals}
      caption={t("tabs.withdrawals")}
      emptyText={t("records.emptyWithdrawals")}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
