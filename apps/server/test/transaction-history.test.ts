import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { openAccount, platformAccount, type LedgerAccount } from "../src/ledger/accounts";
import { postTransfer } from "../src/ledger/post";
import type { Reason } from "../src/ledger/types";
import { login, memberInfo, sealed } from "./accounts-helper";
import { bindBank, fund, mainBalance, newMember, PAYMENT_PASSWORD, requestId } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let token: string;
let otherToken: string;
let main: LedgerAccount;
let clearing: LedgerAccount;
/** When each transfer was posted (the database's clock, as the ledger records it). */
const postedAt: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, { username: "demo_member", password: t.demoAccounts.demo_member! })).json().value.token;
  otherToken = (await login(t.app, { username: "demo_player", password: t.demoAccounts.demo_player! })).json().value
    .token;
  const memberId = (await memberInfo(t.app, token)).json().value.id as number;
  const otherId = (await memberInfo(t.app, otherToken)).json().value.id as number;
  clearing = await platformAccount(t.database.db, t.merchantId, "DEPOSITS_CLEARING", "USD");
  main = await openAccount(t.database.db, {
    merchantId: t.merchantId,
    ownerType: "MEMBER",
    ownerId: memberId,
    kind: "MAIN",
    currency: "USD",
  });
  const other = await openAccount(t.database.db, {
    merchantId: t.merchantId,
    ownerType: "MEMBER",
    ownerId: otherId,
    kind: "MAIN",
    currency: "USD",
  });
  // Entry times come from the database clock; a short pause keeps them distinct to the millisecond.
  const move = async (id: string, from: LedgerAccount, to: LedgerAccount, amount: bigint, reason: Reason) => {
    const posted = await postTransfer(t.database.db, {
      id,
      merchantId: t.merchantId,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amount,
      reason,
      reference: { type: "test", id },
    });
    postedAt[id] = posted.createdAt.getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await move("h-dep-1", clearing, main, 10_000n, "DEPOSIT");
  await move("h-adj-1", main, clearing, 1_250n, "ADJUSTMENT");
  await move("h-dep-2", clearing, main, 500n, "DEPOSIT");
  await move("h-other", clearing, other, 99_999n, "DEPOSIT");
  await move("h-up-1", main, other, 250n, "TRANSFER_TO_UPLINE");
});
afterAll(() => t.close());

const history = (query: string, as = token) =>
  t.app.inject({ method: "GET", url: `${API.transactionHistory}${query}`, headers: { authorization: as } });

describe("account record", () => {
  it("lists the caller's entries newest first, with signed amounts and balances after", async () => {
    const res = (await history("")).json().value;
    expect(res.total).toBe(4);
    expect(res.list.map((e: { transferId: string }) => e.transferId)).toEqual([
      "h-up-1",
      "h-dep-2",
      "h-adj-1",
      "h-dep-1",
    ]);
    expect(res.list[0]).toMatchObject({
      type: "TRANSFER_TO_UPLINE",
      wallet: "MAIN",
      amount: "-2.50",
      balanceAfter: "90.00",
      currency: "USD",
      time: postedAt["h-up-1"],
    });
    expect(res.list[3]).toMatchObject({
      type: "DEPOSIT",
      amount: "100.00",
      balanceAfter: "100.00",
      reference: { type: "test", id: "h-dep-1" },
    });
  });

  it("filters by type and by date range", async () => {
    const deposits = (await history("?type=DEPOSIT")).json().value;
    expect(deposits.list.map((e: { transferId: string }) => e.transferId)).toEqual(["h-dep-2", "h-dep-1"]);
    const window = (await history(`?from=${postedAt["h-adj-1"]}&to=${postedAt["h-other"]}`)).json().value;
    expect(window.list.map((e: { transferId: string }) => e.transferId)).toEqual(["h-dep-2", "h-adj-1"]);
  });

  it("pages by cursor", async () => {
    const first = (await history("?pageSize=3")).json().value;
    expect(first).toMatchObject({ total: 4, totalCapped: false, pageSize: 3, prev: null });
    const second = (await history(`?pageSize=3&cursor=${first.next}`)).json().value;
    expect(second).toMatchObject({ total: 4, next: null });
    expect(second.list.map((e: { transferId: string }) => e.transferId)).toEqual(["h-dep-1"]);
    const back = (await history(`?pageSize=3&cursor=${second.prev}`)).json().value;
    expect(back.list.map((e: { transferId: string }) => e.transferId)).toEqual(["h-up-1", "h-dep-2", "h-adj-1"]);
  });

  it("never shows another member's entries, even of a shared transfer", async () => {
    const other = (await history("", otherToken)).json().value;
    expect(other.list.map((e: { transferId: string }) => e.transferId)).toEqual(["h-up-1", "h-other"]);
    expect(other.list[0]).toMatchObject({ amount: "2.50" });
  });

  it("refuses bad filters with field errors, and callers without a session", async () => {
    const bad = await history("?type=FREE_MONEY&pageSize=1000");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(["pageSize", "type"]);
    expect((await t.app.inject({ method: "GET", url: API.transactionHistory })).statusCode).toBe(401);
  });
});

describe("account record of a withdrawal under review", () => {
  it("shows only the member's wallets, never the hold, each with the wallet's own balance after", async () => {
    const who = await newMember(t.app, "rec");
    await fund(t, who.id, "300.00");
    const bankAccountId = await bindBank(t.app, who);
    const held = await sealed(
      t.app,
      "POST",
      API.withdrawals,
      { bankAccountId, amount: "120.00", paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      { token: who.token },
    );
    expect(held.statusCode).toBe(200);
    const list = (await history("", who.token)).json().value.list as {
      type: string;
      wallet: string;
      amount: string;
      balanceAfter: string;
    }[];
    // The hold's side of the withdrawal (money into WITHDRAWAL_HOLD) is the platform's bookkeeping.
    expect(list.map((e) => e.wallet)).toEqual(["MAIN", "MAIN"]);
    expect(list.map((e) => [e.type, e.amount])).toEqual([
      ["WITHDRAWAL_HOLD", "-120.00"],
      ["ADJUSTMENT", "300.00"],
    ]);
    expect(list[0]!.balanceAfter).toBe(await mainBalance(t.app, who.token));
    expect(list[0]!.balanceAfter).toBe("180.00");
  });
});
