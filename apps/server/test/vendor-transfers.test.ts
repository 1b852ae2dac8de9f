import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API } from "@portal/contract/api/paths";
import { PROTECTION_API } from "@portal/contract/api/protection";
import { checkLedger } from "../src/ledger/invariants";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import { queryRows } from "../src/db/client";
import { sandboxVendorWallets, vendorTransfers } from "../src/db/schema";
import { pino } from "pino";
import { RECONCILE_AFTER_MS, VendorWalletService } from "../src/modules/vendor-wallets/service";
import { VendorTransferRepository, type VendorTransfer } from "../src/modules/vendor-wallets/repository";
import { bonusLocksFor } from "../src/modules/promotions/bonus-locks";
import { VendorRegistry } from "../src/vendors/registry";
import { sandboxTransferVendor, SANDBOX_VENDOR_CODE } from "../src/vendors/sandbox-transfer";
import { VendorUnreachable, type TransferWalletVendor } from "../src/vendors/transfer-wallet";
import {
  breakBehindSessions,
  fund,
  get,
  newMember,
  operatorToken,
  post,
  requestId,
  type TestMember,
  sandboxWallets,
  walletTransfer,
} from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { freePlay, login } from "./accounts-helper";

/**
 * The vendor is the edge of the system: a test double wraps the sandbox vendor's real books
 * and loses answers on demand, before or after the vendor applied the order.
 */
type Fault = "none" | "lose-request" | "lose-answer" | "down";
let fault: Fault = "none";
let books: TransferWalletVendor;
const flaky: TransferWalletVendor = {
  code: SANDBOX_VENDOR_CODE,
  name: { en: "Sandbox wallet" },
  balance: (player) => books.balance(player),
  async transferIn(player, orderId, amount) {
    return misbehave(() => books.transferIn(player, orderId, amount));
  },
  async transferOut(player, orderId, amount) {
    return misbehave(() => books.transferOut(player, orderId, amount));
  },
  async transferStatus(player, orderId) {
    if (fault === "down") throw new VendorUnreachable();
    return books.transferStatus(player, orderId);
  },
};
/** When set, a transfer call waits here before it reaches the vendor (a slow network). */
let gate: { reached: () => void; open: Promise<void> } | undefined;
async function misbehave<T>(call: () => Promise<T>): Promise<T> {
  if (gate) {
    gate.reached();
    await gate.open;
  }
  if (fault === "lose-request" || fault === "down") throw new VendorUnreachable();
  const answer = await call();
  if (fault === "lose-answer") throw new VendorUnreachable();
  return answer;
}

const silent = pino({ level: "silent" });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { vendors: new VendorRegistry([flaky]) });
  books = sandboxTransferVendor(t.database.db);
});
afterAll(() => t.close());

/** Pending orders' last calls, moved into the past so the reconciler may ask about them. */
async function ageCalls() {
  await t.database.db
    .update(vendorTransfers)
    .set({ lastCallAt: new Date(Date.now() - 2 * RECONCILE_AFTER_MS) })
    .where(eq(vendorTransfers.status, "PENDING"));
}
const reconcile = async () => {
  await ageCalls();
  return post(t.app, ADMIN.reconcile, await operatorToken(t));
};

const transfer = (who: TestMember, from: string, to: string, amount: string, id = requestId()) =>
  walletTransfer(t.app, who, from, to, amount, id);
const wallets = (who: TestMember) => sandboxWallets(t.app, who);

describe("GCS_walletTransfer", () => {
  it("moves money to the vendor wallet and back; the sum stays the same; retries apply once", async () => {
    fault = "none";
    const who = await newMember(t.app, "vt");
    await fund(t, who.id, "200");
    const id = requestId();
    const out = await transfer(who, "MAIN", "SANDBOX", "120", id);
    expect(out.json().value).toMatchObject({ status: "SUCCEEDED", orderId: expect.stringMatching(/^T/) });
    expect((await transfer(who, "MAIN", "SANDBOX", "120", id)).json().value.orderId).toBe(out.json().value.orderId);
    expect(await wallets(who)).toEqual({ sum: "200.00", main: "80.00", vendor: "120.00", held: "0.00" });
    expect((await transfer(who, "MAIN", "SANDBOX", "121", id)).json().errorCode).toBe("IDEMPOTENCY_CONFLICT");

    expect((await transfer(who, "SANDBOX", "MAIN", "20.50")).json().value.status).toBe("SUCCEEDED");
    expect(await wallets(who)).toEqual({ sum: "200.00", main: "100.50", vendor: "99.50", held: "0.00" });

    const tooMuch = await transfer(who, "SANDBOX", "MAIN", "1000");
    expect(tooMuch.json()).toMatchObject({ errorCode: "INSUFFICIENT_BALANCE", value: { orderId: expect.any(String) } });
    const overdraftId = requestId();
    const overdraft = await transfer(who, "MAIN", "SANDBOX", "1000", overdraftId);
    expect(overdraft.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await wallets(who)).toEqual({ sum: "200.00", main: "100.50", vendor: "99.50", held: "0.00" });
    // Refused by the balance, the order was not written with its hold: once the money is there,
    // the same request goes through.
    const directions = async () =>
      (await t.database.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, who.id)))
        .map((o) => `${o.direction} ${o.amount} ${o.status}`)
        .sort();
    expect(await directions()).toEqual([
      "FROM_VENDOR 100000 FAILED",
      "FROM_VENDOR 2050 SUCCEEDED",
      "TO_VENDOR 12000 SUCCEEDED",
    ]);
    await fund(t, who.id, "900");
    expect((await transfer(who, "MAIN", "SANDBOX", "1000", overdraftId)).json().value.status).toBe("SUCCEEDED");
    await transfer(who, "SANDBOX", "MAIN", "1000");

    for (const [from, to] of [
      ["MAIN", "MAIN"],
      ["SANDBOX", "SANDBOX"],
      ["MAIN", "NOPE"],
    ]) {
      expect((await transfer(who, from!, to!, "1")).json().errorCode).toBe("VALIDATION_FAILED");
    }
    const trial = (await freePlay(t.app)).json().value.token;
    const demo = await post(t.app, API.walletTransfer, trial, {
      from: "DEMO",
      to: "SANDBOX",
      amount: "1",
      requestId: requestId(),
    });
    expect(demo.json().errorCode).toBe("TRIAL_ACCOUNT");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("many identical requests at once make one order and one hold", async () => {
    fault = "none";
    const who = await newMember(t.app, "vtrace");
    await fund(t, who.id, "100");
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 8 }, () => transfer(who, "MAIN", "SANDBOX", "30", id)));
    expect(new Set(answers.map((a) => a.json().value.orderId)).size).toBe(1);
    expect(await wallets(who)).toEqual({ sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("unknown vendor outcomes and the reconciler", () => {
  it("an answer lost after the vendor applied it: held, then settled as succeeded", async () => {
    const who = await newMember(t.app, "vtlost");
    await fund(t, who.id, "100");
    fault = "lose-answer";
    const res = (await transfer(who, "MAIN", "SANDBOX", "40")).json().value;
    expect(res.status).toBe("PENDING");
    expect(await wallets(who)).toMatchObject({ main: "60.00", held: "40.00", vendor: "40.00" });

    const admin = await operatorToken(t);
    fault = "down";
    expect((await post(t.app, ADMIN.reconcile, admin)).json().value).toMatchObject({ resolved: 0, stillPending: 0 });
    expect((await reconcile()).json().value).toMatchObject({ resolved: 0 });
    const pending = (await get(t.app, ADMIN.vendorTransfers, admin)).json().value.list;
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: res.orderId, attempts: 2 })]));

    fault = "none";
    expect((await reconcile()).json().value.resolved).toBeGreaterThanOrEqual(1);
    expect(await wallets(who)).toEqual({ sum: "100.00", main: "60.00", vendor: "40.00", held: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a pending transfer into a game sent again is play: refused under a break that began since, the vendor not asked", async () => {
    const who = await newMember(t.app, "vtpause");
    await fund(t, who.id, "100");
    fault = "none";
    expect((await transfer(who, "MAIN", "SANDBOX", "10")).json().value.status).toBe("SUCCEEDED");
    fault = "down";
    const id = requestId();
    expect((await transfer(who, "MAIN", "SANDBOX", "20", id)).json().value.status).toBe("PENDING");
    // A break written behind the member's live session.
    await breakBehindSessions(t, who.id);
    fault = "none";
    expect((await transfer(who, "MAIN", "SANDBOX", "20", id)).json().errorCode).toBe("ACCOUNT_TIMED_OUT");
    expect(await wallets(who)).toEqual({ sum: "80.00", main: "70.00", vendor: "10.00", held: "20.00" });
    // The reconciler still settles the order as the vendor knows it: never applied, the money comes back.
    expect((await reconcile()).json().value.resolved).toBeGreaterThanOrEqual(1);
    expect(await wallets(who)).toEqual({ sum: "100.00", main: "90.00", vendor: "10.00", held: "0.00" });
  });

  it("a break starts though the vendor is down; the order bringing its game wallet back waits for the reconciler, which finds it never applied", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const who = await newMember(t.app, "vtbreak");
      await fund(t, who.id, "100");
      fault = "none";
      expect((await transfer(who, "MAIN", "SANDBOX", "40")).json().value.status).toBe("SUCCEEDED");
      fault = "down";
      const started = await post(t.app, PROTECTION_API.timeOut, who.token, { hours: 24 });
      expect(started.json().success, started.body).toBe(true);
      const orders = await t.database.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, who.id));
      const order = orders.find((o) => o.direction === "FROM_VENDOR");
      expect(order).toMatchObject({ direction: "FROM_VENDOR", status: "PENDING", amount: 4_000n });
      expect(order!.requestId).toMatch(/^break:\d+:SANDBOX$/);
      // The vendor never got the call: the reconciler settles it as failed, the money still in the game.
      fault = "none";
      expect((await reconcile()).json().value.resolved).toBeGreaterThanOrEqual(1);
      vi.setSystemTime(Date.now() + 25 * 3_600_000);
      const back = (await login(t.app, { username: who.account, password: "Secret123" })).json().value.token;
      expect(await wallets({ ...who, token: back })).toEqual({
        sum: "100.00",
        main: "60.00",
        vendor: "40.00",
        held: "0.00",
      });
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      vi.useRealTimers();
      fault = "none";
    }
  });

  it("a reconciler run that lost its period stops before asking the vendor, and settles nothing", async () => {
    const who = await newMember(t.app, "vtabort");
    await fund(t, who.id, "100");
    fault = "lose-request";
    expect((await transfer(who, "MAIN", "SANDBOX", "15")).json().value.status).toBe("PENDING");
    fault = "none";
    await ageCalls();
    const lost = new AbortController();
    lost.abort();
    let asked = 0;
    const counting: TransferWalletVendor = {
      ...flaky,
      transferStatus: (player, orderId) => (asked++, flaky.transferStatus(player, orderId)),
    };
    const service = new VendorWalletService(
      new VendorTransferRepository(t.database.db),
      new VendorRegistry([counting]),
      silent,
      bonusLocksFor(t.database.db),
    );
    const result = await service.reconcile({ signal: lost.signal });
    expect(asked).toBe(0);
    expect(result.resolved).toBe(0);
    expect(result.stillPending).toBeGreaterThanOrEqual(1);
    expect(await wallets(who)).toMatchObject({ main: "85.00", held: "15.00" });
    await reconcile();
    expect(await wallets(who)).toMatchObject({ main: "100.00", held: "0.00" });
  });

  it("a request the vendor never received: held, then released back to the main wallet", async () => {
    const who = await newMember(t.app, "vtnever");
    await fund(t, who.id, "100");
    fault = "lose-request";
    const id = requestId();
    expect((await transfer(who, "MAIN", "SANDBOX", "25", id)).json().value.status).toBe("PENDING");
    expect(await wallets(who)).toMatchObject({ main: "75.00", held: "25.00", vendor: "0.00" });
    fault = "none";
    await reconcile();
    expect(await wallets(who)).toEqual({ sum: "100.00", main: "100.00", vendor: "0.00", held: "0.00" });
    // The member's retry with the same id answers the settled outcome; nothing moves again.
    expect((await transfer(who, "MAIN", "SANDBOX", "25", id)).json().value.status).toBe("FAILED");
    expect(await wallets(who)).toMatchObject({ main: "100.00", vendor: "0.00" });
  });

  it("taking money back with the answer lost: nothing credited until the vendor confirms the debit", async () => {
    fault = "none";
    const who = await newMember(t.app, "vtback");
    await fund(t, who.id, "50");
    await transfer(who, "MAIN", "SANDBOX", "50");
    fault = "lose-answer";
    const id = requestId();
    expect((await transfer(who, "SANDBOX", "MAIN", "50", id)).json().value.status).toBe("PENDING");
    expect(await wallets(who)).toMatchObject({ main: "0.00", vendor: "0.00", held: "0.00" });
    fault = "none";
    // A retry with the same id asks the vendor again with the same order id: applied once there.
    expect((await transfer(who, "SANDBOX", "MAIN", "50", id)).json().value.status).toBe("SUCCEEDED");
    expect(await wallets(who)).toEqual({ sum: "50.00", main: "50.00", vendor: "0.00", held: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("the reconciler never settles an order whose call is still in flight", async () => {
    fault = "none";
    for (const [from, to, expected] of [
      ["MAIN", "SANDBOX", { sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" }],
      ["SANDBOX", "MAIN", { sum: "100.00", main: "100.00", vendor: "0.00", held: "0.00" }],
    ] as const) {
      const who = await newMember(t.app, "vtslow");
      await fund(t, who.id, "100");
      if (from === "SANDBOX") await transfer(who, "MAIN", "SANDBOX", "30");
      let open!: () => void;
      let reached!: () => void;
      const atVendor = new Promise<void>((resolve) => (reached = resolve));
      gate = { reached, open: new Promise<void>((resolve) => (open = resolve)) };
      const pending = transfer(who, from, to, "30");
      await atVendor;
      gate = undefined;
      // Asked now, the vendor has not seen the order: a reconciler must not call it failed.
      expect((await post(t.app, ADMIN.reconcile, await operatorToken(t))).json().value.resolved).toBe(0);
      open();
      expect((await pending).json().value.status).toBe("SUCCEEDED");
      expect(await wallets(who)).toEqual(expected);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  // PostgreSQL only: embedded PGlite reads this process's clock, so the two cannot disagree there.
  it.runIf(process.env.DATABASE_URL)(
    "the age of a call is read on the database's clock: an instance whose clock runs ahead waits too",
    async () => {
      fault = "none";
      const who = await newMember(t.app, "vtskew");
      await fund(t, who.id, "100");
      let open!: () => void;
      let reached!: () => void;
      const atVendor = new Promise<void>((resolve) => (reached = resolve));
      gate = { reached, open: new Promise<void>((resolve) => (open = resolve)) };
      const pending = transfer(who, "MAIN", "SANDBOX", "30");
      await atVendor;
      gate = undefined;
      const service = new VendorWalletService(
        new VendorTransferRepository(t.database.db),
        new VendorRegistry([flaky]),
        silent,
        bonusLocksFor(t.database.db),
      );
      // This instance's clock is ten minutes ahead of the database's.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
      try {
        expect(await service.reconcile()).toEqual({ resolved: 0, stillPending: 0 });
      } finally {
        vi.useRealTimers();
      }
      open();
      expect((await pending).json().value.status).toBe("SUCCEEDED");
      expect(await wallets(who)).toEqual({ sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" });
    },
  );

  it("an order the books refuse to settle is reported and skipped, and cannot keep the others out of a run", async () => {
    fault = "none";
    const broken = await newMember(t.app, "vtbroken");
    const fine = await newMember(t.app, "vtfine");
    await fund(t, fine.id, "100");
    const brokenId = `T-broken-${broken.id}`;
    const lostOrder = async () => {
      fault = "lose-request";
      const order = (await transfer(fine, "MAIN", "SANDBOX", "25")).json().value as { orderId: string };
      fault = "none";
      return order.orderId;
    };
    const statusOf = async (orderId: string) => {
      const [row] = await t.database.db.select().from(vendorTransfers).where(eq(vendorTransfers.orderId, orderId));
      return `${row!.status} ${row!.attempts}`;
    };
    try {
      const first = await lostOrder(); // one attempt counted
      // An order the books know nothing of: PENDING with no money held for it, never asked about.
      await t.database.db.insert(vendorTransfers).values({
        orderId: brokenId,
        merchantId: t.merchantId,
        memberId: broken.id,
        requestId: requestId(),
        vendor: SANDBOX_VENDOR_CODE,
        direction: "TO_VENDOR",
        amount: 500n,
        currency: "VND",
      });
      // Asked first (fewest attempts): its refusal is logged and counted, and the run goes on.
      expect((await reconcile()).json().value).toMatchObject({ resolved: 1 });
      expect([await statusOf(brokenId), await statusOf(first)]).toEqual(["PENDING 1", "FAILED 1"]);

      // Asked many times already, with the oldest call: a run of one order takes the other one.
      const second = await lostOrder();
      await ageCalls();
      await t.database.db
        .update(vendorTransfers)
        .set({ attempts: 5, lastCallAt: new Date(Date.now() - 10 * RECONCILE_AFTER_MS) })
        .where(eq(vendorTransfers.orderId, brokenId));
      const service = new VendorWalletService(
        new VendorTransferRepository(t.database.db),
        new VendorRegistry([flaky]),
        silent,
        bonusLocksFor(t.database.db),
      );
      expect(await service.reconcile({ limit: 1 })).toEqual({ resolved: 1, stillPending: 0 });
      expect([await statusOf(brokenId), await statusOf(second)]).toEqual(["PENDING 5", "FAILED 1"]);
      expect(await wallets(fine)).toEqual({ sum: "100.00", main: "100.00", vendor: "0.00", held: "0.00" });
    } finally {
      // Out of the way, so the other tests' reconciler runs see only their own orders.
      await t.database.db.delete(vendorTransfers).where(eq(vendorTransfers.orderId, brokenId));
    }
  });

  it("a vendor that cannot tell its balance is shown as unavailable", async () => {
    const who = await newMember(t.app, "vtdown");
    const original = flaky.balance;
    flaky.balance = async () => {
      throw new VendorUnreachable();
    };
    try {
      const value = (await get(t.app, API.walletBalance, who.token)).json().value;
      expect(value.wallets[1]).toMatchObject({ kind: "VENDOR:SANDBOX", available: false, balance: "0.00" });
    } finally {
      flaky.balance = original;
    }
  });
});

/**
 * Settlements that arrive while one is in the database go together in its next statement
 * (the repository's settleInGroups). To see a group form, the first settlement is held in the
 * database by a lock on its order taken in another transaction (PostgreSQL: PGlite has one
 * connection), and the others arrive meanwhile.
 */
describe.skipIf(!process.env.DATABASE_URL)("settlements that arrive together", () => {
  /** What every statement that settles an order with its posting writes, grouped or alone. */
  const SETTLING = "resolved_at = now()";
  const service = () =>
    new VendorWalletService(
      new VendorTransferRepository(t.database.db),
      new VendorRegistry([flaky]),
      silent,
      bonusLocksFor(t.database.db),
    );
  const orderOf = async (orderId: string) =>
    (await t.database.db.select().from(vendorTransfers).where(eq(vendorTransfers.orderId, orderId)))[0]!;

  /**
   * A member with `amount` held in a transfer into the game that is still PENDING: the vendor
   * applied it and the answer was lost ("lose-answer"), or it never reached the vendor. A first
   * transfer that went through opened every account a settlement uses, so settling reads none.
   */
  async function pendingOrder(
    fate: "lose-answer" | "lose-request",
    amount = "30",
  ): Promise<VendorTransfer & { who: TestMember }> {
    fault = "none";
    const who = await newMember(t.app, "vtgroup");
    await fund(t, who.id, "100");
    await transfer(who, "MAIN", "SANDBOX", "10");
    fault = fate;
    const { orderId } = (await transfer(who, "MAIN", "SANDBOX", amount)).json().value as { orderId: string };
    fault = "none";
    return { ...(await orderOf(orderId)), who };
  }

  /**
   * The number of settlements in each settlement statement with a posting sent meanwhile, read at
   * the driver: a grouped statement's first parameter is its legs; "alone" for postAlong's
   * statement, which settles a lone order.
   */
  async function groupSizes<T>(work: () => Promise<T>): Promise<{ result: T; sizes: Array<number | "alone"> }> {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const query = vi.spyOn(pool, "query");
    try {
      const result = await work();
      const sizes = query.mock.calls
        .map(([config]) => config as unknown as { name?: string; text?: string; values?: unknown[] })
        // The settlement statements are prepared (named); the test's own polls of pg_stat_activity are not.
        .filter(
          (config) =>
            config.name !== undefined && config.text?.includes(SETTLING) && config.text.includes("ledger_entries"),
        )
        .map((config) =>
          config.text!.includes("all_legs") ? (JSON.parse(String(config.values![0])) as unknown[]).length : "alone",
        );
      return { result, sizes };
    } finally {
      query.mockRestore();
    }
  }

  /** A settlement's outcome, kept whether it was answered or refused. */
  const outcome = (p: Promise<VendorTransfer>) =>
    p.then(
      (value): PromiseSettledResult<VendorTransfer> => ({ status: "fulfilled", value }),
      (reason: unknown): PromiseSettledResult<VendorTransfer> => ({ status: "rejected", reason }),
    );

  /**
   * Until one settlement statement waits for a lock in the database (a slow machine may take a
   * while to get there): a statement on the orders' table waiting, which in these tests only a
   * settlement does (pg_stat_activity keeps a statement's first 1,024 bytes, where both kinds of
   * settlement name the table).
   */
  const settlementWaitingForALock = () =>
    vi.waitFor(
      async () => {
        const waiting = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%"vendor_transfers"%'`,
        );
        expect(waiting[0]!.n).toBe(1);
      },
      { timeout: 15_000, interval: 20 },
    );

  /**
   * Runs `first` (a settlement) while another transaction holds the row of `locked`, its order,
   * so it waits in the database; then `meanwhile` in that transaction, which commits after it.
   */
  async function whileLocked<T>(
    locked: VendorTransfer,
    first: () => Promise<T>,
    meanwhile: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<void>,
  ): Promise<T> {
    let running: Promise<T> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.select().from(vendorTransfers).where(eq(vendorTransfers.orderId, locked.orderId)).for("update");
      running = first();
      await settlementWaitingForALock();
      await meanwhile(tx);
    });
    return running!;
  }

  /**
   * Settles `first` while another transaction holds its order's row, so it waits in the
   * database; `rest` are asked for meanwhile (they reach the group's queue within the event
   * loop's turn: their accounts are known). Answers every settlement's outcome, in order, and
   * the sizes of the grouped statements.
   */
  async function settleBehindFirst(first: VendorTransfer, rest: Array<[VendorTransfer, "SUCCEEDED" | "FAILED"]>) {
    const wallets = service();
    const others: Array<Promise<PromiseSettledResult<VendorTransfer>>> = [];
    const { result, sizes } = await groupSizes(() =>
      whileLocked(
        first,
        () => outcome(wallets.settle(first, "SUCCEEDED")),
        async () => {
          others.push(...rest.map(([order, fate]) => outcome(wallets.settle(order, fate))));
          await new Promise((resolve) => setImmediate(resolve));
        },
      ).then(async (settledFirst) => [settledFirst, ...(await Promise.all(others))]),
    );
    return { outcomes: result, sizes };
  }
  const resolvedAt = async (order: VendorTransfer) => (await orderOf(order.orderId)).resolvedAt!.toISOString();

  it("go in one statement: each order settled with its own outcome and posting", async () => {
    const first = await pendingOrder("lose-answer");
    const applied = [await pendingOrder("lose-answer", "20"), await pendingOrder("lose-answer", "40")];
    const neverSent = await pendingOrder("lose-request", "25");
    const { outcomes, sizes } = await settleBehindFirst(first, [
      [applied[0]!, "SUCCEEDED"],
      [applied[1]!, "SUCCEEDED"],
      [neverSent, "FAILED"],
    ]);
    expect(sizes).toEqual(["alone", 3]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value.status : o.status))).toEqual([
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
      "FAILED",
    ]);
    // One statement, one transaction time for the three that waited; the first went alone, in
    // the single posting's statement.
    const times = await Promise.all([first, ...applied, neverSent].map(resolvedAt));
    expect(new Set(times.slice(1)).size).toBe(1);
    expect(times[0]).not.toBe(times[1]);
    expect(await Promise.all([...applied, neverSent].map((order) => wallets(order.who)))).toEqual([
      { sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" },
      { sum: "100.00", main: "50.00", vendor: "50.00", held: "0.00" },
      { sum: "100.00", main: "90.00", vendor: "10.00", held: "0.00" },
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("an order the books refuse fails only itself: the others of its group are settled", async () => {
    const first = await pendingOrder("lose-answer");
    const good = await pendingOrder("lose-answer", "20");
    const stranger = await newMember(t.app, "vtgroupbroken");
    // A transfer that went through first: its accounts are known, so its settlement joins the group.
    await fund(t, stranger.id, "20");
    await transfer(stranger, "MAIN", "SANDBOX", "10");
    // PENDING with nothing held for it: the books refuse to move its money.
    const [broken] = await t.database.db
      .insert(vendorTransfers)
      .values({
        orderId: `T-group-broken-${stranger.id}`,
        merchantId: t.merchantId,
        memberId: stranger.id,
        requestId: requestId(),
        vendor: SANDBOX_VENDOR_CODE,
        direction: "TO_VENDOR",
        amount: 500n,
        currency: good.currency,
      })
      .returning();
    try {
      const { outcomes, sizes } = await settleBehindFirst(first, [
        [broken!, "SUCCEEDED"],
        [good, "SUCCEEDED"],
      ]);
      // The group of two was refused whole, then each of its orders was settled alone.
      expect(sizes).toEqual(["alone", 2, "alone", "alone"]);
      expect(outcomes[1]).toMatchObject({ status: "rejected", reason: { code: "INSUFFICIENT_FUNDS" } });
      expect(outcomes[2]).toMatchObject({ status: "fulfilled", value: { status: "SUCCEEDED" } });
      expect((await orderOf(broken!.orderId)).status).toBe("PENDING");
      expect(await wallets(good.who)).toEqual({ sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" });
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await t.database.db.delete(vendorTransfers).where(eq(vendorTransfers.orderId, broken!.orderId));
    }
  });

  it("one order asked twice in a group, and one settled meanwhile, are settled once", async () => {
    const first = await pendingOrder("lose-answer");
    const twice = await pendingOrder("lose-answer", "20");
    const settledMeanwhile = await pendingOrder("lose-request", "25");
    await service().settle(settledMeanwhile, "FAILED");
    const { outcomes } = await settleBehindFirst(first, [
      [twice, "SUCCEEDED"],
      [twice, "SUCCEEDED"],
      [settledMeanwhile, "SUCCEEDED"],
    ]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value.status : o.status))).toEqual([
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
      // Its settlement stands: the later question does not move the money again.
      "FAILED",
    ]);
    expect(await wallets(twice.who)).toEqual({ sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" });
    expect(await wallets(settledMeanwhile.who)).toEqual({
      sum: "100.00",
      main: "90.00",
      vendor: "10.00",
      held: "0.00",
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a settlement that a deadlock chose as its victim is made again, not refused", async () => {
    const order = await pendingOrder("lose-request");
    const accounts = await queryRows<{ id: number; kind: string }>(
      t.database.db,
      sql`select id, kind from ledger_accounts where owner_type = 'MEMBER' and owner_id = ${order.memberId}
        and kind in ('MAIN', 'VENDOR_HOLD') order by id`,
    );
    // The main wallet was opened first: a posting locks it before the hold.
    expect(accounts.map((a) => a.kind)).toEqual(["MAIN", "VENDOR_HOLD"]);
    const [main, hold] = [accounts[0]!, accounts[1]!];
    const lockAccount = (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0], id: number) =>
      tx.execute(sql`select 1 from ledger_accounts where id = ${id} for update`);
    let settling: Promise<PromiseSettledResult<VendorTransfer>> | undefined;
    await t.database.db.transaction(async (tx) => {
      // Locks out of id order (the hold, then the main wallet), so the settlement, which has the
      // main wallet and waits for the hold, is in a deadlock: it waited first, so it is the victim.
      await lockAccount(tx, hold.id);
      settling = outcome(service().settle(order, "FAILED"));
      await settlementWaitingForALock();
      await lockAccount(tx, main.id);
    });
    expect(await settling).toMatchObject({ status: "fulfilled", value: { status: "FAILED" } });
    expect(await wallets(order.who)).toEqual({ sum: "100.00", main: "90.00", vendor: "10.00", held: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("the reconciler's settlement waiting on its order leaves it alone once a new call was stamped meanwhile", async () => {
    const order = await pendingOrder("lose-answer");
    const asked = order.lastCallAt;
    const settled = await whileLocked(
      order,
      () => service().settle(order, "FAILED", asked),
      async (tx) => {
        // A retry stamps its call (as stampCall does) and commits while the settlement waits.
        await tx
          .update(vendorTransfers)
          .set({ lastCallAt: sql`now()` })
          .where(eq(vendorTransfers.orderId, order.orderId));
      },
    );
    // Re-checked under the lock: the newer call decides, so nothing moved.
    expect(settled.status).toBe("PENDING");
    expect(await wallets(order.who)).toMatchObject({ main: "60.00", vendor: "40.00", held: "30.00" });
    // Once that call's answer comes, the order settles with it.
    expect((await service().settle(await orderOf(order.orderId), "SUCCEEDED")).status).toBe("SUCCEEDED");
    expect(await wallets(order.who)).toEqual({ sum: "100.00", main: "60.00", vendor: "40.00", held: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("the sandbox vendor's own books", () => {
  const player = (id: string) => ({ merchantId: t.merchantId, playerId: `sbx-${id}` });

  it("applies an order id once, even sent many times at once, and refuses it with another amount", async () => {
    const who = player(requestId().slice(0, 8));
    const answers = await Promise.all(Array.from({ length: 8 }, () => books.transferIn(who, "SBX-once", 500n)));
    expect(answers).toEqual(Array(8).fill("OK"));
    expect(await books.balance(who)).toBe(500n);
    expect(await books.transferOut(who, "SBX-once", 500n)).toBe("REFUSED");
    expect(await books.transferOut(who, "SBX-out", 200n)).toBe("OK");
    expect(await books.balance(who)).toBe(300n);
  });

  it("orders with different ids at once on one wallet: never below zero, each applied once", async () => {
    const who = player(requestId().slice(0, 8));
    expect(await books.transferIn(who, `${who.playerId}-in`, 500n)).toBe("OK");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => books.transferOut(who, `${who.playerId}-o${i}`, 100n)),
    );
    expect(answers.filter((a) => a === "OK")).toHaveLength(5);
    expect(answers.filter((a) => a === "INSUFFICIENT_FUNDS")).toHaveLength(5);
    expect(await books.balance(who)).toBe(0n);
  });

  it("an order for a wallet that is gone is refused loudly and not recorded", async () => {
    const who = player(requestId().slice(0, 8));
    expect(await books.transferIn(who, `${who.playerId}-a`, 100n)).toBe("OK");
    // The wallet row disappears behind the process's cache (a restore, a manual clean-up).
    await t.database.db
      .delete(sandboxVendorWallets)
      .where(and(eq(sandboxVendorWallets.merchantId, who.merchantId), eq(sandboxVendorWallets.player, who.playerId)));
    const orderId = `${who.playerId}-b`;
    await expect(books.transferOut(who, orderId, 50n)).rejects.toThrow(/vanished/);
    expect(await books.transferStatus(who, orderId)).toBe("NOT_FOUND");
  });

  it("never goes below zero: a refused order is not recorded and may come again once the money is there", async () => {
    const who = player(requestId().slice(0, 8));
    // A player it never saw has nothing to take out.
    expect(await books.transferOut(who, "SBX-empty", 1n)).toBe("INSUFFICIENT_FUNDS");
    expect(await books.transferIn(who, "SBX-in", 100n)).toBe("OK");
    expect(await books.transferOut(who, "SBX-big", 101n)).toBe("INSUFFICIENT_FUNDS");
    expect(await books.transferStatus(who, "SBX-big")).toBe("NOT_FOUND");
    expect(await books.transferIn(who, "SBX-in2", 1n)).toBe("OK");
    expect(await books.transferOut(who, "SBX-big", 101n)).toBe("OK");
    expect(await books.balance(who)).toBe(0n);
    expect(await books.transferStatus(who, "SBX-big")).toBe("SUCCEEDED");
  });
});
