import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "@portal/contract/api/paths";
import { sealed } from "./accounts-helper";
import { bindBank, fund, get, newMember, PAYMENT_PASSWORD, requestId, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Security finding 6: 100 concurrent refused withdrawals from one member stalled every other
 * member, because the payment-password check held a pooled connection and a row lock during
 * argon2. Here the pool is small (3 connections) with a short acquire timeout, as a busy
 * production pool is: while one member floods the server with withdrawals, another
 * member's calls must still get a connection and answer. Each flooding withdrawal has the right
 * payment password (argon2 runs) and is refused for the balance. Before the fix they answered 503.
 */
const FLOOD = 100;

/** Connections of the pool checked out at each argon2 verification made while `watching`. */
const checkedOutDuringArgon2: number[] = [];
let watching = false;
let pool: pg.Pool | undefined;
vi.mock("../src/modules/members/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/modules/members/passwords")>();
  return {
    ...real,
    verifyPassword: async (hash: string | null, password: string) => {
      if (watching && pool) checkedOutDuringArgon2.push(pool.totalCount - pool.idleCount);
      return real.verifyPassword(hash, password);
    },
  };
});

describe.runIf(process.env.DATABASE_URL)("one member cannot stall the others (security finding 6)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { pool: { poolMax: 3, acquireTimeoutMs: 1000 } });
    pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(() => t.close());

  /** A withdrawal with the right payment password. */
  const withdraw = (who: TestMember, bankAccountId: number, amount: string) =>
    sealed(
      t.app,
      "POST",
      API.withdrawals,
      { bankAccountId, amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      { token: who.token },
    );

  it("a flood of refused withdrawals leaves another member's calls answered", async () => {
    const attacker = await newMember(t.app, "flood");
    await fund(t, attacker.id, "100");
    const bank = await bindBank(t.app, attacker);
    const victim = await newMember(t.app, "calm");

    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const flood = Promise.all(
      Array.from({ length: FLOOD }, async () => {
        // The right payment password for more than the balance: each is refused after argon2.
        const res = await withdraw(attacker, bank, "1000");
        firstAnswer();
        return res;
      }),
    );
    // The victim calls while the flood is being worked through.
    await answered;
    const victimAnswers: number[] = [];
    for (let i = 0; i < 5; i++) victimAnswers.push((await get(t.app, API.walletBalance, victim.token)).statusCode);
    const floodCodes = (await flood).map((r) => r.json().errorCode as string);

    expect(victimAnswers).toEqual([200, 200, 200, 200, 200]);
    // The flood itself is refused cleanly: not enough money, or too many at once; never a 5xx.
    for (const code of new Set(floodCodes)) expect(["INSUFFICIENT_BALANCE", "TOO_MANY_REQUESTS"]).toContain(code);
  });

  it("checks the payment password with no database connection checked out", async () => {
    const who = await newMember(t.app, "idle");
    await fund(t, who.id, "100");
    const bank = await bindBank(t.app, who);
    // One withdrawal alone: any connection out while argon2 runs is the request's own.
    watching = true;
    const res = await withdraw(who, bank, "10");
    watching = false;
    expect(res.statusCode, res.body).toBe(200);
    expect(checkedOutDuringArgon2).toEqual([0]);
  });
});
