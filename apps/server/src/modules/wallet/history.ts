import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { transactionHistoryQuery } from "@portal/contract/api/accounts";
import { minorToDecimal, type LedgerReason } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../../db/schema";

/**
 * The account record: ledger entries of the member's own wallets only (the owner is part of
 * every query, so no id from the request can reach another member's money).
 */
export async function transactionHistory(
  db: Db,
  owner: { merchantId: number; memberId: number; currencyScale: number },
  query: Omit<z.infer<typeof transactionHistoryQuery>, "type"> & { type?: LedgerReason | undefined },
  /** Only these reasons (bonus details); all when absent. */
  reasons?: readonly LedgerReason[],
) {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerAccounts.merchantId, owner.merchantId),
    eq(ledgerAccounts.ownerType, "MEMBER"),
    eq(ledgerAccounts.ownerId, owner.memberId),
    query.from !== undefined ? gte(ledgerEntries.createdAt, new Date(query.from)) : undefined,
    query.to !== undefined ? lt(ledgerEntries.createdAt, new Date(query.to)) : undefined,
    query.type ? eq(ledgerTransfers.reason, query.type) : undefined,
    reasons ? inArray(ledgerTransfers.reason, [...reasons]) : undefined,
  ];
  const where = and(...conditions);
  const base = () =>
    db
      .select()
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: rows.map(({ ledger_entries: e, ledger_accounts: a, ledger_transfers: t }) => ({
      id: e.id,
      transferId: t.id,
      type: t.reason,
      wallet: a.kind,
      amount: minorToDecimal(e.amount, owner.currencyScale),
      balanceAfter: minorToDecimal(e.balanceAfter, owner.currencyScale),
      currency: a.currency,
      time: e.createdAt.getTime(),
      reference: { type: t.referenceType, id: t.referenceId },
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
