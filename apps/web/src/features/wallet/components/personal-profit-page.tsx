import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { useState } from "react";
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
import { StakePayoutProfitCells } from "./money-cells";
import { Panel } from "./panel";
import styles from "./wallet.module.css";
import { TableScroll } from "./table-scroll";

/** The page opens on today: what a player checks most after playing. */
const FIRST_RANGE: QuickRange = "today";

/** Rounds, stake, payout and profit cells of one row (a category or the total). */
function TotalsCells({ totals }: { totals: ProfitTotals }) {
  return (
    <>
      <td className={`${styles.number} ${styles.amount}`}>{totals.rounds}</td>
      <StakePayoutProfitCells money={totals} />
    </>
  );
}

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

  return (
    <div className={styles.page}>
      <Panel title={t("center.member.personalProfit")} named={false}>
        <QuickRangeButtons active={active} onPick={pick} />
        <DayRangeForm days={days} onDays={setDays} maxDays={BET_PERIOD_MAX_DAYS} onSearch={setRange} />
        <QueryState query={profit}>
          {(data) => (
            <TableScroll label={t("center.member.personalProfit")}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t("center.member.personalProfit")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("records.category")}</th>
                    <th scope="col" className={styles.number}>
                      {t("records.rounds")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("records.stake")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("records.payout")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("records.profit")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {profitRows(data.byCategory).map((row) => (
                    <tr key={row.category || "other"}>
                      <th scope="row">{row.category ? t(`categories.${row.category}`) : t("records.otherGames")}</th>
                      <TotalsCells totals={row} />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t("records.total")}</th>
                    <TotalsCells totals={data.total} />
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          )}
        </QueryState>
        <p className={styles.muted}>{t("records.profitNote")}</p>
      </Panel>
    </div>
  );
}
