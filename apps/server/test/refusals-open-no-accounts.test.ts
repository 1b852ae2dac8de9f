import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { VENDOR_API, VENDOR_HEADERS } from "@portal/contract/api/vendor-wallet";
import { queryRows } from "../src/db/client";
import { games, vendorSecrets } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { issueVendorSession } from "../src/modules/vendor-api/sessions";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { signVendorRequest } from "../src/modules/vendor-api/signature";
import { login, memberInfo, sealed } from "./accounts-helper";
import { fund, newMember, operatorToken, PAYMENT_PASSWORD, post, requestId, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A refused money action must leave nothing behind: no transfer, and no ledger account opened
 * for it. Accounts opened before the refusal (outside its transaction) used to stay as empty
 * rows, one per refused request of a member who never had money.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountRows(): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ledger_accounts`);
  return Number(row!.n);
}
async function memberAccountRows(memberId: number): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    t.database.db,
    sql`select kind from ledger_accounts where owner_type = 'MEMBER' and owner_id = ${memberId} order by kind`,
  );
  return rows.map((r) => r.kind);
}
const transfer = (who: TestMember, from: string, to: string, amount: string) =>
  post(t.app, API.walletTransfer, who.token, { from, to, amount, requestId: requestId() });

describe("refused money actions open no ledger account", () => {
  it("a vendor wallet transfer refused for the balance, an unknown vendor or the vendor's own balance", async () => {
    const who = await newMember(t.app, "novt");
    const before = await accountRows();

    const broke = await transfer(who, "MAIN", "SANDBOX", "10");
    expect([broke.statusCode, broke.json().errorCode]).toEqual([409, "INSUFFICIENT_BALANCE"]);
    const unknown = await transfer(who, "MAIN", "NOSUCHVENDOR", "10");
    expect(unknown.json().errorCode).toBe("VALIDATION_FAILED");
    expect(await memberAccountRows(who.id)).toEqual([]);

    // Taking back more than the vendor wallet holds: the vendor refuses, the order fails.
    const other = await newMember(t.app, "novt2");
    const back = await transfer(other, "SANDBOX", "MAIN", "10");
    expect(back.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await memberAccountRows(other.id)).toEqual([]);
    expect(await accountRows()).toBe(before);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a vendor wallet transfer refused for the balance of a main wallet that is too small", async () => {
    const who = await newMember(t.app, "novt3");
    await fund(t, who.id, "5");
    const before = await accountRows();
    const broke = await transfer(who, "MAIN", "SANDBOX", "10");
    expect([broke.statusCode, broke.json().errorCode]).toEqual([409, "INSUFFICIENT_BALANCE"]);
    expect(await memberAccountRows(who.id)).toEqual(["MAIN"]);
    expect(await accountRows()).toBe(before);
    // The next one that fits opens the hold with its order; later ones find it.
    for (const amount of ["2", "3"]) {
      expect((await transfer(who, "MAIN", "SANDBOX", amount)).json().value.status).toBe("SUCCEEDED");
    }
    expect(await memberAccountRows(who.id)).toEqual(["MAIN", "VENDOR_HOLD"]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a withdrawal refused for the balance", async () => {
    const who = await newMember(t.app, "nowd");
    const bank = await sealed(
      t.app,
      "POST",
      API.bankAccounts,
      {
        bankName: "River Bank",
        accountName: "Test Person",
        accountNumber: "6222000011112222",
        paymentPassword: PAYMENT_PASSWORD,
      },
      { token: who.token },
    );
    const before = await accountRows();
    const res = await sealed(
      t.app,
      "POST",
      API.withdrawals,
      { bankAccountId: bank.json().value.id, amount: "100", paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      { token: who.token },
    );
    expect(res.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await memberAccountRows(who.id)).toEqual([]);
    expect(await accountRows()).toBe(before);
  });

  it("a transfer to the upline refused for the balance", async () => {
    const account = "demo_player";
    const token = (await login(t.app, { username: account, password: t.demoAccounts[account]! })).json().value
      .token as string;
    await sealed(
      t.app,
      "POST",
      API.paymentPassword,
      {
        password: t.demoAccounts[account],
        newPaymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
      { token },
    );
    const id = (await memberInfo(t.app, token)).json().value.id as number;
    const before = await accountRows();
    const res = await sealed(
      t.app,
      "POST",
      API.transferUpline,
      { amount: "5", paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      { token },
    );
    expect(res.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await memberAccountRows(id)).toEqual([]);
    expect(await accountRows()).toBe(before);
  });

  it("an operator's debit refused for the balance", async () => {
    const who = await newMember(t.app, "noadj");
    const before = await accountRows();
    const res = await post(t.app, pathWith(ADMIN.adjustments, { memberId: who.id }), await operatorToken(t), {
      direction: "DEBIT",
      amount: "5",
      reason: "correction",
      requestId: requestId(),
    });
    expect(res.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await memberAccountRows(who.id)).toEqual([]);
    expect(await accountRows()).toBe(before);
  });

  it("a seamless-wallet bet refused for the balance (the vendor API)", async () => {
    const VENDOR = "NOACCV";
    const SECRET = "refusal-vendor-secret-0123456789";
    await t.database.db.insert(vendorSecrets).values({ merchantId: t.merchantId, vendor: VENDOR, secret: SECRET });
    await t.database.db.insert(games).values({
      merchantId: t.merchantId,
      vassalage: VENDOR,
      gameCode: "slot-1",
      category: "RNG",
      gameType: "SLOT",
      name: { en: "Test slot" },
    });
    const who = await newMember(t.app, "nobet");
    const token = await issueVendorSession(new VendorSessionRepository(t.database.db), {
      merchantId: t.merchantId,
      memberId: who.id,
      vendor: VENDOR,
      gameCode: "slot-1",
      currency: "USD",
      memberSession: "not-a-member-session",
    });
    const before = await accountRows();
    const raw = JSON.stringify({
      token,
      transactionId: "refused-1",
      roundId: "r-1",
      gameCode: "slot-1",
      amount: "5",
      currency: "USD",
    });
    const timestamp = String(Date.now());
    const res = await t.app.inject({
      method: "POST",
      url: VENDOR_API.bet,
      payload: raw,
      headers: {
        "content-type": "application/json",
        [VENDOR_HEADERS.code]: VENDOR,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, timestamp, raw),
      },
    });
    expect(res.json()).toMatchObject({ result: "NOT_ENOUGH_MONEY", balance: "0.00" });
    expect(await memberAccountRows(who.id)).toEqual([]);
    expect(await accountRows()).toBe(before);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
