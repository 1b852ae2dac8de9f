import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { DEFERRED_COMMIT, pgError, queryRowsPrepared, type Db } from "../db/client";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../db/schema";
import { accountKeyText, committedAccountIds, rememberCommitted } from "./account-ids";
import { findAccount, openAccount, type AccountKey } from "./accounts";
import { ledgerEvents } from "./events";
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

/** How often a transfer is retried after losing a race (same id, or a serialization failure). */
const MAX_ATTEMPTS = 4;

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

function announce(db: Db, owners: { merchantId: number; memberId: number }[]) {
  const touched = new Map<number, Set<number>>();
  for (const owner of owners) {
    touched.set(owner.merchantId, (touched.get(owner.merchantId) ?? new Set()).add(owner.memberId));
  }
  for (const [merchantId, memberIds] of touched) {
    ledgerEvents(db).emit("committed", { merchantId, memberIds: [...memberIds] });
  }
}

/**
 * A lost race worth another attempt: another request posted the same id first (the retry then
 * returns its result), or PostgreSQL asked for a retry (serialization failure, deadlock).
 */
function retryable(error: unknown): boolean {
  const { code, constraint } = pgError(error);
  // A second reversal of one transfer lost the race on the unique `reverses` index.
  if (code === "23505" && constraint === "ledger_transfers_reverses") {
    throw new LedgerError("ALREADY_REVERSED", "the transfer is already reversed");
  }
  return (code === "23505" && constraint === "ledger_transfers_pkey") || code === "40001" || code === "40P01";
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
  | { written: Record<string, unknown>; transfer: PostedTransfer }
  | { written: undefined; refusal: LedgerError | undefined };

/**
 * A business write and its posting in one statement, outside any transaction: one round trip
 * for an action that needs nothing else (a vendor transfer's order and its hold, its settlement
 * and the money's move). `write(ok)` is a data-modifying statement on the business table that
 * must filter on `exists (select 1 from <ok>)` (true when the books allow the posting) and answer
 * its row (`returning`); the posting is made only when it wrote that row. The row comes back as
 * JSON (`to_jsonb`: cast numbers that may pass 2^53 to text). The business write is the action's
 * idempotency guard (an order inserted once, a status left once), and the transfer id must belong
 * to it. Nothing written: `refusal` is the broken rule of the books, or undefined when the
 * business write found nothing to do (the caller reads what is there). `deferredCommit`: the
 * statement's commit does not wait for the disk (db/client DEFERRED_COMMIT says when that is safe).
 */
export async function postAlong(
  db: Db,
  input: TransferRequest,
  write: (ok: SQL) => SQL,
  options: { deferredCommit?: boolean } = {},
): Promise<AlongOutcome> {
  validate(input);
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await queryRowsPrepared<PostingRow>(db, postingStatement(input, write, options.deferredCommit));
      const outcome = postedOrRefused(input, row!);
      if (outcome.posted) {
        announce(db, outcome.posted.memberOwners);
        return { written: row!.op!, transfer: outcome.posted.transfer };
      }
      return { written: undefined, refusal: outcome.refusal };
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && retryable(error)) continue;
      throw error;
    }
  }
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
  const [row] = await queryRowsPrepared<PostingRow>(tx, postingStatement(input));
  const written = postedOrRefused(input, row!);
  if (written.posted) return written.posted;
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

/** The posted transfer from the statement's answer, or the rule it broke (none: the gate was closed). */
function postedOrRefused(
  input: PostInput,
  row: PostingRow,
): { posted?: PostOutcome; refusal?: LedgerError | undefined } {
  const accounts = (row.accounts ?? []).map((a): LockedAccount => ({
    id: a.id,
    merchantId: a.merchant_id,
    ownerType: a.owner_type,
    ownerId: a.owner_id,
    currency: a.currency,
    balance: BigInt(a.balance),
    version: BigInt(a.version),
    allowNegative: a.allow_negative,
  }));
  const debit = accounts.find((a) => a.id === input.debitAccountId);
  const credit = accounts.find((a) => a.id === input.creditAccountId);
  if (row.created_ms === null) return { refusal: brokenRule(debit, credit, input) };
  const d = debit!;
  const c = credit!;
  const entries = [
    { account: d, amount: -input.amount },
    { account: c, amount: input.amount },
  ].map(({ account, amount }) => ({
    transferId: input.id,
    accountId: account.id,
    amount,
    balanceBefore: account.balance,
    balanceAfter: account.balance + amount,
    accountVersion: account.version + 1n,
  }));
  return {
    posted: {
      transfer: {
        id: input.id,
        merchantId: input.merchantId,
        debitAccountId: d.id,
        creditAccountId: c.id,
        amount: input.amount,
        reason: input.reason,
        reference: input.reference ?? { type: "", id: "" },
        reverses: input.reverses ?? null,
        createdAt: new Date(Number(row.created_ms)),
        created: true,
        entries: sortEntries(entries),
      },
      memberOwners: [d, c]
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
 * brokenRule on the locked rows (`ok`), and only then writes the transfer, its two entries and
 * both balances. It always answers one row: the creation time if it posted, and the locked
 * accounts as they stood before, from which brokenRule names the refusal.
 *
 * `along` (postAlong) adds the caller's business write as the CTE `op`, run only when `ok` holds;
 * the posting is then made only when `op` wrote its row, so the two are made together or not at
 * all. Its transfer id must belong to that row (the business write is the idempotency guard), so
 * there the insert has no ON CONFLICT: an id taken by a racing statement fails the whole
 * statement, which is then run again.
 */
function postingStatement(input: PostInput, along?: (ok: SQL) => SQL, deferredCommit = false): SQL {
  const amount = sql`${String(input.amount)}::bigint`;
  const debitId = sql`${input.debitAccountId}::int`;
  const creditId = sql`${input.creditAccountId}::int`;
  const merchantId = sql`${input.merchantId}::int`;
  const reference = input.reference ?? { type: "", id: "" };
  // The signed amount of an account's entry: the debit side loses it, the credit side gains it.
  const signed = sql`case when l.id = ${debitId} then -${amount} else ${amount} end`;
  return sql`with ${deferredCommit ? sql`${DEFERRED_COMMIT}, ` : sql``}l as (
      select id, merchant_id, owner_type, owner_id, currency, balance, version, allow_negative
      from ${ledgerAccounts} where id in (${debitId}, ${creditId}) order by id for update
    ), ok as (
      select 1 from l dr, l cr
      where dr.id = ${debitId} and cr.id = ${creditId}
        and dr.merchant_id = ${merchantId} and cr.merchant_id = ${merchantId}
        and dr.currency = cr.currency
        and (dr.allow_negative or dr.balance >= ${amount})
        and cr.balance <= ${String(BIGINT_MAX)}::bigint - ${amount}
        and dr.balance >= ${String(BIGINT_MIN)}::bigint + ${amount}
        ${along ? sql`and not exists (select 1 from ${ledgerTransfers} where id = ${input.id})` : sql``}
    )${along ? sql`, op as (${along(sql`ok`)})` : sql``}, t as (
      insert into ${ledgerTransfers} (id, merchant_id, debit_account_id, credit_account_id, amount, reason, reference_type, reference_id, reverses)
      select ${input.id}, ${merchantId}, ${debitId}, ${creditId}, ${amount}, ${input.reason}, ${reference.type}, ${reference.id}, ${input.reverses ?? null}
      where exists (select 1 from ok) ${along ? sql`and exists (select 1 from op)` : sql``}
      ${along ? sql`` : sql`on conflict (id) do nothing`}
      returning created_at
    ), e as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount, balance_before, balance_after, account_version)
      select ${input.id}, l.id, ${signed}, l.balance, l.balance + ${signed}, l.version + 1
      from l where exists (select 1 from t)
    ), u as (
      update ${ledgerAccounts} a set balance = l.balance + ${signed}, version = l.version + 1
      from l where a.id = l.id and exists (select 1 from t)
    )
    select (select floor(extract(epoch from created_at) * 1000)::bigint::text from t) as created_ms,
      (select jsonb_agg(jsonb_build_object(
        'id', id, 'merchant_id', merchant_id, 'owner_type', owner_type, 'owner_id', owner_id, 'currency', currency,
        'balance', balance::text, 'version', version::text, 'allow_negative', allow_negative)) from l) as accounts
      ${along ? sql`, (select to_jsonb(op) from op) as op` : sql``}
      ${deferredCommit ? sql`, exists (select 1 from deferred_commit) as deferred` : sql``}`;
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
