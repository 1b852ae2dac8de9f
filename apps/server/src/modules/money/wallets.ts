import { balancesByKind, platformBucket, platformKey } from "../../ledger/accounts";
import type { AccountRef, LedgerAccounts } from "../../ledger/post";
import type { Db } from "../../db/client";

/**
 * Ledger account kinds. A member's MAIN wallet holds spendable money; money whose outcome is not
 * known yet sits in an explicit hold account of the member (never a flag on a balance). The
 * platform's accounts make the books balance: money that came in through deposits, left through
 * withdrawals, sits at each vendor, or was given away as promotions, commissions and salaries.
 */
export const MEMBER_KIND = {
  main: "MAIN",
  withdrawalHold: "WITHDRAWAL_HOLD",
  /** Sent to a vendor that has not confirmed yet. */
  vendorHold: "VENDOR_HOLD",
  /** Points (decision 0041), in the points currency: never money, never in the account record. */
  points: "POINTS",
} as const;

export const PLATFORM_KIND = {
  depositsClearing: "DEPOSITS_CLEARING",
  withdrawalsClearing: "WITHDRAWALS_CLEARING",
  promotionsExpense: "PROMOTIONS_EXPENSE",
  commissionsExpense: "COMMISSIONS_EXPENSE",
  salariesExpense: "SALARIES_EXPENSE",
  houseRevenue: "HOUSE_REVENUE",
  /** Operator corrections with a written reason (audit log). */
  adjustments: "ADJUSTMENTS",
  /** Where points come from and go back to (the points currency only). */
  pointsIssuer: "POINTS_ISSUER",
} as const;

/** The platform's side of the money members hold at one vendor. */
export function vendorPlatformKind(vendor: string): string {
  return `VENDOR:${vendor}`;
}

export interface MoneyOwner {
  merchantId: number;
  memberId: number;
  currency: string;
}

export const memberKey = (owner: MoneyOwner, kind: string) => ({
  merchantId: owner.merchantId,
  ownerType: "MEMBER" as const,
  ownerId: owner.memberId,
  kind,
  currency: owner.currency,
});

/**
 * A member's account, opened on first use. Inside runLedger it is opened in the transaction of the
 * action that needs it: a refused action then rolls the new row back and leaves no empty account.
 */
export function memberAccount(ledger: LedgerAccounts, owner: MoneyOwner, kind: string): Promise<AccountRef> {
  return ledger.account(memberKey(owner, kind));
}

/** A member's account if it was ever opened (nothing is created). */
export function existingMemberAccount(
  ledger: LedgerAccounts,
  owner: MoneyOwner,
  kind: string,
): Promise<AccountRef | undefined> {
  return ledger.existingAccount(memberKey(owner, kind));
}

/**
 * The platform account of a kind that this member's money moves against: the member's bucket of
 * it (ledger/accounts.ts PLATFORM_BUCKETS), so members of other buckets never wait for its lock.
 */
export function platform(ledger: LedgerAccounts, owner: MoneyOwner, kind: string): Promise<AccountRef> {
  return ledger.account(platformKey(owner.merchantId, kind, owner.currency, platformBucket(owner.memberId)), {
    allowNegative: true,
  });
}

/** Balances of some of a member's accounts by kind; an account never opened reads 0. */
export async function memberBalances(db: Db, owner: MoneyOwner, kinds: string[]): Promise<Map<string, bigint>> {
  const { kind: _kind, ...key } = memberKey(owner, "");
  const rows = await balancesByKind(db, key, kinds);
  return new Map(kinds.map((kind) => [kind, rows.find((r) => r.kind === kind)?.balance ?? 0n]));
}
