import { asc, eq, inArray, sql } from "drizzle-orm";
import { pgError, queryRows, type Db } from "../db/client";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "../db/schema";
import { accountKeyText, committedAccountIds, rememberCommitted } from "./account-ids";
import { findAccount, openAccount, type AccountKey } from "./accounts";
import { ledgerEvents } from "./events";
import {
  BIGINT_MAX,
  BIGINT_MIN,
  LedgerError,
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
 * The one posting procedure: every movement of money goes through here. In one transaction it
 * locks both accounts in id order (so two transfers never deadlock), checks the rules, writes
 * the transfer and its two entries and moves the balances. The transfer id is the idempotency
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

/** What a business operation gets inside runLedger: its transaction and the posting procedure. */
export interface LedgerTx {
  tx: Tx;
  /** Posts within this transaction: the transfer commits or rolls back with the caller's rows. */
  post(input: PostInput): Promise<PostedTransfer>;
  /**
   * The account for a key, opened on first use inside this transaction (a refused action rolls
   * the new row back, leaving no empty account). Ids committed before are known without a query.
   */
  account(key: AccountKey, options?: { allowNegative?: boolean }): Promise<AccountRef>;
  /** The account for a key if it was ever opened; nothing is created. */
  existingAccount(key: AccountKey): Promise<AccountRef | undefined>;
}

/**
 * Runs a business operation (a withdrawal row and its hold, a deposit's status and its credit)
 * in one transaction with the postings it makes, so a crash leaves either both or neither.
 * The operation may run more than once (a lost race on a transfer id, a serialization failure):
 * it must read its state inside the transaction and be idempotent. After the commit, the
 * members whose wallets moved are announced on ledgerEvents (the /ws push listens).
 */
export async function runLedger<T>(db: Db, work: (ledger: LedgerTx) => Promise<T>): Promise<T> {
  const committed = committedAccountIds(db);
  for (let attempt = 1; ; attempt++) {
    const touched = new Map<number, Set<number>>();
    /** Accounts this attempt opened or found: remembered once it commits. */
    const used = new Map<string, number>();
    /** Account rows this attempt locked, as they stand now (see postInTransaction). */
    const locked = new Map<number, Account>();
    const known = (key: AccountKey) => {
      const text = accountKeyText(key);
      const id = committed.get(text) ?? used.get(text);
      return { text, ref: id === undefined ? undefined : { id } };
    };
    try {
      const result = await db.transaction((tx) =>
        work({
          tx,
          post: async (input) => {
            validate(input);
            const posted = await postInTransaction(tx, input, locked);
            for (const owner of posted.memberOwners) {
              touched.set(owner.merchantId, (touched.get(owner.merchantId) ?? new Set()).add(owner.memberId));
            }
            return posted.transfer;
          },
          account: async (key, options) => {
            const { text, ref } = known(key);
            if (ref) return ref;
            const { id } = await openAccount(tx, key, options);
            used.set(text, id);
            return { id };
          },
          existingAccount: async (key) => {
            const { text, ref } = known(key);
            if (ref) return ref;
            const found = await findAccount(tx, key);
            if (found) used.set(text, found.id);
            return found && { id: found.id };
          },
        }),
      );
      rememberCommitted(db, used);
      for (const [merchantId, memberIds] of touched) {
        ledgerEvents(db).emit("committed", { merchantId, memberIds: [...memberIds] });
      }
      return result;
    } catch (error) {
      const { code, constraint } = pgError(error);
      // A second reversal of one transfer lost the race on the unique `reverses` index.
      if (code === "23505" && constraint === "ledger_transfers_reverses") {
        throw new LedgerError("ALREADY_REVERSED", "the transfer is already reversed");
      }
      // Another request posted the same id first (the retry then returns its result), or
      // PostgreSQL asked for a retry (serialization failure, deadlock).
      const retryable =
        (code === "23505" && constraint === "ledger_transfers_pkey") || code === "40001" || code === "40P01";
      if (attempt < MAX_ATTEMPTS && retryable) continue;
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

/**
 * Both accounts of a transfer under their row locks: read in one statement, locked in id order
 * (PostgreSQL locks the rows as the sorted result is produced), so two transfers between the same
 * accounts never deadlock. Rows this transaction already locked are not read again: the lock
 * holds to the commit and only this transaction's postings changed them since (`locked` follows
 * every posting), so a round's bet and win lock their two accounts once.
 */
async function lockBoth(tx: Tx, input: PostInput, locked: Map<number, Account>) {
  const known = [locked.get(input.debitAccountId), locked.get(input.creditAccountId)];
  if (known[0] && known[1]) return known;
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [input.debitAccountId, input.creditAccountId]))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
  for (const row of rows) locked.set(row.id, row);
  return [locked.get(input.debitAccountId), locked.get(input.creditAccountId)];
}

async function postInTransaction(tx: Tx, input: PostInput, locked: Map<number, Account>): Promise<PostOutcome> {
  const [debit, credit] = await lockBoth(tx, input, locked);
  const broken = brokenRule(debit, credit, input);
  if (broken || input.reverses) {
    // Read under the locks: a request with this id (or reversing the same transfer) that
    // committed while this one waited is seen here, so a retry answers as the first result, not
    // as a refusal. (Any such request locks these same accounts.)
    const existing = await loadTransfer(tx, input.id);
    if (existing) return { transfer: sameOrConflict(existing, input), memberOwners: [] };
    if (broken?.code === "ACCOUNT_NOT_FOUND") throw broken;
    if (input.reverses) {
      const [earlier] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.reverses, input.reverses));
      if (earlier) throw new LedgerError("ALREADY_REVERSED", `transfer ${input.reverses} is already reversed`);
    }
    if (broken) throw broken;
  }
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
  const createdAt = await writeTransfer(tx, input, entries);
  if (!createdAt) {
    // The id was posted already (a retry whose first attempt committed before this one locked).
    const existing = await loadTransfer(tx, input.id);
    return { transfer: sameOrConflict(existing!, input), memberOwners: [] };
  }
  for (const [account, entry] of [
    [d, entries[0]!],
    [c, entries[1]!],
  ] as const) {
    locked.set(account.id, { ...account, balance: entry.balanceAfter, version: entry.accountVersion });
  }
  const reference = input.reference ?? { type: "", id: "" };
  return {
    transfer: {
      id: input.id,
      merchantId: input.merchantId,
      debitAccountId: d.id,
      creditAccountId: c.id,
      amount: input.amount,
      reason: input.reason,
      reference,
      reverses: input.reverses ?? null,
      createdAt,
      created: true,
      entries: sortEntries(entries),
    },
    memberOwners: [d, c]
      .filter((a) => a.ownerType === "MEMBER")
      .map((a) => ({ merchantId: a.merchantId, memberId: a.ownerId })),
  };
}

type Account = typeof ledgerAccounts.$inferSelect;
type NewEntry = Omit<typeof ledgerEntries.$inferSelect, "id" | "createdAt">;

/** The first rule of the books the transfer would break (see LEDGER_ERRORS for the order). */
function brokenRule(debit: Account | undefined, credit: Account | undefined, input: PostInput) {
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
 * The transfer, its two entries and both balances in one statement (one round trip while the
 * account locks are held). The entries and balances are written only when the transfer row was
 * new: an id already taken (ON CONFLICT DO NOTHING) writes nothing and answers no row. The
 * balances and versions come from the rows locked above. Answers the transfer's creation time.
 */
async function writeTransfer(tx: Tx, input: PostInput, entries: NewEntry[]): Promise<Date | undefined> {
  const reference = input.reference ?? { type: "", id: "" };
  const [d, c] = entries as [NewEntry, NewEntry];
  const entryValues = (e: NewEntry) =>
    sql`(${e.accountId}::int, ${String(e.amount)}::bigint, ${String(e.balanceBefore)}::bigint, ${String(e.balanceAfter)}::bigint, ${String(e.accountVersion)}::bigint)`;
  const rows = await queryRows<{ created_ms: string }>(
    tx,
    sql`with t as (
      insert into ${ledgerTransfers} (id, merchant_id, debit_account_id, credit_account_id, amount, reason, reference_type, reference_id, reverses)
      values (${input.id}, ${input.merchantId}::int, ${d.accountId}::int, ${c.accountId}::int, ${String(input.amount)}::bigint,
              ${input.reason}, ${reference.type}, ${reference.id}, ${input.reverses ?? null})
      on conflict (id) do nothing
      returning created_at
    ), e as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount, balance_before, balance_after, account_version)
      select ${input.id}, v.account_id, v.amount, v.balance_before, v.balance_after, v.account_version
      from (values ${entryValues(d)}, ${entryValues(c)}) as v(account_id, amount, balance_before, balance_after, account_version)
      where exists (select 1 from t)
    ), u as (
      update ${ledgerAccounts} a set balance = v.balance_after, version = v.account_version
      from (values ${entryValues(d)}, ${entryValues(c)}) as v(account_id, amount, balance_before, balance_after, account_version)
      where a.id = v.account_id and exists (select 1 from t)
    )
    select floor(extract(epoch from created_at) * 1000)::bigint::text as created_ms from t`,
  );
  const [row] = rows;
  return row ? new Date(Number(row.created_ms)) : undefined;
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
