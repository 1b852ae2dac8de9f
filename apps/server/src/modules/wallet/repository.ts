import { and, eq, gte, inArray, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { LedgerReason } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { cappedCount, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../../db/schema";
import { MEMBER_KIND, memberBalances, type MoneyOwner } from "../money/wallets";

/**
 * A member's accounts that are not a wallet of the account record: the holds of the platform's
 * bookkeeping, and points (their own record, decision 0041).
 */
const NOT_WALLETS = [MEMBER_KIND.withdrawalHold, MEMBER_KIND.vendorHold, MEMBER_KIND.points];

/** Which of a member's ledger entries: a time range, one reason, or a set of reasons. */
export interface EntryFilter {
  merchantId: number;
  memberId: number;
  from?: number | undefined;
  to?: number | undefined;
  type?: LedgerReason | undefined;
  reasons?: readonly LedgerReason[] | undefined;
  /** Only these kinds of the member's accounts (default: its wallets; the points record asks for POINTS). */
  kinds?: readonly string[] | undefined;
}

/** Reads of the member's own wallets (the ledger writes them). */
export class WalletRepository extends Repository<WalletRepository> {
  protected on(db: Db) {
    return new WalletRepository(db);
  }

  /** Whether a transfer of this id was posted (a retry of a money action then answers it). */
  async transferExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, id));
    return row !== undefined;
  }

  /** The member's wallet balances by kind (a read of the ledger; 0 for an account never opened). */
  balances(owner: MoneyOwner, kinds: string[]) {
    return memberBalances(this.db, owner, kinds);
  }

  /**
   * The member's wallets (main, vendor wallets, demo credit): the accounts whose balance the member
   * sees. The holds (a withdrawal under review, a vendor transfer not confirmed yet) are the
   * platform's bookkeeping, so their entries never reach the account record (decision 0027).
   */
  private async ownAccounts(filter: EntryFilter) {
    return this.db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, filter.merchantId),
          eq(ledgerAccounts.ownerType, "MEMBER"),
          eq(ledgerAccounts.ownerId, filter.memberId),
          filter.kinds ? inArray(ledgerAccounts.kind, [...filter.kinds]) : notInArray(ledgerAccounts.kind, NOT_WALLETS),
        ),
      );
  }

  /**
   * Entries of the member's own wallets with their account and transfer, newest first, a page
   * by cursor, and how many match (up to COUNT_CAP). The member's account ids are read first and
   * each account's entries are read on their own from `ledger_entries_account_time`, then merged:
   * the planner sees one account per query (a join from the owner hides it), and each query
   * stops after a page of rows however many entries the account has. No id from the request
   * reaches another member's money: the accounts come from the caller.
   */
  async pageEntries(filter: EntryFilter, request: CursorRequest) {
    const accounts = await this.ownAccounts(filter);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const scope = { ...filter, reasons: filter.reasons ?? null, kinds: filter.kinds ?? null };
    const reasonFilter = filter.type
      ? eq(ledgerTransfers.reason, filter.type)
      : filter.reasons
        ? inArray(ledgerTransfers.reason, [...filter.reasons])
        : undefined;
    const matching = (accountIds: number[]) =>
      and(
        accountIds.length === 1
          ? eq(ledgerEntries.accountId, accountIds[0]!)
          : inArray(ledgerEntries.accountId, accountIds),
        filter.from !== undefined ? gte(ledgerEntries.createdAt, new Date(filter.from)) : undefined,
        filter.to !== undefined ? lt(ledgerEntries.createdAt, new Date(filter.to)) : undefined,
        reasonFilter,
      );
    const page = await entryKeys.page(request, scope, async ({ direction, after, orderBy, limit }) => {
      const perAccount = await Promise.all(
        accounts.map((account) =>
          this.db
            .select({ key: entryKeys.select, entry: ledgerEntries, transfer: ledgerTransfers })
            .from(ledgerEntries)
            .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
            .where(and(matching([account.id]), after))
            .orderBy(...orderBy)
            .limit(limit),
        ),
      );
      return entryKeys.merge(perAccount, direction, limit);
    });
    const counted =
      accounts.length === 0
        ? { total: 0, totalCapped: false }
        : await cappedCount(this.db, this.countable(matching(accounts.map((a) => a.id)), reasonFilter !== undefined));
    return {
      ...page,
      ...counted,
      rows: page.rows.map((row) => ({ ...row, account: byId.get(row.entry.accountId)! })),
    };
  }

  /** The matching entries as rows to count; the transfer is joined only when its reason filters. */
  private countable(where: SQL | undefined, byReason: boolean) {
    const entries = this.db
      .select({ one: sql`1` })
      .from(ledgerEntries)
      .$dynamic();
    const joined = byReason
      ? entries.innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      : entries;
    return joined.where(where);
  }
}

/** The account record's order: newest first, ties in time by entry id. */
const entryKeys = new Keyset("ledger-entries", [
  { column: ledgerEntries.createdAt, kind: "time" },
  { column: ledgerEntries.id, kind: "int" },
]);
