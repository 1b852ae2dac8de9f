import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { withZone } from "../../../shared/format/clock";
import { formatMoney } from "../../../shared/format/money";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { Badge } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import type { Downline } from "../api/agent-api";
import { isAgentType } from "../hooks/rates";
import styles from "./agent-center.module.css";

/** An account with a team of its own (an agent, or any account someone was registered under). */
const hasTeam = (row: Downline) => isAgentType(row.memberType) || row.directCount > 0;

function AccountCell({ row, onOpen }: { row: Downline; onOpen: (row: Downline) => void }) {
  const { t } = useTranslation();
  if (!hasTeam(row)) return row.account;
  return (
    <Button
      variant="link"
      className={styles.touchLink}
      // The name keeps the account shown (what a voice user says) and tells what a click does.
      aria-label={t("agent.team.openTeam", { account: row.account })}
      onClick={() => onOpen(row)}
    >
      {row.account}
    </Button>
  );
}

function columns(
  t: TFunction,
  dateTime: (epochMs: number) => string,
  onOpen: (row: Downline) => void,
  onRates: ((row: Downline) => void) | null,
): Column<Downline>[] {
  const shown: Column<Downline>[] = [
    { key: "account", header: t("agent.team.account"), cell: (row) => <AccountCell row={row} onOpen={onOpen} /> },
    {
      key: "kind",
      header: t("agent.team.type"),
      cell: (row) => t(isAgentType(row.memberType) ? "agent.kinds.AGENT" : "agent.kinds.MEMBER"),
    },
    {
      key: "status",
      header: t("agent.team.status"),
      cell: (row) => (
        <Badge tone={row.status === "ACTIVE" ? "success" : "danger"}>{t(`agent.statuses.${row.status}`)}</Badge>
      ),
    },
    { key: "balance", header: t("agent.team.balance"), numeric: true, cell: (row) => formatMoney(row.balance) },
    {
      key: "teamSize",
      header: t("agent.team.teamSize"),
      numeric: true,
      cell: (row) => row.teamSize.toLocaleString("en-US"),
    },
    {
      key: "lastLogin",
      header: withZone(t("agent.overview.lastLogin")),
      cell: (row) =>
        row.lastLoginAt === null ? (
          t("agent.never")
        ) : (
          <time dateTime={isoDateTime(row.lastLoginAt)}>{dateTime(row.lastLoginAt)}</time>
        ),
    },
  ];
  if (onRates) {
    shown.push({
      key: "actions",
      header: t("agent.team.actions"),
      cell: (row) => (
        <Button
          size="small"
          className={styles.nowrap}
          // A short label keeps the table narrow; the name says what and whose (and contains the label).
          aria-label={t("agent.team.setRatesOf", { account: row.account })}
          onClick={() => onRates(row)}
        >
          {t("agent.team.ratesButton")}
        </Button>
      ),
    });
  }
  return shown;
}

/**
 * The listed member's direct downlines: a table on a desktop, a card per account on a phone. An
 * account with a team opens it; `onRates` (null when the caller may not, or the rows are not its
 * own direct downlines) adds the rebate rates action to each row.
 */
export function DownlineTable({
  label,
  rows,
  onOpen,
  onRates,
}: {
  label: string;
  rows: readonly Downline[];
  onOpen: (row: Downline) => void;
  onRates: ((row: Downline) => void) | null;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <DataTable
      label={label}
      columns={columns(t, dateTime, onOpen, onRates)}
      rows={rows}
      rowKey={(row) => String(row.memberId)}
    />
  );
}
