import { lazy, Suspense, useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { BillStatus } from "@portal/contract/api/contracts";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { billsPageQuery, incomePageQuery, type Bill, type IncomeItem } from "../api/income-api";
import { counterpartyName } from "../hooks/contract-text";
import { incomeByDay, periodText, shortDay, type DayIncome } from "../hooks/income-days";
import { useAgentText } from "../hooks/use-agent-text";
import styles from "./agent-center.module.css";

/** The chart is a chunk of its own: the page's figures show without waiting for it. */
const BarChart = lazy(() => import("../../../shared/ui/bar-chart").then((m) => ({ default: m.BarChart })));

const BILL_TONE: Record<BillStatus, BadgeTone> = {
  DUE: "warning",
  ISSUED: "success",
  PARTLY_ISSUED: "warning",
  INSUFFICIENT_BALANCE: "danger",
  TARGET_NOT_REACHED: "muted",
  REFUSED: "danger",
  PENDING_REVIEW: "warning",
  AWAITING_CLAIM: "accent",
  EXPIRED: "muted",
};

function Period({ start, end }: { start: number; end: number }) {
  const language = useLanguage();
  return (
    <time className={styles.nowrap} dateTime={isoDateTime(start)}>
      {periodText(start, end, language)}
    </time>
  );
}

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

function billColumns(t: TFunction): Column<Bill>[] {
  return [
    {
      key: "period",
      header: t("income.period"),
      cell: (bill) => <Period start={bill.periodStart} end={bill.periodEnd} />,
    },
    { key: "kind", header: t("income.kind"), cell: (bill) => t(`contracts.kinds.${bill.kind}`) },
    {
      key: "side",
      header: t("income.side"),
      cell: (bill) =>
        t(bill.role === "PAYEE" ? "income.from" : "income.to", { account: counterpartyName(t, bill.counterparty) }),
    },
    { key: "amount", header: t("wallet.amount"), numeric: true, cell: (bill) => formatMoney(bill.amount) },
    { key: "paid", header: t("income.paidAmount"), numeric: true, cell: (bill) => formatMoney(bill.paid) },
    {
      key: "status",
      header: t("wallet.status"),
      cell: (bill) => <Badge tone={BILL_TONE[bill.status]}>{t(`income.billStatuses.${bill.status}`)}</Badge>,
    },
    // How the amount was worked out, last: what is owed and paid comes first where the table scrolls.
    { key: "turnover", header: t("contracts.turnover"), numeric: true, cell: (bill) => formatMoney(bill.turnover) },
    {
      key: "active",
      header: t("contracts.activeMembers"),
      numeric: true,
      cell: (bill) => bill.activeMembers.toLocaleString("en-US"),
    },
    { key: "rate", header: t("contracts.rate"), numeric: true, cell: (bill) => `${bill.rate}%` },
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
 * and the bills of its salary contracts (as payee: income; as payer: what it pays on), each list
 * paged by cursor; a chart of the income by day over the periods listed.
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
        <QueryState query={bills}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t("income.noBills")} />
            ) : (
              <>
                <DataTable
                  label={t("income.bills")}
                  columns={billColumns(t)}
                  rows={data.list}
                  rowKey={(bill) => `${bill.contractId}:${bill.periodStart}`}
                />
                <Pager data={data} page={shownPage(billsPaging.position, data)} onCursor={billsPaging.follow} />
              </>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
