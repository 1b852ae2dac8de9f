import { useMemo, useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { brandDateOf } from "@portal/contract/api/admin-dashboard";
import {
  MEMBER_REPORT_SORTS,
  REPORTS_ADMIN,
  type AgentReport,
  type MemberReport,
  type ProfitLossReport,
} from "@portal/contract/api/admin-reports";
import { apiGet } from "../../shared/api/client";
import { downloadFile } from "../../shared/api/files";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { PeriodPicker, type BrandDays, type PeriodPreset } from "../../shared/ui/period-picker";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { presetDays } from "../dashboard/period";
import { amountForDrawing, formatAmount, formatCount } from "../numbers";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { sumDecimals } from "./decimals";
import { loadReportsTexts } from "./reports-texts";

type ProfitLossRow = ProfitLossReport["rows"][number];
type MemberRow = MemberReport["rows"][number];
type AgentRow = AgentReport["rows"][number];
type MemberSort = (typeof MEMBER_REPORT_SORTS)[number];
const TABS = ["profitLoss", "members", "agents"] as const;
type Tab = (typeof TABS)[number];

/** An amount column: sorted by its value, shown grouped in the operator's language. */
function amountColumn<Row>(id: string, header: string, value: (row: Row) => string, footer?: string) {
  return {
    id,
    header,
    accessorFn: (row: Row) => amountForDrawing(value(row)),
    cell: ({ row }: { row: { original: Row } }) => <span>{formatAmount(value(row.original))}</span>,
    ...(footer === undefined ? {} : { footer: () => <strong>{formatAmount(footer)}</strong> }),
  };
}

/**
 * Reports: profit and loss by day, vendor and category (with its totals), members by GGR, stake
 * or deposits, and agents with their teams' figures, over one period of brand days; each sorts
 * on the client and exports the same rows as CSV (the server's `.csv` twin).
 */
export default function ReportsPage() {
  useSectionTexts(loadReportsTexts);
  const { t } = useTranslation("reports");
  const [tab, setTab] = useState<Tab>("profitLoss");
  const [preset, setPreset] = useState<PeriodPreset>("today");
  const [days, setDays] = useState<BrandDays>(() => presetDays("today", Date.now()));
  return (
    <SectionPage title={t("title")}>
      <PeriodPicker
        namespace="reports"
        preset={preset}
        days={days}
        onChange={(nextPreset, nextDays) => {
          setPreset(nextPreset);
          setDays(nextDays);
        }}
      />
      <p className="muted" aria-live="polite">
        {days.from === days.to
          ? t("period.showingDay", { day: days.from })
          : t("period.showing", { from: days.from, to: days.to })}
      </p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List className="tab-list" aria-label={t("tabs")}>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tab">
              {t(`${value}.tab`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profitLoss">
          <ProfitLoss days={days} />
        </Tabs.Content>
        <Tabs.Content value="members">
          <Members days={days} />
        </Tabs.Content>
        <Tabs.Content value="agents">
          <Agents days={days} />
        </Tabs.Content>
      </Tabs.Root>
    </SectionPage>
  );
}

/** "Export CSV": the report's `.csv` twin for the same period, saved under the server's file name. */
function ExportButton({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: Record<string, string>;
  fallbackName: string;
}) {
  const { t } = useTranslation("reports");
  const errorText = useErrorText();
  const download = useMutation({
    mutationFn: () => downloadFile(path, query, fallbackName),
    onSuccess: (name) => toast("success", t("export.done", { name })),
    onError: (error) => toast("error", errorText(error)),
  });
  return (
    <button
      type="button"
      className="btn btn-small"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate()}
    >
      {t("export.button")}
    </button>
  );
}

function TruncatedNotice({ truncated }: { truncated: boolean | undefined }) {
  const { t } = useTranslation("reports");
  return truncated ? (
    <p className="notice badge-warning" role="status">
      {t("truncated")}
    </p>
  ) : null;
}

function ProfitLoss({ days }: { days: BrandDays }) {
  const { t } = useTranslation("reports");
  const query = useQuery({
    queryKey: ["reports", "profitLoss", days.from, days.to],
    queryFn: ({ signal }) => apiGet<ProfitLossReport>(REPORTS_ADMIN.profitLoss, { ...days }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows;
  const columns = useMemo<Columns<ProfitLossRow>>(() => {
    const total = (pick: (row: ProfitLossRow) => string) => sumDecimals((rows ?? []).map(pick));
    return [
      {
        id: "day",
        accessorKey: "day",
        header: t("profitLoss.day"),
        enableHiding: false,
        cell: ({ row }) => brandDateOf(row.original.day),
        footer: () => <strong>{t("profitLoss.total")}</strong>,
      },
      { accessorKey: "vendor", header: t("profitLoss.vendor") },
      {
        accessorKey: "category",
        header: t("profitLoss.category"),
        cell: ({ row }) => row.original.category || t("profitLoss.noCategory"),
      },
      {
        accessorKey: "players",
        header: t("columns.players"),
        cell: ({ row }) => <span>{formatCount(row.original.players)}</span>,
      },
      {
        accessorKey: "rounds",
        header: t("columns.rounds"),
        cell: ({ row }) => <span>{formatCount(row.original.rounds)}</span>,
        footer: () => <strong>{formatCount((rows ?? []).reduce((sum, row) => sum + row.rounds, 0))}</strong>,
      },
      amountColumn<ProfitLossRow>(
        "stake",
        t("columns.stake"),
        (row) => row.stake,
        total((row) => row.stake),
      ),
      amountColumn<ProfitLossRow>(
        "payout",
        t("columns.payout"),
        (row) => row.payout,
        total((row) => row.payout),
      ),
      amountColumn<ProfitLossRow>(
        "ggr",
        t("columns.ggr"),
        (row) => row.ggr,
        total((row) => row.ggr),
      ),
    ];
  }, [t, rows]);
  return (
    <div className="stack">
      {query.data ? <p className="muted">{t("currency", { currency: query.data.currency })}</p> : null}
      <DataTable
        caption={t("profitLoss.title")}
        columns={columns}
        rows={rows}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("empty")}
        rowKey={(row) => `${row.day}-${row.vendor}-${row.category}`}
        toolbar={<ExportButton path={REPORTS_ADMIN.profitLossCsv} query={{ ...days }} fallbackName="profit-loss.csv" />}
      />
    </div>
  );
}

function Members({ days }: { days: BrandDays }) {
  const { t } = useTranslation("reports");
  const [sort, setSort] = useState<MemberSort>("GGR");
  const query = useQuery({
    queryKey: ["reports", "members", days.from, days.to, sort],
    queryFn: ({ signal }) => apiGet<MemberReport>(REPORTS_ADMIN.members, { ...days, sort }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<MemberRow>>(
    () => [
      { accessorKey: "account", header: t("columns.member"), enableHiding: false },
      { accessorKey: "memberId", header: t("columns.memberId") },
      {
        accessorKey: "rounds",
        header: t("columns.rounds"),
        cell: ({ row }) => <span>{formatCount(row.original.rounds)}</span>,
      },
      amountColumn<MemberRow>("stake", t("columns.stake"), (row) => row.stake),
      amountColumn<MemberRow>("payout", t("columns.payout"), (row) => row.payout),
      amountColumn<MemberRow>("ggr", t("columns.ggr"), (row) => row.ggr),
      amountColumn<MemberRow>("deposits", t("columns.deposits"), (row) => row.deposits),
      amountColumn<MemberRow>("withdrawals", t("columns.withdrawals"), (row) => row.withdrawals),
    ],
    [t],
  );
  return (
    <div className="stack">
      {query.data ? <p className="muted">{t("currency", { currency: query.data.currency })}</p> : null}
      <TruncatedNotice truncated={query.data?.truncated} />
      <DataTable
        caption={t("members.title")}
        columns={columns}
        rows={query.data?.rows}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("empty")}
        rowKey={(row) => String(row.memberId)}
        toolbar={
          <>
            <StatusFilter
              allowAll={false}
              label={t("members.sort")}
              value={sort}
              statuses={MEMBER_REPORT_SORTS}
              statusLabel={(value) => t(`members.sortBy.${value}`)}
              onChange={(value) => {
                if (value) setSort(value);
              }}
            />
            <ExportButton path={REPORTS_ADMIN.membersCsv} query={{ ...days, sort }} fallbackName="members.csv" />
          </>
        }
      />
    </div>
  );
}

function Agents({ days }: { days: BrandDays }) {
  const { t } = useTranslation("reports");
  const query = useQuery({
    queryKey: ["reports", "agents", days.from, days.to],
    queryFn: ({ signal }) => apiGet<AgentReport>(REPORTS_ADMIN.agents, { ...days }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<AgentRow>>(
    () => [
      { accessorKey: "account", header: t("columns.agent"), enableHiding: false },
      { accessorKey: "agentId", header: t("columns.agentId") },
      { accessorKey: "memberType", header: t("agents.memberType") },
      {
        accessorKey: "teamSize",
        header: t("agents.teamSize"),
        cell: ({ row }) => <span>{formatCount(row.original.teamSize)}</span>,
      },
      {
        accessorKey: "activePlayers",
        header: t("agents.activePlayers"),
        cell: ({ row }) => <span>{formatCount(row.original.activePlayers)}</span>,
      },
      {
        accessorKey: "rounds",
        header: t("columns.rounds"),
        cell: ({ row }) => <span>{formatCount(row.original.rounds)}</span>,
      },
      amountColumn<AgentRow>("stake", t("columns.stake"), (row) => row.stake),
      amountColumn<AgentRow>("payout", t("columns.payout"), (row) => row.payout),
      amountColumn<AgentRow>("ggr", t("columns.ggr"), (row) => row.ggr),
      amountColumn<AgentRow>("deposits", t("columns.deposits"), (row) => row.deposits),
      amountColumn<AgentRow>("withdrawals", t("columns.withdrawals"), (row) => row.withdrawals),
    ],
    [t],
  );
  return (
    <div className="stack">
      {query.data ? <p className="muted">{t("currency", { currency: query.data.currency })}</p> : null}
      <TruncatedNotice truncated={query.data?.truncated} />
      <DataTable
        caption={t("agents.title")}
        columns={columns}
        rows={query.data?.rows}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("empty")}
        rowKey={(row) => String(row.agentId)}
        toolbar={<ExportButton path={REPORTS_ADMIN.agentsCsv} query={{ ...days }} fallbackName="agents.csv" />}
      />
    </div>
  );
}
