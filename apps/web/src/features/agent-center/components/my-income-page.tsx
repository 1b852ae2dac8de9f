import { lazy, Suspense, useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { formatMoney } from "../../../shared/format/money";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { Badge } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { billsPageQuery, incomePageQuery, type IncomeItem } from "../api/income-api";
import { incomeByDay, shortDay, type DayIncome } from "../hooks/income-days";
import { useAgentText } from "../hooks/use-agent-text";
import { BillsList, Period } from "./bills-table";
import styles from "./agent-center.module.css";

/** The chart is a chunk of its own: the page's figures show without waiting for it. */
const BarChart = lazy(() => import("../../../shared/ui/bar-chart").then((m) => ({ default: m.BarChart })));

function Lines({ item }: { item: IncomeItem }) {
  const { t } = useAgentText();
  if (item.lines.length === 0) return null;
  return (
    <details className={styles.lines}>
      <summary>{t("income.lineCount", { lines: item.lines.length })}</summary>
      <ul>
        {item.lines.map((line) => (
          <li key={line.category}>
            {t("income.line", {
              category: t(`categories.${line.category}`),
              stake: formatMoney(line.validStake),
              amount: formatMoney(line.amount),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

function incomeColumns(t: TFunction): Column<IncomeItem>[] {
  return [
    {
      key: "period",
      header: t("income.period"),
      cell: (item) => <Period start={item.periodStart} end={item.periodEnd} />,
    },
    { key: "kind", header: t("income.kind"), cell: (item) => t(`income.kinds.${item.kind}`) },
    { key: "amount", header: t("wallet.amount"), numeric: true, cell: (item) => formatMoney(item.amount) },
    {
      key: "paid",
      header: t("wallet.status"),
      cell: (item) => (
        <Badge tone={item.paid ? "success" : "warning"}>{t(item.paid ? "income.paid" : "income.unpaid")}</Badge>
      ),
    },
    { key: "lines", header: t("income.lines"), cell: (item) => <Lines item={item} /> },
  ];
}

/** Income by day as a small stacked chart (rebates, salaries), its figures in words for a screen reader. */
function IncomeChart({ days }: { days: readonly DayIncome[] }) {
  const { t } = useAgentText();
  const language = useLanguage();
  const totals = days.map((d) => Number(d.rebates) + Number(d.salaries));
  const highest = days[totals.indexOf(Math.max(...totals))];
  const summary = days
    .map((d) =>
      t("income.chartDay", {
        day: shortDay(d.start, language),
        rebates: formatMoney(d.rebates),
        salaries: formatMoney(d.salaries),
      }),
    )
    .join("; ");
  return (
    // The chart's own height while its chunk loads: nothing below it moves when it arrives.
    <Suspense fallback={<div className={styles.chartSpace} />}>
      <BarChart
        title={t("income.chartTitle")}
        scale={t("income.chartHighest", {
          amount: highest ? formatMoney(String(Number(highest.rebates) + Number(highest.salaries))) : "0.00",
        })}
        summary={`${t("income.chartTitle")}: ${summary}`}
        series={[
          { label: t("income.kinds.REBATE"), tone: "accent" },
          { label: t("income.salaries"), tone: "success" },
        ]}
        bars={days.map((d) => ({
          key: d.day,
          label: shortDay(d.start, language),
          values: [Number(d.rebates), Number(d.salaries)],
        }))}
      />
    </Suspense>
  );
}

/**
 * "My income" (myIncome, AGEREV3): the caller's rebates by period with their lines per category,
 * and the bills of its contracts of every kind (as payee: income, claimed here when a bill awaits
 * the claim; as payer: what it pays on), each list paged by cursor; a chart of the income by day
 * over the periods listed.
 */
export function MyIncomePage() {
  const { t } = useAgentText();
  const { token } = useSession();
  const incomePaging = useCursorPaging();
  const billsPaging = useCursorPaging();
  const income = useQuery(incomePageQuery(token, incomePaging.position.cursor));
  const bills = useQuery(billsPageQuery(token, billsPaging.position.cursor));
  const titleId = useId();
  const rebatesId = useId();
  const billsId = useId();
  const days = incomeByDay(income.data?.list ?? [], bills.data?.list ?? []);

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{t("center.agent.myIncome")}</h3>
        {days.length > 0 ? (
          <>
            <IncomeChart days={days} />
            <p className={styles.muted}>{t("income.note")}</p>
          </>
        ) : income.isPending || bills.isPending ? null : (
          <EmptyState title={t("income.none")} />
        )}
      </section>
      <section className={styles.panel} aria-labelledby={rebatesId}>
        <h3 id={rebatesId}>{t("income.rebates")}</h3>
        <QueryState query={income}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t("income.noRebates")} />
            ) : (
              <>
                <DataTable
                  label={t("income.rebates")}
                  columns={incomeColumns(t)}
                  rows={data.list}
                  rowKey={(item) => `${item.kind}:${item.periodStart}`}
                />
                <Pager data={data} page={shownPage(incomePaging.position, data)} onCursor={incomePaging.follow} />
              </>
            )
          }
        </QueryState>
      </section>
      <section className={styles.panel} aria-labelledby={billsId}>
        <h3 id={billsId}>{t("income.bills")}</h3>
        <BillsList
          query={bills}
          position={billsPaging.position}
          onCursor={billsPaging.follow}
          label={t("income.bills")}
          empty={t("income.noBills")}
        />
      </section>
    </div>
  );
}
