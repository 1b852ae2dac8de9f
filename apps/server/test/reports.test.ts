import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REPORTS_ADMIN,
  type AgentReport,
  type MemberReport,
  type ProfitLossReport,
} from "@portal/contract/api/admin-reports";
import { members } from "../src/db/schema";
import { get, newMember, operatorToken, type TestMember } from "./money-helper";
import { depositAt, hourTotals, HOUR, paidWithdrawalAt } from "./period-data-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
let agent: TestMember;
let player: TestMember;
let whale: TestMember;

/** Brand midnight (GMT+8) of 2025-06-01. */
const JUNE_1 = Date.parse("2025-05-31T16:00:00Z");
const PERIOD = "from=2025-06-01&to=2025-06-02";

async function report<T>(path: string, query = PERIOD): Promise<T> {
  const res = await get(t.app, `${path}?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  agent = await newMember(t.app, "rep");
  player = await newMember(t.app, "rep");
  whale = await newMember(t.app, "rep");
  // The agent (type 1) has the player below it; the whale is nobody's.
  await t.database.db.update(members).set({ memberType: 1 }).where(eq(members.id, agent.id));
  await t.database.db.update(members).set({ uplineId: agent.id }).where(eq(members.id, player.id));
  // A name a spreadsheet would run as a formula.
  await t.database.db.update(members).set({ account: "=cmd" }).where(eq(members.id, whale.id));

  await hourTotals(t, player.id, JUNE_1 + HOUR, { rounds: 4, stake: 400n, payout: 100n });
  await hourTotals(t, player.id, JUNE_1 + 25 * HOUR, { rounds: 2, stake: 200n, payout: 500n });
  await hourTotals(t, whale.id, JUNE_1 + 2 * HOUR, { rounds: 1, stake: 10_000n, payout: 0n });
  await depositAt(t, player.id, 5_000n, JUNE_1 + 3 * HOUR);
  await depositAt(t, whale.id, 20_000n, JUNE_1 + 3 * HOUR);
  await paidWithdrawalAt(t, player.id, 1_000n, JUNE_1 + 30 * HOUR);
});
afterAll(() => t.close());

describe("reports over a period of brand days", () => {
  it("profit and loss per day, vendor and category", async () => {
    const r = await report<ProfitLossReport>(REPORTS_ADMIN.profitLoss);
    expect(r.rows.map((row) => [row.day, row.players, row.rounds, row.stake, row.payout, row.ggr])).toEqual([
      [JUNE_1, 2, 5, "104.00", "1.00", "103.00"],
      [JUNE_1 + 24 * HOUR, 1, 2, "2.00", "5.00", "-3.00"],
    ]);
  });

  it("members by GGR, by stake or by deposits, with their deposits and withdrawals", async () => {
    const byGgr = await report<MemberReport>(REPORTS_ADMIN.members);
    expect(byGgr.rows.map((r) => [r.memberId, r.ggr, r.deposits, r.withdrawals])).toEqual([
      [whale.id, "100.00", "200.00", "0.00"],
      [player.id, "0.00", "50.00", "10.00"],
    ]);
    expect(byGgr.truncated).toBe(false);
    const byDeposits = await report<MemberReport>(REPORTS_ADMIN.members, `${PERIOD}&sort=DEPOSITS`);
    expect(byDeposits.rows[0]!.memberId).toBe(whale.id);
    // The agent had nothing in the period: not a row.
    expect(byGgr.rows.map((r) => r.memberId)).not.toContain(agent.id);
  });

  it("agents with their whole team's figures", async () => {
    const r = await report<AgentReport>(REPORTS_ADMIN.agents);
    const row = r.rows.find((a) => a.agentId === agent.id);
    expect(row).toMatchObject({
      teamSize: 1,
      activePlayers: 1,
      rounds: 6,
      stake: "6.00",
      payout: "6.00",
      ggr: "0.00",
      deposits: "50.00",
      withdrawals: "10.00",
    });
  });

  it("answers the same rows as CSV, with a byte order mark, a file name, and formulas neutralised", async () => {
    const res = await get(t.app, `${REPORTS_ADMIN.membersCsv}?${PERIOD}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="members-2025-06-01-2025-06-02.csv"');
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFFmemberId,account,rounds,stake,payout,ggr,deposits,withdrawals");
    expect(lines[1]).toBe(`${whale.id},'=cmd,1,100.00,0.00,100.00,200.00,0.00`);
    const pl = await get(t.app, `${REPORTS_ADMIN.profitLossCsv}?${PERIOD}`, admin);
    // A loss day's GGR is a number a spreadsheet adds up, not text.
    expect(pl.body.split("\r\n")[2]).toMatch(/^2025-06-02,HOUSE,.*,2,2\.00,5\.00,-3\.00$/);
  });

  it("refuses a period longer than 92 days and answers 401 without an operator", async () => {
    const long = await get(t.app, `${REPORTS_ADMIN.agents}?from=2025-01-01&to=2025-06-01`, admin);
    expect(long.json().errorCode).toBe("VALIDATION_FAILED");
    expect((await t.app.inject({ method: "GET", url: REPORTS_ADMIN.profitLossCsv })).statusCode).toBe(401);
  });
});
