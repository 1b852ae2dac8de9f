import { count, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { ledgerAccounts, ledgerTransfers } from "../db/schema";

/**
 * The books' invariants, checked by tests after every scenario and by `npm run ledger:check`
 * on a live database. Answers one line per problem; none means the books are sound.
 */
export async function checkLedger(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const rows = (query: SQL) => queryRows(db, query);

  for (const r of await rows(sql`
    select t.id, coalesce(sum(e.amount), 0)::text as net, count(e.id)::int as n
    from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) <> 2`)) {
    problems.push(`transfer ${r.id} has ${r.n} entries netting ${r.net} (must be 2 netting 0)`);
  }
  for (const r of await rows(sql`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`)) {
    problems.push(`account ${r.id} balance ${r.balance} differs from the sum of its entries ${r.total}`);
  }
  for (const r of await rows(sql`
    select a.id, a.version::text as version, count(e.id)::text as n, coalesce(max(e.account_version), 0)::text as top
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.version <> count(e.id) or a.version <> coalesce(max(e.account_version), 0)`)) {
    problems.push(`account ${r.id} version ${r.version} does not match its ${r.n} entries (highest ${r.top}): a gap`);
  }
  for (const r of await rows(sql`
    select e.id, e.account_id from ledger_entries e
    where e.balance_after <> e.balance_before + e.amount`)) {
    problems.push(`entry ${r.id} of account ${r.account_id}: balance after is not balance before plus amount`);
  }
  for (const r of await rows(sql`
    select id, balance::text as balance from ledger_accounts where not allow_negative and balance < 0`)) {
    problems.push(`account ${r.id} is below zero (${r.balance}) but may not be`);
  }
  for (const r of await rows(sql`
    select t.id from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
    where d.currency <> c.currency`)) {
    problems.push(`transfer ${r.id} moves money between currencies`);
  }
  // The reward center's rewards (decision 0042): a claimed reward is paid once, by its amount
  // (`reward:<id>`); an issued or expired one is not paid at all.
  for (const r of await rows(sql`
    select w.id, w.status, w.amount::text as amount, t.amount::text as paid
    from member_rewards w left join ledger_transfers t on t.id = 'reward:' || w.id
    where (w.status = 'CLAIMED') <> (t.id is not null) or t.amount <> w.amount`)) {
    problems.push(`reward ${r.id} is ${r.status} for ${r.amount} but its payment is ${r.paid ?? "missing"}`);
  }
  return problems;
}

/** How many accounts and transfers the books hold (the ledger check's summary line). */
export async function ledgerSize(db: Db): Promise<{ accounts: number; transfers: number }> {
  const [accounts] = await db.select({ n: count() }).from(ledgerAccounts);
  const [transfers] = await db.select({ n: count() }).from(ledgerTransfers);
  return { accounts: Number(accounts!.n), transfers: Number(transfers!.n) };
}

/**
 * What the platform holds per brand, kind and currency: the sum over the kind's buckets (decision
 * 0021), with how many buckets it has. The ledger check prints it; reports read the same sums.
 */
export function platformTotals(
  db: Db,
): Promise<{ merchant_id: number; kind: string; currency: string; total: string; buckets: number }[]> {
  return queryRows(
    db,
    sql`select merchant_id, kind, currency, sum(balance)::text as total, count(*)::int as buckets
        from ledger_accounts where owner_type = 'PLATFORM'
        group by merchant_id, kind, currency order by merchant_id, kind, currency`,
  );
}
