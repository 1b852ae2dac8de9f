import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API, pathWith } from "@portal/contract/api/paths";
import { PROTECTION_ADMIN, PROTECTION_API } from "@portal/contract/api/protection";
import { HOUSE_API, VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { queryRows, type Db } from "../src/db/client";
import { deposits, memberLimits, members, settings } from "../src/db/schema";
import { hashToken } from "../src/modules/sessions/service";
import { MemberProfile } from "../src/modules/members/profile";
import { MemberRepository, type Member } from "../src/modules/members/repository";
import { issueVendorSession } from "../src/modules/vendor-api/sessions";
import { SeamlessWalletRepository } from "../src/modules/vendor-api/repository";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { AGENT_API } from "@portal/contract/api/agents";
import { changePassword, login, memberInfo, register } from "./accounts-helper";
import { agentOf, call as agentCall } from "./agents-helper";
import {
  channelId,
  fund,
  breakBehindSessions,
  get,
  mainBalance,
  newMember,
  operatorToken,
  requestId,
  post,
  sandboxWallets,
  walletTransfer,
  type TestMember,
} from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { addTestVendor, signedVendorCall } from "./test-vendor-helper";

const VENDOR = "PROTV";
const SECRET = "protection-vendor-secret-0123456789";
const TEST_VENDOR = { vendor: VENDOR, secret: SECRET, gameCode: "slot-p" };
const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addTestVendor(t, TEST_VENDOR);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: { authorization: token }, payload });
const postAs = (url: string, token: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { authorization: token }, payload });
const view = async (token: string) => {
  const res = await get(t.app, PROTECTION_API.protection, token);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value;
};
const limitOf = async (who: TestMember, kind: string) =>
  (await view(who.token)).limits.find((l: { kind: string }) => l.kind === kind);
const setLimit = (who: TestMember, kind: string, value: string | null) =>
  put(PROTECTION_API.limit, who.token, { kind, value });

async function deposit(who: TestMember, amount: string, id: string = requestId()) {
  const channel = await channelId(t.app, who.token, "GATEWAY");
  return postAs(API.deposits, who.token, { channelId: channel, amount, requestId: id });
}

/** A seamless-wallet call signed as the test vendor. */
async function vendorCall(path: string, body: object) {
  return (await signedVendorCall(t, TEST_VENDOR, path, body)).json();
}

/** A game session launched from the member's own login session (as the launch route makes it). */
function gameSession(who: TestMember) {
  return issueVendorSession(new VendorSessionRepository(t.database.db), {
    merchantId: t.merchantId,
    memberId: who.id,
    vendor: VENDOR,
    gameCode: "slot-p",
    currency: "USD",
    memberSession: hashToken(who.token),
  });
}
/** The launch of the house slot, as the lobby asks for it: the answer's status and errorCode. */
async function launchSlot(who: TestMember) {
  const res = await post(t.app, API.launchGame, who.token, {
    nodeId: await houseGameNode(t, SLOT_GAME_CODE),
    accountType: 1,
  });
  return [res.statusCode, res.json().errorCode as string | undefined] as const;
}
const spinSlot = (token: string) => post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" });

let nextBet = 0;
const bet = (token: string, amount: string) => {
  nextBet += 1;
  return vendorCall(VENDOR_API.bet, {
    token,
    transactionId: `pbet-${nextBet}`,
    roundId: `pround-${nextBet}`,
    gameCode: "slot-p",
    amount,
    currency: "USD",
  });
};

describe("access and input", () => {
  it("answers 401 before looking at the body, and VALIDATION_FAILED for bad input", async () => {
    const anonymous = await t.app.inject({ method: "PUT", url: PROTECTION_API.limit, payload: "{not json" });
    expect([anonymous.statusCode, anonymous.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
    const who = await newMember(t.app, "pin");
    for (const [url, body] of [
      [PROTECTION_API.limit, { kind: "DEPOSIT_YEAR", value: "10" }],
      [PROTECTION_API.limit, { kind: "DEPOSIT_DAY", value: "ten" }],
      [PROTECTION_API.limit, { kind: "SESSION_MINUTES", value: "0" }],
      [PROTECTION_API.limit, { kind: "DEPOSIT_DAY", value: "1.001" }],
    ] as const) {
      const res = await put(url, who.token, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    for (const [url, body] of [
      [PROTECTION_API.timeOut, { hours: 23 }],
      [PROTECTION_API.timeOut, { hours: 6 * 7 * 24 + 1 }],
      [PROTECTION_API.selfExclusion, { months: 5, confirm: true }],
      [PROTECTION_API.selfExclusion, { months: 6 }],
    ] as const) {
      const res = await postAs(url, who.token, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect((await put(PROTECTION_API.realityCheck, who.token, { minutes: 20 })).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );
  });

  it("shows and changes only the caller's own limits", async () => {
    const a = await newMember(t.app, "pown");
    const b = await newMember(t.app, "pown");
    expect((await setLimit(a, "DEPOSIT_WEEK", "300")).json().success).toBe(true);
    expect(await limitOf(a, "DEPOSIT_WEEK")).toMatchObject({ value: "300.00", pending: null });
    expect(await limitOf(b, "DEPOSIT_WEEK")).toMatchObject({ value: null, pending: null });
    expect((await put(PROTECTION_API.realityCheck, a.token, { minutes: 30 })).json().success).toBe(true);
    expect((await view(a.token)).realityCheckMinutes).toBe(30);
    expect((await view(b.token)).realityCheckMinutes).toBe(0);
  });
});

describe("limits", () => {
  it("refuses a deposit that passes the day's deposit limit, counting open orders", async () => {
    const who = await newMember(t.app, "pdep");
    await setLimit(who, "DEPOSIT_DAY", "100");
    const orderRequest = requestId();
    const first = await deposit(who, "60", orderRequest);
    expect(first.json().value.orderNo).toMatch(/^D/);
    // A retry of that order (same requestId) is answered with it, not refused by the limit it counts in.
    const retried = await deposit(who, "60", orderRequest);
    expect([retried.statusCode, retried.json().value.orderNo]).toEqual([200, first.json().value.orderNo]);
    const refused = await deposit(who, "50");
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, "DEPOSIT_LIMIT_REACHED"]);
    expect(refused.json().value).toMatchObject({ period: "DAY", limit: "100.00", remaining: "40.00" });
    expect((await deposit(who, "40")).json().success).toBe(true);
  });

  it("lowers at once, and raises or removes only after the 24-hour cool-down", async () => {
    const who = await newMember(t.app, "pcool");
    await setLimit(who, "DEPOSIT_DAY", "100");
    await setLimit(who, "DEPOSIT_DAY", "50");
    expect(await limitOf(who, "DEPOSIT_DAY")).toMatchObject({ value: "50.00", pending: null });

    vi.useFakeTimers({ toFake: ["Date"] });
    const raisedAt = Date.now();
    await setLimit(who, "DEPOSIT_DAY", "200");
    const raised = await limitOf(who, "DEPOSIT_DAY");
    expect(raised.value).toBe("50.00");
    expect(raised.pending.value).toBe("200.00");
    expect(Date.parse(raised.pending.appliesAt)).toBe(raisedAt + 24 * HOUR_MS);
    // Before the cool-down ends the lower limit still holds.
    expect((await deposit(who, "60")).json().errorCode).toBe("DEPOSIT_LIMIT_REACHED");
    // (A new login each time: the session's idle time is over meanwhile.)
    const relogin = async () => ({
      ...who,
      token: (await login(t.app, { username: who.account, password: "Secret123" })).json().value.token as string,
    });
    vi.setSystemTime(raisedAt + 23 * HOUR_MS);
    expect((await limitOf(await relogin(), "DEPOSIT_DAY")).value).toBe("50.00");

    // After it, the raise applies.
    vi.setSystemTime(raisedAt + 24 * HOUR_MS + 60_000);
    const again = await relogin();
    expect(await limitOf(again, "DEPOSIT_DAY")).toMatchObject({ value: "200.00", pending: null });
    expect((await deposit(again, "150")).json().success).toBe(true);

    // A removal waits as well; lowering meanwhile cancels it.
    await setLimit(again, "DEPOSIT_DAY", null);
    expect(await limitOf(again, "DEPOSIT_DAY")).toMatchObject({ value: "200.00", pending: { value: null } });
    await setLimit(again, "DEPOSIT_DAY", "150");
    expect(await limitOf(again, "DEPOSIT_DAY")).toMatchObject({ value: "150.00", pending: null });
  });

  it("refuses new bets and transfers into games once the day's loss limit is reached", async () => {
    const who = await newMember(t.app, "ploss");
    await fund(t, who.id, "100");
    await setLimit(who, "LOSS_DAY", "10");
    const token = await gameSession(who);
    expect((await bet(token, "6")).result).toBe("OK");
    // 6 lost: a stake of 6 could carry the loss to 12, past the limit: refused, nothing debited.
    expect(await bet(token, "6")).toMatchObject({ result: "PLAYER_LIMIT" });
    // A stake of 4 reaches the limit exactly, which is allowed.
    expect((await bet(token, "4")).result).toBe("OK");
    // 10 lost >= 10: any further stake is refused, and so is a transfer into a game.
    expect(await bet(token, "1")).toMatchObject({ result: "PLAYER_LIMIT" });
    const transfer = await walletTransfer(t.app, who, "MAIN", "SANDBOX", "5");
    expect(transfer.json().errorCode).toBe("LOSS_LIMIT_REACHED");
    const session = (await get(t.app, PROTECTION_API.session, who.token)).json().value;
    expect(session.netResult).toBe("-10.00");
    // A win (the vendor settling an open round) is still paid.
    const win = await vendorCall(VENDOR_API.win, {
      token,
      transactionId: "pwin-1",
      roundId: `pround-${nextBet - 1}`,
      gameCode: "slot-p",
      amount: "8",
      currency: "USD",
    });
    expect(win.result).toBe("OK");
    // Net loss 2 < 10: play is allowed again.
    expect((await bet(token, "1")).result).toBe("OK");
  });

  it("a member who sent money into games before is refused the next one once a limit is reached or a break begins", async () => {
    const who = await newMember(t.app, "pgate");
    await fund(t, who.id, "100");
    // The first transfer opens the member's hold account; later ones are one statement.
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "5")).json().success).toBe(true);
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "5")).json().success).toBe(true);
    await setLimit(who, "LOSS_DAY", "10");
    // A limit not reached yet: the statement's gate is closed, the full check lets it through.
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "5")).json().success).toBe(true);
    const token = await gameSession(who);
    expect((await bet(token, "10")).result).toBe("OK");
    const refused = await walletTransfer(t.app, who, "MAIN", "SANDBOX", "5");
    expect(refused.json().errorCode).toBe("LOSS_LIMIT_REACHED");
    // Money out of a game is never play: always taken.
    expect((await walletTransfer(t.app, who, "SANDBOX", "MAIN", "5")).json().success).toBe(true);

    const resting = await newMember(t.app, "pgate2");
    await fund(t, resting.id, "100");
    expect((await walletTransfer(t.app, resting, "MAIN", "SANDBOX", "5")).json().success).toBe(true);
    // A break written behind the member's live session (its sessions not ended by it).
    await breakBehindSessions(t, resting.id);
    const paused = await walletTransfer(t.app, resting, "MAIN", "SANDBOX", "5");
    expect(paused.json().errorCode).toBe("ACCOUNT_TIMED_OUT");
    expect(await mainBalance(t.app, resting.token)).toBe("95.00");
  });

  it("refuses the launch of a game, and a spin of a house game already open, once the loss limit is reached", async () => {
    const who = await newMember(t.app, "plaunch");
    await fund(t, who.id, "100");
    await setLimit(who, "LOSS_DAY", "10");
    // Under the limit: the house slot launches. (No spin here: a win of it, settled a moment
    // later, would lower the loss after the bets below had stopped at the limit.)
    const slot = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
    // Lost in another game up to the limit: no launch, and the open slot's first spin is refused.
    const token = await gameSession(who);
    let lost = 0;
    while ((await bet(token, "1")).result === "OK") lost += 1;
    expect(lost).toBe(10);
    expect(await launchSlot(who)).toEqual([409, "LOSS_LIMIT_REACHED"]);
    expect((await spinSlot(slot)).json().errorCode).toBe("LOSS_LIMIT_REACHED");
    expect((await spinSlot(slot)).json().errorCode).toBe("LOSS_LIMIT_REACHED");
    // Only the ten lost bets moved money.
    expect(await mainBalance(t.app, who.token)).toBe("90.00");
  });

  it("refuses the launch of a game once the session time limit has passed, and ends the session", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const who = await newMember(t.app, "plsess");
    await fund(t, who.id, "20");
    await setLimit(who, "SESSION_MINUTES", "30");
    expect((await launchSlot(who))[0]).toBe(200);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect(await launchSlot(who)).toEqual([403, "SESSION_LIMIT_REACHED"]);
    expect((await memberInfo(t.app, who.token)).statusCode).toBe(401);
  });

  it("ends the session and refuses play once the session time limit has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const who = await newMember(t.app, "psess");
    await fund(t, who.id, "50");
    await setLimit(who, "SESSION_MINUTES", "30");
    const token = await gameSession(who);
    expect((await bet(token, "1")).result).toBe("OK");
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await bet(token, "1")).result).toBe("OK");
    // The play session tells the server's clock, on which the reality check counts the minutes.
    const played = (await get(t.app, PROTECTION_API.session, who.token)).json().value;
    expect(played.serverTime).toBe(new Date().toISOString());
    expect(Date.parse(played.serverTime) - Date.parse(played.startedAt)).toBeGreaterThanOrEqual(29 * 60_000);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await bet(token, "1")).result).toBe("TOKEN_EXPIRED");
    // The login session ended with it.
    expect((await memberInfo(t.app, who.token)).statusCode).toBe(401);

    // A new login starts a new session: a transfer into a game is refused once it has passed too.
    const again = {
      ...who,
      token: (await login(t.app, { username: who.account, password: "Secret123" })).json().value.token,
    };
    expect((await walletTransfer(t.app, again, "MAIN", "SANDBOX", "5")).json().success).toBe(true);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const refused = await walletTransfer(t.app, again, "MAIN", "SANDBOX", "5");
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "SESSION_LIMIT_REACHED"]);
    expect((await memberInfo(t.app, again.token)).statusCode).toBe(401);

    // A deposit is refused once it has passed too (the deposit path, not only play), and the
    // login ends; before, the same login deposits.
    const third = {
      ...who,
      token: (await login(t.app, { username: who.account, password: "Secret123" })).json().value.token,
    };
    expect((await deposit(third, "5")).json().success).toBe(true);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const late = await deposit(third, "5");
    expect([late.statusCode, late.json().errorCode]).toEqual([403, "SESSION_LIMIT_REACHED"]);
    expect((await memberInfo(t.app, third.token)).statusCode).toBe(401);
    const orders = await t.database.db.select().from(deposits).where(eq(deposits.memberId, who.id));
    expect(orders).toHaveLength(1);
  });
});

describe("two at once", () => {
  it("six deposit orders at once under a limit that fits three: three are opened, three refused", async () => {
    const who = await newMember(t.app, "prace");
    await setLimit(who, "DEPOSIT_DAY", "100");
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(who, "30")));
    const codes = answers.map((a) => (a.json().success ? "OPENED" : a.json().errorCode)).sort();
    expect(codes).toEqual([...Array(3).fill("DEPOSIT_LIMIT_REACHED"), ...Array(3).fill("OPENED")]);
  });

  // Deterministic where the test above depends on timing: another transaction holds the member's
  // limits while it makes an order count again; the new order must wait for it and then see it.
  it.runIf(process.env.DATABASE_URL)(
    "an order waits for another transaction holding the member's limits, then counts what it committed",
    async () => {
      const who = await newMember(t.app, "plock");
      await setLimit(who, "DEPOSIT_DAY", "100");
      const earlier = (await deposit(who, "60")).json().value.orderNo as string;
      await t.database.db.update(deposits).set({ status: "REJECTED" }).where(eq(deposits.orderNo, earlier));
      const order = await whileLimitsHeld(
        who.id,
        (tx) => tx.update(deposits).set({ status: "PENDING" }).where(eq(deposits.orderNo, earlier)),
        () => deposit(who, "60"),
      );
      expect(order.json().errorCode).toBe("DEPOSIT_LIMIT_REACHED");
    },
  );

  it("the same order sent twice at once under a tight limit: both answered with the one order", async () => {
    const who = await newMember(t.app, "pretry");
    await setLimit(who, "DEPOSIT_DAY", "100");
    const id = requestId();
    const [a, b] = await Promise.all([deposit(who, "60", id), deposit(who, "60", id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().value.orderNo).toBe(a.json().value.orderNo);
  });

  it("eight bets at once under a loss limit that fits three: three are taken, nothing more is lost", async () => {
    const who = await newMember(t.app, "pbetrace");
    await fund(t, who.id, "100");
    await setLimit(who, "LOSS_DAY", "10");
    const token = await gameSession(who);
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(token, "3")));
    const results = answers.map((a) => a.result as string).sort();
    expect(results).toEqual([...Array(3).fill("OK"), ...Array(5).fill("PLAYER_LIMIT")]);
    expect((await get(t.app, PROTECTION_API.session, who.token)).json().value.netResult).toBe("-9.00");
  });

  it.runIf(process.env.DATABASE_URL)(
    "a bet waits for another transaction holding the member's loss limits, then counts the loss it committed",
    async () => {
      const who = await newMember(t.app, "pbetlock");
      await fund(t, who.id, "100");
      await setLimit(who, "LOSS_DAY", "10");
      const token = await gameSession(who);
      // A round of another game that lost 10, committed only once the bet waits.
      const answer = await whileLimitsHeld(
        who.id,
        (tx) =>
          new SeamlessWalletRepository(tx).addToRound({
            merchantId: t.merchantId,
            memberId: who.id,
            vendor: VENDOR,
            roundId: "plock-round",
            gameCode: "slot-p",
            currency: "USD",
            stake: 1000n,
            payout: 0n,
            settle: true,
          }),
        () => bet(token, "1"),
      );
      expect(answer).toMatchObject({ result: "PLAYER_LIMIT" });
    },
  );
});

describe("breaks", () => {
  it("a time-out ends every session, refuses login and bets until it ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const who = await newMember(t.app, "pto");
    await fund(t, who.id, "20");
    const other = (await login(t.app, { username: who.account, password: "Secret123" })).json().value.token;
    const token = await gameSession(who);
    expect((await postAs(PROTECTION_API.timeOut, who.token, { hours: 24 })).json().success).toBe(true);
    expect((await memberInfo(t.app, who.token)).statusCode).toBe(401);
    expect((await memberInfo(t.app, other)).statusCode).toBe(401);
    expect((await bet(token, "1")).result).toBe("TOKEN_EXPIRED");
    const refused = await login(t.app, { username: who.account, password: "Secret123" });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "ACCOUNT_TIMED_OUT"]);
    vi.setSystemTime(Date.now() + 24 * HOUR_MS + 60_000);
    expect((await login(t.app, { username: who.account, password: "Secret123" })).json().success).toBe(true);
  });

  it("a time-out brings game wallets' money back to the main wallet, where the member finds it when it ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const who = await newMember(t.app, "ptogame");
    await fund(t, who.id, "50");
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "30")).json().value?.status).toBe("SUCCEEDED");
    expect((await postAs(PROTECTION_API.timeOut, who.token, { hours: 24 })).json().success).toBe(true);
    vi.setSystemTime(Date.now() + 24 * HOUR_MS + 60_000);
    const back = (await login(t.app, { username: who.account, password: "Secret123" })).json().value.token;
    expect(await sandboxWallets(t.app, { ...who, token: back })).toEqual({
      sum: "50.00",
      main: "50.00",
      vendor: "0.00",
      held: "0.00",
    });
  });

  it("a self-exclusion ends the member's game sessions, so no bet is taken", async () => {
    const who = await newMember(t.app, "pselfbet");
    await fund(t, who.id, "20");
    const token = await gameSession(who);
    expect((await bet(token, "1")).result).toBe("OK");
    expect((await postAs(PROTECTION_API.selfExclusion, who.token, { months: 6, confirm: true })).json().success).toBe(
      true,
    );
    expect((await bet(token, "1")).result).toBe("TOKEN_EXPIRED");
  });

  for (const [kind, errorCode] of [
    ["TIME_OUT", "ACCOUNT_TIMED_OUT"],
    ["SELF_EXCLUSION", "SELF_EXCLUDED"],
  ] as const) {
    it(`a ${kind} refuses deposits, transfers into games and bets even on sessions made before it`, async () => {
      const who = await newMember(t.app, `pbrk${kind.length}`);
      await fund(t, who.id, "50");
      const token = await gameSession(who);
      // Written behind the live sessions (as a break taken on another instance a moment ago).
      await breakBehindSessions(t, who.id, kind);
      const refused = await deposit(who, "10");
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, errorCode]);
      expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "5")).json().errorCode).toBe(errorCode);
      // The game's session is found under a break: it is ended, as the break would have ended it.
      expect((await bet(token, "1")).result).toBe("TOKEN_EXPIRED");
      expect(await mainBalance(t.app, who.token)).toBe("50.00");
      const orders = await t.database.db.select().from(deposits).where(eq(deposits.memberId, who.id));
      expect(orders).toHaveLength(0);
    });
  }

  it("a self-exclusion refuses login; an operator sees it and cannot lift it early, but can lift a time-out", async () => {
    const who = await newMember(t.app, "pself");
    const res = await postAs(PROTECTION_API.selfExclusion, who.token, { months: 6, confirm: true });
    expect(res.json().success).toBe(true);
    expect((await memberInfo(t.app, who.token)).statusCode).toBe(401);
    expect((await login(t.app, { username: who.account, password: "Secret123" })).json().errorCode).toBe(
      "SELF_EXCLUDED",
    );

    const admin = await operatorToken(t);
    const seen = (await get(t.app, pathWith(PROTECTION_ADMIN.memberProtection, { memberId: who.id }), admin)).json();
    expect(seen.value.activeBreak.kind).toBe("SELF_EXCLUSION");
    expect(Date.parse(seen.value.activeBreak.until) - Date.now()).toBeGreaterThan(180 * 24 * HOUR_MS);
    const lift = await t.app.inject({
      method: "DELETE",
      url: pathWith(PROTECTION_ADMIN.memberBreak, { memberId: who.id }),
      headers: { authorization: admin },
    });
    expect([lift.statusCode, lift.json().errorCode]).toEqual([403, "SELF_EXCLUDED"]);
    expect((await login(t.app, { username: who.account, password: "Secret123" })).json().errorCode).toBe(
      "SELF_EXCLUDED",
    );

    const resting = await newMember(t.app, "prest");
    await postAs(PROTECTION_API.timeOut, resting.token, { hours: 48 });
    const lifted = await t.app.inject({
      method: "DELETE",
      url: pathWith(PROTECTION_ADMIN.memberBreak, { memberId: resting.id }),
      headers: { authorization: admin },
    });
    expect(lifted.json().success).toBe(true);
    expect((await login(t.app, { username: resting.account, password: "Secret123" })).json().success).toBe(true);
    // Members and unknown ids of the operator route.
    expect(
      (await get(t.app, pathWith(PROTECTION_ADMIN.memberProtection, { memberId: who.id }), resting.token)).statusCode,
    ).toBe(401);
    expect(
      (await get(t.app, pathWith(PROTECTION_ADMIN.memberProtection, { memberId: 2_000_000 }), admin)).json().errorCode,
    ).toBe("NOT_FOUND");
  });
});

describe("registration", () => {
  it("requires the 18+ and terms confirmation, stores its time, and refuses a birthday under 18", async () => {
    const fields = { password: "Secret123", confirmPassword: "Secret123" };
    const missing = await register(t.app, { username: "padult01", ...fields, confirmAdultAndTerms: false });
    expect(missing.json().errorCode).toBe("TERMS_NOT_ACCEPTED");
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const underage = await register(t.app, {
      username: "padult02",
      ...fields,
      birthday: young.toISOString().slice(0, 10),
    });
    expect(underage.json().errorCode).toBe("UNDERAGE");
    const accepted = await register(t.app, { username: "padult03", ...fields, birthday: "1990-05-01" });
    expect(accepted.json().success).toBe(true);
    const [row] = await t.database.db
      .select({ at: members.adultTermsConfirmedAt, profile: members.profile })
      .from(members)
      .where(and(eq(members.merchantId, t.merchantId), eq(members.accountKey, "padult03")));
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.profile.birthday).toBe("1990-05-01");
  });
});

describe("an account an agent opened", () => {
  it("owes the 18+ and terms confirmation: its first password change asks for it and stores its time", async () => {
    const agent = await agentOf(t, 1);
    const opened = await agentCall(t, "POST", AGENT_API.accounts, agent.token, {
      kind: "MEMBER",
      username: "pagentm1",
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { memberId, initialPassword } = opened.json().value as { memberId: number; initialPassword: string };
    const stored = async () =>
      (
        await t.database.db.select({ at: members.adultTermsConfirmedAt }).from(members).where(eq(members.id, memberId))
      )[0]!.at;
    expect(await stored()).toBeNull();
    const first = (await login(t.app, { username: "pagentm1", password: initialPassword })).json().value;
    expect(first.mustChangePassword).toBe(true);
    // The pending change's modal reads member info, which says what the change must ask for.
    expect((await memberInfo(t.app, first.token)).json().value).toMatchObject({
      mustChangePassword: true,
      adultTermsPending: true,
    });
    // Without the confirmation the change is refused, and nothing is stored: the password stays.
    const refused = await changePassword(t.app, first.token, initialPassword, "Agented99");
    expect(refused.json()).toMatchObject({ errorCode: "TERMS_NOT_ACCEPTED" });
    expect(await stored()).toBeNull();
    // Nothing else works meanwhile (the pending change): no deposit, no play.
    expect((await get(t.app, API.walletBalance, first.token)).json().errorCode).toBe("PASSWORD_CHANGE_REQUIRED");
    const changed = await changePassword(t.app, first.token, initialPassword, "Agented99", "Agented99", {
      confirmAdultAndTerms: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stored()).toBeInstanceOf(Date);
    const token = changed.json().value.token as string;
    expect((await memberInfo(t.app, token)).json().value).toMatchObject({
      mustChangePassword: false,
      adultTermsPending: false,
    });
    // A member who confirmed at registration owes nothing, and changes the password without it.
    const registered = await newMember(t.app, "pconfd");
    expect((await memberInfo(t.app, registered.token)).json().value.adultTermsPending).toBe(false);
    expect((await changePassword(t.app, registered.token, "Secret123", "Better456")).statusCode).toBe(200);
  });
});

describe("an account that owes the confirmation with no password change pending", () => {
  it("can do nothing but give it (or read its info, log out), and gives it once, with its time", async () => {
    // As an account made before the brand turned protection on: registered without it.
    const who = await newMember(t.app, "powed");
    const setOwed = () =>
      t.database.db.update(members).set({ adultTermsConfirmedAt: null }).where(eq(members.id, who.id));
    const stored = async () =>
      (
        await t.database.db.select({ at: members.adultTermsConfirmedAt }).from(members).where(eq(members.id, who.id))
      )[0]!.at;
    await setOwed();
    expect((await memberInfo(t.app, who.token)).json().value).toMatchObject({
      mustChangePassword: false,
      adultTermsPending: true,
    });
    // Nothing is played or paid meanwhile.
    const balance = await get(t.app, API.walletBalance, who.token);
    expect([balance.statusCode, balance.json().errorCode]).toEqual([403, "ADULT_TERMS_REQUIRED"]);
    expect((await get(t.app, API.paymentChannels, who.token)).json().errorCode).toBe("ADULT_TERMS_REQUIRED");
    expect((await get(t.app, PROTECTION_API.protection, who.token)).json().errorCode).toBe("ADULT_TERMS_REQUIRED");
    // The call needs a session before it looks at the body.
    const anonymous = await t.app.inject({ method: "PUT", url: API.adultTerms, payload: { wrong: 1 } });
    expect([anonymous.statusCode, anonymous.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
    expect((await put(API.adultTerms, who.token, {})).json().errorCode).toBe("VALIDATION_FAILED");
    const declined = await put(API.adultTerms, who.token, { confirmAdultAndTerms: false });
    expect([declined.statusCode, declined.json().errorCode]).toEqual([400, "TERMS_NOT_ACCEPTED"]);
    expect(await stored()).toBeNull();

    const given = await put(API.adultTerms, who.token, { confirmAdultAndTerms: true });
    expect(given.statusCode, given.body).toBe(200);
    const at = await stored();
    expect(at).toBeInstanceOf(Date);
    expect((await memberInfo(t.app, who.token)).json().value.adultTermsPending).toBe(false);
    expect((await get(t.app, API.walletBalance, who.token)).statusCode).toBe(200);
    expect((await deposit(who, "20")).json().success).toBe(true);
    // Given again: the first time stays.
    expect((await put(API.adultTerms, who.token, { confirmAdultAndTerms: true })).statusCode).toBe(200);
    expect(await stored()).toEqual(at);
    // So it does when the call read the member before the first one stored it (two at once, or
    // another instance's cached row).
    const profile = new MemberProfile(new MemberRepository(t.database.db));
    await profile.confirmAdultTerms({ id: who.id, adultTermsConfirmedAt: null } as Member, true, true);
    expect(await stored()).toEqual(at);

    // A brand that does not ask refuses nobody for it.
    await setOwed();
    await t.database.db
      .insert(settings)
      .values({ merchantId: t.merchantId, key: "playerProtection", value: false })
      .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value: false } });
    try {
      expect((await get(t.app, API.walletBalance, who.token)).statusCode).toBe(200);
      expect((await memberInfo(t.app, who.token)).json().value.adultTermsPending).toBe(false);
      expect((await put(API.adultTerms, who.token, { confirmAdultAndTerms: true })).statusCode).toBe(200);
      expect(await stored()).toBeNull();
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: true })
        .where(and(eq(settings.merchantId, t.merchantId), eq(settings.key, "playerProtection")));
    }
  });
});

describe("switched off for a brand", () => {
  it("offers nothing and checks no limit, but a self-exclusion taken before still holds", async () => {
    const who = await newMember(t.app, "poff");
    await setLimit(who, "DEPOSIT_DAY", "10");
    const excluded = await newMember(t.app, "poffx");
    expect((await postAs(PROTECTION_API.selfExclusion, excluded.token, { months: 6, confirm: true })).statusCode).toBe(
      200,
    );
    await t.database.db
      .insert(settings)
      .values({ merchantId: t.merchantId, key: "playerProtection", value: false })
      .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value: false } });
    try {
      expect((await view(who.token)).enabled).toBe(false);
      expect((await setLimit(who, "DEPOSIT_DAY", "5")).json().errorCode).toBe("FUNCTION_NOT_ENABLED");
      expect((await deposit(who, "20")).json().success).toBe(true);
      const plain = await register(t.app, {
        username: "poffreg1",
        password: "Secret123",
        confirmPassword: "Secret123",
        confirmAdultAndTerms: false,
      });
      expect(plain.json().success).toBe(true);
      // Switching protection off must not end a self-exclusion early (nobody may).
      const refused = await login(t.app, { username: excluded.account, password: "Secret123" });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "SELF_EXCLUDED"]);
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: true })
        .where(and(eq(settings.merchantId, t.merchantId), eq(settings.key, "playerProtection")));
    }
  });
});

/**
 * Runs `change` in another transaction that holds the member's limit rows (FOR UPDATE) and stays
 * open until `call` is seen waiting on them; then commits, and answers what `call` answered.
 */
async function whileLimitsHeld<T>(memberId: number, change: (tx: Db) => Promise<unknown>, call: () => Promise<T>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const other = t.database.db.transaction(async (tx) => {
    await tx.select().from(memberLimits).where(eq(memberLimits.memberId, memberId)).for("update");
    await change(tx);
    locked();
    await held;
  });
  await isLocked;
  const answer = call();
  try {
    await waitForLockWaiter("member_limits");
  } finally {
    release();
    await other;
  }
  return answer;
}

/** Until a statement on `table` waits on a row lock. */
async function waitForLockWaiter(table: string) {
  for (let i = 0; i < 500; i++) {
    const waiting = await queryRows(
      t.database.db,
      sql`select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like ${`%${table}%`}`,
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nothing waited on a lock of ${table}`);
}
