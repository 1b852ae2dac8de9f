import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { brandDateOf, DASHBOARD_ADMIN, type Dashboard } from "@portal/contract/api/admin-dashboard";
import { apiGet } from "../../shared/api/client";
import { useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { PeriodPicker } from "../../shared/ui/period-picker";
import { ErrorNotice, Skeleton } from "../../shared/ui/states";
import { visibleMenu } from "../../app/menu";
import { amountForDrawing, formatAmount, formatCount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { loadDashboardTexts } from "./dashboard-texts";
import { presetDays, type BrandDays, type PeriodPreset } from "./period";
import styles from "./dashboard.module.css";

/** The chart library loads with the chart, after the dashboard's figures (decision 0049). */
const DayChart = lazy(() => import("./day-chart"));

type Day = Dashboard["days"][number];
type ByCategory = Dashboard["byCategory"][number];
type ByVendor = Dashboard["byVendor"][number];
type Queue = keyof Dashboard["queues"];

/** Where each queue is worked through; a queue whose section is not built (or not the operator's) shows as text. */
const QUEUE_PAGES: Record<Queue, string | null> = {
  deposits: "/money/deposits",
  withdrawals: "/money/withdrawals",
  vendorTransfers: "/money/vendor-transfers",
  betMismatches: "/games/vendors",
  bills: "/agents/bills",
  lotteryResults: "/games/lottery",
  eventApplications: "/promotions/applications",
};
const QUEUES = Object.keys(QUEUE_PAGES) as Queue[];

/**
 * Dashboard: the landing page of every operator. A period of brand days (shortcuts or two dates,
 * at most 92 days), its figures, the day-by-day chart with its table (the chart's text
 * alternative), GGR by category and by vendor, and the queues waiting now as links.
 */
export default function DashboardPage() {
  useSectionTexts(loadDashboardTexts);
  const { t } = useTranslation("dashboard");
  const [preset, setPreset] = useState<PeriodPreset>("today");
  const [days, setDays] = useState<BrandDays>(() => presetDays("today", Date.now()));
  const query = useQuery({
    queryKey: ["dashboard", days.from, days.to],
    queryFn: ({ signal }) => apiGet<Dashboard>(DASHBOARD_ADMIN.dashboard, { from: days.from, to: days.to }, signal),
    placeholderData: keepPreviousData,
    // The queues move while the page is open.
    refetchInterval: 60_000,
  });
  const data = query.data;
  return (
    <SectionPage title={t("title")}>
      <PeriodPicker
        namespace="dashboard"
        preset={preset}
        days={days}
        onChange={(nextPreset, nextDays) => {
          setPreset(nextPreset);
          setDays(nextDays);
        }}
      />
      {query.error ? <ErrorNotice error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <>
          <p className="muted" aria-live="polite">
            {days.from === days.to
              ? t("period.showingDay", { day: days.from, currency: data.currency })
              : t("period.showing", { from: days.from, to: days.to, currency: data.currency })}
          </p>
          <Figures data={data} />
          <Queues queues={data.queues} />
          <DaysPanel data={data} />
          <div className={styles.split}>
            <ShareTable
              caption={t("byCategory.title")}
              nameHeader={t("byCategory.category")}
              rows={data.byCategory}
              nameOf={(row: ByCategory) => t(`categories.${row.category}`, { defaultValue: row.category })}
              keyOf={(row: ByCategory) => row.category}
              emptyText={t("byCategory.empty")}
            />
            <ShareTable
              caption={t("byVendor.title")}
              nameHeader={t("byVendor.vendor")}
              rows={data.byVendor}
              nameOf={(row: ByVendor) => row.vendor}
              keyOf={(row: ByVendor) => row.vendor}
              emptyText={t("byVendor.empty")}
            />
          </div>
        </>
      ) : query.isPending ? (
        <>
          <Skeleton rows={2} label={t("loading")} />
          <Skeleton rows={8} label={t("loading")} />
        </>
      ) : null}
    </SectionPage>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const { t } = useTranslation("dashboard");
  const figure = (label: string, value: string, sub?: string) => (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {sub ? <dd className={styles.sub}>{sub}</dd> : null}
    </div>
  );
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="visually-hidden">
        {t("figures.title")}
      </h2>
      <dl className={styles.figures}>
        {figure(t("figures.registrations"), formatCount(data.registrations))}
        {figure(
          t("figures.firstDeposits"),
          formatCount(data.firstDeposits.count),
          t("figures.amount", { amount: formatAmount(data.firstDeposits.amount), currency: data.currency }),
        )}
        {figure(
          t("figures.deposits"),
          formatAmount(data.deposits.amount),
          t("figures.orders", { count: data.deposits.count, formatted: formatCount(data.deposits.count) }),
        )}
        {figure(
          t("figures.withdrawals"),
          formatAmount(data.withdrawals.amount),
          t("figures.orders", { count: data.withdrawals.count, formatted: formatCount(data.withdrawals.count) }),
        )}
        {figure(
          t("figures.stake"),
          formatAmount(data.bets.stake),
          t("figures.rounds", { count: data.bets.rounds, formatted: formatCount(data.bets.rounds) }),
        )}
        {figure(
          t("figures.ggr"),
          formatAmount(data.bets.ggr),
          t("figures.payout", { amount: formatAmount(data.bets.payout) }),
        )}
        {figure(t("figures.activePlayers"), formatCount(data.activePlayers))}
      </dl>
    </section>
  );
}

function Queues({ queues }: { queues: Dashboard["queues"] }) {
  const { t } = useTranslation("dashboard");
  const session = useSession();
  const open = new Set(
    visibleMenu(session?.permissions ?? []).flatMap((group) => group.items.map((item) => item.path)),
  );
  return (
    <section aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues">{t("queues.title")}</h2>
      <ul className={styles.queues}>
        {QUEUES.map((queue) => {
          const path = QUEUE_PAGES[queue];
          const className = `${styles.queue} ${queues[queue] > 0 ? styles.waiting : ""}`;
          const content = (
            <>
              <span>{t(`queues.${queue}`)}</span> <span className={styles.count}>{formatCount(queues[queue])}</span>
            </>
          );
          return (
            <li key={queue}>
              {path && open.has(path) ? (
                <Link to={path} className={className}>
                  {content}
                </Link>
              ) : (
                <span className={className}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The chart of the days (drawn, hidden from screen readers) over its table (read). */
function DaysPanel({ data }: { data: Dashboard }) {
  const { t } = useTranslation("dashboard");
  const chartLabels = useMemo(
    () => ({ deposits: t("figures.deposits"), withdrawals: t("figures.withdrawals"), ggr: t("figures.ggr") }),
    [t],
  );
  const columns = useMemo<Columns<Day>>(
    () => [
      {
        id: "day",
        accessorKey: "day",
        header: t("days.day"),
        enableHiding: false,
        cell: ({ row }) => brandDateOf(row.original.day),
      },
      {
        accessorKey: "registrations",
        header: t("figures.registrations"),
        cell: ({ row }) => formatCount(row.original.registrations),
      },
      money<Day>("deposits", t("figures.deposits"), (row) => row.deposits),
      money<Day>("withdrawals", t("figures.withdrawals"), (row) => row.withdrawals),
      money<Day>("stake", t("figures.stake"), (row) => row.stake),
      money<Day>("ggr", t("figures.ggr"), (row) => row.ggr),
    ],
    [t],
  );
  return (
    <section aria-labelledby="dashboard-days" className="stack">
      <h2 id="dashboard-days">{t("days.title")}</h2>
      {data.days.length > 1 ? (
        <figure className={styles.panel} aria-describedby="dashboard-days-note">
          <Suspense fallback={<Skeleton rows={6} label={t("days.chartLoading")} />}>
            <DayChart days={data.days} labels={chartLabels} />
          </Suspense>
          <figcaption id="dashboard-days-note" className="muted">
            {t("days.chartNote")}
          </figcaption>
        </figure>
      ) : null}
      <DataTable
        caption={t("days.table")}
        columns={columns}
        rows={data.days}
        loading={false}
        error={null}
        emptyText={t("days.empty")}
        rowKey={(row) => String(row.day)}
      />
    </section>
  );
}

/** A money column: sorted by its value, shown grouped. */
function money<Row extends object>(id: string, header: string, read: (row: Row) => string): Columns<Row>[number] {
  return {
    id,
    accessorFn: (row: Row) => amountForDrawing(read(row)),
    header,
    cell: ({ row }: { row: { original: Row } }) => formatAmount(read(row.original)),
  } as Columns<Row>[number];
}

interface BetFigures {
  rounds: number;
  stake: string;
  payout: string;
  ggr: string;
}

/** GGR by category or by vendor: the figures as a table, each row's GGR also as a bar. */
function ShareTable<Row extends BetFigures>({
  caption,
  nameHeader,
  rows,
  nameOf,
  keyOf,
  emptyText,
}: {
  caption: string;
  nameHeader: string;
  rows: Row[];
  nameOf: (row: Row) => string;
  keyOf: (row: Row) => string;
  emptyText: string;
}) {
  const { t } = useTranslation("dashboard");
  const largest = Math.max(0, ...rows.map((row) => Math.abs(amountForDrawing(row.ggr))));
  const columns = useMemo<Columns<Row>>(
    () => [
      { id: "name", accessorFn: nameOf, header: nameHeader, enableHiding: false },
      { accessorKey: "rounds", header: t("figures.roundsHeader"), cell: ({ row }) => formatCount(row.original.rounds) },
      money<Row>("stake", t("figures.stake"), (row) => row.stake),
      money<Row>("payout", t("figures.payoutHeader"), (row) => row.payout),
      money<Row>("ggr", t("figures.ggr"), (row) => row.ggr),
      {
        id: "bar",
        header: t("byCategory.share"),
        enableSorting: false,
        cell: ({ row }) => {
          const value = amountForDrawing(row.original.ggr);
          const width = largest > 0 ? `${Math.round((Math.abs(value) / largest) * 100)}%` : "0";
          return (
            <span className={styles.barCell} aria-hidden="true">
              <span className={`${styles.bar} ${value < 0 ? styles.barNegative : ""}`} style={{ width }} />
            </span>
          );
        },
      },
    ],
    [t, nameHeader, nameOf, largest],
  );
  return (
    <div className="stack">
      <h2>{caption}</h2>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        loading={false}
        error={null}
        emptyText={emptyText}
        rowKey={keyOf}
      />
    </div>
  );
}
