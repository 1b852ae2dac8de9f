import { useId, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { formatMoney } from "../../../shared/format/money";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { SignedAmount } from "../../../shared/ui/signed-amount";
import { profitLossPageQuery, type ProfitLossFigures, type ProfitLossRow, type ReportPeriod } from "../api/reports-api";
import { isAgentType } from "../hooks/rates";
import { useReportPeriod } from "../hooks/report-period";
import { useAgentText } from "../hooks/use-agent-text";
import { CoveredPeriod, ReportFilter } from "./report-filter";
import { TeamBreadcrumb } from "./team-breadcrumb";
import styles from "./agent-center.module.css";

type FigureKey = Exclude<keyof ProfitLossFigures, "rounds">;

/** The money columns, in the order an agent reads a downline's period: play, then money in and out. */
const MONEY: readonly { key: FigureKey; header: string; signed?: boolean }[] = [
  { key: "stake", header: "records.stake" },
  { key: "validStake", header: "reports.validStake" },
  { key: "payout", header: "records.payout" },
  { key: "winLoss", header: "reports.winLoss", signed: true },
  { key: "rebates", header: "reports.rebates" },
  { key: "deposits", header: "reports.deposits" },
  { key: "withdrawals", header: "reports.withdrawals" },
  { key: "net", header: "reports.net", signed: true },
];

function figure(figures: ProfitLossFigures, key: FigureKey, signed: boolean | undefined) {
  return signed ? <SignedAmount amount={figures[key]} /> : formatMoney(figures[key]);
}

function AccountCell({ row, onOpen }: { row: ProfitLossRow; onOpen: (row: ProfitLossRow) => void }) {
  const { t } = useAgentText();
  if (row.directCount === 0) return row.account;
  return (
    <Button
      variant="link"
      className={styles.touchLink}
      aria-label={t("agent.team.openTeam", { account: row.account })}
      onClick={() => onOpen(row)}
    >
      {row.account}
    </Button>
  );
}

function columns(t: TFunction, onOpen: (row: ProfitLossRow) => void): Column<ProfitLossRow>[] {
  return [
    { key: "account", header: t("agent.team.account"), cell: (row) => <AccountCell row={row} onOpen={onOpen} /> },
    {
      key: "rounds",
      header: t("records.rounds"),
      numeric: true,
      cell: (row) => row.rounds.toLocaleString("en-US"),
    },
    ...MONEY.map(({ key, header, signed }) => ({
      key,
      header: t(header),
      numeric: true,
      cell: (row: ProfitLossRow) => figure(row, key, signed),
    })),
    // The figures first where the table scrolls; the account's type last.
    {
      key: "type",
      header: t("agent.team.type"),
      cell: (row) => t(isAgentType(row.memberType) ? "agent.kinds.AGENT" : "agent.kinds.MEMBER"),
    },
  ];
}

/** The parent's whole team, every page's rows added up, under the rows. */
function teamFooter(t: TFunction, team: ProfitLossFigures) {
  const footer: Record<string, ReactNode> = {
    account: <strong>{t("reports.teamTotal")}</strong>,
    rounds: team.rounds.toLocaleString("en-US"),
  };
  for (const { key, signed } of MONEY) footer[key] = figure(team, key, signed);
  return footer;
}

/**
 * "User profit and loss" (userProfitLoss, AGETEAMPNL3): for a period, one row per direct downline
 * (each with its whole team's figures) and the team's total; a downline with a team of its own
 * opens that team's level, the breadcrumb goes back up.
 */
export function UserProfitLossPage() {
  const { t } = useAgentText();
  const { token } = useSession();
  const period = useReportPeriod("today");
  const [range, setRange] = useState<ReportPeriod>(period.firstRange);
  const [parentId, setParentId] = useState<number | undefined>();
  const paging = useCursorPaging();
  const report = useQuery(profitLossPageQuery(token, range, parentId, paging.position.cursor));
  const titleId = useId();
  const title = t("center.agent.userProfitLoss");

  const openLevel = (memberId: number | undefined) => {
    setParentId(memberId);
    paging.reset();
  };

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{title}</h3>
        <ReportFilter
          now={period.now}
          days={period.days}
          onDays={period.setDays}
          onSearch={(next) => {
            setRange(next);
            paging.reset();
          }}
        />
        <QueryState query={report}>
          {(data) => (
            <>
              <TeamBreadcrumb path={data.path} onStep={openLevel} />
              <CoveredPeriod from={data.from} to={data.to} />
              {data.list.length === 0 ? (
                <EmptyState title={t("agent.team.empty")} />
              ) : (
                <>
                  <DataTable
                    label={t("reports.profitLossTable")}
                    columns={columns(t, (row) => openLevel(row.memberId))}
                    rows={data.list}
                    rowKey={(row) => String(row.memberId)}
                    footer={teamFooter(t, data.team)}
                  />
                  <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
                </>
              )}
              <p className={styles.muted}>{t("reports.profitLossNote")}</p>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
