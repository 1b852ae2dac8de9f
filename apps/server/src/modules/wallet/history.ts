import type { z } from "zod";
import type { transactionHistoryQuery } from "@portal/contract/api/accounts";
import { minorToDecimal, type LedgerReason } from "@portal/contract/money";
import type { WalletRepository } from "./repository";

/** The account record: ledger entries of the member's own wallets only, newest first, by cursor. */
export async function transactionHistory(
  wallets: WalletRepository,
  owner: { merchantId: number; memberId: number; currencyScale: number },
  query: Omit<z.infer<typeof transactionHistoryQuery>, "type"> & { type?: LedgerReason | undefined },
  /** Only these reasons (bonus details); all when absent. */
  reasons?: readonly LedgerReason[],
) {
  const page = await wallets.pageEntries(
    {
      merchantId: owner.merchantId,
      memberId: owner.memberId,
      from: query.from,
      to: query.to,
      type: query.type,
      reasons,
    },
    query,
  );
  return {
    list: page.rows.map(({ entry: e, account: a, transfer: t }) => ({
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
    next: page.next,
    prev: page.prev,
    total: page.total,
    totalCapped: page.totalCapped,
    pageSize: query.pageSize,
  };
}
