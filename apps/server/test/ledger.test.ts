import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/client";
import { openAccount, platformAccount, type LedgerAccount } from "../src/ledger/accounts";
import { checkLedger } from "../src/ledger/invariants";
import { postAlong, postTransfer, runLedger } from "../src/ledger/post";
import { postManyAlong, type ManyAlong } from "../src/ledger/post-many";
import { reverseTransfer } from "../src/ledger/reverse";
import { merchants } from "../src/db/schema";
import { LedgerError, type TransferRequest } from "../src/ledger/types";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let clearing: LedgerAccount;
let alice: LedgerAccount;
let bob: LedgerAccount;
let dollars: LedgerAccount;
let nextOwner = 1000;
beforeAll(async () => {
  t = await createTestApp();
  clearing = await platformAccount(t.database.db, t.merchantId, "DEPOSITS_CLEARING", "VND");
  alice = await member("VND");
  bob = await member("VND");
  dollars = await member("USD");
  await post({
    id: "seed-alice",
    debitAccountId: clearing.id,
    creditAccountId: alice.id,
    amount: 100_000n,
    reason: "DEPOSIT",
  });
});
afterAll(() => t.close());

function member(currency: string) {
  return openAccount(t.database.db, {
    merchantId: t.merchantId,
    ownerType: "MEMBER",
    ownerId: nextOwner++,
    kind: "MAIN",
    currency,
  });
}
function post(request: Omit<TransferRequest, "merchantId"> & { merchantId?: number }) {
  return postTransfer(t.database.db, { merchantId: t.merchantId, ...request });
}
async function balance(account: LedgerAccount) {
  const [row] = await queryRows<{ b: string }>(
    t.database.db,
    sql`select balance::text as b from ledger_accounts where id = ${account.id}`,
  );
  return BigInt(row!.b);
}
async function refused(request: Parameters<typeof post>[0]) {
  try {
    await post(request);
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("posting", () => {
  it("moves money with two entries and the balances around them", async () => {
    const posted = await post({
      id: "pay-1",
      debitAccountId: alice.id,
      creditAccountId: bob.id,
      amount: 2_500n,
      reason: "TRANSFER_TO_UPLINE",
    });
    expect(posted.created).toBe(true);
    expect(posted.entries).toEqual([
      { accountId: alice.id, amount: -2_500n, balanceBefore: 100_000n, balanceAfter: 97_500n, accountVersion: 2n },
      { accountId: bob.id, amount: 2_500n, balanceBefore: 0n, balanceAfter: 2_500n, accountVersion: 1n },
    ]);
    expect(await balance(alice)).toBe(97_500n);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("returns the first result for a retry with the same id and content", async () => {
    const again = await post({
      id: "pay-1",
      debitAccountId: alice.id,
      creditAccountId: bob.id,
      amount: 2_500n,
      reason: "TRANSFER_TO_UPLINE",
    });
    expect(again.created).toBe(false);
    expect(again.entries[0]!.balanceAfter).toBe(97_500n);
    expect(await balance(alice)).toBe(97_500n);
  });

  // Each row breaks one rule more than the previous fixes, so the first refusal is the one checked
  // first: the order of precedence.
  it.each([
    ["INVALID_AMOUNT", { id: "x1", debitAccountId: 1, creditAccountId: 1, amount: 0n }],
    ["INVALID_AMOUNT", { id: "x1", debitAccountId: 1, creditAccountId: 2, amount: -5n }],
    ["SAME_ACCOUNT", { id: "pay-1", debitAccountId: 1, creditAccountId: 1, amount: 5n }],
    ["IDEMPOTENCY_CONFLICT", { id: "pay-1", debitAccountId: 999_999, creditAccountId: 999_998, amount: 5n }],
    ["ACCOUNT_NOT_FOUND", { id: "x2", debitAccountId: 999_999, creditAccountId: 999_998, amount: 5n }],
  ] as const)("refuses with %s", async (code, request) => {
    expect(await refused({ ...request, reason: "ADJUSTMENT" })).toBe(code);
  });

  it("refuses another merchant's accounts, other currencies, and overdrafts, changing nothing", async () => {
    expect(
      await refused({
        id: "x3",
        merchantId: t.merchantId + 1,
        debitAccountId: alice.id,
        creditAccountId: bob.id,
        amount: 5n,
        reason: "ADJUSTMENT",
      }),
    ).toBe("MERCHANT_MISMATCH");
    expect(
      await refused({
        id: "x4",
        debitAccountId: alice.id,
        creditAccountId: dollars.id,
        amount: 5n,
        reason: "ADJUSTMENT",
      }),
    ).toBe("CURRENCY_MISMATCH");
    expect(
      await refused({
        id: "x5",
        debitAccountId: bob.id,
        creditAccountId: alice.id,
        amount: 2_501n,
        reason: "ADJUSTMENT",
      }),
    ).toBe("INSUFFICIENT_FUNDS");
    expect(await balance(bob)).toBe(2_500n);
    // A refused id stays free: the same id may be posted once it is valid.
    const ok = await post({
      id: "x5",
      debitAccountId: bob.id,
      creditAccountId: alice.id,
      amount: 2_500n,
      reason: "ADJUSTMENT",
    });
    expect(ok.created).toBe(true);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("lets platform accounts go below zero and never member accounts", async () => {
    expect(await balance(clearing)).toBeLessThan(0n);
    expect(
      await refused({ id: "x6", debitAccountId: bob.id, creditAccountId: alice.id, amount: 1n, reason: "ADJUSTMENT" }),
    ).toBe("INSUFFICIENT_FUNDS");
  });
});

describe("several postings in one transaction", () => {
  it("chain each account's balances and versions, a refusal between them included", async () => {
    const a = await member("VND");
    const b = await member("VND");
    await post({
      id: "multi-seed",
      debitAccountId: clearing.id,
      creditAccountId: a.id,
      amount: 1_000n,
      reason: "DEPOSIT",
    });
    const transfer = (id: string, from: LedgerAccount, to: LedgerAccount, amount: bigint) => ({
      id,
      merchantId: t.merchantId,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amount,
      reason: "ADJUSTMENT" as const,
    });
    const posted = await runLedger(t.database.db, async (ledger) => {
      const first = await ledger.post(transfer("multi-1", a, b, 300n));
      const second = await ledger.post(transfer("multi-2", b, a, 100n));
      // Refused on the balance as it stands after the two above (a: 800), nothing written.
      const refusal = await ledger.post(transfer("multi-x", a, b, 801n)).catch((e: LedgerError) => e.code);
      const third = await ledger.post(transfer("multi-3", a, clearing, 800n));
      return { first, second, refusal, third };
    });
    expect(posted.refusal).toBe("INSUFFICIENT_FUNDS");
    const entryOf = (transfer: typeof posted.first, account: LedgerAccount) =>
      transfer.entries.find((e) => e.accountId === account.id)!;
    expect(entryOf(posted.first, a)).toMatchObject({ balanceBefore: 1_000n, balanceAfter: 700n });
    expect(entryOf(posted.second, a)).toMatchObject({ balanceBefore: 700n, balanceAfter: 800n });
    expect(entryOf(posted.third, a)).toMatchObject({ balanceBefore: 800n, balanceAfter: 0n });
    expect(entryOf(posted.second, b)).toMatchObject({ balanceBefore: 300n, balanceAfter: 200n });
    expect(entryOf(posted.third, a).accountVersion).toBe(entryOf(posted.first, a).accountVersion + 2n);
    expect([await balance(a), await balance(b)]).toEqual([0n, 200n]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("a business write and its posting in one statement (postAlong)", () => {
  // A business table of the test's own: the write is the action's idempotency guard.
  beforeAll(() => t.database.db.execute(sql`create table along_orders (id text primary key, amount bigint not null)`));
  const orders = async () =>
    (await queryRows<{ id: string }>(t.database.db, sql`select id from along_orders order by id`)).map((r) => r.id);
  const along = (orderId: string, from: LedgerAccount, to: LedgerAccount, amount: bigint, transferId = orderId) =>
    postAlong(
      t.database.db,
      {
        id: transferId,
        merchantId: t.merchantId,
        debitAccountId: from.id,
        creditAccountId: to.id,
        amount,
        reason: "ADJUSTMENT",
      },
      (ok) => sql`insert into along_orders (id, amount) select ${orderId}, ${String(amount)}::bigint
        where exists (select 1 from ${ok}) on conflict (id) do nothing returning id, amount::text as amount`,
    );

  it("writes both when the books allow it, and neither when they refuse or either was written before", async () => {
    const a = await member("VND");
    const b = await member("VND");
    await post({
      id: "along-seed",
      debitAccountId: clearing.id,
      creditAccountId: a.id,
      amount: 500n,
      reason: "DEPOSIT",
    });

    const made = await along("along-1", a, b, 200n);
    expect(made.written).toEqual({ id: "along-1", amount: "200" });
    expect(made.written && made.transfers[0]!.entries).toEqual([
      expect.objectContaining({ accountId: a.id, balanceBefore: 500n, balanceAfter: 300n }),
      expect.objectContaining({ accountId: b.id, balanceBefore: 0n, balanceAfter: 200n }),
    ]);
    // The books refuse (300 left): no order either, and the rule is named.
    const broke = await along("along-2", a, b, 301n);
    expect(broke).toEqual({ written: undefined, refusal: expect.objectContaining({ code: "INSUFFICIENT_FUNDS" }) });
    // The order exists already (its guard): nothing posted, no refusal.
    expect(await along("along-1", a, b, 100n, "along-1-again")).toEqual({ written: undefined, refusal: undefined });
    // The transfer id was posted already: the order is not written either.
    expect(await along("along-3", a, b, 100n, "along-1")).toEqual({ written: undefined, refusal: undefined });
    // Another currency: refused by the rule, not by the database.
    const usd = await along("along-4", a, dollars, 1n);
    expect(usd.written === undefined && usd.refusal?.code).toBe("CURRENCY_MISMATCH");
    // A business write that forgets to look at `ok` still posts nothing the books refuse.
    const careless = await postAlong(
      t.database.db,
      {
        id: "along-5",
        merchantId: t.merchantId,
        debitAccountId: a.id,
        creditAccountId: dollars.id,
        amount: 1n,
        reason: "ADJUSTMENT",
      },
      () => sql`insert into along_orders (id, amount) values ('along-5', 1) returning id`,
    );
    expect(careless.written).toBeUndefined();
    await t.database.db.execute(sql`delete from along_orders where id = 'along-5'`);
    // A `before` that answers no row: the business chose not to go on; nothing written, nothing refused.
    const held = await postAlong(
      t.database.db,
      {
        id: "along-6",
        merchantId: t.merchantId,
        debitAccountId: a.id,
        creditAccountId: b.id,
        amount: 1n,
        reason: "ADJUSTMENT",
      },
      (ok) => ({
        before: sql`select 1 where false`,
        op: sql`insert into along_orders (id, amount) select 'along-6', 1 where exists (select 1 from ${ok}) returning id`,
      }),
    );
    expect(held).toEqual({ written: undefined, refusal: undefined });

    expect(await orders()).toEqual(["along-1"]);
    expect([await balance(a), await balance(b)]).toEqual([300n, 200n]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("takes each order once when the same order is sent many times at once", async () => {
    const a = await member("VND");
    const b = await member("VND");
    await post({
      id: "along-race-seed",
      debitAccountId: clearing.id,
      creditAccountId: a.id,
      amount: 1_000n,
      reason: "DEPOSIT",
    });
    const results = await Promise.all(Array.from({ length: 8 }, () => along("along-race", a, b, 100n)));
    expect(results.filter((r) => r.written)).toHaveLength(1);
    // Different orders at once on one wallet that holds four of them: exactly four taken.
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => along(`along-many-${i}`, a, b, 225n)));
    expect(many.filter((r) => r.written)).toHaveLength(4);
    expect(many.filter((r) => !r.written && r.refusal?.code === "INSUFFICIENT_FUNDS")).toHaveLength(8);
    expect([await balance(a), await balance(b)]).toEqual([0n, 1_000n]);
    expect((await orders()).filter((id) => id.startsWith("along-many-"))).toHaveLength(4);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("reversal", () => {
  it("posts the mirror transfer once, and refuses a second reversal", async () => {
    await post({ id: "dep-2", debitAccountId: clearing.id, creditAccountId: bob.id, amount: 700n, reason: "DEPOSIT" });
    const before = await balance(bob);
    const reversal = await reverseTransfer(t.database.db, {
      id: "rev-dep-2",
      merchantId: t.merchantId,
      originalId: "dep-2",
    });
    expect(reversal).toMatchObject({
      reverses: "dep-2",
      debitAccountId: bob.id,
      creditAccountId: clearing.id,
      amount: 700n,
      reason: "REVERSAL",
    });
    expect(await balance(bob)).toBe(before - 700n);
    const retry = await reverseTransfer(t.database.db, {
      id: "rev-dep-2",
      merchantId: t.merchantId,
      originalId: "dep-2",
    });
    expect(retry.created).toBe(false);
    await expect(
      reverseTransfer(t.database.db, { id: "rev-dep-2-again", merchantId: t.merchantId, originalId: "dep-2" }),
    ).rejects.toMatchObject({
      code: "ALREADY_REVERSED",
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("immutability and the invariant check", () => {
  it("the database refuses to edit or delete transfers and entries", async () => {
    await expect(
      t.database.db.execute(sql`update ledger_transfers set amount = 1 where id = 'pay-1'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_entries where transfer_id = 'pay-1'`)).rejects.toThrow();
  });

  it("reports a balance that no longer matches its entries", async () => {
    const victim = await member("VND");
    await post({
      id: "dep-victim",
      debitAccountId: clearing.id,
      creditAccountId: victim.id,
      amount: 10n,
      reason: "DEPOSIT",
    });
    await t.database.db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${victim.id}`);
    const problems = await checkLedger(t.database.db);
    expect(problems.some((p) => p.includes(`account ${victim.id} balance`))).toBe(true);
    await t.database.db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${victim.id}`);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("many transfers in one statement (postMany)", () => {
  const leg = (id: string, from: LedgerAccount, to: LedgerAccount, amount: bigint): TransferRequest => ({
    id,
    merchantId: t.merchantId,
    debitAccountId: from.id,
    creditAccountId: to.id,
    amount,
    reason: "WIN",
  });

  it("posts every leg in order, each entry's balance and version after the legs before it on its account", async () => {
    const [a, b] = [await member("VND"), await member("VND")];
    const legs = [
      leg("many-1", clearing, a, 500n),
      leg("many-2", clearing, b, 300n),
      leg("many-3", a, b, 200n),
      leg("many-4", clearing, a, 1n),
    ];
    const outcome = await runLedger(t.database.db, (ledger) => ledger.postMany(legs));
    expect(outcome).toMatchObject({ posted: true, creditBalances: [500n, 300n, 500n, 301n] });
    expect([await balance(a), await balance(b)]).toEqual([301n, 500n]);
    const entries = await queryRows<{ transfer_id: string; amount: string; before: string; after: string; v: string }>(
      t.database.db,
      sql`select transfer_id, amount::text, balance_before::text as before, balance_after::text as after,
          account_version::text as v
        from ledger_entries where account_id = ${a.id} order by id`,
    );
    expect(entries.map((e) => [e.transfer_id, e.amount, e.before, e.after, e.v])).toEqual([
      ["many-1", "500", "0", "500", "1"],
      ["many-3", "-200", "500", "300", "2"],
      ["many-4", "1", "300", "301", "3"],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("writes nothing when one leg breaks a rule: below zero, another currency, an id posted before", async () => {
    const [a, b] = [await member("VND"), await member("VND")];
    const before = await checkLedger(t.database.db);
    for (const legs of [
      [leg("bad-1", clearing, a, 100n), leg("bad-2", a, b, 101n)],
      [leg("bad-3", clearing, a, 100n), leg("bad-4", clearing, dollars, 1n)],
      [leg("bad-5", clearing, a, 100n), leg("many-1", clearing, b, 1n)],
    ]) {
      expect(await runLedger(t.database.db, (ledger) => ledger.postMany(legs))).toEqual({ posted: false });
    }
    expect([await balance(a), await balance(b)]).toEqual([0n, 0n]);
    // One id twice in a batch is a mistake of the caller's, said as such (not a race to retry).
    await expect(
      runLedger(t.database.db, (ledger) =>
        ledger.postMany([leg("twice", clearing, a, 1n), leg("twice", clearing, b, 1n)]),
      ),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_CONFLICT" });
    const written = await queryRows(t.database.db, sql`select id from ledger_transfers where id like 'bad-%'`);
    expect(written).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual(before);
  });
});

describe("many transfers with their business rows in one statement (postManyAlong)", () => {
  /** A business table of the test's own: a row per leg, which the leg may settle once. */
  const along: ManyAlong = {
    going: sql`select a.n from all_legs a join along_rows r on r.key = a.key
      where not r.done order by r.key for update of r`,
    op: sql`update along_rows r set done = true, note = v.data->>'note' from v
      where r.key = v.key and exists (select 1 from ok) returning v.n, r.key`,
  };
  const leg = (key: string, from: LedgerAccount, to: LedgerAccount, amount: bigint, merchantId = t.merchantId) => ({
    id: `along-${key}`,
    merchantId,
    debitAccountId: from.id,
    creditAccountId: to.id,
    amount,
    reason: "WIN" as const,
    key,
    data: { note: `note ${key}` },
  });
  const rows = () =>
    queryRows<{ key: string; done: boolean; note: string | null }>(
      t.database.db,
      sql`select key, done, note from along_rows order by key`,
    );
  beforeAll(async () => {
    await t.database.db.execute(sql`create table along_rows (key text primary key, done boolean not null, note text)`);
  });

  it("posts only the legs whose rows let them go on, with their rows written, and answers those rows", async () => {
    await t.database.db.execute(
      sql`insert into along_rows (key, done) values ('a1', false), ('a2', true), ('a3', false)`,
    );
    const [a, b] = [await member("VND"), await member("VND")];
    const outcome = await postManyAlong(
      t.database.db,
      [leg("a1", clearing, a, 50n), leg("a2", b, a, 1_000n), leg("a3", clearing, b, 30n), leg("a4", clearing, b, 1n)],
      along,
    );
    // a2 was done already and a4 has no row: left out, nothing posted for them, and no rule of
    // the books checked on them (a2 takes more from b than b has).
    expect(outcome).toMatchObject({
      posted: true,
      written: [
        { n: 0, key: "a1" },
        { n: 2, key: "a3" },
      ],
    });
    expect([await balance(a), await balance(b)]).toEqual([50n, 30n]);
    expect(await rows()).toEqual([
      { key: "a1", done: true, note: "note a1" },
      { key: "a2", done: true, note: null },
      { key: "a3", done: true, note: "note a3" },
    ]);
    const posted = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from ledger_transfers where id like 'along-a%' order by id`,
    );
    expect(posted.map((p) => p.id)).toEqual(["along-a1", "along-a3"]);
    // Sent again, every row is done: nothing more.
    expect(await postManyAlong(t.database.db, [leg("a1", clearing, a, 50n)], along)).toMatchObject({
      posted: true,
      written: [],
    });
    expect(await balance(a)).toBe(50n);
    // Two legs for one row would both be posted with the row written once: refused before the database.
    await expect(
      postManyAlong(
        t.database.db,
        [leg("a3", clearing, b, 1n), { ...leg("a3", clearing, b, 2n), id: "along-a3-again" }],
        along,
      ),
    ).rejects.toThrow("a batch names a business row twice");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("writes neither a row nor a posting when one kept leg breaks a rule of the books", async () => {
    await t.database.db.execute(sql`insert into along_rows (key, done) values ('b1', false), ('b2', false)`);
    const [a, b] = [await member("VND"), await member("VND")];
    const before = await checkLedger(t.database.db);
    // b2 takes more from a than a has.
    const outcome = await postManyAlong(t.database.db, [leg("b1", clearing, a, 10n), leg("b2", a, b, 11n)], along);
    expect(outcome).toEqual({ posted: false });
    expect((await rows()).filter((r) => r.key.startsWith("b"))).toEqual([
      { key: "b1", done: false, note: null },
      { key: "b2", done: false, note: null },
    ]);
    expect([await balance(a), await balance(b)]).toEqual([0n, 0n]);
    expect(await checkLedger(t.database.db)).toEqual(before);
  });

  it("takes legs of several brands, each account checked against its own leg's brand", async () => {
    const [other] = await t.database.db.insert(merchants).values({ code: "ALONGX", name: "X" }).returning();
    const otherClearing = await platformAccount(t.database.db, other!.id, "DEPOSITS_CLEARING", "VND");
    const otherMember = await openAccount(t.database.db, {
      merchantId: other!.id,
      ownerType: "MEMBER",
      ownerId: nextOwner++,
      kind: "MAIN",
      currency: "VND",
    });
    const mine = await member("VND");
    await t.database.db.execute(
      sql`insert into along_rows (key, done) values ('c1', false), ('c2', false), ('c3', false)`,
    );
    // Posted under the wrong brand: refused, whatever the other leg.
    expect(
      await postManyAlong(
        t.database.db,
        [leg("c1", clearing, mine, 5n), leg("c2", otherClearing, otherMember, 7n, t.merchantId)],
        along,
      ),
    ).toEqual({ posted: false });
    const outcome = await postManyAlong(
      t.database.db,
      [leg("c1", clearing, mine, 5n), leg("c2", otherClearing, otherMember, 7n, other!.id)],
      along,
    );
    expect(outcome).toMatchObject({
      posted: true,
      memberOwners: expect.arrayContaining([
        { merchantId: t.merchantId, memberId: expect.any(Number) },
        { merchantId: other!.id, memberId: expect.any(Number) },
      ]),
    });
    expect([await balance(mine), await balance(otherMember)]).toEqual([5n, 7n]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
