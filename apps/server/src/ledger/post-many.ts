import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { BIGINT_MAX, BIGINT_MIN, LedgerError, type TransferRequest } from "./types";

/** What a batch posting did: every leg posted, or none (a rule of the books refused one of them). */
export type ManyOutcome =
  | {
      posted: true;
      /** Per leg, in order: its credit account's balance right after it. */
      creditBalances: bigint[];
      /** Member wallets the batch moved. */
      memberOwners: { merchantId: number; memberId: number }[];
    }
  | { posted: false };

/**
 * Many transfers in one statement, all or none (decision 0035: a lottery draw's payouts): the
 * batch form of the one posting procedure (post.ts postingStatement), with the same rules. It
 * locks every account the legs touch in id order (so it never deadlocks with a single posting,
 * which locks its two the same way), works out each entry's balance and version from the legs
 * before it on the same account (a window over the legs in order), checks the books' rules on
 * every one of them (the account exists and is of the brand, a non-negative account never below
 * zero, no balance past the bigint range, both ends in one currency, no id posted before), and
 * only then writes the transfers, their entries (ids in leg order, debit first) and the
 * balances. Run inside runLedger's transaction (LedgerTx.postMany), with the business rows it
 * belongs to. Nothing is written when a rule is broken (`posted: false`): the caller posts the
 * legs one by one to learn which.
 */
export async function postMany(tx: Db, legs: readonly TransferRequest[]): Promise<ManyOutcome> {
  if (legs.length === 0) return { posted: true, creditBalances: [], memberOwners: [] };
  const merchantId = legs[0]!.merchantId;
  for (const leg of legs) {
    if (leg.amount <= 0n) throw new LedgerError("INVALID_AMOUNT", "amount must be a positive number of minor units");
    if (leg.amount > BIGINT_MAX)
      throw new LedgerError("AMOUNT_OUT_OF_RANGE", "amount is beyond what the books can hold");
    if (leg.debitAccountId === leg.creditAccountId)
      throw new LedgerError("SAME_ACCOUNT", "debit and credit accounts are the same");
    if (leg.merchantId !== merchantId) throw new Error("the legs of one batch are of one brand");
  }
  if (new Set(legs.map((leg) => leg.id)).size !== legs.length)
    throw new LedgerError("IDEMPOTENCY_CONFLICT", "a batch names a transfer id twice");
  const rows = legs.map((leg, n) => ({
    n,
    id: leg.id,
    debit: leg.debitAccountId,
    credit: leg.creditAccountId,
    amount: String(leg.amount),
    reason: leg.reason,
    reference_type: leg.reference?.type ?? "",
    reference_id: leg.reference?.id ?? "",
  }));
  const [row] = await queryRows<{
    ok: boolean;
    credits: { n: number; balance: string }[] | null;
    members: { merchant_id: number; owner_id: number }[] | null;
  }>(
    tx,
    sql`with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(n int, id text, debit int, credit int, amount bigint, reason text, reference_type text, reference_id text)
    ), moves as (
      select n, id, debit as account_id, -amount as amount, 0 as side from v
      union all
      select n, id, credit as account_id, amount, 1 as side from v
    ), l as (
      select id, merchant_id, owner_type, owner_id, currency, balance, version, allow_negative
      from ledger_accounts where id = any(array(select distinct account_id from moves))
      order by id for update
    ), running as (
      select m.n, m.id, m.account_id, m.amount, m.side,
        sum(m.amount::numeric) over (partition by m.account_id order by m.n, m.side rows unbounded preceding) as moved,
        row_number() over (partition by m.account_id order by m.n, m.side) as step
      from moves m
    ), broken as (
      select 1 from running r left join l on l.id = r.account_id
      where l.id is null or l.merchant_id <> ${merchantId}::int
        or (not l.allow_negative and l.balance + r.moved < 0)
        or l.balance + r.moved > ${String(BIGINT_MAX)}::numeric
        or l.balance + r.moved < ${String(BIGINT_MIN)}::numeric
      union all
      select 1 from v join l d on d.id = v.debit join l c on c.id = v.credit where d.currency <> c.currency
      union all
      select 1 from ledger_transfers where id in (select id from v)
    ), ok as (
      select 1 where not exists (select 1 from broken)
    ), t as (
      insert into ledger_transfers (id, merchant_id, debit_account_id, credit_account_id, amount, reason, reference_type, reference_id)
      select v.id, ${merchantId}::int, v.debit, v.credit, v.amount, v.reason, v.reference_type, v.reference_id
      from v where exists (select 1 from ok)
      order by v.n
      returning 1
    ), e as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
      select r.id, r.account_id, r.amount, (l.balance + r.moved - r.amount)::bigint, (l.balance + r.moved)::bigint,
        l.version + r.step
      from running r join l on l.id = r.account_id
      where exists (select 1 from t)
      order by r.n, r.side
    ), u as (
      update ledger_accounts acc set balance = (l.balance + s.total)::bigint, version = l.version + s.steps
      from l join (select account_id, sum(amount::numeric) as total, count(*)::bigint as steps from moves group by account_id) s
        on s.account_id = l.id
      where acc.id = l.id and exists (select 1 from t)
    )
    select exists (select 1 from ok) as ok,
      (select jsonb_agg(jsonb_build_object('n', r.n, 'balance', (l.balance + r.moved)::bigint::text) order by r.n)
        from running r join l on l.id = r.account_id where r.side = 1) as credits,
      (select jsonb_agg(jsonb_build_object('merchant_id', merchant_id, 'owner_id', owner_id))
        from l where owner_type = 'MEMBER') as members`,
  );
  if (!row?.ok) return { posted: false };
  const creditBalances = legs.map(() => 0n);
  for (const credit of row.credits ?? []) creditBalances[credit.n] = BigInt(credit.balance);
  return {
    posted: true,
    creditBalances,
    memberOwners: (row.members ?? []).map((m) => ({ merchantId: m.merchant_id, memberId: m.owner_id })),
  };
}
