import { MAIN_WALLET } from "@portal/contract/money";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LedgerReason } from "@portal/contract/money";
import { walletBalanceQuery } from "../../../shared/api/wallet-balance";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import { useSession } from "../../../shared/storage/session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { ledgerQuery, type LedgerEntry, type LedgerFilter } from "../api/wallet-api";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { defaultLedgerDays, ledgerRange, type LedgerDays } from "../../../shared/format/day-range";
import { vendorCode } from "../hooks/wallet-kinds";
import { DayRangeForm } from "../../../shared/ui/day-range-form";
import { Pager } from "../../../shared/ui/pager";
import { Panel } from "./panel";
import { SelectField } from "../../../shared/ui/select-field";
import { SignedAmount } from "../../../shared/ui/signed-amount";
import { DataTable, type Column } from "../../../shared/ui/data-table";

function initialFilter(days: LedgerDays): LedgerFilter {
  const range = ledgerRange(days)!;
  return { ...range, type: "" };
}

/**
 * The account record or bonus details: GMT+8 days (both included) and a type to filter by, then
 * the entries with their signed amount and the balance after, a page by cursor.
 */
export function LedgerList({
  kind,
  types,
  title,
}: {
  kind: "transactions" | "bonusDetails";
  types: readonly LedgerReason[];
  title: string;
}) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { token } = useSession();
  const [days, setDays] = useState(() => defaultLedgerDays(Date.now()));
  const [type, setType] = useState<LedgerReason | "">("");
  const [filter, setFilter] = useState(() => initialFilter(days));
  const paging = useCursorPaging();
  const entries = useQuery(ledgerQuery(kind, token, filter, paging.position.cursor));
  const wallets = useQuery(walletBalanceQuery(token)).data?.wallets;

  const walletName = (wallet: string) => {
    if (wallet === MAIN_WALLET) return t("wallet.mainWallet");
    if (wallet === "DEMO") return t("wallet.demoWallet");
    const code = vendorCode(wallet);
    return wallets?.find((w) => w.kind === wallet)?.name || code || wallet;
  };

  const columns: Column<LedgerEntry>[] = [
    {
      key: "time",
      header: withZone(t("wallet.time")),
      cell: (entry) => <time dateTime={isoDateTime(entry.time)}>{dateTime(entry.time)}</time>,
    },
    {
      key: "type",
      header: t("wallet.type"),
      cell: (entry) => <span data-type={entry.type}>{t(`wallet.reason.${entry.type}`)}</span>,
    },
    {
      key: "wallet",
      header: t("wallet.wallet"),
      cell: (entry) => walletName(entry.wallet),
    },
    {
      key: "amount",
      header: t("wallet.amount"),
      numeric: true,
      cell: (entry) => <SignedAmount amount={entry.amount} />,
    },
    {
      // The balance of the row's own wallet after it (the account record lists only wallets).
      key: "balanceAfter",
      header: t("wallet.balanceAfter"),
      numeric: true,
      cell: (entry) => formatMoney(entry.balanceAfter),
    },
  ];

  return (
    <Panel title={title} named={false}>
      <DayRangeForm
        days={days}
        onDays={setDays}
        onSearch={(range) => {
          setFilter({ ...range, type });
          paging.reset();
        }}
      >
        <SelectField
          label={t("wallet.type")}
          value={type}
          onValue={(value) => setType(types.find((reason) => reason === value) ?? "")}
          options={[
            { value: "", label: t("wallet.allTypes") },
            ...types.map((reason) => ({ value: reason, label: t(`wallet.reason.${reason}`) })),
          ]}
        />
      </DayRangeForm>
      <QueryState query={entries}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("wallet.noRecords")} />
          ) : (
            <>
              <DataTable label={title} columns={columns} rows={data.list} rowKey={(entry) => String(entry.id)} />
              <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
