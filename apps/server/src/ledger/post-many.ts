import type { SQL } from "drizzle-orm";
import { DEFERRED_COMMIT, queryRowsPrepared, type Db } from "../db/client";
import { hotSql } from "../db/hot-sql";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../db/schema";
import { announce } from "./events";
import { MAX_ATTEMPTS, retryable } from "./retry";
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

/** Where a member's wallets moved, as the statement answers them. */
type MemberRows = { merchant_id: number; owner_id: number }[] | null;

const memberOwnersOf = (rows: MemberRows) =>
  (rows ?? []).map((m) => ({ merchantId: m.merchant_id, memberId: m.owner_id }));

/**
 * Many transfers in one statement, all or none (decision 0035: a lottery draw's payouts): the
 * batch form of the one posting procedure (post.ts postingStatement), with the same rules. It
 * locks every account the legs touch in id order (so it never deadlocks with a single posting,
 * which locks its two the same way), works out each entry's balance and version from the legs
 * before it on the same account (a window over the legs in order), checks the books' rules on
 * every one of them (the account exists and is of the leg's brand, a non-negative account never
 * below zero, no balance past the bigint range, both ends in one currency, no id posted before),
 * and only then writes the transfers, their entries (ids in leg order, debit first) and the
 * balances. Run inside runLedger's transaction (LedgerTx.postMany), with the business rows it
 * belongs to. Nothing is written when a rule is broken (`posted: false`): the caller posts the
 * legs one by one to learn which.
 */
export async function postMany(tx: Db, legs: readonly TransferRequest[]): Promise<ManyOutcome> {
  if (legs.length === 0) return { posted: true, creditBalances: [], memberOwners: [] };
  const merchantId = legs[0]!.merchantId;
  if (legs.some((leg) => leg.merchantId !== merchantId)) throw new Error("the legs of one batch are of one brand");
  const [row] = await queryRowsPrepared<{
    ok: boolean;
    credits: { n: number; balance: string }[] | null;
    members: MemberRows;
  }>(tx, manyStatement(legRows(legs)));
  if (!row?.ok) return { posted: false };
  const creditBalances = legs.map(() => 0n);
  for (const credit of row.credits ?? []) creditBalances[credit.n] = BigInt(credit.balance);
  return { posted: true, creditBalances, memberOwners: memberOwnersOf(row.members) };
}

/** A leg of postManyAlong: a transfer, with the business row it belongs to (`key`) and that row's own values. */
export interface AlongLeg extends TransferRequest {
  key: string;
  data?: Record<string, unknown>;
}

/**
 * The business write postManyAlong makes with its legs. Both read the legs as rows
 * (n int, key text, data jsonb, and the transfer's columns).
 */
export interface ManyAlong {
  /**
   * From `all_legs`, the `n` of each leg whose business row allows it to go on, taking that row's
   * lock (FOR UPDATE, in key order) so it still allows it when `op` writes it. The others are
   * left out: nothing is posted or written for them.
   */
  going: SQL;
  /**
   * The business write of the legs that go on (`v`), made only when `exists (select 1 from ok)`:
   * it must write one row per leg of `v` (their rows are locked, so it can: the postings are
   * gated on `ok`, not on what it wrote) and answer it with its leg's `n`. Each leg has a row of
   * its own (keys are unique in a batch).
   */
  op: SQL;
}

/** What postManyAlong did: the business rows written (none for legs left out), or nothing (`posted: false`). */
export type ManyAlongOutcome =
  | { posted: true; written: Record<string, unknown>[]; memberOwners: { merchantId: number; memberId: number }[] }
  | { posted: false };

/**
 * postMany outside a transaction, with a business write for each leg, in one statement (one
 * round trip for a group of actions: GroupedWrites). `along.going` locks each leg's business
 * row first, and the legs whose rows no longer allow them are left out; the rest are posted
 * under the rules of postMany, with `along.op` writing their rows, all or none. The legs may be
 * of several brands (each account is checked against its own leg's). Business rows are locked
 * before the accounts, so a business that posts this way must always lock them in that order.
 * `deferredCommit`: the commit does not wait for the disk (db/client DEFERRED_COMMIT). The
 * member wallets it moved are announced on ledgerEvents.
 */
export async function postManyAlong(
  db: Db,
  legs: readonly AlongLeg[],
  along: ManyAlong,
  options: { deferredCommit?: boolean } = {},
): Promise<ManyAlongOutcome> {
  if (legs.length === 0) return { posted: true, written: [], memberOwners: [] };
  // A leg per business row: two legs of one row would both be posted, and the row written once.
  if (new Set(legs.map((leg) => leg.key)).size !== legs.length) throw new Error("a batch names a business row twice");
  const rows = legRows(legs).map((row, n) => ({ ...row, key: legs[n]!.key, data: legs[n]!.data ?? {} }));
  const statement = manyStatement(rows, { along, deferredCommit: options.deferredCommit ?? false });
  let row: { ok: boolean; written: Record<string, unknown>[] | null; members: MemberRows } | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      [row] = await queryRowsPrepared<NonNullable<typeof row>>(db, statement);
      break;
    } catch (error) {
      // A deadlock's victim or a serialization failure: the statement is all or nothing, and
      // `going` keeps only the rows that still allow their legs, so running it again is safe.
      if (attempt < MAX_ATTEMPTS && retryable(error)) continue;
      throw error;
    }
  }
  if (!row?.ok) return { posted: false };
  const memberOwners = memberOwnersOf(row.members);
  announce(db, memberOwners);
  return { posted: true, written: row.written ?? [], memberOwners };
}

/** The legs as the statement reads them (one jsonb parameter, so its text is the same for any number). */
function legRows(legs: readonly TransferRequest[]) {
  for (const leg of legs) {
    if (leg.amount <= 0n) throw new LedgerError("INVALID_AMOUNT", "amount must be a positive number of minor units");
    if (leg.amount > BIGINT_MAX)
      throw new LedgerError("AMOUNT_OUT_OF_RANGE", "amount is beyond what the books can hold");
    if (leg.debitAccountId === leg.creditAccountId)
      throw new LedgerError("SAME_ACCOUNT", "debit and credit accounts are the same");
  }
  if (new Set(legs.map((leg) => leg.id)).size !== legs.length)
    throw new LedgerError("IDEMPOTENCY_CONFLICT", "a batch names a transfer id twice");
  return legs.map((leg, n) => ({
    n,
    id: leg.id,
    merchant_id: leg.merchantId,
    debit: leg.debitAccountId,
    credit: leg.creditAccountId,
    amount: String(leg.amount),
    reason: leg.reason,
    reference_type: leg.reference?.type ?? "",
    reference_id: leg.reference?.id ?? "",
  }));
}

/**
 * The batch posting's statement. Without `along`, every leg is posted (`v` is all of them) and
 * each credit account's balance after its leg is answered; with it, `v` is the legs `going`
 * kept, `op` is written with them, and its rows are answered. It always answers one row: `ok`
 * (nothing broke a rule) and the member wallets it moved.
 */
function manyStatement(rows: object[], options: { along?: ManyAlong; deferredCommit?: boolean } = {}): SQL {
  const { along, deferredCommit } = options;
  const legColumns = hotSql`n int, id text, merchant_id int, debit int, credit int, amount bigint, reason text,
    reference_type text, reference_id text`;
  const legs = along
    ? hotSql`all_legs as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${legColumns}, key text, data jsonb)
      ), going as (${along.going}), v as (
        select * from all_legs where n in (select n from going)
      )`
    : hotSql`v as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${legColumns}))`;
  return hotSql`with ${deferredCommit ? hotSql`${DEFERRED_COMMIT}, ` : hotSql``}${legs}, moves as (
      select n, id, merchant_id, debit as account_id, -amount as amount, 0 as side from v
      union all
      select n, id, merchant_id, credit as account_id, amount, 1 as side from v
    ), l as (
      select id, merchant_id, owner_type, owner_id, currency, balance, version, allow_negative
      from ${ledgerAccounts} where id = any(array(select distinct account_id from moves))
      order by id for update
    ), running as (
      select m.n, m.id, m.merchant_id, m.account_id, m.amount, m.side,
        sum(m.amount::numeric) over (partition by m.account_id order by m.n, m.side rows unbounded preceding) as moved,
        row_number() over (partition by m.account_id order by m.n, m.side) as step
      from moves m
    ), broken as (
      select 1 from running r left join l on l.id = r.account_id
      where l.id is null or l.merchant_id <> r.merchant_id
        or (not l.allow_negative and l.balance + r.moved < 0)
        or l.balance + r.moved > ${String(BIGINT_MAX)}::numeric
        or l.balance + r.moved < ${String(BIGINT_MIN)}::numeric
      union all
      select 1 from v join l d on d.id = v.debit join l c on c.id = v.credit where d.currency <> c.currency
      union all
      select 1 from ${ledgerTransfers} where id in (select id from v)
    ), ok as (
      select 1 where not exists (select 1 from broken)
    )${along ? hotSql`, op as (${along.op})` : hotSql``}, t as (
      insert into ${ledgerTransfers} (id, merchant_id, debit_account_id, credit_account_id, amount, reason, reference_type, reference_id)
      select v.id, v.merchant_id, v.debit, v.credit, v.amount, v.reason, v.reference_type, v.reference_id
      from v where exists (select 1 from ok)
      order by v.n
      returning 1
    ), e as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount, balance_before, balance_after, account_version)
      select r.id, r.account_id, r.amount, (l.balance + r.moved - r.amount)::bigint, (l.balance + r.moved)::bigint,
        l.version + r.step
      from running r join l on l.id = r.account_id
      where exists (select 1 from t)
      order by r.n, r.side
    ), u as (
      update ${ledgerAccounts} acc set balance = (l.balance + s.total)::bigint, version = l.version + s.steps
      from l join (select account_id, sum(amount::numeric) as total, count(*)::bigint as steps from moves group by account_id) s
        on s.account_id = l.id
      where acc.id = l.id and exists (select 1 from t)
    )
    select exists (select 1 from ok) as ok,
      ${
        along
          ? hotSql`(select jsonb_agg(to_jsonb(op) order by op.n) from op) as written`
          : hotSql`(select jsonb_agg(jsonb_build_object('n', r.n, 'balance', (l.balance + r.moved)::bigint::text) order by r.n)
        from running r join l on l.id = r.account_id where r.side = 1) as credits`
      },
      (select jsonb_agg(jsonb_build_object('merchant_id', merchant_id, 'owner_id', owner_id))
        from l where owner_type = 'MEMBER') as members
      ${deferredCommit ? hotSql`, exists (select 1 from deferred_commit) as deferred` : hotSql``}`;
}
