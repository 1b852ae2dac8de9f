import { useMutation, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { BillStatus } from "@portal/contract/api/contracts";
import { MONEY_DECIMALS } from "@portal/contract/constants";
import { decimalToMinor } from "@portal/contract/money";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { shownPage, type CursorPosition } from "../../../shared/hooks/cursor-paging";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { toast } from "../../../shared/ui/toast";
import { claimBill } from "../api/contracts-api";
import { contractsKey, type Bill, type BillsPage } from "../api/income-api";
import { contractErrorText, counterpartyName } from "../hooks/contract-text";
import { periodText } from "../hooks/income-days";
import { useAgentText } from "../hooks/use-agent-text";
import styles from "./agent-center.module.css";

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

export function Period({ start, end }: { start: number; end: number }) {
  const language = useLanguage();
  return (
    <time className={styles.nowrap} dateTime={isoDateTime(start)}>
      {periodText(start, end, language)}
    </time>
  );
}

/** A dividend's win carried in from earlier periods, when there is one (it is "0" or negative). */
const carriedOf = (bill: Bill) =>
  bill.kind === "DIVIDEND" && (decimalToMinor(bill.carried, MONEY_DECIMALS) ?? 0n) !== 0n ? bill.carried : null;
const claimByOf = (bill: Bill) => (bill.status === "AWAITING_CLAIM" ? bill.claimBy : null);

/**
 * The deadline of a bill awaiting its payee's claim and, for the payee, the button that claims it
 * (decision 0034): it is owed from then on and paid at once as far as the payer can. Either way
 * the bills and contracts are read again: a claim refused (expired meanwhile) shows the bill's
 * status as it now is.
 */
function Claim({ bill, claimBy }: { bill: Bill; claimBy: number }) {
  const { t } = useAgentText();
  const language = useLanguage();
  const dateTime = useDateTime();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const which = {
    kind: t(`contracts.kinds.${bill.kind}`),
    period: periodText(bill.periodStart, bill.periodEnd, language),
  };
  const claim = useMutation({
    mutationFn: () => claimBill(bill.contractId, bill.periodStart),
    onSuccess: ({ status }) => {
      toast("success", t(status === "ISSUED" ? "contracts.claimedPaid" : "contracts.claimedOwed", which));
      void queryClient.invalidateQueries({ queryKey: contractsKey(token) });
    },
    onError: (failure) => {
      toast("error", contractErrorText(t, failure, "claim"));
      void queryClient.invalidateQueries({ queryKey: contractsKey(token) });
    },
  });
  return (
    <div className={styles.claim}>
      <time dateTime={isoDateTime(claimBy)}>{dateTime(claimBy)}</time>
      {bill.role === "PAYEE" ? (
        <Button
          busy={claim.isPending}
          // Claimed: not again while the list is read again.
          disabled={claim.isSuccess}
          aria-label={t("contracts.claimOf", which)}
          onClick={() => claim.mutate()}
        >
          {t("contracts.claim")}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The figure column's name: the team's net loss for dividends, its valid turnover for the
 * salaries, both where the list has both (each row's kind says which it is).
 */
function figureHeader(t: TFunction, bills: readonly Bill[]): string {
  const dividends = bills.filter((bill) => bill.kind === "DIVIDEND").length;
  if (dividends === 0) return t("contracts.turnover");
  return dividends === bills.length ? t("contracts.netLoss") : t("contracts.turnoverOrNetLoss");
}

function billColumns(t: TFunction, bills: readonly Bill[]): Column<Bill>[] {
  const columns: (Column<Bill> | false)[] = [
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
    // Only where a bill awaits a claim: its deadline, and the payee's button.
    bills.some((bill) => claimByOf(bill) !== null) && {
      key: "claim",
      header: withZone(t("contracts.claimBy")),
      cell: (bill) => {
        const claimBy = claimByOf(bill);
        return claimBy === null ? null : <Claim bill={bill} claimBy={claimBy} />;
      },
    },
    // How the amount was worked out, last: what is owed and paid comes first where the table scrolls.
    { key: "turnover", header: figureHeader(t, bills), numeric: true, cell: (bill) => formatMoney(bill.turnover) },
    // Only where a dividend carries a win in (empty elsewhere: a phone's card leaves the line out).
    bills.some((bill) => carriedOf(bill) !== null) && {
      key: "carried",
      header: t("contracts.carried"),
      numeric: true,
      cell: (bill) => {
        const carried = carriedOf(bill);
        return carried === null ? null : formatMoney(carried);
      },
    },
    {
      key: "active",
      header: t("contracts.activeMembers"),
      numeric: true,
      cell: (bill) => bill.activeMembers.toLocaleString("en-US"),
    },
    { key: "rate", header: t("contracts.rate"), numeric: true, cell: (bill) => `${bill.rate}%` },
  ];
  return columns.filter((column): column is Column<Bill> => column !== false);
}

/**
 * Contract bills (as payee: income; as payer: what the caller pays on): period, kind, side,
 * amount and paid, status, a claim where one awaits it, and the figures the amount was worked
 * out from (a card per bill on a phone).
 */
export function BillsTable({ label, bills }: { label: string; bills: readonly Bill[] }) {
  const { t } = useAgentText();
  return (
    <DataTable
      label={label}
      columns={billColumns(t, bills)}
      rows={bills}
      rowKey={(bill) => `${bill.contractId}:${bill.periodStart}`}
    />
  );
}

/** A page of bills as a query has it: loading, its error, empty, or the table and the cursor pager. */
export function BillsList({
  query,
  position,
  onCursor,
  label,
  empty,
}: {
  query: UseQueryResult<BillsPage>;
  position: CursorPosition;
  onCursor: (cursor: string, step: 1 | -1) => void;
  label: string;
  empty: string;
}) {
  return (
    <QueryState query={query}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <>
            <BillsTable label={label} bills={data.list} />
            <Pager data={data} page={shownPage(position, data)} onCursor={onCursor} />
          </>
        )
      }
    </QueryState>
  );
}
