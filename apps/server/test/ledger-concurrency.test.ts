import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { openAccount, platformAccount, type LedgerAccount } from "../src/ledger/accounts";
import { queryRows } from "../src/db/client";
import { checkLedger } from "../src/ledger/invariants";
import { postTransfer } from "../src/ledger/post";
import { reverseTransfer } from "../src/ledger/reverse";
import { LedgerError, type PostedTransfer } from "../src/ledger/types";
import { createTestApp, type TestApp } from "./test-app";

/*
 * Real concurrency: many transactions at once through the pool (node-postgres, max 10
 * connections). Only on PostgreSQL: embedded PGlite has one connection, so it serializes all.
 */
const WORKERS = 8;
const TRANSFERS_PER_WORKER = 100;
const START_BALANCE = 1_000_000n;

let t: TestApp;
let db: Db;
let clearing: LedgerAccount;
let nextOwner = 1;
let nextId = 1;

describe.runIf(process.env.DATABASE_URL)("ledger under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    expect(t.database.driver).toBe("postgres");
    clearing = await platformAccount(db, t.merchantId, "DEPOSITS_CLEARING", "VND");
  });
  afterAll(() => t?.close());

  it(`keeps the books sound under ${WORKERS} workers x ${TRANSFERS_PER_WORKER} transfers in both directions`, async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => funded(START_BALANCE)));
    const ids = accounts.map((a) => a.id);
    const random = mulberry32(Number(process.env.LEDGER_CONCURRENCY_SEED ?? Date.now() % 2 ** 31));
    const outcomes = new Map<string, number>();
    const unexpected: unknown[] = [];

    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let i = 0; i < TRANSFERS_PER_WORKER; i++) {
          // Every worker moves money both ways between the same four accounts: deadlock bait
          // unless the accounts are always locked in one order.
          const from = Math.floor(random() * 4);
          const to = (from + 1 + Math.floor(random() * 3)) % 4;
          const amount = 1n + BigInt(Math.floor(random() * 400_000));
          try {
            const posted = await postTransfer(db, {
              id: `w${worker}-${i}`,
              merchantId: t.merchantId,
              debitAccountId: ids[from]!,
              creditAccountId: ids[to]!,
              amount,
              reason: "TRANSFER_TO_UPLINE",
            });
            expect(posted.created).toBe(true);
            bump(outcomes, "created");
          } catch (error) {
            if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS") bump(outcomes, error.code);
            else unexpected.push(error);
          }
        }
      }),
    );

    // Nothing but refusals for lack of funds: no deadlock, serialization failure or lost race.
    expect(unexpected).toEqual([]);
    expect((outcomes.get("created") ?? 0) + (outcomes.get("INSUFFICIENT_FUNDS") ?? 0)).toBe(
      WORKERS * TRANSFERS_PER_WORKER,
    );
    expect(outcomes.get("created")).toBeGreaterThan(WORKERS * TRANSFERS_PER_WORKER * 0.5);

    const balances = await balancesOf(ids);
    expect(balances.every((b) => b >= 0n)).toBe(true);
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(4n * START_BALANCE);
    // Never below zero at any moment either, and each account's entries form one unbroken chain
    // (each balance before is the previous balance after: no lost update).
    expect(await brokenChains(ids)).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);
  }, 120_000);

  // With the whole balance, the copies that waited for the account lock find it spent: they
  // must still answer the first result, not INSUFFICIENT_FUNDS.
  it.each([
    ["a tenth of the balance", 10_000n],
    ["the whole balance", 100_000n],
  ])("posts one transfer once when 20 requests with its id race (%s)", async (_, amount) => {
    const [from, to] = [await funded(100_000n), await funded(0n)];
    const id = `race-${nextId++}`;
    const request = {
      id,
      merchantId: t.merchantId,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amount,
      reason: "WITHDRAWAL_HOLD" as const,
      reference: { type: "withdrawal", id },
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(postTransfer(db, request))));

    const codes = results.map((r) => (r instanceof LedgerError ? r.code : r instanceof Error ? r.message : "ok"));
    expect(codes).toEqual(Array(20).fill("ok"));
    const posted = results as PostedTransfer[];
    expect(posted.filter((r) => r.created)).toHaveLength(1);
    const first = posted.find((r) => r.created)!;
    for (const r of posted) expect(r).toEqual({ ...first, created: r.created });
    expect(await transferCount(id)).toBe(1);
    expect(await balancesOf([from.id, to.id])).toEqual([100_000n - amount, amount]);
    expect(await checkLedger(db)).toEqual([]);
  });

  // When the member still has the money, the losers reach the unique index on `reverses`; when
  // the reversal took it all, they must not answer INSUFFICIENT_FUNDS instead (reverseTransfer
  // says ALREADY_REVERSED before any balance rule when it runs after the first reversal).
  it.each([
    ["the member has more money", 50_000n],
    ["the reversal takes the member's whole balance", 0n],
  ])("reverses a transfer once when 10 reversals race (%s)", async (_, extra) => {
    const member = await funded(extra);
    const original = await postTransfer(db, {
      id: `deposit-${nextId++}`,
      merchantId: t.merchantId,
      debitAccountId: clearing.id,
      creditAccountId: member.id,
      amount: 30_000n,
      reason: "DEPOSIT",
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        settle(
          reverseTransfer(db, {
            id: `${original.id}-reversal-${i}`,
            merchantId: t.merchantId,
            originalId: original.id,
          }),
        ),
      ),
    );

    const codes = results.map((r) => (r instanceof LedgerError ? r.code : r instanceof Error ? r.message : "ok"));
    expect(codes.filter((c) => c === "ok")).toHaveLength(1);
    expect(codes.filter((c) => c !== "ok")).toEqual(Array(9).fill("ALREADY_REVERSED"));
    expect(await balancesOf([member.id])).toEqual([extra]);
    const [reversals] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transfers where reverses = ${original.id}`,
    );
    expect(reversals!.n).toBe(1);
    expect(await checkLedger(db)).toEqual([]);
  });
});

/** A fresh member wallet with this much deposited. */
async function funded(amount: bigint): Promise<LedgerAccount> {
  const account = await openAccount(db, {
    merchantId: t.merchantId,
    ownerType: "MEMBER",
    ownerId: nextOwner++,
    kind: "MAIN",
    currency: "VND",
  });
  if (amount > 0n) {
    await postTransfer(db, {
      id: `fund-${account.id}`,
      merchantId: t.merchantId,
      debitAccountId: clearing.id,
      creditAccountId: account.id,
      amount,
      reason: "DEPOSIT",
    });
  }
  return account;
}

function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(db, query);
}

async function balancesOf(ids: number[]): Promise<bigint[]> {
  const found = await rows<{ id: number; balance: string }>(
    sql`select id, balance::text as balance from ledger_accounts where id in ${ids}`,
  );
  return ids.map((id) => BigInt(found.find((r) => r.id === id)!.balance));
}

async function transferCount(id: string): Promise<number> {
  return (await rows<{ n: number }>(sql`select count(*)::int as n from ledger_transfers where id = ${id}`))[0]!.n;
}

/** Entries whose balance before is not the previous entry's balance after, or below zero. */
async function brokenChains(ids: number[]): Promise<string[]> {
  const found = await rows<{ account_id: number; account_version: string; problem: string }>(sql`
    select account_id, account_version::text, case when balance_after < 0 then 'below zero' else 'chain' end as problem
    from (
      select account_id, account_version, balance_before, balance_after,
        lag(balance_after, 1, 0::bigint) over (partition by account_id order by account_version) as previous,
        lag(account_version, 1, 0::bigint) over (partition by account_id order by account_version) as previous_version
      from ledger_entries where account_id in ${ids}
    ) e
    where balance_before <> previous or account_version <> previous_version + 1 or balance_after < 0`);
  return found.map((r) => `account ${r.account_id} version ${r.account_version}: ${r.problem}`);
}

function bump(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The result or the error, so that Promise.all waits for every call. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}

/** A small seeded PRNG: the concurrency is random anyway, the amounts need not be. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
