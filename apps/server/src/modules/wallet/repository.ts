import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { LedgerReason } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { paginate, type PageRequest } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../../db/schema";
import { memberBalances, type MoneyOwner } from "../money/wallets";

/** Which of a member's ledger entries: a time range, one reason, or a set of reasons. */
export interface EntryFilter {
  merchantId: number;
  memberId: number;
  from?: number | undefined;
  to?: number | undefined;
  type?: LedgerReason | undefined;
  reasons?: readonly LedgerReason[] | undefined;
}

/** Reads of the member's own wallets (the ledger writes them). */
export class WalletRepository extends Repository<WalletRepository> {
  protected on(db: Db) {
    return new WalletRepository(db);
  }

  /** The member's wallet balances by kind (a read of the ledger; 0 for an account never opened). */
  balances(owner: MoneyOwner, kinds: string[]) {
    return memberBalances(this.db, owner, kinds);
  }

  /**
   * Entries of the member's own wallets with their account and transfer, newest first. The
   * owner is part of every query, so no id from the request reaches another member's money.
   */
  pageEntries(filter: EntryFilter, page: PageRequest) {
    const conditions: (SQL | undefined)[] = [
      eq(ledgerAccounts.merchantId, filter.merchantId),
      eq(ledgerAccounts.ownerType, "MEMBER"),
      eq(ledgerAccounts.ownerId, filter.memberId),
      filter.from !== undefined ? gte(ledgerEntries.createdAt, new Date(filter.from)) : undefined,
      filter.to !== undefined ? lt(ledgerEntries.createdAt, new Date(filter.to)) : undefined,
      filter.type ? eq(ledgerTransfers.reason, filter.type) : undefined,
      filter.reasons ? inArray(ledgerTransfers.reason, [...filter.reasons]) : undefined,
    ];
    const where = and(...conditions);
    return paginate(
      this.db
        .select({ total: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where),
      this.db
        .select()
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .$dynamic(),
      page,
    );
  }
}
