import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useSession } from "../../../shared/storage/session";
import { betRecordsQuery, type BetFilter, type BetRecord, type BetRecordsPage } from "../api/wallet-api";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { defaultLedgerDays, ledgerRange } from "../../../shared/format/day-range";
import { DayRangeForm } from "../../../shared/ui/day-range-form";
import { formatMoney } from "../../../shared/format/money";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { Pager } from "../../../shared/ui/pager";
import { Panel } from "./panel";
import { SignedAmount } from "../../../shared/ui/signed-amount";
import { SelectField } from "../../../shared/ui/select-field";
import { StatusTag, type StatusTone } from "./status-tag";
import styles from "./wallet.module.css";

const BET_TONE: Record<BetRecord["status"], StatusTone> = { OPEN: "wait", SETTLED: "done", ROLLED_BACK: "bad" };

/** Stake, payout and profit of a round. */
function moneyColumns(t: TFunction, pick: (row: BetRecord) => BetSums): Column<BetRecord>[] {
  return [
    {
      key: "stake",
      header: t("records.stake"),
      numeric: true,
      cell: (row) => formatMoney(pick(row).stake),
    },
    {
      key: "payout",
      header: t("records.payout"),
      numeric: true,
      cell: (row) => formatMoney(pick(row).payout),
    },
    {
      key: "profit",
      header: t("records.profit"),
      numeric: true,
      cell: (row) => <SignedAmount amount={pick(row).profit} />,
    },
  ];
}

type BetSums = BetRecordsPage["sums"];

/** The betting record's columns: a table on a desktop, a card per round on a phone. */
function betColumns(t: TFunction, dateTime: (epochMs: number) => string): Column<BetRecord>[] {
  return [
    {
      key: "time",
      header: withZone(t("wallet.time")),
      cell: (bet) => <time dateTime={isoDateTime(bet.betAt)}>{dateTime(bet.betAt)}</time>,
    },
    { key: "game", header: t("records.game"), cell: (bet) => bet.gameName },
    {
      key: "vendor",
      header: t("records.vendor"),
      cell: (bet) => bet.vendorName,
    },
    {
      key: "round",
      header: t("records.roundId"),
      cell: (bet) => bet.roundId,
    },
    ...moneyColumns(t, (bet) => bet),
    {
      key: "status",
      header: t("wallet.status"),
      cell: (bet) => (
        <StatusTag status={bet.status} label={t(`records.betStatus.${bet.status}`)} tone={BET_TONE[bet.status]} />
      ),
    },
  ];
}

/** Stake, payout and profit of every round the filter matches, under whichever page is shown. */
function periodFooter(t: TFunction, sums: BetSums) {
  return {
    time: <strong>{t("records.periodTotal")}</strong>,
    stake: formatMoney(sums.stake),
    payout: formatMoney(sums.payout),
    profit: <SignedAmount amount={sums.profit} />,
  };
}

/** "Betting record" (personalHistoryCopy): the member's rounds by GMT+8 days and game category. */
export function BetRecordsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { token } = useSession();
  const [days, setDays] = useState(() => defaultLedgerDays(Date.now()));
  const [category, setCategory] = useState<GameCategory | "">("");
  const [filter, setFilter] = useState<BetFilter>(() => ({ ...ledgerRange(days)!, category: "" }));
  const paging = useCursorPaging();
  const bets = useQuery(betRecordsQuery(token, filter, paging.position.cursor));
  const title = t("center.member.personalHistoryCopy");

  return (
    <div className={styles.page}>
      <Panel title={title} named={false}>
        <DayRangeForm
          days={days}
          onDays={setDays}
          maxDays={BET_PERIOD_MAX_DAYS}
          onSearch={(range) => {
            setFilter({ ...range, category });
            paging.reset();
          }}
        >
          <SelectField
            label={t("records.category")}
            value={category}
            onValue={(value) => setCategory(GAME_CATEGORIES.find((c) => c === value) ?? "")}
            options={[
              { value: "", label: t("records.allCategories") },
              ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
            ]}
          />
        </DayRangeForm>
        <QueryState query={bets}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t("records.noBets")} />
            ) : (
              <>
                <DataTable
                  label={title}
                  columns={betColumns(t, dateTime)}
                  rows={data.list}
                  rowKey={(bet) => String(bet.id)}
                  footer={periodFooter(t, data.sums)}
                />
                <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
              </>
            )
          }
        </QueryState>
      </Panel>
    </div>
  );
}
