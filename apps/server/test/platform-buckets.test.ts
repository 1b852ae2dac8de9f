import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerAccounts } from "../src/db/schema";
import { accountKeyText, committedAccountIds } from "../src/ledger/account-ids";
import { lockAccount, platformBalance, platformBucket, platformKey, PLATFORM_BUCKETS } from "../src/ledger/accounts";
import { checkLedger, platformTotals } from "../src/ledger/invariants";
import { runLedger } from "../src/ledger/post";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../src/modules/money/wallets";
import { fund, newMember, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/*
 * The platform's accounts are split into buckets chosen per member (ledger/accounts.ts), so that
 * no single platform row serializes the brand's money.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Two members whose money falls into different buckets. */
async function membersInTwoBuckets(): Promise<{ a: TestMember; b: TestMember }> {
  const a = await newMember(t.app, "bk");
  for (;;) {
    const b = await newMember(t.app, "bk");
    if (platformBucket(b.id) !== platformBucket(a.id)) return { a, b };
  }
}

const adjustmentsBucket = (memberId: number) =>
  t.database.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, t.merchantId),
        eq(ledgerAccounts.ownerType, "PLATFORM"),
        eq(ledgerAccounts.ownerId, platformBucket(memberId)),
        eq(ledgerAccounts.kind, PLATFORM_KIND.adjustments),
      ),
    );

describe("platform account buckets", () => {
  it("posts each member's money against its own bucket; the kind's balance is the sum of its buckets", async () => {
    const { a, b } = await membersInTwoBuckets();
    const before = await platformBalance(t.database.db, t.merchantId, PLATFORM_KIND.adjustments, "USD");
    await fund(t, a.id, "12.34");
    await fund(t, b.id, "5.00");

    const [bucketOfA] = await adjustmentsBucket(a.id);
    const [bucketOfB] = await adjustmentsBucket(b.id);
    expect(bucketOfA!.id).not.toBe(bucketOfB!.id);
    expect(bucketOfA!.allowNegative).toBe(true);
    const after = await platformBalance(t.database.db, t.merchantId, PLATFORM_KIND.adjustments, "USD");
    expect(before - after).toBe(1734n);
    // What ledger:check prints: the same sum, over at least the two buckets used here.
    const totals = await platformTotals(t.database.db);
    const adjustments = totals.find((p) => p.merchant_id === t.merchantId && p.kind === PLATFORM_KIND.adjustments);
    expect(BigInt(adjustments!.total)).toBe(after);
    expect(adjustments!.buckets).toBeGreaterThanOrEqual(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("forgets an account whose opening rolled back, and remembers one once committed", async () => {
    const db = t.database.db;
    const key = platformKey(t.merchantId, "BUCKET_TEST", "USD", 7);
    await expect(
      runLedger(db, async (ledger) => {
        await ledger.account(key, { allowNegative: true });
        throw new Error("refused after opening");
      }),
    ).rejects.toThrow("refused after opening");
    expect(committedAccountIds(db).has(accountKeyText(key))).toBe(false);
    expect(await runLedger(db, (ledger) => ledger.existingAccount(key))).toBeUndefined();

    const opened = await runLedger(db, (ledger) => ledger.account(key, { allowNegative: true }));
    expect(committedAccountIds(db).get(accountKeyText(key))).toBe(opened.id);
    expect(await runLedger(db, (ledger) => ledger.existingAccount(key))).toEqual(opened);
  });

  // Real row locks need PostgreSQL's pool: embedded PGlite runs one transaction at a time.
  it.runIf(process.env.DATABASE_URL)(
    "a member of another bucket posts while one bucket's row is locked; a member of that bucket waits",
    async () => {
      const db = t.database.db;
      const owner = (memberId: number) => ({ merchantId: t.merchantId, memberId, currency: "USD" });
      /** A deposit into a member's wallet from the member's bucket of the deposits clearing account. */
      const deposit = (memberId: number, id: string) =>
        runLedger(db, async (ledger) =>
          ledger.post({
            id,
            merchantId: t.merchantId,
            debitAccountId: (await platform(ledger, owner(memberId), PLATFORM_KIND.depositsClearing)).id,
            creditAccountId: (await memberAccount(ledger, owner(memberId), MEMBER_KIND.main)).id,
            amount: 100n,
            reason: "DEPOSIT",
          }),
        );
      const a = 700_000;
      const other = a + 1;
      const sameBucket = a + PLATFORM_BUCKETS;
      // First postings open the accounts, so the lock below has a row to hold.
      for (const m of [a, other, sameBucket]) await deposit(m, `bucket-open-${m}`);
      const bucketOfA = await runLedger(db, (ledger) => platform(ledger, owner(a), PLATFORM_KIND.depositsClearing));

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await lockAccount(tx, bucketOfA.id);
        locked();
        await released;
      });
      await isLocked;

      let waiterDone = false;
      const waiter = deposit(sameBucket, "bucket-waits").then(() => (waiterDone = true));
      // Completes although the other bucket's row is held (with one platform row it would hang).
      const posted = await deposit(other, "bucket-passes");
      expect(posted.created).toBe(true);
      // Cannot have finished: its bucket's row is still locked.
      expect(waiterDone).toBe(false);

      release();
      await holder;
      await waiter;
      expect(waiterDone).toBe(true);
      expect(await checkLedger(db)).toEqual([]);
    },
  );
});
