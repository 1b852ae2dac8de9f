import { asc, eq, inArray, type SQL } from "drizzle-orm";
import { DEFERRED_COMMIT, queryRowsPrepared, type Db } from "../db/client";
import { hotSql } from "../db/hot-sql";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../db/schema";
import { accountKeyText, committedAccountIds, rememberCommitted } from "./account-ids";
import { findAccount, openAccount, type AccountKey } from "./accounts";
import { announce } from "./events";
import { MAX_ATTEMPTS, retryable } from "./retry";
import { postMany, type ManyOutcome } from "./post-many";
import {
  BIGINT_MAX,
  BIGINT_MIN,
  LedgerError,
  type OwnerType,
  type PostedEntry,
  type PostedTransfer,
  type TransferRequest,
} from "./types";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

interface PostInput extends TransferRequest {
  /** Set only by reverseTransfer. */
  reverses?: string | undefined;
}

/**
 * The one posting procedure: every movement of money goes through here. In one statement
 * (postingStatement) it locks both accounts in id order (so two transfers never deadlock), checks
 * the rules, writes the transfer and its two entries and moves the balances. The transfer id is the idempotency
 * key: a repeat with the same content returns the first result, with other content it is
 * IDEMPOTENCY_CONFLICT, and two requests racing with one id post it once.
 */
export async function postTransfer(db: Db, request: TransferRequest): Promise<PostedTransfer> {
  return post(db, request);
}

export async function post(db: Db, input: PostInput): Promise<PostedTransfer> {
  return runLedger(db, (ledger) => ledger.post(input));
}

/** An account as a posting needs it: its id. */
export interface AccountRef {
  id: number;
}

/** Finds and opens ledger accounts by key (money/wallets.ts names them). */
export interface LedgerAccounts {
  /**
   * The account for a key, opened on first use. Inside runLedger it is opened in that
   * transaction (a refused action rolls the new row back, leaving no empty account). Ids
   * committed before are known without a query.
   */
  account(key: AccountKey, options?: { allowNegative?: boolean }): Promise<AccountRef>;
  /** The account for a key if it was ever opened; nothing is created. */
  existingAccount(key: AccountKey): Promise<AccountRef | undefined>;
}

/** What a business operation gets inside runLedger: its transaction and the posting procedure. */
export interface LedgerTx extends LedgerAccounts {
  tx: Tx;
  /** Posts within this transaction: the transfer commits or rolls back with the caller's rows. */
  post(input: PostInput): Promise<PostedTransfer>;
  /** Posts many transfers in one statement, all or none (post-many.ts), within this transaction. */
  postMany(legs: readonly TransferRequest[]): Promise<ManyOutcome>;
}

/**
 * Accounts looked up (and opened) on `executor`, known ids first. `used` collects what was found
 * or opened, to remember once it is committed (at once outside a transaction).
 */
function accountsOn(db: Db, executor: Executor, used: Map<string, number>): LedgerAccounts {
  const committed = committedAccountIds(db);
  const known = (key: AccountKey) => {
    const text = accountKeyText(key);
    const id = committed.get(text) ?? used.get(text);
    return { text, ref: id === undefined ? undefined : { id } };
  };
  return {
    account: async (key, options) => {
      const { text, ref } = known(key);
      if (ref) return ref;
      const { id } = await openAccount(executor as Db, key, options);
      used.set(text, id);
      return { id };
    },
    existingAccount: async (key) => {
      const { text, ref } = known(key);
      if (ref) return ref;
      const found = await findAccount(executor as Db, key);
      if (found) used.set(text, found.id);
      return found && { id: found.id };
    },
  };
}

/**
 * Accounts for postAlong, which posts outside a transaction: an account not known yet is found or
 * opened in its own statement, before the posting (so an action refused afterwards may leave an
 * empty account; callers look up with existingAccount the account the money comes from).
 */
export function accountsOutsideTransaction(db: Db): LedgerAccounts {
  const used = new Map<string, number>();
  const accounts = accountsOn(db, db, used);
  const remembered = <T>(found: Promise<T>) =>
    found.then((value) => {
      rememberCommitted(db, used);
      return value;
    });
  return {
    account: (key, options) => remembered(accounts.account(key, options)),
    existingAccount: (key) => remembered(accounts.existingAccount(key)),
  };
}

/**
 * Runs a business operation (a withdrawal row and its hold, a deposit's status and its credit)
 * in one transaction with the postings it makes, so a crash leaves either both or neither.
 * The operation may run more than once (a lost race on a transfer id, a serialization failure):
 * it must read its state inside the transaction and be idempotent. After the commit, the
 * members whose wallets moved are announced on ledgerEvents (the /ws push listens).
 */
export async function runLedger<T>(db: Db, work: (ledger: LedgerTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const owners: { merchantId: number; memberId: number }[] = [];
    /** Accounts this attempt opened or found: remembered once it commits. */
    const used = new Map<string, number>();
    try {
      const result = await db.transaction((tx) =>
        work({
          tx,
          post: async (input) => {
            validate(input);
            const posted = await postInTransaction(tx, input);
            owners.push(...posted.memberOwners);
            return posted.transfer;
          },
          postMany: async (legs) => {
            const outcome = await postMany(tx as unknown as Db, legs);
            if (outcome.posted) owners.push(...outcome.memberOwners);
            return outcome;
          },
          ...accountsOn(db, tx, used),
        }),
      );
      rememberCommitted(db, used);
      announce(db, owners);
      return result;
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && retryable(error)) continue;
      throw error;
    }
  }
}

/** What postAlong did: both writes, or neither (then why, when a rule of the books refused it). */
export type AlongOutcome =
  | { written: Record<string, unknown>; transfers: PostedTransfer[] }
  | { written: undefined; refusal: LedgerError | undefined };

/**
 * postAlong's business write: `op` is the write that gates the posting (it answers its row);
 * `after` adds further CTEs of the caller's (`name as (...)`, comma-separated), each of which must
 * itself be gated on `exists (select 1 from op)`. `before` is a query run before the accounts are
 * locked, which must answer a row for the statement to go on: a lock the business takes first
 * in every path (so it can never wait on it while holding an account), or a cheap "nothing to
 * do" check that spares the account locks. When it answers no row, nothing is written and no
 * refusal is given (`refusal` undefined).
 */
export interface AlongWrite {
  op: SQL;
  after?: SQL;
  before?: SQL;
}

/** What the business write of postAlong may read of the books inside the statement. */
export interface AlongBooks {
  /** An account's balance once every leg is posted (an SQL bigint), for a write that records it. */
  balanceAfter(accountId: number): SQL;
  /**
   * True when no transaction changed the account between this statement's snapshot and its lock
   * of it (SQL boolean): the locked row is the newest version, other reads are the snapshot's, so
   * a rule the write reads from other tables (a bonus's lock) holds for the balance it posts on,
   * as long as whatever changes that rule also posts on the account.
   */
  unchangedSinceSnapshot(accountId: number): SQL;
}

/**
 * A business write and its posting in one statement, outside any transaction: one round trip
 * for an action that needs nothing else (a vendor transfer's order and its hold, its settlement
 * and the money's move, a bet-win's call, its bet and its win). `write(ok)` is a data-modifying
 * statement on the business table that must filter on `exists (select 1 from <ok>)` (true when
 * the books allow every leg) and answer its row (`returning`); the posting is made only when it
 * wrote that row. The row comes back as JSON (`to_jsonb`: cast numbers that may pass 2^53 to
 * text). The business write is the action's idempotency guard (an order inserted once, a status
 * left once), and the transfer ids must belong to it. Several legs (`input` as a list) are
 * between the same two accounts and posted in order, each checked on the balances the legs before
 * it leave. Nothing written: `refusal` is the first broken rule of the books, or undefined when
 * the business write found nothing to do (the caller reads what is there). `deferredCommit`: the
 * statement's commit does not wait for the disk (db/client DEFERRED_COMMIT says when that is safe).
 */
export async function postAlong(
  db: Db,
  input: TransferRequest | TransferRequest[],
  write: (ok: SQL, books: AlongBooks) => SQL | AlongWrite,
  options: { deferredCommit?: boolean } = {},
): Promise<AlongOutcome> {
  const legs = Array.isArray(input) ? input : [input];
  validateLegs(legs);
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await queryRowsPrepared<PostingRow>(db, postingStatement(legs, write, options.deferredCommit));
      const outcome = postedOrRefused(legs, row!);
      if (outcome.posted) {
        announce(db, outcome.posted.memberOwners);
        return { written: row!.op!, transfers: outcome.posted.transfers };
      }
      return { written: undefined, refusal: outcome.refusal };
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && retryable(error)) continue;
      throw error;
    }
  }
}

/** Legs of one posting: each valid, all of one brand between the same two accounts, the sums in range. */
function validateLegs(legs: PostInput[]) {
  const first = legs[0];
  if (!first) throw new Error("a posting needs at least one leg");
  const pair = new Set([first.debitAccountId, first.creditAccountId]);
  for (const leg of legs) {
    validate(leg);
    if (leg.merchantId !== first.merchantId || !pair.has(leg.debitAccountId) || !pair.has(leg.creditAccountId)) {
      throw new Error("the legs of one posting are between the same two accounts of one brand");
    }
  }
  for (const change of runningChanges(legs)) {
    for (const delta of change.values()) {
      if (delta > BIGINT_MAX || delta < BIGINT_MIN) {
        throw new LedgerError("AMOUNT_OUT_OF_RANGE", "the legs together move more than the books can hold");
      }
    }
  }
}

/**
 * For each leg, and once more for the end, how far the legs before it have moved each account:
 * index k is what leg k finds (0 for the first), index legs.length the total.
 */
function runningChanges(legs: PostInput[]): Map<number, bigint>[] {
  const moved = new Map<number, bigint>();
  const changes: Map<number, bigint>[] = [];
  for (const leg of legs) {
    changes.push(new Map(moved));
    moved.set(leg.debitAccountId, (moved.get(leg.debitAccountId) ?? 0n) - leg.amount);
    moved.set(leg.creditAccountId, (moved.get(leg.creditAccountId) ?? 0n) + leg.amount);
  }
  changes.push(moved);
  return changes;
}

function validate(input: PostInput) {
  if (input.amount <= 0n) throw new LedgerError("INVALID_AMOUNT", "amount must be a positive number of minor units");
  if (input.amount > BIGINT_MAX)
    throw new LedgerError("AMOUNT_OUT_OF_RANGE", "amount is beyond what the books can hold");
  if (input.debitAccountId === input.creditAccountId)
    throw new LedgerError("SAME_ACCOUNT", "debit and credit accounts are the same");
}

interface PostOutcome {
  transfer: PostedTransfer;
  /** Member wallets this call moved (none for a retry that found the transfer posted). */
  memberOwners: { merchantId: number; memberId: number }[];
}

async function postInTransaction(tx: Tx, input: PostInput): Promise<PostOutcome> {
  if (input.reverses) {
    // Under both accounts' locks (taken again, at no cost, by the posting statement), a reversal
    // of the same transfer that committed while this one waited is seen: a retry of this
    // reversal answers its first result, another one is refused before any balance rule (the
    // unique index on `reverses` settles two that race past this check).
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [input.debitAccountId, input.creditAccountId]))
      .orderBy(asc(ledgerAccounts.id))
      .for("update");
    const existing = await loadTransfer(tx, input.id);
    if (existing) return { transfer: sameOrConflict(existing, input), memberOwners: [] };
    const [earlier] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reverses, input.reverses));
    if (earlier) throw new LedgerError("ALREADY_REVERSED", `transfer ${input.reverses} is already reversed`);
  }
  const [row] = await queryRowsPrepared<PostingRow>(tx, postingStatement([input]));
  const written = postedOrRefused([input], row!);
  if (written.posted) return { transfer: written.posted.transfers[0]!, memberOwners: written.posted.memberOwners };
  // Not written: the id was posted already (a request with this id that committed while this
  // one waited for the locks answers as the first result, not as a refusal), or a rule is broken.
  const existing = await loadTransfer(tx, input.id);
  if (existing) return { transfer: sameOrConflict(existing, input), memberOwners: [] };
  throw written.refusal ?? new Error(`transfer ${input.id} was neither posted nor refused`);
}

/** An account as the posting statement locked it (balances and versions before the posting). */
interface LockedAccount {
  id: number;
  merchantId: number;
  ownerType: OwnerType;
  ownerId: number;
  currency: string;
  balance: bigint;
  version: bigint;
  allowNegative: boolean;
}

/** What the posting statement answers: one row whatever happened. */
interface PostingRow extends Record<string, unknown> {
  /** The new transfer's creation time (epoch ms as text); null when nothing was posted. */
  created_ms: string | null;
  /** False when the business write's `before` answered no row (absent without one). */
  went_on?: boolean;
  /** The accounts found and locked, as they stood before the posting (numbers as text). */
  accounts: Array<{
    id: number;
    merchant_id: number;
    owner_type: OwnerType;
    owner_id: number;
    currency: string;
    balance: string;
    version: string;
    allow_negative: boolean;
  }> | null;
  /** The business write's row (postAlong), if it was written. */
  op?: Record<string, unknown> | null;
}

/** The posted transfers from the statement's answer, or the first rule a leg broke (none: the gate was closed). */
function postedOrRefused(
  legs: PostInput[],
  row: PostingRow,
): { posted?: { transfers: PostedTransfer[]; memberOwners: PostOutcome["memberOwners"] }; refusal?: LedgerError } {
  const locked = new Map(
    (row.accounts ?? []).map((a): [number, LockedAccount] => [
      a.id,
      {
        id: a.id,
        merchantId: a.merchant_id,
        ownerType: a.owner_type,
        ownerId: a.owner_id,
        currency: a.currency,
        balance: BigInt(a.balance),
        version: BigInt(a.version),
        allowNegative: a.allow_negative,
      },
    ]),
  );
  // Each leg sees the accounts as the legs before it left them.
  const changes = runningChanges(legs);
  const asBefore = (id: number, k: number): LockedAccount | undefined => {
    const account = locked.get(id);
    return (
      account && {
        ...account,
        balance: account.balance + (changes[k]!.get(id) ?? 0n),
        version: account.version + BigInt(k),
      }
    );
  };
  if (row.created_ms === null) {
    // The business's `before` answered no row: it chose not to go on, which the books did not refuse.
    if (row.went_on === false) return {};
    for (const [k, leg] of legs.entries()) {
      const refusal = brokenRule(asBefore(leg.debitAccountId, k), asBefore(leg.creditAccountId, k), leg);
      if (refusal) return { refusal };
    }
    return {};
  }
  const createdAt = new Date(Number(row.created_ms));
  const transfers = legs.map((leg, k): PostedTransfer => {
    const entries = [
      { account: asBefore(leg.debitAccountId, k)!, amount: -leg.amount },
      { account: asBefore(leg.creditAccountId, k)!, amount: leg.amount },
    ].map(({ account, amount }) => ({
      transferId: leg.id,
      accountId: account.id,
      amount,
      balanceBefore: account.balance,
      balanceAfter: account.balance + amount,
      accountVersion: account.version + 1n,
    }));
    return {
      id: leg.id,
      merchantId: leg.merchantId,
      debitAccountId: leg.debitAccountId,
      creditAccountId: leg.creditAccountId,
      amount: leg.amount,
      reason: leg.reason,
      reference: leg.reference ?? { type: "", id: "" },
      reverses: leg.reverses ?? null,
      createdAt,
      created: true,
      entries: sortEntries(entries),
    };
  });
  return {
    posted: {
      transfers,
      memberOwners: [...locked.values()]
        .filter((a) => a.ownerType === "MEMBER")
        .map((a) => ({ merchantId: a.merchantId, memberId: a.ownerId })),
    },
  };
}

type NewEntry = Omit<typeof ledgerEntries.$inferSelect, "id" | "createdAt">;

/** The first rule of the books the transfer would break (see LEDGER_ERRORS for the order). */
function brokenRule(debit: LockedAccount | undefined, credit: LockedAccount | undefined, input: PostInput) {
  if (!debit || !credit) return new LedgerError("ACCOUNT_NOT_FOUND", "account not found");
  if (debit.merchantId !== input.merchantId || credit.merchantId !== input.merchantId) {
    return new LedgerError("MERCHANT_MISMATCH", "accounts belong to another merchant");
  }
  if (debit.currency !== credit.currency)
    return new LedgerError("CURRENCY_MISMATCH", "accounts have different currencies");
  if (!debit.allowNegative && debit.balance < input.amount) {
    return new LedgerError("INSUFFICIENT_FUNDS", "insufficient funds");
  }
  // Checked here, not left to the database: an overflowing bigint would fail the insert with
  // a raw SQL error (a 500). A platform account may go negative, so both ends are checked.
  if (credit.balance + input.amount > BIGINT_MAX || debit.balance - input.amount < BIGINT_MIN) {
    return new LedgerError("AMOUNT_OUT_OF_RANGE", "the transfer would carry a balance beyond what the books can hold");
  }
  return undefined;
}

/**
 * A posting as one statement (one round trip): it locks both accounts in id order (PostgreSQL
 * locks the rows as the sorted result is produced, so two postings between the same accounts
 * never deadlock; a row changed while this one waited is read as committed), checks the rules of
 * brokenRule on the locked rows for every leg, each on the balances the legs before it leave
 * (`ok`), and only then writes the transfers, their entries and both balances. It always answers
 * one row: the creation time if it posted, and the locked accounts as they stood before, from
 * which brokenRule names the refusal.
 *
 * `along` (postAlong) adds the caller's business write as the CTE `op`, run only when `ok` holds;
 * the posting is then made only when `op` wrote its row, so the two are made together or not at
 * all. Its transfer ids must belong to that row (the business write is the idempotency guard), so
 * there the insert has no ON CONFLICT: an id taken by a racing statement fails the whole
 * statement, which is then run again. Without `along` there is one leg (runLedger's post).
 * Every money operation makes one, so it is made with hotSql (db/hot-sql.ts).
 */
function postingStatement(
  legs: PostInput[],
  along?: (ok: SQL, books: AlongBooks) => SQL | AlongWrite,
  deferredCommit = false,
): SQL {
  const first = legs[0]!;
  const [a, b] = [first.debitAccountId, first.creditAccountId];
  const merchantId = hotSql`${first.merchantId}::int`;
  const changes = runningChanges(legs);
  const total = changes[legs.length]!;
  const big = (n: bigint) => hotSql`${String(n)}::bigint`;
  // An account's balance as leg k finds it; numeric past the first leg, so no sum overflows
  // before the rules of the earlier legs have refused it.
  const balance = (alias: SQL, id: number, k: number) =>
    k === 0
      ? hotSql`${alias}.balance`
      : hotSql`(${alias}.balance::numeric + ${String(changes[k]!.get(id) ?? 0n)}::numeric)`;
  const rules = hotSql.join(
    legs.map((leg, k) => {
      const [dr, cr] = leg.debitAccountId === a ? [hotSql`a`, hotSql`b`] : [hotSql`b`, hotSql`a`];
      const amount = big(leg.amount);
      const drBalance = balance(dr, leg.debitAccountId, k);
      const crBalance = balance(cr, leg.creditAccountId, k);
      return hotSql`and (${dr}.allow_negative or ${drBalance} >= ${amount})
        and ${crBalance} <= ${String(BIGINT_MAX)}::bigint - ${amount}
        and ${drBalance} >= ${String(BIGINT_MIN)}::bigint + ${amount}`;
    }),
    hotSql` `,
  );
  const ids = hotSql.join(
    legs.map((leg) => hotSql`${leg.id}`),
    hotSql`, `,
  );
  const transfers = hotSql.join(
    legs.map((leg) => {
      const reference = leg.reference ?? { type: "", id: "" };
      return hotSql`(${leg.id}, ${leg.debitAccountId}::int, ${leg.creditAccountId}::int, ${big(leg.amount)}, ${leg.reason},
        ${reference.type}, ${reference.id}, ${leg.reverses ?? null}::text)`;
    }),
    hotSql`, `,
  );
  // Two entries a leg: the account, its signed amount, how far earlier legs moved it, its version
  // step, and its place (the entries' ids follow the legs: the account record reads them in order).
  const entries = hotSql.join(
    legs.flatMap((leg, k) => [
      hotSql`(${leg.id}, ${leg.debitAccountId}::int, ${big(-leg.amount)}, ${big(changes[k]!.get(leg.debitAccountId) ?? 0n)}, ${k + 1}::int, ${2 * k}::int)`,
      hotSql`(${leg.id}, ${leg.creditAccountId}::int, ${big(leg.amount)}, ${big(changes[k]!.get(leg.creditAccountId) ?? 0n)}, ${k + 1}::int, ${2 * k + 1}::int)`,
    ]),
    hotSql`, `,
  );
  const moves = hotSql`(${a}::int, ${big(total.get(a) ?? 0n)}), (${b}::int, ${big(total.get(b) ?? 0n)})`;
  const books: AlongBooks = {
    balanceAfter: (id) => {
      if (id !== a && id !== b) throw new Error(`account ${id} is not one of the posting's`);
      return hotSql`((select balance from l where id = ${id}::int) + ${big(total.get(id) ?? 0n)})`;
    },
    unchangedSinceSnapshot: (id) => {
      if (id !== a && id !== b) throw new Error(`account ${id} is not one of the posting's`);
      return hotSql`((select version from l where id = ${id}::int) = (select version from ${ledgerAccounts} where id = ${id}::int))`;
    },
  };
  const written = along?.(hotSql`ok`, books);
  const business: AlongWrite | undefined = written === undefined || "op" in written ? written : { op: written };
  return hotSql`with ${deferredCommit ? hotSql`${DEFERRED_COMMIT}, ` : hotSql``}${
    business?.before ? hotSql`before_lock as (${business.before}), ` : hotSql``
  }l as (
      select id, merchant_id, owner_type, owner_id, currency, balance, version, allow_negative
      from ${ledgerAccounts} where id in (${a}::int, ${b}::int)
        ${business?.before ? hotSql`and exists (select 1 from before_lock)` : hotSql``}
      order by id for update
    ), ok as (
      select 1 from l a, l b
      where a.id = ${a}::int and b.id = ${b}::int
        and a.merchant_id = ${merchantId} and b.merchant_id = ${merchantId}
        and a.currency = b.currency
        ${rules}
        ${business ? hotSql`and not exists (select 1 from ${ledgerTransfers} where id in (${ids}))` : hotSql``}
    )${business ? hotSql`, op as (${business.op})${business.after ? hotSql`, ${business.after}` : hotSql``}` : hotSql``}, t as (
      insert into ${ledgerTransfers} (id, merchant_id, debit_account_id, credit_account_id, amount, reason, reference_type, reference_id, reverses)
      select v.id, ${merchantId}, v.debit, v.credit, v.amount, v.reason, v.reference_type, v.reference_id, v.reverses
      from (values ${transfers}) as v (id, debit, credit, amount, reason, reference_type, reference_id, reverses)
      where exists (select 1 from ok) ${business ? hotSql`and exists (select 1 from op)` : hotSql``}
      ${business ? hotSql`` : hotSql`on conflict (id) do nothing`}
      returning created_at
    ), e as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount, balance_before, balance_after, account_version)
      select v.transfer_id, l.id, v.amount, l.balance + v.moved, l.balance + v.moved + v.amount, l.version + v.step
      from (values ${entries}) as v (transfer_id, account_id, amount, moved, step, place) join l on l.id = v.account_id
      where exists (select 1 from t)
      order by v.place
    ), u as (
      update ${ledgerAccounts} acc set balance = l.balance + v.total, version = l.version + ${legs.length}::int
      from l join (values ${moves}) as v (account_id, total) on v.account_id = l.id
      where acc.id = l.id and exists (select 1 from t)
    )
    select (select floor(extract(epoch from min(created_at)) * 1000)::bigint::text from t) as created_ms,
      (select jsonb_agg(jsonb_build_object(
        'id', id, 'merchant_id', merchant_id, 'owner_type', owner_type, 'owner_id', owner_id, 'currency', currency,
        'balance', balance::text, 'version', version::text, 'allow_negative', allow_negative)) from l) as accounts
      ${business ? hotSql`, (select to_jsonb(op) from op) as op` : hotSql``}
      ${business?.before ? hotSql`, exists (select 1 from before_lock) as went_on` : hotSql``}
      ${deferredCommit ? hotSql`, exists (select 1 from deferred_commit) as deferred` : hotSql``}`;
}

async function loadTransfer(executor: Executor, id: string) {
  const [transfer] = await executor.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  if (!transfer) return undefined;
  const entries = await executor.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, id));
  return { transfer, entries };
}

/** Reads a posted transfer (for callers that only know its id). */
export async function findTransfer(db: Db, id: string): Promise<PostedTransfer | undefined> {
  const found = await loadTransfer(db, id);
  return found ? toPosted(found.transfer, found.entries, false) : undefined;
}

function sameOrConflict(
  existing: NonNullable<Awaited<ReturnType<typeof loadTransfer>>>,
  input: PostInput,
): PostedTransfer {
  const t = existing.transfer;
  const reference = input.reference ?? { type: "", id: "" };
  const same =
    t.merchantId === input.merchantId &&
    t.debitAccountId === input.debitAccountId &&
    t.creditAccountId === input.creditAccountId &&
    t.amount === input.amount &&
    t.reason === input.reason &&
    t.referenceType === reference.type &&
    t.referenceId === reference.id &&
    t.reverses === (input.reverses ?? null);
  if (!same)
    throw new LedgerError("IDEMPOTENCY_CONFLICT", `transfer ${input.id} was already posted with other content`);
  return toPosted(t, existing.entries, false);
}

function toPosted(t: typeof ledgerTransfers.$inferSelect, entries: NewEntry[], created: boolean): PostedTransfer {
  return {
    id: t.id,
    merchantId: t.merchantId,
    debitAccountId: t.debitAccountId,
    creditAccountId: t.creditAccountId,
    amount: t.amount,
    reason: t.reason,
    reference: { type: t.referenceType, id: t.referenceId },
    reverses: t.reverses,
    createdAt: t.createdAt,
    created,
    entries: sortEntries(entries),
  };
}

/** A transfer's entries as callers see them: debit first. */
function sortEntries(entries: NewEntry[]): PostedEntry[] {
  return entries
    .map((e) => ({
      accountId: e.accountId,
      amount: e.amount,
      balanceBefore: e.balanceBefore,
      balanceAfter: e.balanceAfter,
      accountVersion: e.accountVersion,
    }))
    .sort((a, b) => (a.amount < b.amount ? -1 : 1));
}
