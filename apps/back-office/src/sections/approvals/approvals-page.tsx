import { useMemo, useState } from "react";
import { Link } from "react-router";
import * as Tabs from "@radix-ui/react-tabs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  ADJUSTMENTS_ADMIN,
  type AdjustmentApproval,
  type AdjustmentApprovalStatus,
} from "@portal/contract/api/admin-adjustments";
import { apiGet, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { useAddressTab } from "../../shared/ui/address-tab";
import { formatTime } from "../../shared/ui/format";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { loadApprovalsTexts } from "./approvals-texts";
import { ApprovalDecisions, ApprovalStatusFilter } from "./approval-decisions";
import { SettingApprovals } from "./setting-approvals";

/** The same key as the adjustment forms invalidate after a request. */
const KEY = ["adjustmentApprovals"] as const;

const TABS = ["adjustments", "settings"] as const;

/**
 * Money > Approvals: what waits for a second operator (four eyes), each part shown by its own
 * permission: manual adjustments at or above the brand's threshold (the money queues' reading;
 * deciding needs adjustBalances), and raises of a four-eyes threshold setting (configureBrand,
 * decision 0054). With both, each is a tab, kept in the address (`?tab=settings`), so the brand
 * settings page can link to its requests.
 */
export default function ApprovalsPage() {
  useSectionTexts(loadApprovalsTexts);
  const { t } = useTranslation("approvals");
  const session = useSession();
  const showSettings = hasPermission(session, PERMISSION.configureBrand);
  const showAdjustments =
    hasPermission(session, PERMISSION.readMoney) || hasPermission(session, PERMISSION.adjustBalances);
  const [tab, chooseTab] = useAddressTab(TABS);
  if (!showSettings) {
    return (
      <SectionPage title={t("title")}>
        <AdjustmentApprovals />
      </SectionPage>
    );
  }
  if (!showAdjustments) {
    return (
      <SectionPage title={t("pageTitle")}>
        <SettingApprovals />
      </SectionPage>
    );
  }
  return (
    <SectionPage title={t("pageTitle")}>
      <Tabs.Root value={tab} onValueChange={chooseTab} className="tabs">
        <Tabs.List className="tab-list" aria-label={t("tabs.label")}>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tab">
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="adjustments">
          <AdjustmentApprovals />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingApprovals />
        </Tabs.Content>
      </Tabs.Root>
    </SectionPage>
  );
}

/**
 * Manual adjustments at or above the brand's threshold, waiting for a second operator. Waiting
 * ones come oldest first with approve and reject (a reason the requester reads); the decided ones
 * newest first. An operator's own requests show that someone else must decide: the server refuses
 * the requester (SECOND_OPERATOR_REQUIRED) anyway.
 */
function AdjustmentApprovals() {
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
    <div className="stack">
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

/** Approve (posted at once) or reject (with the reason the requester reads), each asked twice. */
function Decisions({ approval }: { approval: AdjustmentApproval }) {
  const { t } = useTranslation("approvals");
  const values = {
    id: approval.id,
    account: approval.account,
    amount: formatAmount(approval.amount),
    currency: approval.currency,
    requestedBy: approval.requestedBy,
  };
  return (
    <ApprovalDecisions
      approvePath={pathWith(ADJUSTMENTS_ADMIN.approve, { id: approval.id })}
      rejectPath={pathWith(ADJUSTMENTS_ADMIN.reject, { id: approval.id })}
      texts={{
        approveTitle: t("approveTitle", values),
        approveText: t(approval.direction === "CREDIT" ? "approveCredit" : "approveDebit", values),
        approved: t("approved", values),
        rejectTitle: t("rejectTitle", values),
        rejectText: t("rejectText", values),
        rejected: t("rejected", values),
      }}
      invalidate={[KEY, ["member", approval.memberId]]}
      approveDetail={<p>{t("requestReason", { reason: approval.reason })}</p>}
    />
  );
}
