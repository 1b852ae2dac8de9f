import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { teamBetsQuery } from "@portal/contract/api/agent-reports";
import { BET_STATUSES } from "@portal/contract/api/bets";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { withZone } from "../../../shared/format/clock";
import { vendorLanesQuery } from "../../../shared/api/vendor-lanes";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { SelectField } from "../../../shared/ui/select-field";
import { SignedAmount } from "../../../shared/ui/signed-amount";
import {
  teamBetsPageQuery,
  type BetStatus,
  type TeamBet,
  type TeamBetFilter,
  type TeamBetsPage,
} from "../api/reports-api";
import { refusedFields, typedOrNone, useReportPeriod } from "../hooks/report-period";
import { useAgentText } from "../hooks/use-agent-text";
import { CoveredPeriod, MemberAccountField, ReportFilter } from "./report-filter";
import styles from "./agent-center.module.css";

const BET_TONE: Record<BetStatus, BadgeTone> = { OPEN: "warning", SETTLED: "success", ROLLED_BACK: "muted" };

function betColumns(t: TFunction, dateTime: (epochMs: number) => string): Column<TeamBet>[] {
  return [
    {
      key: "time",
      header: withZone(t("wallet.time")),
      cell: (bet) => (
        <time className={styles.nowrap} dateTime={isoDateTime(bet.betAt)}>
          {dateTime(bet.betAt)}
        </time>
      ),
    },
    { key: "account", header: t("agent.team.account"), cell: (bet) => bet.account },
    { key: "game", header: t("records.game"), cell: (bet) => bet.gameName },
    { key: "stake", header: t("records.stake"), numeric: true, cell: (bet) => formatMoney(bet.stake) },
    { key: "payout", header: t("records.payout"), numeric: true, cell: (bet) => formatMoney(bet.payout) },
    {
      key: "winLoss",
      header: t("reports.winLoss"),
      numeric: true,
      cell: (bet) => <SignedAmount amount={bet.winLoss} />,
    },
    {
      key: "status",
      header: t("wallet.status"),
      cell: (bet) => <Badge tone={BET_TONE[bet.status]}>{t(`records.betStatus.${bet.status}`)}</Badge>,
    },
    // Where a round was played, last: the money and the status come first where the table scrolls.
    { key: "vendor", header: t("records.vendor"), cell: (bet) => bet.vendorName },
    { key: "round", header: t("records.roundId"), cell: (bet) => <span className={styles.code}>{bet.roundId}</span> },
  ];
}

/** The period's totals under the rounds (every round the filter matches, not only this page's). */
function totalsFooter(t: TFunction, totals: NonNullable<TeamBetsPage["totals"]>) {
  return {
    time: <strong>{t("records.periodTotal")}</strong>,
    account: t("reports.roundCount", { rounds: totals.rounds.toLocaleString("en-US") }),
    stake: formatMoney(totals.stake),
    payout: formatMoney(totals.payout),
    winLoss: <SignedAmount amount={totals.winLoss} />,
  };
}

/** The providers to filter by: those of the chosen category, or of every category, once each. */
function useVendorOptions(category: GameCategory | "") {
  const lanes = useQuery(vendorLanesQuery(useLanguage())).data ?? [];
  const seen = new Map<string, string>();
  for (const lane of lanes) {
    if (category !== "" && lane.gameClassify !== category) continue;
    for (const card of lane.cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/**
 * "Team betting" (teamBetting, TEAMBETTING3): the rounds of the agent's whole team, newest first,
 * by GMT+8 days, member, game category, provider and status, paged by cursor, with the period's
 * totals for the whole filter.
 */
export function TeamBettingPage() {
  const { t } = useAgentText();
  const dateTime = useDateTime();
  const { token } = useSession();
  const period = useReportPeriod("last7Days");
  const [account, setAccount] = useState("");
  const [accountError, setAccountError] = useState<string | undefined>();
  const [category, setCategory] = useState<GameCategory | "">("");
  const [vendor, setVendor] = useState("");
  const [status, setStatus] = useState<BetStatus | "">("");
  const [filter, setFilter] = useState<TeamBetFilter>(period.firstRange);
  const paging = useCursorPaging();
  const bets = useQuery(teamBetsPageQuery(token, filter, paging.position.cursor));
  const vendors = useVendorOptions(category);
  const titleId = useId();
  const title = t("center.agent.teamBetting");

  const search = (range: { from: number; to: number }) => {
    const next: TeamBetFilter = {
      ...range,
      account: typedOrNone(account),
      category: category || undefined,
      vendor: vendor || undefined,
      status: status || undefined,
    };
    const refused = refusedFields(teamBetsQuery, { ...next });
    setAccountError(refused.has("account") ? t("reports.accountInvalid") : undefined);
    if (refused.size > 0) return;
    setFilter(next);
    paging.reset();
  };

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{title}</h3>
        <ReportFilter now={period.now} days={period.days} onDays={period.setDays} onSearch={search}>
          <MemberAccountField value={account} onValue={setAccount} error={accountError} />
          <SelectField
            label={t("records.category")}
            value={category}
            onValue={(value) => {
              const picked = GAME_CATEGORIES.find((c) => c === value) ?? "";
              setCategory(picked);
              setVendor("");
            }}
            options={[
              { value: "", label: t("records.allCategories") },
              ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
            ]}
          />
          <SelectField
            label={t("records.vendor")}
            value={vendor}
            onValue={setVendor}
            options={[{ value: "", label: t("reports.allVendors") }, ...vendors]}
          />
          <SelectField
            label={t("wallet.status")}
            value={status}
            onValue={(value) => setStatus(BET_STATUSES.find((s) => s === value) ?? "")}
            options={[
              { value: "", label: t("reports.allStatuses") },
              ...BET_STATUSES.map((s) => ({ value: s, label: t(`records.betStatus.${s}`) })),
            ]}
          />
        </ReportFilter>
        <QueryState query={bets}>
          {(data) => (
            <>
              <CoveredPeriod from={data.from} to={data.to} />
              {data.list.length === 0 ? (
                <EmptyState title={t("records.noBets")} />
              ) : (
                <>
                  <DataTable
                    label={t("reports.teamBets")}
                    columns={betColumns(t, dateTime)}
                    rows={data.list}
                    rowKey={(bet) => String(bet.id)}
                    footer={data.totals ? totalsFooter(t, data.totals) : undefined}
                  />
                  <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
                </>
              )}
              {data.totals === null ? <p className={styles.muted}>{t("reports.noTotals")}</p> : null}
              <p className={styles.muted}>{t("reports.winLossNote")}</p>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
