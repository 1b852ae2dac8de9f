import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { BONUS_REASONS } from "@portal/contract/money";
import { auditLog } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { login, memberInfo, sealed } from "./accounts-helper";
import { fund, get, mainBalance, newMember, operatorToken, PAYMENT_PASSWORD, post, requestId } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { WebSocket } from "ws";
import { socketInbox } from "./ws-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demoLogin(account: string) {
  return (await login(t.app, { username: account, password: t.demoAccounts[account]! })).json().value.token as string;
}

describe("transfer to upline", () => {
  it("moves money to the direct upline with the payment password, once per requestId", async () => {
    const player = await demoLogin("demo_player");
    await sealed(
      t.app,
      "POST",
      API.paymentPassword,
      {
        password: t.demoAccounts.demo_player,
        newPaymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
      { token: player },
    );
    const playerId = (await memberInfo(t.app, player)).json().value.id as number;
    await fund(t, playerId, "100");
    expect((await get(t.app, API.transferUpline, player)).json().value).toMatchObject({
      allowed: true,
      upline: "demo_subagent",
      hasPaymentPassword: true,
      available: "100.00",
    });
    const id = requestId();
    const send = (amount: string, paymentPassword = PAYMENT_PASSWORD, rid = id) =>
      sealed(t.app, "POST", API.transferUpline, { amount, paymentPassword, requestId: rid }, { token: player });
    expect((await send("30", "000000")).json().errorCode).toBe("WRONG_PAYMENT_PASSWORD");
    expect((await send("30")).json().value).toMatchObject({ amount: "30.00", upline: "demo_subagent" });
    expect((await send("30")).json().success).toBe(true);
    expect((await send("31")).json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    expect((await send("500", PAYMENT_PASSWORD, requestId())).json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect(await mainBalance(t.app, player)).toBe("70.00");
    const upline = await demoLogin("demo_subagent");
    expect(await mainBalance(t.app, upline)).toBe("30.00");
    const record = (await get(t.app, `${API.transactionHistory}?type=TRANSFER_TO_UPLINE`, player)).json().value.list;
    expect(record).toEqual([
      expect.objectContaining({ amount: "-30.00", balanceAfter: "70.00", type: "TRANSFER_TO_UPLINE" }),
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("is refused to members without toUpline (and to agents of type 2)", async () => {
    const plain = await newMember(t.app, "noup");
    expect((await get(t.app, API.transferUpline, plain.token)).json().value.allowed).toBe(false);
    const res = await sealed(
      t.app,
      "POST",
      API.transferUpline,
      { amount: "1", paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
      { token: plain.token },
    );
    expect([res.statusCode, res.json().errorCode]).toEqual([403, "TRANSFER_NOT_ALLOWED"]);
  });
});

describe("manual adjustments, bonus details and the audit log", () => {
  it("operator logins are rate limited per address", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: ADMIN.login,
        payload: { username: "nobody_here", password: "wrong-password" },
        remoteAddress: "198.18.7.7",
      });
    // The operator throttle's wait before each failure is not what this test is about.
    await new SettingsRepository(t.database.db).write(t.merchantId, "operatorFailureDelayMs", 0);
    try {
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await attempt()).json().errorCode);
      // Five failures lock the address for operator logins (operator-login.test.ts); the rate
      // limit still answers the eleventh request before any of that runs.
      expect(answers.slice(0, 5)).toEqual(Array(5).fill("LOGIN_FAILED"));
      expect(answers.slice(5, 10)).toEqual(Array(5).fill("ACCOUNT_LOCKED"));
      expect(answers[10]).toBe("TOO_MANY_REQUESTS");
    } finally {
      await new SettingsRepository(t.database.db).delete(t.merchantId, "operatorFailureDelayMs");
    }
  });

  it("credits and debits with a reason, audited once; the audit log cannot be edited", async () => {
    const who = await newMember(t.app, "adj");
    const admin = await operatorToken(t);
    const url = pathWith(ADMIN.adjustments, { memberId: who.id });
    const id = requestId();
    const credit = { direction: "CREDIT", amount: "12.34", reason: "goodwill after outage", requestId: id };
    expect((await post(t.app, url, admin, credit)).statusCode).toBe(200);
    expect((await post(t.app, url, admin, credit)).statusCode).toBe(200);
    expect(await mainBalance(t.app, who.token)).toBe("12.34");
    const debit = await post(t.app, url, admin, {
      direction: "DEBIT",
      amount: "20",
      reason: "too much",
      requestId: requestId(),
    });
    expect(debit.json().errorCode).toBe("INSUFFICIENT_BALANCE");
    expect((await post(t.app, url, admin, { ...credit, reason: "x" })).json().errorCode).toBe("VALIDATION_FAILED");
    expect((await post(t.app, pathWith(ADMIN.adjustments, { memberId: 999999 }), admin, credit)).statusCode).toBe(404);

    const entries = (await get(t.app, ADMIN.audit, admin))
      .json()
      .value.list.filter(
        (e: { action: string; targetId: string }) => e.action === "member.adjust" && e.targetId === String(who.id),
      );
    expect(entries).toEqual([
      expect.objectContaining({
        detail: expect.objectContaining({ reason: "goodwill after outage", amount: "12.34" }),
      }),
    ]);
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    await expect(t.database.db.update(auditLog).set({ action: "nothing" })).rejects.toThrow();
  });

  it("bonus details list only bonus reasons; the record lists everything of the member's own", async () => {
    const who = await newMember(t.app, "bon");
    await fund(t, who.id, "5");
    const bonus = (await get(t.app, API.bonusDetails, who.token)).json().value;
    expect(bonus).toMatchObject({ list: [], total: 0 });
    expect(BONUS_REASONS).not.toContain("ADJUSTMENT");
    const bad = await get(t.app, `${API.bonusDetails}?type=DEPOSIT`, who.token);
    expect(bad.json().errorCode).toBe("VALIDATION_FAILED");
    const record = (await get(t.app, API.transactionHistory, who.token)).json().value;
    expect(record.list).toEqual([expect.objectContaining({ type: "ADJUSTMENT", amount: "5.00", wallet: "MAIN" })]);
  });
});

describe("/ws push", () => {
  it("tells a logged-in member's socket when its balance moved, and only its own", async () => {
    const who = await newMember(t.app, "ws");
    const other = await newMember(t.app, "ws");
    const socket = await t.app.injectWS(API.socket);
    const inbox = socketInbox(socket);
    socket.send(JSON.stringify({ type: "auth", token: who.token, merchant: "DEMO" }));
    expect(await inbox.next(1)).toEqual({ type: "ready" });
    await fund(t, other.id, "1");
    await fund(t, who.id, "2");
    expect(await inbox.next(2)).toEqual({ type: "balance" });
    expect(inbox.received).toHaveLength(2);
    socket.terminate();
  });

  it("a socket does not outlive its session: after logout the next push closes it", async () => {
    const who = await newMember(t.app, "wsout");
    const socket = await t.app.injectWS(API.socket);
    const inbox = socketInbox(socket);
    const closed = new Promise<number>((resolve) => socket.on("close", (code: number) => resolve(code)));
    socket.send(JSON.stringify({ type: "auth", token: who.token, merchant: "DEMO" }));
    expect(await inbox.next(1)).toEqual({ type: "ready" });
    await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: who.token } });
    await fund(t, who.id, "1");
    expect(await inbox.next(2)).toEqual({ type: "error", errorCode: "NOT_LOGGED_IN" });
    expect(await closed).toBe(4401);
  });

  it("watches the brand's lottery without a login; refuses an unknown topic, and the 21st watcher of an address", async () => {
    // Over a real connection: an injected socket's close never reaches the server's side.
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const open = async () => {
      const socket = new WebSocket(`${address.replace("http", "ws")}${API.socket}`);
      const inbox = socketInbox(socket);
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      socket.send(JSON.stringify({ type: "watch", topic: "lottery", merchant: "DEMO" }));
      return { socket, first: await inbox.next(1) };
    };
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 20; i++) {
      const { socket, first } = await open();
      expect(first).toEqual({ type: "ready" });
      sockets.push(socket);
    }
    expect((await open()).first).toEqual({ type: "error", errorCode: "TOO_MANY_REQUESTS" });
    // A closed watcher frees its place.
    sockets.shift()!.close();
    await expect
      .poll(async () => {
        const { socket, first } = await open();
        if ((first as { type: string }).type === "ready") sockets.push(socket);
        return first;
      })
      .toEqual({ type: "ready" });
    sockets.forEach((socket) => socket.terminate());

    const bad = await t.app.injectWS(API.socket);
    const badInbox = socketInbox(bad);
    bad.send(JSON.stringify({ type: "watch", topic: "balances", merchant: "DEMO" }));
    expect(await badInbox.next(1)).toEqual({ type: "error", errorCode: "VALIDATION_FAILED" });
  });

  it("refuses a socket whose first message is not a live session", async () => {
    const socket = await t.app.injectWS(API.socket);
    const inbox = socketInbox(socket);
    const closed = new Promise<number>((resolve) => socket.on("close", (code: number) => resolve(code)));
    socket.send(JSON.stringify({ type: "auth", token: "not-a-token", merchant: "DEMO" }));
    expect(await inbox.next(1)).toEqual({ type: "error", errorCode: "NOT_LOGGED_IN" });
    expect(await closed).toBe(4401);
  });
});
