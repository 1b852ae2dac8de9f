import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import {
  TEAM_TRANSACTION_KINDS,
  teamTransactionsQuery,
  type TeamTransactionKind,
  type TeamTransactionStatus,
} from "@portal/contract/api/agent-reports";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { SelectField } from "../../../shared/ui/select-field";
import { teamTransactionsPageQuery, type TeamTransaction, type TeamTransactionFilter } from "../api/reports-api";
import { refusedFields, typedOrNone, useReportPeriod } from "../hooks/report-period";
import { useAgentText } from "../hooks/use-agent-text";
import { CoveredPeriod, MemberAccountField, ReportFilter } from "./report-filter";
import styles from "./agent-center.module.css";

const STATUS_TONE: Record<TeamTransactionStatus, BadgeTone> = {
  PENDING: "warning",
  APPROVED: "warning",
  CONFIRMED: "success",
  PAID: "success",
  RECEIVED: "success",
  REJECTED: "danger",
  NOT_RECEIVED: "danger",
};

/** A status in the words of the member's own deposit and withdrawal records. */
function statusText(t: TFunction, row: TeamTransaction): string {
  return row.kind === "DEPOSIT" ? t(`wallet.depositStatus.${row.status}`) : t(`wallet.withdrawalStatus.${row.status}`);
}

function transactionColumns(t: TFunction, dateTime: (epochMs: number) => string): Column<TeamTransaction>[] {
  return [
    {
      key: "time",
      header: withZone(t("wallet.time")),
      cell: (row) => (
        <time className={styles.nowrap} dateTime={isoDateTime(row.createdAt)}>
          {dateTime(row.createdAt)}
        </time>
      ),
    },
    { key: "account", header: t("agent.team.account"), cell: (row) => row.account },
    { key: "kind", header: t("wallet.type"), cell: (row) => t(`reports.transactionKinds.${row.kind}`) },
    { key: "id", header: t("wallet.orderNo"), cell: (row) => <span className={styles.code}>{row.id}</span> },
    { key: "amount", header: t("wallet.amount"), numeric: true, cell: (row) => formatMoney(row.amount) },
    {
      key: "status",
      header: t("wallet.status"),
      cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{statusText(t, row)}</Badge>,
    },
  ];
}

/**
 * "Transaction details" (transactionDetails, AGEDOWNTRANS3): the team's deposits and withdrawals,
 * newest first, by GMT+8 days, member and kind, paged by cursor.
 */
export function TransactionDetailsPage() {
  const { t } = useAgentText();
  const dateTime = useDateTime();
  const { token } = useSession();
  const period = useReportPeriod("last7Days");
  const [account, setAccount] = useState("");
  const [accountError, setAccountError] = useState<string | undefined>();
  const [kind, setKind] = useState<TeamTransactionKind | "">("");
  const [filter, setFilter] = useState<TeamTransactionFilter>(period.firstRange);
  const paging = useCursorPaging();
  const transactions = useQuery(teamTransactionsPageQuery(token, filter, paging.position.cursor));
  const titleId = useId();
  const title = t("center.agent.transactionDetails");

  const search = (range: { from: number; to: number }) => {
    const next: TeamTransactionFilter = { ...range, account: typedOrNone(account), kind: kind || undefined };
    const refused = refusedFields(teamTransactionsQuery, { ...next });
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
            label={t("wallet.type")}
            value={kind}
            onValue={(value) => setKind(TEAM_TRANSACTION_KINDS.find((k) => k === value) ?? "")}
            options={[
              { value: "", label: t("wallet.allTypes") },
              ...TEAM_TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`reports.transactionKinds.${k}`) })),
            ]}
          />
        </ReportFilter>
        <QueryState query={transactions}>
          {(data) => (
            <>
              <CoveredPeriod from={data.from} to={data.to} />
              {data.list.length === 0 ? (
                <EmptyState title={t("reports.noTransactions")} />
              ) : (
                <>
                  <DataTable
                    label={t("reports.transactionsTable")}
                    columns={transactionColumns(t, dateTime)}
                    rows={data.list}
                    rowKey={(row) => `${row.kind}:${row.id}`}
                  />
                  <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
                </>
              )}
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
