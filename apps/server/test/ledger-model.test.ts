import fc from "fast-check";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Db } from "../src/db/client";
import { ledgerAccounts, ledgerTransfers } from "../src/db/schema";
import { openAccount, platformAccount } from "../src/ledger/accounts";
import { checkLedger } from "../src/ledger/invariants";
import { postAlong, postTransfer } from "../src/ledger/post";
import { reverseTransfer } from "../src/ledger/reverse";
import { LedgerError, type LedgerErrorCode, type PostedTransfer, type Reason } from "../src/ledger/types";
import { createTestApp, type TestApp } from "./test-app";

/*
 * Model-based test of the ledger: random sequences of deposits, withdrawals, transfers, holds,
 * releases, settlements, reversals, retries, idempotency conflicts and postAlong's business writes
 * (one leg, or a round of two) run against the real posting procedure and against a tiny in-memory
 * model (balances, versions, posted ids, reversed ids). After every step the balances and versions
 * in the database must equal the model's; after every sequence the books' invariants must hold
 * (checkLedger) and exactly the transfers the model posted must exist.
 *
 * One database serves every run (fresh member accounts per run, ids prefixed by the run number);
 * the platform accounts are shared, so the model reads their balance at the start of each run.
 * LEDGER_MODEL_RUNS sets the number of runs (default 1000), LEDGER_MODEL_SEED replays a failure.
 */
const NUM_RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);
const SEED = process.env.LEDGER_MODEL_SEED === undefined ? undefined : Number(process.env.LEDGER_MODEL_SEED);
/**
 * The longest sequence (lengths are uniform from 1). A post is about ten queries, ~1 ms each on
 * embedded PGlite on a small machine: 24 steps keep 1,000 runs under a minute there.
 */
const MAX_STEPS = Number(process.env.LEDGER_MODEL_STEPS ?? (process.env.DATABASE_URL ? 30 : 24));
/** Index 0-3: VND wallets; index 4: a USD wallet (to provoke CURRENCY_MISMATCH). */
const MEMBERS = 5;
const USD_MEMBER = 4;
const MAX_AMOUNT = 10n ** 12n;
/** Every wallet starts each run with this much, and each VND member with one hold. */
const SEED_BALANCE = 5n * MAX_AMOUNT;
const SEED_HOLD = MAX_AMOUNT / 10n;

// ---------------------------------------------------------------------------------------------
// Operations

/** An amount, resolved against the debit account's balance when the step runs. */
type AmountSpec =
  | { kind: "abs"; value: bigint }
  | { kind: "part"; percent: number }
  | { kind: "all" }
  | { kind: "over"; extra: bigint };

type Change = "amount" | "swap" | "reason" | "reference";

type Op =
  | { op: "deposit"; member: number; wrongCurrency: boolean; amount: AmountSpec }
  | { op: "withdraw"; member: number; wrongCurrency: boolean; amount: AmountSpec }
  | { op: "transfer"; from: number; to: number; amount: AmountSpec }
  | { op: "hold"; member: number; amount: AmountSpec }
  | { op: "release"; pick: number }
  | { op: "settle"; pick: number }
  | { op: "reverse"; pick: number }
  | { op: "reverseUnknown" }
  | { op: "retry"; pick: number }
  | { op: "conflict"; pick: number; change: Change }
  | { op: "invalidAmount"; from: number; to: number; amount: bigint }
  /** postAlong: a business row and a transfer in one statement; `reuse` takes an id already posted. */
  | { op: "along"; from: number; to: number; amount: AmountSpec; reuse: number | null }
  /**
   * postAlong with two legs: a bet from one wallet to another wallet (or the house) and the win
   * back, the win's amount taken from what the bet left there (so it may be more than was there
   * before the bet); `reuse` takes an id already posted for one of the legs.
   */
  | {
      op: "round";
      from: number;
      to: number | "house";
      bet: AmountSpec;
      win: AmountSpec;
      reuse: { leg: number; pick: number } | null;
    };

/** Larger than the balance: INSUFFICIENT_FUNDS for a wallet, fine for a platform account. */
const overArb: fc.Arbitrary<AmountSpec> = fc
  .bigInt({ min: 1n, max: MAX_AMOUNT })
  .map((extra) => ({ kind: "over" as const, extra }));
const amountArb: fc.Arbitrary<AmountSpec> = fc.oneof(
  { weight: 6, arbitrary: fc.bigInt({ min: 1n, max: MAX_AMOUNT }).map((value) => ({ kind: "abs" as const, value })) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 1000n }).map((value) => ({ kind: "abs" as const, value })) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }).map((percent) => ({ kind: "part" as const, percent })) },
  { weight: 1, arbitrary: fc.constant({ kind: "all" as const }) },
  { weight: 1, arbitrary: overArb },
);
/** A round's win: often more than the other side holds once the bet is in (the second leg refused). */
const winArb = fc.oneof({ weight: 3, arbitrary: amountArb }, { weight: 1, arbitrary: overArb });
/** Mostly the VND wallets; sometimes the USD one. */
const member = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: USD_MEMBER - 1 }) },
  { weight: 1, arbitrary: fc.constant(USD_MEMBER) },
);
/** Two members, rarely the same one (SAME_ACCOUNT). */
const pair = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(member, member)
      .filter(([from, to]) => from !== to)
      .map(([from, to]) => ({ from, to })),
  },
  { weight: 1, arbitrary: member.map((m) => ({ from: m, to: m })) },
);
const pick = fc.nat();
const wrongCurrency = fc.oneof(
  { weight: 8, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant("deposit" as const), member, wrongCurrency, amount: amountArb }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant("withdraw" as const), member, wrongCurrency, amount: amountArb }),
  },
  {
    weight: 10,
    arbitrary: fc
      .record({ op: fc.constant("transfer" as const), pair, amount: amountArb })
      .map(({ op, pair: { from, to }, amount }) => ({ op, from, to, amount })),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant("hold" as const), member, amount: amountArb }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("release" as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("settle" as const), pick }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant("reverse" as const), pick }) },
  { weight: 1, arbitrary: fc.constant({ op: "reverseUnknown" as const }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant("retry" as const), pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("conflict" as const),
      pick,
      change: fc.constantFrom<Change>("amount", "swap", "reason", "reference"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ op: fc.constant("invalidAmount" as const), pair, amount: fc.bigInt({ min: -MAX_AMOUNT, max: 0n }) })
      .map(({ op, pair: { from, to }, amount }) => ({ op, from, to, amount })),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({
        op: fc.constant("along" as const),
        pair,
        amount: amountArb,
        reuse: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
      })
      .map(({ op, pair: { from, to }, amount, reuse }) => ({ op, from, to, amount, reuse })),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({
        op: fc.constant("round" as const),
        pair: fc.oneof(
          { weight: 3, arbitrary: pair },
          { weight: 1, arbitrary: member.map((from) => ({ from, to: "house" as const })) },
        ),
        bet: amountArb,
        win: winArb,
        reuse: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.record({ leg: fc.integer({ min: 0, max: 1 }), pick: fc.nat() }) },
        ),
      })
      .map(({ op, pair: { from, to }, bet, win, reuse }) => ({ op, from, to, bet, win, reuse })),
  },
);

// ---------------------------------------------------------------------------------------------
// The model

interface ModelAccount {
  id: number;
  currency: string;
  allowNegative: boolean;
  balance: bigint;
  version: bigint;
}

interface Content {
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  reason: Reason;
  reference: { type: string; id: string };
  reverses: string | null;
}

/** A request as issued, kept so that it can be retried or contradicted later. */
type Call =
  | { kind: "post"; id: string; content: Content }
  | { kind: "reverse"; id: string; originalId: string }
  /** postAlong with a business row of its own (never retried: its row is its idempotency guard). */
  | { kind: "along"; id: string; content: Content }
  /** postAlong with several legs and one business row (`id`, its key; never retried either). */
  | { kind: "legs"; id: string; legs: Leg[] };

/** One leg of a posting, named for the tally. */
interface Leg {
  name: string;
  id: string;
  content: Content;
}

/** An entry as the model expects it. */
interface ExpectedEntry {
  accountId: number;
  amount: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  accountVersion: bigint;
}

type Expected =
  /** `leg`: which leg broke the rule, when there are several. */
  | { error: LedgerErrorCode; leg?: string }
  | { retryOf: PostedTransfer }
  | { create: Content }
  /** Every leg posted, in order, with these entries. */
  | { createLegs: (Leg & { entries: ExpectedEntry[] })[] }
  /** postAlong wrote nothing (an id was posted), naming the broken rule if any. */
  | { nothing: LedgerErrorCode | null };

const sameContent = (a: Content, b: Content) =>
  a.debitAccountId === b.debitAccountId &&
  a.creditAccountId === b.creditAccountId &&
  a.amount === b.amount &&
  a.reason === b.reason &&
  a.reference.type === b.reference.type &&
  a.reference.id === b.reference.id &&
  a.reverses === b.reverses;

class Model {
  readonly accounts = new Map<number, ModelAccount>();
  readonly posted = new Map<string, { content: Content; result: PostedTransfer }>();
  readonly postedOrder: string[] = [];
  /** Reversed transfer id -> the id of its reversal. */
  readonly reversedBy = new Map<string, string>();
  readonly holds: { transferId: string; member: number; amount: bigint }[] = [];
  /** Requests to retry or contradict later (postAlong's are never kept: their row is their guard). */
  readonly calls: Exclude<Call, { kind: "legs" }>[] = [];
  /** Business rows postAlong wrote (with their transfers). */
  readonly alongRows: string[] = [];

  constructor(
    readonly mains: number[],
    readonly holdAccounts: number[],
    readonly platform: { VND: number; USD: number },
  ) {}

  /** A copy to run one sequence on (the seeded state stays untouched). */
  clone(): Model {
    const copy = new Model(this.mains, this.holdAccounts, this.platform);
    for (const [id, a] of this.accounts) copy.accounts.set(id, { ...a });
    for (const [id, p] of this.posted) copy.posted.set(id, p);
    copy.postedOrder.push(...this.postedOrder);
    for (const [id, by] of this.reversedBy) copy.reversedBy.set(id, by);
    copy.holds.push(...this.holds);
    copy.calls.push(...this.calls);
    copy.alongRows.push(...this.alongRows);
    return copy;
  }

  account(id: number) {
    return this.accounts.get(id)!;
  }

  /** The ledger's rules in their documented order of precedence. */
  expectPost(id: string, content: Content): Expected {
    if (content.amount <= 0n) return { error: "INVALID_AMOUNT" };
    if (content.debitAccountId === content.creditAccountId) return { error: "SAME_ACCOUNT" };
    const existing = this.posted.get(id);
    if (existing)
      return sameContent(existing.content, content) ? { retryOf: existing.result } : { error: "IDEMPOTENCY_CONFLICT" };
    const debit = this.account(content.debitAccountId);
    const credit = this.account(content.creditAccountId);
    if (debit.currency !== credit.currency) return { error: "CURRENCY_MISMATCH" };
    if (!debit.allowNegative && debit.balance < content.amount) return { error: "INSUFFICIENT_FUNDS" };
    if (content.reverses !== null && this.reversedBy.has(content.reverses)) return { error: "ALREADY_REVERSED" };
    return { create: content };
  }

  /**
   * postAlong: the same rules, except that an id already posted writes nothing and is no
   * conflict (the business row is the guard); it then names a broken rule if there is one.
   */
  expectAlong(id: string, content: Content): Expected {
    if (content.amount <= 0n) return { error: "INVALID_AMOUNT" };
    if (content.debitAccountId === content.creditAccountId) return { error: "SAME_ACCOUNT" };
    const debit = this.account(content.debitAccountId);
    const credit = this.account(content.creditAccountId);
    const broken: LedgerErrorCode | undefined =
      debit.currency !== credit.currency
        ? "CURRENCY_MISMATCH"
        : !debit.allowNegative && debit.balance < content.amount
          ? "INSUFFICIENT_FUNDS"
          : undefined;
    if (this.posted.has(id)) return { nothing: broken ?? null };
    return broken ? { error: broken } : { create: content };
  }

  /**
   * postAlong with several legs: each leg is checked, and its entries made, on the balances and
   * versions the legs before it leave; the first leg that breaks a rule refuses them all. As for
   * one leg, an id already posted writes nothing, naming the broken rule if there is one.
   */
  expectLegs(legs: Leg[]): Expected {
    for (const { content } of legs) {
      if (content.amount <= 0n) return { error: "INVALID_AMOUNT" };
      if (content.debitAccountId === content.creditAccountId) return { error: "SAME_ACCOUNT" };
    }
    const running = new Map<number, ModelAccount>();
    const at = (id: number) => running.get(id) ?? running.set(id, { ...this.account(id) }).get(id)!;
    const posting: (Leg & { entries: ExpectedEntry[] })[] = [];
    let broken: { error: LedgerErrorCode; leg: string } | undefined;
    for (const leg of legs) {
      const { debitAccountId, creditAccountId, amount } = leg.content;
      const [debit, credit] = [at(debitAccountId), at(creditAccountId)];
      const error: LedgerErrorCode | undefined =
        debit.currency !== credit.currency
          ? "CURRENCY_MISMATCH"
          : !debit.allowNegative && debit.balance < amount
            ? "INSUFFICIENT_FUNDS"
            : undefined;
      if (error) {
        broken = { error, leg: leg.name };
        break;
      }
      const entries = (
        [
          [debit, -amount],
          [credit, amount],
        ] as const
      ).map(([a, moved]) => {
        const entry = {
          accountId: a.id,
          amount: moved,
          balanceBefore: a.balance,
          balanceAfter: a.balance + moved,
          accountVersion: a.version + 1n,
        };
        a.balance = entry.balanceAfter;
        a.version = entry.accountVersion;
        return entry;
      });
      posting.push({ ...leg, entries });
    }
    if (legs.some((leg) => this.posted.has(leg.id))) return { nothing: broken?.error ?? null };
    return broken ?? { createLegs: posting };
  }

  mirror(originalId: string): Content | undefined {
    const original = this.posted.get(originalId);
    if (!original) return undefined;
    const o = original.content;
    return {
      debitAccountId: o.creditAccountId,
      creditAccountId: o.debitAccountId,
      amount: o.amount,
      reason: "REVERSAL",
      reference: { type: "transfer", id: originalId },
      reverses: originalId,
    };
  }

  expectCall(call: Call): Expected {
    if (call.kind === "post") return this.expectPost(call.id, call.content);
    if (call.kind === "along") return this.expectAlong(call.id, call.content);
    if (call.kind === "legs") return this.expectLegs(call.legs);
    const content = this.mirror(call.originalId);
    if (!content) return { error: "ACCOUNT_NOT_FOUND" };
    // reverseTransfer says ALREADY_REVERSED before any other rule when another transfer
    // reversed the original (LEDGER_ERRORS lists it last; the code checks it first).
    const by = this.reversedBy.get(call.originalId);
    if (by !== undefined && by !== call.id) return { error: "ALREADY_REVERSED" };
    return this.expectPost(call.id, content);
  }

  /** The entries a new transfer must carry, debit first (the order the ledger reports). */
  expectedEntries(content: Content) {
    return [
      { accountId: content.debitAccountId, amount: -content.amount },
      { accountId: content.creditAccountId, amount: content.amount },
    ].map(({ accountId, amount }) => {
      const a = this.account(accountId);
      return {
        accountId,
        amount,
        balanceBefore: a.balance,
        balanceAfter: a.balance + amount,
        accountVersion: a.version + 1n,
      };
    });
  }

  apply(id: string, content: Content, result: PostedTransfer) {
    for (const entry of result.entries) {
      const a = this.account(entry.accountId);
      a.balance = entry.balanceAfter;
      a.version = entry.accountVersion;
    }
    this.posted.set(id, { content, result });
    this.postedOrder.push(id);
    if (content.reverses !== null) this.reversedBy.set(content.reverses, id);
  }

  /** `moved`: how far earlier legs of the same posting move the debit account first. */
  resolveAmount(spec: AmountSpec, debitAccountId: number, moved = 0n): bigint {
    const balance = this.account(debitAccountId).balance + moved;
    switch (spec.kind) {
      case "abs":
        return spec.value;
      case "part": {
        const part = (balance * BigInt(spec.percent)) / 100n;
        return part > 0n ? part : 1n;
      }
      case "all":
        return balance > 0n ? balance : 1n;
      case "over":
        return (balance > 0n ? balance : 0n) + spec.extra;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Running a sequence

/** Thrown at the end of a run to roll its transaction back. */
class EndOfRun extends Error {}

let t: TestApp;
/** The state every run starts from: seeded accounts, balances and transfers (committed once). */
let base: Model;
let runCounter = 0;
/** The database handle of the current run: a transaction, so posts are savepoints inside it. */
let runDb: Db;
const stats = new Map<string, number>();
const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // balance_after: what a round's write read of the player's balance after both legs.
  await db.execute(sql`create table model_along (id text primary key, balance_after text)`);
  const platform = {
    VND: (await platformAccount(db, t.merchantId, "DEPOSITS_CLEARING", "VND")).id,
    USD: (await platformAccount(db, t.merchantId, "DEPOSITS_CLEARING", "USD")).id,
  };
  const mains: number[] = [];
  const holdAccounts: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const key = {
      merchantId: t.merchantId,
      ownerType: "MEMBER" as const,
      ownerId: 90_000 + i,
      currency: currencyOf(i),
    };
    mains.push((await openAccount(db, { ...key, kind: "MAIN" })).id);
    if (i !== USD_MEMBER) holdAccounts.push((await openAccount(db, { ...key, kind: "WITHDRAWAL_HOLD" })).id);
  }
  base = new Model(mains, holdAccounts, platform);
  await loadAccounts(db, base);
  // Seed every wallet (so that short sequences already move money) and one hold per VND member
  // (so that releases and settlements have something to act on), through the model.
  runDb = db;
  const trace: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    await step(
      base,
      { op: "deposit", member: i, wrongCurrency: false, amount: { kind: "abs", value: SEED_BALANCE } },
      `seed-deposit-${i}`,
      trace,
    );
  }
  for (let i = 0; i < holdAccounts.length; i++) {
    await step(base, { op: "hold", member: i, amount: { kind: "abs", value: SEED_HOLD } }, `seed-hold-${i}`, trace);
  }
  expect(base.postedOrder).toHaveLength(MEMBERS + holdAccounts.length);
  expect(await checkLedger(db)).toEqual([]);
  stats.clear();
});
afterAll(() => t?.close());

async function loadAccounts(db: Db, model: Model) {
  const ids = [...model.mains, ...model.holdAccounts, model.platform.VND, model.platform.USD];
  for (const row of await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids))) {
    model.accounts.set(row.id, {
      id: row.id,
      currency: row.currency,
      allowNegative: row.allowNegative,
      balance: row.balance,
      version: row.version,
    });
  }
}

const currencyOf = (m: number) => (m === USD_MEMBER ? "USD" : "VND");

/** Turns a generated operation into a request (undefined: nothing to do, e.g. no hold yet). */
function toCall(model: Model, op: Op, id: string): Call | undefined {
  const post = (content: Omit<Content, "reverses" | "reference"> & Partial<Content>): Call => ({
    kind: "post",
    id,
    content: { reference: { type: "", id: "" }, reverses: null, ...content },
  });
  const platformFor = (m: number, wrong: boolean) => {
    const currency = currencyOf(m);
    return wrong
      ? currency === "VND"
        ? model.platform.USD
        : model.platform.VND
      : currency === "VND"
        ? model.platform.VND
        : model.platform.USD;
  };
  switch (op.op) {
    case "deposit": {
      const debit = platformFor(op.member, op.wrongCurrency);
      return post({
        debitAccountId: debit,
        creditAccountId: model.mains[op.member]!,
        amount: model.resolveAmount(op.amount, debit),
        reason: "DEPOSIT",
        reference: { type: "deposit", id },
      });
    }
    case "withdraw": {
      const debit = model.mains[op.member]!;
      return post({
        debitAccountId: debit,
        creditAccountId: platformFor(op.member, op.wrongCurrency),
        amount: model.resolveAmount(op.amount, debit),
        reason: "WITHDRAWAL_PAID",
      });
    }
    case "transfer": {
      const debit = model.mains[op.from]!;
      return post({
        debitAccountId: debit,
        creditAccountId: model.mains[op.to]!,
        amount: model.resolveAmount(op.amount, debit),
        reason: "TRANSFER_TO_UPLINE",
      });
    }
    case "hold": {
      // The USD member holds into member 0's VND hold account: a currency mismatch.
      const debit = model.mains[op.member]!;
      return post({
        debitAccountId: debit,
        creditAccountId: model.holdAccounts[op.member % model.holdAccounts.length]!,
        amount: model.resolveAmount(op.amount, debit),
        reason: "WITHDRAWAL_HOLD",
        reference: { type: "withdrawal", id },
      });
    }
    case "release":
    case "settle": {
      if (model.holds.length === 0) return undefined;
      const hold = model.holds[op.pick % model.holds.length]!;
      return post({
        debitAccountId: model.holdAccounts[hold.member]!,
        creditAccountId: op.op === "release" ? model.mains[hold.member]! : model.platform.VND,
        amount: hold.amount,
        reason: op.op === "release" ? "WITHDRAWAL_RELEASE" : "WITHDRAWAL_PAID",
        reference: { type: "withdrawal", id: hold.transferId },
      });
    }
    case "reverse": {
      if (model.postedOrder.length === 0) return undefined;
      return { kind: "reverse", id, originalId: model.postedOrder[op.pick % model.postedOrder.length]! };
    }
    case "reverseUnknown":
      return { kind: "reverse", id, originalId: `${id}-missing` };
    case "retry":
      return model.calls.length === 0 ? undefined : model.calls[op.pick % model.calls.length]!;
    case "conflict": {
      if (model.calls.length === 0) return undefined;
      const earlier = model.calls[op.pick % model.calls.length]!;
      if (earlier.kind === "reverse") {
        // The same id as a reversal, but as a plain transfer (no `reverses`), or reversing another one.
        const mirror = model.mirror(earlier.originalId);
        const other = model.postedOrder.find((p) => p !== earlier.originalId);
        if (mirror && (op.change !== "reference" || !other)) {
          return { kind: "post", id: earlier.id, content: { ...mirror, reverses: null } };
        }
        return other ? { kind: "reverse", id: earlier.id, originalId: other } : undefined;
      }
      const c = earlier.content;
      const changed: Content =
        op.change === "amount"
          ? { ...c, amount: c.amount + 1n }
          : op.change === "swap"
            ? { ...c, debitAccountId: c.creditAccountId, creditAccountId: c.debitAccountId }
            : op.change === "reason"
              ? { ...c, reason: c.reason === "ADJUSTMENT" ? "BONUS" : "ADJUSTMENT" }
              : { ...c, reference: { type: c.reference.type || "other", id: `${c.reference.id}x` } };
      return { kind: "post", id: earlier.id, content: changed };
    }
    case "invalidAmount":
      return post({
        debitAccountId: model.mains[op.from]!,
        creditAccountId: model.mains[op.to]!,
        amount: op.amount,
        reason: "ADJUSTMENT",
      });
    case "along": {
      const debit = model.mains[op.from]!;
      const taken = op.reuse !== null && model.postedOrder.length > 0;
      return {
        kind: "along",
        id: taken ? model.postedOrder[op.reuse! % model.postedOrder.length]! : id,
        content: {
          debitAccountId: debit,
          creditAccountId: model.mains[op.to]!,
          amount: model.resolveAmount(op.amount, debit),
          reason: "ADJUSTMENT",
          reference: { type: "along", id },
          reverses: null,
        },
      };
    }
    case "round": {
      const player = model.mains[op.from]!;
      const other = op.to === "house" ? platformFor(op.from, false) : model.mains[op.to]!;
      const bet = model.resolveAmount(op.bet, player);
      const legs: Leg[] = [
        {
          name: "bet",
          id: `${id}-bet`,
          content: {
            debitAccountId: player,
            creditAccountId: other,
            amount: bet,
            reason: "BET",
            reference: { type: "round", id },
            reverses: null,
          },
        },
        {
          name: "win",
          id: `${id}-win`,
          content: {
            debitAccountId: other,
            creditAccountId: player,
            amount: model.resolveAmount(op.win, other, bet),
            reason: "WIN",
            reference: { type: "round", id },
            reverses: null,
          },
        },
      ];
      if (op.reuse !== null && model.postedOrder.length > 0) {
        legs[op.reuse.leg]!.id = model.postedOrder[op.reuse.pick % model.postedOrder.length]!;
      }
      return { kind: "legs", id, legs };
    }
  }
}

/**
 * What postAlong answered, as the model's vocabulary: the transfer (or every leg's, with the
 * player's balance the business row recorded), a refusal, or nothing.
 */
type AlongAnswer =
  | PostedTransfer
  | { transfers: PostedTransfer[]; balanceAfter: bigint }
  | LedgerError
  | { nothing: LedgerErrorCode | null };

async function execute(call: Call): Promise<AlongAnswer> {
  const db = runDb;
  try {
    if (call.kind === "reverse")
      return await reverseTransfer(db, { id: call.id, merchantId: t.merchantId, originalId: call.originalId });
    if (call.kind === "along") {
      const c = call.content;
      // The business row's key is the step (unique per run), so only the transfer id can repeat.
      const rowId = c.reference.id;
      const answer = await postAlong(
        db,
        { id: call.id, merchantId: t.merchantId, ...c, reference: c.reference },
        (ok) => sql`insert into model_along (id) select ${rowId} where exists (select 1 from ${ok}) returning id`,
      );
      if (answer.written) {
        expect(answer.written).toEqual({ id: rowId });
        return answer.transfers[0]!;
      }
      return { nothing: answer.refusal?.code ?? null };
    }
    if (call.kind === "legs") {
      // The player: the first leg's debit (the bet's), whose balance after every leg the row records.
      const player = call.legs[0]!.content.debitAccountId;
      const answer = await postAlong(
        db,
        call.legs.map(({ id, content }) => ({ id, merchantId: t.merchantId, ...content })),
        (ok, books) =>
          sql`insert into model_along (id, balance_after)
            select ${call.id}, ${books.balanceAfter(player)}::text where exists (select 1 from ${ok})
            returning id, balance_after`,
      );
      if (answer.written) {
        expect(answer.written).toEqual({ id: call.id, balance_after: expect.any(String) });
        return { transfers: answer.transfers, balanceAfter: BigInt(answer.written.balance_after as string) };
      }
      return { nothing: answer.refusal?.code ?? null };
    }
    const c = call.content;
    return await postTransfer(db, {
      id: call.id,
      merchantId: t.merchantId,
      debitAccountId: c.debitAccountId,
      creditAccountId: c.creditAccountId,
      amount: c.amount,
      reason: c.reason,
      reference: c.reference,
    });
  } catch (error) {
    // Anything but a ledger refusal (a driver error, a broken constraint) fails the test.
    if (error instanceof LedgerError) return error;
    throw error;
  }
}

async function step(model: Model, op: Op, id: string, trace: string[]) {
  const call = toCall(model, op, id);
  if (!call) return;
  const expected = model.expectCall(call);
  // The entries must be computed before the model moves.
  const expectedEntries = "create" in expected ? model.expectedEntries(expected.create) : undefined;
  const actual = await execute(call);
  const describeActual =
    actual instanceof LedgerError
      ? actual.code
      : "nothing" in actual
        ? `nothing ${actual.nothing}`
        : "transfers" in actual || actual.created
          ? "created"
          : "retry";
  trace.push(`${op.op} ${JSON.stringify(call, (_, v) => (typeof v === "bigint" ? `${v}n` : v))} -> ${describeActual}`);

  if ("error" in expected) {
    count(`${op.op}:${expected.leg ? `${expected.leg}:` : ""}${expected.error}`);
    const refusal = actual instanceof LedgerError ? actual.code : "nothing" in actual ? actual.nothing : actual;
    expect(refusal, trace.join("\n")).toBe(expected.error);
  } else if ("nothing" in expected) {
    count(`${op.op}:nothing`);
    expect(actual, trace.join("\n")).toEqual({ nothing: expected.nothing });
  } else if ("createLegs" in expected) {
    count(`${op.op}:created`);
    const legs = expected.createLegs;
    expect(actual, trace.join("\n")).toMatchObject({
      transfers: legs.map(({ id, content, entries }) => ({ id, ...content, created: true, entries })),
    });
    const answer = actual as { transfers: PostedTransfer[]; balanceAfter: bigint };
    for (const [k, { id, content }] of legs.entries()) model.apply(id, content, answer.transfers[k]!);
    model.alongRows.push(call.id);
    // What the business write read of the books is the player's balance once every leg is posted.
    const player = legs[0]!.content.debitAccountId;
    expect(answer.balanceAfter, trace.join("\n")).toBe(model.account(player).balance);
    // A win larger than what the other side had before the bet: allowed only on running balances.
    const [bet, win] = legs;
    if (win && win.content.amount > bet!.entries[1]!.balanceBefore) count(`${op.op}:created:winBeyondStart`);
  } else if ("retryOf" in expected) {
    count(`${op.op}:retry`);
    expect(actual, trace.join("\n")).toEqual({ ...expected.retryOf, created: false });
  } else {
    count(`${op.op}:created`);
    const c = expected.create;
    expect(actual, trace.join("\n")).toMatchObject({
      id: call.id,
      debitAccountId: c.debitAccountId,
      creditAccountId: c.creditAccountId,
      amount: c.amount,
      reason: c.reason,
      reference: c.reference,
      reverses: c.reverses,
      created: true,
      entries: expectedEntries,
    });
    const result = actual as PostedTransfer;
    model.apply(call.id, c, result);
    if (call.kind === "along") model.alongRows.push(c.reference.id);
    // A hold is money moved into a hold account. A "conflict" that swaps a refused hold's
    // accounts posts out of one under the same reason: not a hold there is anything to settle.
    const holdMember = model.holdAccounts.indexOf(c.creditAccountId);
    if (c.reason === "WITHDRAWAL_HOLD" && holdMember >= 0) {
      model.holds.push({ transferId: call.id, member: holdMember, amount: c.amount });
    }
  }
  if (op.op !== "retry" && call.kind !== "along" && call.kind !== "legs") model.calls.push(call);

  // Balances and versions in the database equal the model's after every step, refusals included.
  const ids = [...model.accounts.keys()];
  const rows = await runDb
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, version: ledgerAccounts.version })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  const inDb = Object.fromEntries(rows.map((r) => [r.id, `${r.balance}@${r.version}`]));
  const inModel = Object.fromEntries([...model.accounts.values()].map((a) => [a.id, `${a.balance}@${a.version}`]));
  expect(inDb, trace.join("\n")).toEqual(inModel);
}

/**
 * One sequence, inside a transaction that is rolled back at the end: every run starts from the
 * seeded state, and the books checkLedger scans stay small (a growing table would make the
 * check, and so the test, slower with every run). Each post is then a savepoint rather than a
 * top-level transaction; ledger-concurrency.test.ts covers real concurrent transactions.
 */
async function runSequence(ops: Op[]) {
  const run = ++runCounter;
  const model = base.clone();
  const trace: string[] = [];
  try {
    await t.database.db.transaction(async (tx) => {
      runDb = tx as unknown as Db;
      for (const [i, op] of ops.entries()) await step(model, op, `r${run}-${i}`, trace);
      // Exactly the transfers the model posted exist, and the books are sound.
      const ids = await runDb.select({ id: ledgerTransfers.id }).from(ledgerTransfers);
      expect(ids.map((r) => r.id).sort(), trace.join("\n")).toEqual([...model.posted.keys()].sort());
      // postAlong wrote a business row exactly when it posted.
      const rows = await queryRows<{ id: string }>(runDb, sql`select id from model_along`);
      expect(rows.map((r) => r.id).sort(), trace.join("\n")).toEqual([...model.alongRows].sort());
      expect(await checkLedger(runDb), trace.join("\n")).toEqual([]);
      throw new EndOfRun();
    });
  } catch (error) {
    if (!(error instanceof EndOfRun)) throw error;
  } finally {
    runDb = t.database.db;
  }
  count("runs");
}

describe("ledger model", () => {
  it(
    `matches an in-memory model over ${NUM_RUNS} random sequences`,
    async () => {
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: MAX_STEPS, size: "max" }), (ops) =>
          runSequence(ops),
        ),
        { numRuns: NUM_RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `ledger model: ${stats.get("runs")} runs of up to ${MAX_STEPS} steps on ${t.database.driver} in ${seconds} s`,
      );
      console.log(
        [...stats]
          .sort()
          .map(([k, v]) => `${k}=${v}`)
          .join(" "),
      );
      // Every rule was exercised (with far fewer runs, some may by chance not be).
      if (NUM_RUNS >= 200) {
        const seen = [...stats.keys()];
        for (const outcome of [
          "deposit:created",
          "withdraw:created",
          "transfer:created",
          "hold:created",
          "release:created",
          "settle:created",
          "reverse:created",
          "retry:retry",
          "conflict:IDEMPOTENCY_CONFLICT",
          "transfer:INSUFFICIENT_FUNDS",
          "transfer:CURRENCY_MISMATCH",
          "transfer:SAME_ACCOUNT",
          "reverse:ALREADY_REVERSED",
          "reverseUnknown:ACCOUNT_NOT_FOUND",
          "invalidAmount:INVALID_AMOUNT",
          "along:created",
          "along:INSUFFICIENT_FUNDS",
          "along:nothing",
          "round:created",
          "round:created:winBeyondStart",
          "round:SAME_ACCOUNT",
          "round:bet:CURRENCY_MISMATCH",
          "round:bet:INSUFFICIENT_FUNDS",
          "round:win:INSUFFICIENT_FUNDS",
          "round:nothing",
        ]) {
          expect(seen, outcome).toContain(outcome);
        }
      }
    },
    30 * 60_000,
  );
});
