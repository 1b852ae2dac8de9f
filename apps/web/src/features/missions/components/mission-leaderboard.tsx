import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format/money";
import { useNow } from "../../../shared/hooks/use-now";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Badge } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import { Tabs } from "../../../shared/ui/tabs";
import textStyles from "../../../shared/ui/text.module.css";
import { leaderboardQuery, type LeaderboardPeriod, type LeaderboardRow } from "../api/missions-api";
import { timeLeftText } from "../hooks/mission-text";
import styles from "./missions.module.css";

const PERIODS: readonly LeaderboardPeriod[] = ["DAILY", "WEEKLY"];

/** One period's leaderboard: when it resets, then the table (the caller's row says "You"). */
function Board({ period }: { period: LeaderboardPeriod }) {
  const { t } = useTranslation(MISSIONS_NS);
  const { token } = useSession();
  const now = useNow(60_000);
  const board = useQuery(leaderboardQuery(token, period));
  const columns: Column<LeaderboardRow>[] = [
    { key: "rank", header: t("missions.rank"), numeric: true, cell: (row) => row.rank },
    {
      key: "player",
      header: t("missions.player"),
      cell: (row) =>
        row.me ? (
          <span className={styles.me}>
            {row.account} <Badge tone="accent">{t("missions.you")}</Badge>
          </span>
        ) : (
          row.account
        ),
    },
    { key: "completed", header: t("missions.completed"), numeric: true, cell: (row) => row.completed },
    {
      key: "prizes",
      header: t("missions.prizes"),
      numeric: true,
      cell: (row) => <span className={textStyles.amount}>{formatMoney(row.prizes)}</span>,
    },
  ];
  return (
    <QueryState query={board}>
      {(data) => (
        <div className={stackStyles.section}>
          <p className={textStyles.muted}>{t("missions.resetsIn", { time: timeLeftText(t, data.periodEnd, now) })}</p>
          {data.list.length === 0 ? (
            <EmptyState title={t(`missions.boardEmpty.${period}`)} />
          ) : (
            <DataTable
              label={t(`missions.boardTable.${period}`)}
              columns={columns}
              rows={data.list}
              rowKey={(row) => `${row.rank}-${row.account}`}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}

/** "Leaderboard": the running day's and week's, as tabs (members by missions completed, accounts masked). */
export function MissionLeaderboard() {
  const { t } = useTranslation(MISSIONS_NS);
  const headingId = useId();
  const [period, setPeriod] = useState<LeaderboardPeriod>("DAILY");
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={textStyles.heading}>
        {t("missions.leaderboard")}
      </h4>
      <Tabs<LeaderboardPeriod>
        label={t("missions.boardTabs")}
        value={period}
        onChange={setPeriod}
        items={PERIODS.map((id) => ({ id, label: t(`missions.board.${id}`) }))}
      >
        <Board key={period} period={period} />
      </Tabs>
    </section>
  );
}
