import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_REPORTS_API } from "@portal/contract/api/agent-reports";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { queryRows } from "../src/db/client";
import { games, merchants } from "../src/db/schema";
import { RebateRepository } from "../src/modules/agents/rebates-repository";
import { BetTotalsRepository } from "../src/modules/bets/totals-repository";
import { periodStart } from "../src/modules/protection/periods";
import { issueVendorSession } from "../src/modules/vendor-api/sessions";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { sealed } from "./accounts-helper";
import { bindBank, channelId, operatorToken, PAYMENT_PASSWORD, post, requestId } from "./money-helper";
import { agentOf as makeAgent, registerBelow as registerAccount } from "./agents-helper";
import { createTestApp, type TestApp } from "./test-app";
import { addTestVendor, signedVendorCall, type TestVendor } from "./test-vendor-helper";

/**
 * The agent centre's team reports over two trees of three levels:
 *   A (agent) > A1 (sub-agent) > A11 (member), A > A2 (member);  B (agent) > B1 (sub-agent) > B11.
 * A past brand day (D) holds rounds recorded with their hour's totals (BetTotalsRepository, the
 * bet pull's write) at chosen times, and its rebates worked out by the rebate job's own
 * statement; the test's own hours hold real money: gateway deposits, a paid withdrawal and
 * rounds played through the seamless wallet API.
 */

let t: TestApp;
let currency: string;
beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await t.database.db.select().from(merchants).where(eq(merchants.id, t.merchantId));
  currency = brand!.currency;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** 2024-05-10 00:00 GMT+8, a brand day far from the test's own time. */
const D0 = Date.UTC(2024, 4, 9, 16);
const at = (hour: number, minute = 0) => D0 + hour * HOUR + minute * MINUTE;
const DAY = { from: D0, to: D0 + 24 * HOUR };

const VENDOR: TestVendor = { vendor: "RPTV", secret: "report-vendor-secret-0123456789", gameCode: "rpt-slot" };
const OTHER_VENDOR = "RPTW";

type Who = { id: number; token: string; account: string };

const get = (who: { token: string }, url: string, query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const qs = params.toString();
  return t.app.inject({ method: "GET", url: qs ? `${url}?${qs}` : url, headers: { authorization: who.token } });
};
const value = async (who: { token: string }, url: string, query: Record<string, unknown> = {}) => {
  const res = await get(who, url, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const errorOf = async (who: { token: string }, url: string, query: Record<string, unknown> = {}) => {
  const res = await get(who, url, query);
  return [res.statusCode, res.json().errorCode];
};

const agentOf = (type: number, rates: Record<string, string> = {}) => makeAgent(t, type, rates);
const registerBelow = (agent: Who, kind: "MEMBER" | "AGENT", username: string, rates = {}): Promise<Who> =>
  registerAccount(t, agent, kind, username, rates);

/** A round recorded with its hour's totals, as the bet pull records a vendor's round. */
async function round(
  who: Who,
  id: string,
  betAt: number,
  game: { vendor: string; gameCode: string },
  stake: bigint,
  payout: bigint,
  status: "OPEN" | "SETTLED" | "ROLLED_BACK",
) {
  const added = await new BetTotalsRepository(t.database.db).insertIfNew({
    merchantId: t.merchantId,
    memberId: who.id,
    vendor: game.vendor,
    roundId: id,
    gameCode: game.gameCode,
    currency,
    stake,
    payout,
    status,
    betAt: new Date(betAt),
    settledAt: status === "SETTLED" ? new Date(betAt + MINUTE) : null,
  });
  expect(added).toBe(true);
}

/** A deposit through the sandbox gateway: paid, declined, or left pending. */
async function gatewayDeposit(who: Who, amount: string, outcome: "PAID" | "FAILED" | "PENDING") {
  const gateway = await channelId(t.app, who.token, "GATEWAY");
  const res = await post(t.app, API.deposits, who.token, { channelId: gateway, amount, requestId: requestId() });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().value as { orderNo: string; payUrl: string };
  if (outcome !== "PENDING") {
    const paid = await t.app.inject({
      method: "POST",
      url: order.payUrl.split("?")[0]!,
      payload: `outcome=${outcome}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.statusCode).toBe(303);
  }
  return order.orderNo;
}

async function withdrawal(who: Who, bankAccountId: number, amount: string, pay: boolean): Promise<string> {
  const res = await sealed(
    t.app,
    "POST",
    API.withdrawals,
    { bankAccountId, amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
    { token: who.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().value.id as string;
  if (pay) {
    const admin = await operatorToken(t);
    expect((await post(t.app, pathWith(ADMIN.withdrawalApprove, { id }), admin, { note: "" })).statusCode).toBe(200);
    expect((await post(t.app, pathWith(ADMIN.withdrawalPay, { id }), admin, { note: "" })).statusCode).toBe(200);
  }
  return id;
}

/** A game session of the test vendor for the member (what a launch issues). */
const vendorToken = (who: Who) =>
  issueVendorSession(new VendorSessionRepository(t.database.db), {
    merchantId: t.merchantId,
    memberId: who.id,
    vendor: VENDOR.vendor,
    gameCode: VENDOR.gameCode,
    currency,
    memberSession: "not-a-member-session",
  });
async function vendorCall(path: string, body: object) {
  const answer = (await signedVendorCall(t, VENDOR, path, body)).json();
  expect(answer.result, JSON.stringify(answer)).toBe("OK");
}

let A: Who;
let A1: Who;
let A11: Who;
let A2: Who;
let B: Who;
let B1: Who;
let B11: Who;
/** The test's own hours: [two hours before it started, an hour after the data was made). */
let NOW: { from: number; to: number };

const SLOT = { vendor: VENDOR.vendor, gameCode: "rpt-slot" };
const LIVE = { vendor: VENDOR.vendor, gameCode: "rpt-live" };
const OTHER = { vendor: OTHER_VENDOR, gameCode: "w-slot" };
const GHOST = { vendor: VENDOR.vendor, gameCode: "not-in-catalogue" };

beforeAll(async () => {
  const started = Date.now();
  await addTestVendor(t, VENDOR);
  await t.database.db.insert(games).values([
    {
      merchantId: t.merchantId,
      vassalage: VENDOR.vendor,
      gameCode: "rpt-live",
      category: "LIVE",
      gameType: "LIVE",
      name: { en: "Report live table" },
    },
    {
      merchantId: t.merchantId,
      vassalage: OTHER_VENDOR,
      gameCode: "w-slot",
      category: "RNG",
      gameType: "SLOT",
      name: { en: "Other slot" },
    },
  ]);

  A = await agentOf(1, { LIVE: "2", RNG: "1.5" });
  B = await agentOf(1, { LIVE: "2" });
  A1 = await registerBelow(A, "AGENT", `rpaone${A.id}`, { LIVE: "1.5", RNG: "1" });
  A11 = await registerBelow(A1, "MEMBER", `rpaonemem${A.id}`, { LIVE: "0.5" });
  A2 = await registerBelow(A, "MEMBER", `rpatwo${A.id}`);
  B1 = await registerBelow(B, "AGENT", `rpbone${B.id}`);
  B11 = await registerBelow(B1, "MEMBER", `rpbonemem${B.id}`);

  // Day D: rounds at chosen times (on and between hour boundaries), of every status.
  await round(A11, "r1", at(1, 0), SLOT, 1000n, 2500n, "SETTLED");
  await round(A11, "r2", at(1, 30), LIVE, 2000n, 0n, "SETTLED");
  await round(A11, "r3", at(2, 15), SLOT, 500n, 0n, "OPEN");
  await round(A11, "r4", at(3, 0), SLOT, 700n, 0n, "ROLLED_BACK");
  await round(A2, "r5", at(1, 45), LIVE, 10000n, 15000n, "SETTLED");
  await round(A2, "r6", at(5, 59), GHOST, 300n, 100n, "SETTLED");
  await round(A1, "r7", at(2, 0), OTHER, 5000n, 6500n, "SETTLED");
  // The caller's own round and another tree's: in no report of A's.
  await round(A, "r8", at(1, 10), SLOT, 100000n, 0n, "SETTLED");
  await round(B11, "r9", at(1, 5), SLOT, 99900n, 0n, "SETTLED");
  // Day D's rebates, worked out as the rebate job does (no self rebate).
  await new RebateRepository(t.database.db).workOut(
    t.merchantId,
    currency,
    { start: new Date(DAY.from), end: new Date(DAY.to) },
    false,
  );

  // The test's own hours: money through the real flows, in this order.
  await gatewayDeposit(A11, "50", "PAID");
  await gatewayDeposit(A2, "40", "PAID");
  await gatewayDeposit(A2, "12", "FAILED");
  await gatewayDeposit(A2, "11", "PENDING");
  await gatewayDeposit(B11, "40", "PAID");
  await gatewayDeposit(A, "15", "PAID");
  await sealed(
    t.app,
    "POST",
    API.paymentPassword,
    { password: "NewSecret9", newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    { token: A2.token },
  );
  const bank = await bindBank(t.app, A2);
  await withdrawal(A2, bank, "20", true);
  await withdrawal(A2, bank, "10", false);
  // Rounds through the seamless wallet: A11 bets 4 and wins 9; A2's bet of 2 is rolled back;
  // A (the caller) leaves a bet open.
  const a11 = await vendorToken(A11);
  await vendorCall(VENDOR_API.bet, {
    token: a11,
    transactionId: "n1b",
    roundId: "n1",
    gameCode: "rpt-slot",
    amount: "4",
    currency,
  });
  await vendorCall(VENDOR_API.win, {
    token: a11,
    transactionId: "n1w",
    roundId: "n1",
    gameCode: "rpt-slot",
    amount: "9",
    currency,
  });
  const a2 = await vendorToken(A2);
  await vendorCall(VENDOR_API.bet, {
    token: a2,
    transactionId: "n2b",
    roundId: "n2",
    gameCode: "rpt-slot",
    amount: "2",
    currency,
  });
  await vendorCall(VENDOR_API.rollback, { token: a2, transactionId: "n2r", betTransactionId: "n2b", roundId: "n2" });
  const a = await vendorToken(A);
  await vendorCall(VENDOR_API.bet, {
    token: a,
    transactionId: "n3b",
    roundId: "n3",
    gameCode: "rpt-slot",
    amount: "1",
    currency,
  });
  NOW = { from: started - 2 * HOUR, to: Date.now() + HOUR };
}, 120_000);

type BetRow = { roundId: string; account: string; stake: string; payout: string; winLoss: string; status: string };
const rounds = (list: BetRow[]) => list.map((r) => r.roundId);

/** Every page of a list, following `next`, and then back to the first by `prev`. */
async function allPages<Row>(who: Who, url: string, query: Record<string, unknown>) {
  const pages: { list: Row[]; total: number; next: string | null; prev: string | null; team?: object }[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 20; i++) {
    const page = await value(who, url, { ...query, cursor });
    pages.push(page);
    if (!page.next) break;
    cursor = page.next;
  }
  const backwards: Row[][] = [];
  let prev = pages.at(-1)!.prev;
  while (prev) {
    const page = await value(who, url, { ...query, cursor: prev });
    backwards.unshift(page.list);
    prev = page.prev;
  }
  return { pages, rows: pages.flatMap((p) => p.list), backwards };
}

const sumMinor = (values: string[]) => values.reduce((sum, v) => sum + BigInt(v.replace(".", "")), 0n);
const minorText = (minor: bigint) => {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

describe("team betting (TEAMBETTING3)", () => {
  it("lists the team's rounds of the period newest first, with the members' accounts, games and totals", async () => {
    const page = await value(A, AGENT_REPORTS_API.teamBets, { ...DAY, pageSize: 100 });
    expect(rounds(page.list)).toEqual(["r6", "r4", "r3", "r7", "r5", "r2", "r1"]);
    expect(page.list[0]).toMatchObject({
      account: A2.account,
      memberId: A2.id,
      vendor: "RPTV",
      vendorName: "RPTV",
      gameCode: "not-in-catalogue",
      gameName: "not-in-catalogue",
      category: "",
      stake: "3.00",
      payout: "1.00",
      winLoss: "-2.00",
      status: "SETTLED",
      betAt: at(5, 59),
      currency,
    });
    expect(page.list.find((r: BetRow) => r.roundId === "r7")).toMatchObject({
      account: A1.account,
      vendor: OTHER_VENDOR,
      gameName: "Other slot",
      category: "RNG",
      stake: "50.00",
      payout: "65.00",
      winLoss: "15.00",
      settledAt: at(2, 1),
    });
    expect(page.list.find((r: BetRow) => r.roundId === "r3")).toMatchObject({ status: "OPEN", settledAt: null });
    expect(page).toMatchObject({
      total: 7,
      totalCapped: false,
      from: DAY.from,
      to: DAY.to,
      totals: { rounds: 7, stake: "195.00", payout: "241.00", winLoss: "46.00" },
    });
    expect(sumMinor(page.list.map((r: BetRow) => r.stake))).toBe(19500n);
    expect(sumMinor(page.list.map((r: BetRow) => r.payout))).toBe(24100n);
  });

  it("adds up partial edge hours from the rows and whole hours from the totals: the sums of the rows listed", async () => {
    for (const period of [
      { from: at(1, 20), to: at(3, 0) },
      { from: at(1, 0), to: at(1, 31) },
      { from: at(2, 0), to: at(3, 1) },
      { from: at(0, 59), to: at(6, 0) },
    ]) {
      const page = await value(A, AGENT_REPORTS_API.teamBets, { ...period, pageSize: 100 });
      const stake = sumMinor(page.list.map((r: BetRow) => r.stake));
      const payout = sumMinor(page.list.map((r: BetRow) => r.payout));
      expect(page.totals, JSON.stringify(period)).toEqual({
        rounds: page.list.length,
        stake: minorText(stake),
        payout: minorText(payout),
        winLoss: minorText(payout - stake),
      });
    }
    const inner = await value(A, AGENT_REPORTS_API.teamBets, { from: at(1, 20), to: at(3, 0) });
    expect(rounds(inner.list)).toEqual(["r3", "r7", "r5", "r2"]);
    expect(inner.totals).toEqual({ rounds: 4, stake: "175.00", payout: "215.00", winLoss: "40.00" });
  });

  it("filters by member account, category, vendor and status, the totals with them", async () => {
    const cases: [Record<string, string>, string[], object | null][] = [
      [
        { account: A11.account.toUpperCase() },
        ["r4", "r3", "r2", "r1"],
        { rounds: 4, stake: "42.00", payout: "25.00" },
      ],
      [{ category: "LIVE" }, ["r5", "r2"], { rounds: 2, stake: "120.00", payout: "150.00", winLoss: "30.00" }],
      [{ category: "RNG" }, ["r4", "r3", "r7", "r1"], { rounds: 4, stake: "72.00", payout: "90.00" }],
      [{ vendor: OTHER_VENDOR }, ["r7"], { rounds: 1, stake: "50.00", payout: "65.00" }],
      [{ status: "ROLLED_BACK" }, ["r4"], { rounds: 1, stake: "7.00", payout: "0.00", winLoss: "-7.00" }],
      [{ account: A11.account, category: "RNG", status: "ROLLED_BACK" }, ["r4"], { rounds: 1, stake: "7.00" }],
      [{ account: A2.account, category: "RNG" }, [], { rounds: 0, stake: "0.00", payout: "0.00" }],
      // The totals do not tell open rounds from settled ones: no totals, the rows counted.
      [{ status: "OPEN" }, ["r3"], null],
      [{ status: "SETTLED" }, ["r6", "r7", "r5", "r2", "r1"], null],
    ];
    for (const [filter, expected, totals] of cases) {
      const page = await value(A, AGENT_REPORTS_API.teamBets, { ...DAY, ...filter, pageSize: 100 });
      expect(rounds(page.list), JSON.stringify(filter)).toEqual(expected);
      expect(page.total, JSON.stringify(filter)).toBe(expected.length);
      if (totals === null) expect(page.totals).toBeNull();
      else expect(page.totals, JSON.stringify(filter)).toMatchObject(totals);
    }
  });

  it("pages by cursor across pages and back, each cursor only for its caller and filter", async () => {
    const { pages, rows, backwards } = await allPages<BetRow>(A, AGENT_REPORTS_API.teamBets, { ...DAY, pageSize: 2 });
    expect(pages.map((p) => rounds(p.list))).toEqual([["r6", "r4"], ["r3", "r7"], ["r5", "r2"], ["r1"]]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect(rounds(rows)).toEqual(["r6", "r4", "r3", "r7", "r5", "r2", "r1"]);
    expect(backwards.map(rounds)).toEqual([
      ["r6", "r4"],
      ["r3", "r7"],
      ["r5", "r2"],
    ]);
    expect(pages[0]!.prev).toBeNull();

    const cursor = pages[0]!.next!;
    expect(await errorOf(B, AGENT_REPORTS_API.teamBets, { ...DAY, pageSize: 2, cursor })).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(await errorOf(A, AGENT_REPORTS_API.teamBets, { ...DAY, pageSize: 2, cursor, category: "LIVE" })).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });

  it("shows rounds played through the seamless wallet, and a sub-agent only its own team", async () => {
    const now = await value(A, AGENT_REPORTS_API.teamBets, NOW);
    expect(now.list.map((r: BetRow) => [r.account, r.stake, r.payout, r.status])).toEqual([
      [A2.account, "0.00", "0.00", "ROLLED_BACK"],
      [A11.account, "4.00", "9.00", "SETTLED"],
    ]);
    expect(now.totals).toEqual({ rounds: 2, stake: "4.00", payout: "9.00", winLoss: "5.00" });

    const sub = await value(A1, AGENT_REPORTS_API.teamBets, DAY);
    expect(rounds(sub.list)).toEqual(["r4", "r3", "r2", "r1"]);
    expect(sub.totals).toEqual({ rounds: 4, stake: "42.00", payout: "25.00", winLoss: "-17.00" });
    const other = await value(B, AGENT_REPORTS_API.teamBets, DAY);
    expect(other.list.map((r: BetRow) => [r.roundId, r.account])).toEqual([["r9", B11.account]]);
  });

  it("refuses a period longer than 31 days, sent whole or from `from` alone", async () => {
    expect(await errorOf(A, AGENT_REPORTS_API.teamBets, { from: D0, to: D0 + 32 * 24 * HOUR })).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(await errorOf(A, AGENT_REPORTS_API.teamBets, { from: Date.now() - 40 * 24 * HOUR })).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });
});

describe("user profit and loss (AGETEAMPNL3)", () => {
  const zeroMoney = { rebates: "0.00", deposits: "0.00", withdrawals: "0.00" };

  it("gives each direct downline with its team and the team in total: bets, valid bets, win/loss, rebates, net", async () => {
    const report = await value(A, AGENT_REPORTS_API.profitLoss, DAY);
    expect(report.path).toEqual([{ memberId: A.id, account: A.account }]);
    expect(report.list).toEqual([
      {
        memberId: A2.id,
        account: A2.account,
        memberType: 0,
        directCount: 0,
        rounds: 2,
        stake: "103.00",
        validStake: "103.00",
        payout: "151.00",
        winLoss: "48.00",
        ...zeroMoney,
        net: "48.00",
      },
      {
        memberId: A1.id,
        account: A1.account,
        memberType: 1,
        directCount: 1,
        // A1's own round and A11's: the rolled-back 7.00 is no valid stake.
        rounds: 5,
        stake: "92.00",
        validStake: "85.00",
        payout: "90.00",
        winLoss: "5.00",
        // A1 earns (1.5 - 0.5) % of A11's LIVE 20.00 and (1 - 0) % of its RNG 15.00.
        rebates: "0.35",
        deposits: "0.00",
        withdrawals: "0.00",
        net: "5.35",
      },
    ]);
    expect(report.team).toEqual({
      rounds: 7,
      stake: "195.00",
      validStake: "188.00",
      payout: "241.00",
      winLoss: "53.00",
      rebates: "0.35",
      deposits: "0.00",
      withdrawals: "0.00",
      net: "53.35",
    });
    expect(report).toMatchObject({ total: 2, totalCapped: false, next: null, prev: null, from: DAY.from, currency });
    // The team is the rows added up.
    for (const field of ["stake", "validStake", "payout", "winLoss", "rebates", "net"] as const) {
      expect(minorText(sumMinor(report.list.map((r: Record<string, string>) => r[field])))).toBe(report.team[field]);
    }
  });

  it("drills down level by level with the path, and a sub-agent sees the same below itself", async () => {
    const below = await value(A, AGENT_REPORTS_API.profitLoss, { ...DAY, parentId: A1.id });
    expect(below.path).toEqual([
      { memberId: A.id, account: A.account },
      { memberId: A1.id, account: A1.account },
    ]);
    const a11 = {
      memberId: A11.id,
      account: A11.account,
      memberType: 0,
      directCount: 0,
      rounds: 4,
      stake: "42.00",
      validStake: "35.00",
      payout: "25.00",
      winLoss: "-10.00",
      ...zeroMoney,
      net: "-10.00",
    };
    expect(below.list).toEqual([a11]);
    const { memberId: _id, account: _account, memberType: _type, directCount: _count, ...figures } = a11;
    expect(below.team).toEqual(figures);
    const own = await value(A1, AGENT_REPORTS_API.profitLoss, DAY);
    expect(own.path).toEqual([{ memberId: A1.id, account: A1.account }]);
    expect(own.list).toEqual([a11]);
    const leaf = await value(A, AGENT_REPORTS_API.profitLoss, { ...DAY, parentId: A11.id });
    expect([leaf.list, leaf.team.rounds, leaf.team.net]).toEqual([[], 0, "0.00"]);
  });

  it("counts a partial period's rounds from rows and hours, and rebates of periods starting in it", async () => {
    const report = await value(A, AGENT_REPORTS_API.profitLoss, { from: at(1, 20), to: at(3, 0) });
    expect(
      report.list.map((r: Record<string, unknown>) => [r.account, r.rounds, r.stake, r.payout, r.rebates]),
    ).toEqual([
      [A2.account, 1, "100.00", "150.00", "0.00"],
      [A1.account, 3, "75.00", "65.00", "0.00"],
    ]);
    expect(report.team).toMatchObject({ rounds: 4, stake: "175.00", payout: "215.00", winLoss: "40.00" });
  });

  it("adds the team's confirmed deposits and paid withdrawals, and its real rounds", async () => {
    const report = await value(A, AGENT_REPORTS_API.profitLoss, NOW);
    expect(report.list).toEqual([
      expect.objectContaining({
        account: A2.account,
        rounds: 1,
        stake: "0.00",
        validStake: "0.00",
        payout: "0.00",
        winLoss: "0.00",
        rebates: "0.00",
        // 40 paid; 12 declined and 11 pending are not deposits. 20 paid; 10 pending is not.
        deposits: "40.00",
        withdrawals: "20.00",
        net: "0.00",
      }),
      expect.objectContaining({
        account: A1.account,
        rounds: 1,
        stake: "4.00",
        validStake: "4.00",
        payout: "9.00",
        winLoss: "5.00",
        deposits: "50.00",
        withdrawals: "0.00",
        net: "5.00",
      }),
    ]);
    expect(report.team).toEqual({
      rounds: 2,
      stake: "4.00",
      validStake: "4.00",
      payout: "9.00",
      winLoss: "5.00",
      rebates: "0.00",
      deposits: "90.00",
      withdrawals: "20.00",
      net: "5.00",
    });
    const other = await value(B, AGENT_REPORTS_API.profitLoss, NOW);
    expect(other.team).toMatchObject({ deposits: "40.00", rounds: 0 });
  });

  it("covers the brand's day until now when no period is given", async () => {
    const before = Date.now();
    const report = await value(A, AGENT_REPORTS_API.profitLoss);
    expect(report.to).toBeGreaterThanOrEqual(before);
    expect(report.to).toBeLessThanOrEqual(Date.now());
    expect(report.from).toBe(periodStart("DAY", new Date(report.to - 1)).getTime());
  });

  it("pages the direct downlines by cursor, the team the same on every page", async () => {
    const P = await agentOf(1);
    const kids = await queryRows<{ id: number; account: string }>(
      t.database.db,
      sql`insert into members (merchant_id, account, account_key, password_hash, upline_id)
        select ${t.merchantId}::int, 'rpkid' || g || 'x' || ${P.id}::int, 'rpkid' || g || 'x' || ${P.id}::int, 'x', ${P.id}::int
        from generate_series(1, 23) g returning id, account`,
    );
    const kid = (i: number) => ({ id: kids[i]!.id, account: kids[i]!.account, token: "" });
    await round(kid(0), "k0", at(4, 0), SLOT, 100n, 0n, "SETTLED");
    await round(kid(22), "k22", at(4, 30), LIVE, 200n, 500n, "SETTLED");
    const { pages, rows, backwards } = await allPages<Record<string, string> & { memberId: number }>(
      P,
      AGENT_REPORTS_API.profitLoss,
      DAY,
    );
    expect(pages.map((p) => p.list.length)).toEqual([20, 3]);
    expect(pages.every((p) => p.total === 23)).toBe(true);
    expect(rows.map((r) => r.memberId)).toEqual(kids.map((k) => k.id).sort((x, y) => y - x));
    expect(backwards.map((list) => list.length)).toEqual([20]);
    const team = { rounds: 2, stake: "3.00", validStake: "3.00", payout: "5.00", winLoss: "2.00", net: "2.00" };
    for (const page of pages) expect(page.team).toMatchObject(team);
    expect(rows.find((r) => r.memberId === kids[22]!.id)).toMatchObject({ rounds: 1, stake: "2.00", payout: "5.00" });
    expect(minorText(sumMinor(rows.map((r) => r.winLoss!)))).toBe("2.00");
  });
});

describe("transaction details (AGEDOWNTRANS3)", () => {
  type Tx = { kind: string; account: string; amount: string; status: string; createdAt: number };
  const view = (list: Tx[]) => list.map((r) => [r.kind, r.account, r.amount, r.status]);

  it("lists the team's deposits and withdrawals newest first, by kind and member, page by page", async () => {
    const all = await value(A, AGENT_REPORTS_API.transactions, { ...NOW, pageSize: 100 });
    const expected = [
      ["WITHDRAWAL", A2.account, "10.00", "PENDING"],
      ["WITHDRAWAL", A2.account, "20.00", "PAID"],
      ["DEPOSIT", A2.account, "11.00", "PENDING"],
      ["DEPOSIT", A2.account, "12.00", "REJECTED"],
      ["DEPOSIT", A2.account, "40.00", "CONFIRMED"],
      ["DEPOSIT", A11.account, "50.00", "CONFIRMED"],
    ];
    expect(view(all.list)).toEqual(expected);
    expect(all).toMatchObject({ total: 6, totalCapped: false, currency });
    const times = all.list.map((r: Tx) => r.createdAt);
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const { pages, rows, backwards } = await allPages<Tx>(A, AGENT_REPORTS_API.transactions, { ...NOW, pageSize: 4 });
    expect(pages.map((p) => p.list.length)).toEqual([4, 2]);
    expect(view(rows)).toEqual(expected);
    expect(backwards.map(view)).toEqual([expected.slice(0, 4)]);

    expect(view((await value(A, AGENT_REPORTS_API.transactions, { ...NOW, kind: "WITHDRAWAL" })).list)).toEqual(
      expected.slice(0, 2),
    );
    expect(view((await value(A, AGENT_REPORTS_API.transactions, { ...NOW, kind: "DEPOSIT" })).list)).toEqual(
      expected.slice(2),
    );
    expect(view((await value(A, AGENT_REPORTS_API.transactions, { ...NOW, account: A11.account })).list)).toEqual([
      expected[5],
    ]);
    expect(view((await value(A1, AGENT_REPORTS_API.transactions, NOW)).list)).toEqual([expected[5]]);
    expect(view((await value(B, AGENT_REPORTS_API.transactions, NOW)).list)).toEqual([
      ["DEPOSIT", B11.account, "40.00", "CONFIRMED"],
    ]);
    // Day D had no orders.
    expect((await value(A, AGENT_REPORTS_API.transactions, DAY)).list).toEqual([]);
  });
});

describe("the reports' scope", () => {
  it("answers NOT_IN_TEAM for another tree's members, the caller's upline, a sibling and the caller itself", async () => {
    const cases: [Who, Who][] = [
      [A, B],
      [A, B1],
      [A, B11],
      [A, A],
      [A1, A],
      [A1, A2],
      [A1, A1],
      [B, A1],
      [B, A11],
      [B1, B],
    ];
    for (const [who, named] of cases) {
      const label = `${who.account} -> ${named.account}`;
      for (const url of [AGENT_REPORTS_API.teamBets, AGENT_REPORTS_API.transactions]) {
        expect(await errorOf(who, url, { ...DAY, account: named.account }), label).toEqual([404, "NOT_IN_TEAM"]);
      }
      // Its own figures as a parent: the caller itself is the one parent outside its team that it may ask for.
      if (who !== named) {
        expect(await errorOf(who, AGENT_REPORTS_API.profitLoss, { ...DAY, parentId: named.id }), label).toEqual([
          404,
          "NOT_IN_TEAM",
        ]);
      }
    }
    for (const url of [AGENT_REPORTS_API.teamBets, AGENT_REPORTS_API.transactions]) {
      expect(await errorOf(A, url, { account: "nobody-here" })).toEqual([404, "NOT_IN_TEAM"]);
    }
    expect(await errorOf(A, AGENT_REPORTS_API.profitLoss, { parentId: 2_000_000_000 })).toEqual([404, "NOT_IN_TEAM"]);
  });

  it("shows no row of the caller, its upline or another tree", async () => {
    const teamOfA = new Set([A1.account, A11.account, A2.account]);
    for (const period of [DAY, NOW]) {
      const bets = await value(A, AGENT_REPORTS_API.teamBets, { ...period, pageSize: 100 });
      expect(bets.list.every((r: BetRow) => teamOfA.has(r.account))).toBe(true);
      const money = await value(A, AGENT_REPORTS_API.transactions, { ...period, pageSize: 100 });
      expect(money.list.every((r: { account: string }) => teamOfA.has(r.account))).toBe(true);
      const sub = await value(A1, AGENT_REPORTS_API.teamBets, { ...period, pageSize: 100 });
      expect(sub.list.every((r: BetRow) => r.account === A11.account)).toBe(true);
      const b = await value(B, AGENT_REPORTS_API.teamBets, { ...period, pageSize: 100 });
      expect(b.list.every((r: BetRow) => r.account === B11.account)).toBe(true);
    }
  });

  it("refuses members who are not agents (FORBIDDEN) and callers without a session (401)", async () => {
    for (const url of Object.values(AGENT_REPORTS_API)) {
      expect(await errorOf(A2, url)).toEqual([403, "FORBIDDEN"]);
      expect(await errorOf(A11, url)).toEqual([403, "FORBIDDEN"]);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});
