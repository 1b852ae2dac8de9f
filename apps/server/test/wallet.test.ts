import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { DEMO_CURRENCY } from "@portal/contract/money";
import { openAccount, platformAccount } from "../src/ledger/accounts";
import { checkLedger } from "../src/ledger/invariants";
import { postTransfer } from "../src/ledger/post";
import { LedgerError } from "../src/ledger/types";
import { freePlay, login, memberInfo } from "./accounts-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balance = (token: string) =>
  t.app.inject({ method: "GET", url: API.walletBalance, headers: { authorization: token } });

describe("wallet balance", () => {
  it("a trial member holds demo credit in its own currency, never real money", async () => {
    const token = (await freePlay(t.app)).json().value.token;
    const res = (await balance(token)).json().value;
    expect(res).toEqual({
      sumBalance: "2000.00",
      currency: DEMO_CURRENCY,
      symbol: "",
      demo: true,
      held: "0.00",
      // Trial members never see vendor wallets: demo credit cannot be transferred.
      wallets: [{ kind: "DEMO", name: "", available: true, balance: "2000.00", currency: DEMO_CURRENCY }],
    });

    const trialId = (await memberInfo(t.app, token)).json().value.id as number;
    const demoWallet = await openAccount(t.database.db, {
      merchantId: t.merchantId,
      ownerType: "MEMBER",
      ownerId: trialId,
      kind: "DEMO",
      currency: DEMO_CURRENCY,
    });
    const realWallet = await openAccount(t.database.db, {
      merchantId: t.merchantId,
      ownerType: "MEMBER",
      ownerId: trialId,
      kind: "MAIN",
      currency: "USD",
    });
    await expect(
      postTransfer(t.database.db, {
        id: "cash-out-demo",
        merchantId: t.merchantId,
        debitAccountId: demoWallet.id,
        creditAccountId: realWallet.id,
        amount: 1n,
        reason: "ADJUSTMENT",
      }),
    ).rejects.toMatchObject({ code: "CURRENCY_MISMATCH" } satisfies Partial<LedgerError>);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a member's main wallet reads 0.00 before any money, then its balance as a decimal string", async () => {
    const token = (await login(t.app, { username: "demo_member", password: t.demoAccounts.demo_member! })).json().value
      .token;
    expect((await balance(token)).json().value).toMatchObject({
      sumBalance: "0.00",
      currency: "USD",
      symbol: "$",
      demo: false,
      held: "0.00",
      wallets: [
        { kind: "MAIN", balance: "0.00" },
        { kind: "VENDOR:SANDBOX", name: "Sandbox wallet", available: true, balance: "0.00" },
      ],
    });

    const memberId = (await memberInfo(t.app, token)).json().value.id as number;
    const clearing = await platformAccount(t.database.db, t.merchantId, "DEPOSITS_CLEARING", "USD");
    const main = await openAccount(t.database.db, {
      merchantId: t.merchantId,
      ownerType: "MEMBER",
      ownerId: memberId,
      kind: "MAIN",
      currency: "USD",
    });
    await postTransfer(t.database.db, {
      id: "dep-wallet-test",
      merchantId: t.merchantId,
      debitAccountId: clearing.id,
      creditAccountId: main.id,
      amount: 123_456_789n,
      reason: "DEPOSIT",
    });
    expect((await balance(token)).json().value).toMatchObject({
      sumBalance: "1234567.89",
      wallets: [{ kind: "MAIN", balance: "1234567.89" }, { kind: "VENDOR:SANDBOX" }],
    });
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: API.walletBalance })).statusCode).toBe(401);
  });
});
