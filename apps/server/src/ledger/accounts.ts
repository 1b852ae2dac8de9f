import { and, eq, sql, sum } from "drizzle-orm";
import { hotSql } from "../db/hot-sql";
import { queryRows, queryRowsPrepared, type Db } from "../db/client";
import { accountKeyText } from "./account-ids";
import { ledgerAccounts } from "../db/schema";
import type { OwnerType } from "./types";

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export interface AccountKey {
  merchantId: number;
  ownerType: OwnerType;
  /** Member id; for platform accounts, the bucket (see PLATFORM_BUCKETS). */
  ownerId: number;
  kind: string;
  currency: string;
}

/**
 * The account for a key, opened on first use (idempotent: concurrent callers get the same
 * row). Balances are never written here: only the posting procedure moves money.
 */
export async function openAccount(
  db: Db,
  key: AccountKey,
  options: { allowNegative?: boolean } = {},
): Promise<LedgerAccount> {
  await db
    .insert(ledgerAccounts)
    .values({ ...key, allowNegative: options.allowNegative ?? false })
    .onConflictDoNothing();
  return (await findAccount(db, key))!;
}

/**
 * The account for a key if it was ever opened. For a refusal that must leave no row behind: a
 * member without the account has nothing in it to spend.
 */
export async function findAccount(db: Db, key: AccountKey): Promise<LedgerAccount | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, key.merchantId),
        eq(ledgerAccounts.ownerType, key.ownerType),
        eq(ledgerAccounts.ownerId, key.ownerId),
        eq(ledgerAccounts.kind, key.kind),
        eq(ledgerAccounts.currency, key.currency),
      ),
    );
  return row;
}

/**
 * Many accounts by key, their ids and balances, in one statement; a key never opened is absent.
 * Keyed by accountKeyText.
 */
export async function findAccounts(
  db: Db,
  keys: readonly AccountKey[],
): Promise<Map<string, { id: number; balance: bigint }>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    merchant_id: number;
    owner_type: OwnerType;
    owner_id: number;
    kind: string;
    currency: string;
    balance: string;
  }>(
    db,
    sql`select a.id, a.merchant_id, a.owner_type, a.owner_id, a.kind, a.currency, a.balance::text as balance
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
        as k("merchantId" int, "ownerType" text, "ownerId" int, kind text, currency text)
      join ledger_accounts a on a.merchant_id = k."merchantId" and a.owner_type = k."ownerType"
        and a.owner_id = k."ownerId" and a.kind = k.kind and a.currency = k.currency`,
  );
  return new Map(
    rows.map((r) => [
      accountKeyText({
        merchantId: r.merchant_id,
        ownerType: r.owner_type,
        ownerId: r.owner_id,
        kind: r.kind,
        currency: r.currency,
      }),
      { id: r.id, balance: BigInt(r.balance) },
    ]),
  );
}

/**
 * The platform's side of the books is split into buckets: one account per (kind, bucket), the
 * bucket chosen by the member the money moves for (its owner id is the bucket number). Every
 * transfer locks both its accounts, and with a single platform account per kind every deposit,
 * transfer and bet of the brand queued on that one row; with buckets, members of different
 * buckets post in parallel (docs/decisions/0021-platform-account-buckets.md). A kind's balance is
 * the sum over its buckets (platformBalance). Changing the count later is safe: old buckets keep
 * their balances and the sum still covers them.
 */
export const PLATFORM_BUCKETS = 32;

/** The bucket of the platform accounts that a member's money moves against. */
export function platformBucket(memberId: number): number {
  return Math.abs(memberId) % PLATFORM_BUCKETS;
}

/** A platform account that issues money (may go below zero). */
export function platformAccount(
  db: Db,
  merchantId: number,
  kind: string,
  currency: string,
  bucket = 0,
): Promise<LedgerAccount> {
  return openAccount(db, platformKey(merchantId, kind, currency, bucket), { allowNegative: true });
}

export function platformKey(merchantId: number, kind: string, currency: string, bucket: number): AccountKey {
  return { merchantId, ownerType: "PLATFORM", ownerId: bucket, kind, currency };
}

/** What the platform holds of one kind: the sum of its buckets' balances (0 if none was opened). */
export async function platformBalance(db: Db, merchantId: number, kind: string, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(ledgerAccounts.balance) })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.ownerType, "PLATFORM"),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return BigInt(row?.total ?? 0);
}

export async function accountById(db: Db, id: number): Promise<LedgerAccount | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row;
}

/**
 * Balances of one owner's accounts of some kinds in one currency; an account never opened is
 * absent. Prepared (one text for any number of kinds): every balance call of a member asks it.
 */
export async function balancesByKind(
  db: Db,
  owner: Omit<AccountKey, "kind">,
  kinds: string[],
): Promise<{ kind: string; balance: bigint }[]> {
  const rows = await queryRowsPrepared<{ kind: string; balance: string }>(
    db,
    hotSql`select kind, balance::text as balance from ${ledgerAccounts}
      where merchant_id = ${owner.merchantId}::int and owner_type = ${owner.ownerType}::text
        and owner_id = ${owner.ownerId}::int and currency = ${owner.currency}::text
        and kind in (select jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb))`,
  );
  return rows.map((row) => ({ kind: row.kind, balance: BigInt(row.balance) }));
}

/**
 * Takes the account's row lock (FOR UPDATE) for the rest of the transaction without moving
 * money: actions of one owner that must not interleave (two withdrawals of one member) queue on it.
 * Answers the balance under that lock.
 */
export async function lockAccount(db: Db, id: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for("update");
  return row?.balance ?? 0n;
}
