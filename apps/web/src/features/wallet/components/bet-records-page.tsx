import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { formatDateTime, isoDateTime } from "../../../shared/format/date-time";
import { useSession } from "../../../shared/storage/session";
import { betRecordsQuery, type BetFilter, type BetRecord, type BetRecordsPage } from "../api/wallet-api";
import { shownPage, useCursorPaging } from "../hooks/cursor-paging";
import { defaultLedgerDays, ledgerRange } from "../hooks/ledger-filter";
import { DayRangeForm } from "./day-range-form";
import { StakePayoutProfitCells } from "./money-cells";
import { OrderRecords } from "./order-records";
import { SelectField } from "./select-field";
import { StatusTag, type StatusTone } from "./status-tag";
import styles from "./wallet.module.css";

const BET_TONE: Record<BetRecord["status"], StatusTone> = { OPEN: "wait", SETTLED: "done", ROLLED_BACK: "bad" };

function BetRow({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`bets-row-${bet.id}`} data-category={bet.category}>
      <td className={styles.nowrap}>
        <time dateTime={isoDateTime(bet.betAt)} data-testid="bets-row-time">
          {formatDateTime(bet.betAt)}
        </time>
      </td>
      <td data-testid="bets-row-game">{bet.gameName}</td>
      <td data-testid="bets-row-vendor">{bet.vendor}</td>
      <td data-testid="bets-row-round">{bet.roundId}</td>
      <StakePayoutProfitCells money={bet} testId="bets-row" />
      <td>
        <StatusTag
          status={bet.status}
          label={t(`records.betStatus.${bet.status}`)}
          tone={BET_TONE[bet.status]}
          testId="bets-row-status"
        />
      </td>
    </tr>
  );
}

/** Stake, payout and profit of every round the filter matches, under whichever page is shown. */
function PeriodSums({ sums }: { sums: BetRecordsPage["sums"] }) {
  const { t } = useTranslation();
  return (
    <tfoot data-testid="bets-sums">
      <tr>
        <th scope="row" colSpan={4}>
          {t("records.periodTotal")}
        </th>
        <StakePayoutProfitCells money={sums} testId="bets-sums" />
        <td />
      </tr>
    </tfoot>
  );
}

/** "Betting record" (personalHistoryCopy): the member's rounds by GMT+8 days and game category. */
export function BetRecordsPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [days, setDays] = useState(() => defaultLedgerDays(Date.now()));
  const [category, setCategory] = useState<GameCategory | "">("");
  const [filter, setFilter] = useState<BetFilter>(() => ({ ...ledgerRange(days)!, category: "" }));
  const paging = useCursorPaging();
  const bets = useQuery(betRecordsQuery(token, filter, paging.position.cursor));

  return (
    <div className={styles.page}>
      <OrderRecords
        title={t("center.member.personalHistoryCopy")}
        testId="bets"
        query={bets}
        emptyText={t("records.noBets")}
        filters={
          <DayRangeForm
            prefix="bets"
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
              testId="bets-filter-category"
            />
          </DayRangeForm>
        }
        columns={[
          { label: t("wallet.time") },
          { label: t("records.game") },
          { label: t("records.vendor") },
          { label: t("records.roundId") },
          { label: t("records.stake"), number: true },
          { label: t("records.payout"), number: true },
          { label: t("records.profit"), number: true },
          { label: t("wallet.status") },
        ]}
        page={bets.data ? shownPage(paging.position, bets.data) : 1}
        onCursor={paging.follow}
      >
        {(list, data) => (
          <>
            <tbody>
              {list.map((bet) => (
                <BetRow key={bet.id} bet={bet} />
              ))}
            </tbody>
            <PeriodSums sums={data.sums} />
          </>
        )}
      </OrderRecords>
    </div>
  );
}
