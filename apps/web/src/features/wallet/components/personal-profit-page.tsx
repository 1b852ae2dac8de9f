import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/storage/session";
import { QueryState } from "../../../shared/ui/query-state";
import { personalProfitQuery, type ProfitTotals } from "../api/wallet-api";
import { ledgerRange, type LedgerDays } from "../../../shared/format/day-range";
import { profitRows } from "../hooks/profit-rows";
import { matchingQuickRange, quickRangeDays, type QuickRange } from "../../../shared/format/quick-ranges";
import { DayRangeForm } from "../../../shared/ui/day-range-form";
import { QuickRangeButtons } from "../../../shared/ui/quick-range-buttons";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { formatMoney } from "../../../shared/format/money";
import { SignedAmount } from "../../../shared/ui/signed-amount";
import { Panel } from "./panel";
import styles from "./wallet.module.css";

const MONEY_KEYS = ["stake", "payout", "profit"] as const;

/** Stake, payout and profit of a row (a category or the total), the profit signed and coloured. */
function moneyCells(totals: ProfitTotals): Record<(typeof MONEY_KEYS)[number], ReactNode> {
  return {
    stake: formatMoney(totals.stake),
    payout: formatMoney(totals.payout),
    profit: <SignedAmount amount={totals.profit} />,
  };
}

/** The page opens on today: what a player checks most after playing. */
const FIRST_RANGE: QuickRange = "today";

/**
 * "Personal profit and loss" (personalProfit): stake, payout and profit (payout − stake) per game
 * category and in total for GMT+8 days, with shortcuts for the usual periods.
 */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  // One clock reading per visit: the shortcuts and their highlight agree while the page is open.
  const [now] = useState(() => Date.now());
  const [days, setDays] = useState(() => quickRangeDays(FIRST_RANGE, now));
  const [range, setRange] = useState(() => ledgerRange(days)!);
  const profit = useQuery(personalProfitQuery(token, range));
  const active = matchingQuickRange(days, now);

  const pick = (quick: QuickRange) => {
    const picked: LedgerDays = quickRangeDays(quick, now);
    setDays(picked);
    setRange(ledgerRange(picked)!);
  };

  type Row = ReturnType<typeof profitRows>[number];
  const columns: Column<Row>[] = [
    {
      key: "category",
      header: t("records.category"),
      rowHeader: true,
      cell: (row) => (row.category ? t(`categories.${row.category}`) : t("records.otherGames")),
    },
    { key: "rounds", header: t("records.rounds"), numeric: true, cell: (row) => row.rounds },
    ...MONEY_KEYS.map((key) => ({
      key,
      header: t(`records.${key}`),
      numeric: true,
      cell: (row: Row) => moneyCells(row)[key],
    })),
  ];

  return (
    <div className={styles.page}>
      <Panel title={t("center.member.personalProfit")} named={false}>
        <QuickRangeButtons active={active} onPick={pick} />
        <DayRangeForm days={days} onDays={setDays} maxDays={BET_PERIOD_MAX_DAYS} onSearch={setRange} />
        <QueryState query={profit}>
          {(data) => (
            <DataTable
              label={t("center.member.personalProfit")}
              columns={columns}
              rows={profitRows(data.byCategory)}
              rowKey={(row) => row.category || "other"}
              footer={{
                category: t("records.total"),
                rounds: data.total.rounds,
                ...moneyCells(data.total),
              }}
            />
          )}
        </QueryState>
        <p className={styles.muted}>{t("records.profitNote")}</p>
      </Panel>
    </div>
  );
}
