import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_API, rateToPpm } from "@portal/contract/api/agents";
import { queryRows } from "../src/db/client";
import { agentRebatePayments, agentRebates, memberRebateRates, members } from "../src/db/schema";
import type { AppDeps } from "../src/app-deps";
import { buildDeps } from "../src/deps";
import { JobRunner, type Scheduler } from "../src/jobs/runner";
import { moneyJobs } from "../src/jobs/money-jobs";
import { checkLedger } from "../src/ledger/invariants";
import { memberBalances, MEMBER_KIND } from "../src/modules/money/wallets";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { newMember } from "./money-helper";
import { setBrandSetting, staked as stakedIn } from "./agents-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let deps: AppDeps;
let currency: string;
beforeAll(async () => {
  t = await createTestApp();
  deps = buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app));
  currency = (await deps.merchants.byId(t.merchantId))!.currency;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Each test settles hours of its own day, far from the others' and from now. */
let nextDay = 0;
function freshDay(): number {
  nextDay += 1;
  // Days from 2024-03-01 16:00 UTC, the start of a brand day (GMT+8).
  return Date.UTC(2024, 2, 1, 16) + nextDay * 24 * HOUR;
}

let nextAccount = 0;
/** A member below `upline` (none: top level) with rates in percent; the tree follows by itself. */
async function account(upline: number | null, rates: Record<string, string>, memberType = 1): Promise<number> {
  nextAccount += 1;
  const name = `rb${nextAccount}x${Date.now() % 100000}`;
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: t.merchantId,
      account: name,
      accountKey: name,
      passwordHash: "x",
      memberType,
      uplineId: upline,
    })
    .returning({ id: members.id });
  for (const [category, rate] of Object.entries(rates)) {
    await t.database.db
      .insert(memberRebateRates)
      .values({ memberId: row!.id, merchantId: t.merchantId, category: category as "RNG", ratePpm: rateToPpm(rate) });
  }
  return row!.id;
}

const staked = (memberId: number, hourMs: number, stake: bigint, rolledBack = 0n) =>
  stakedIn(t, currency, memberId, hourMs, stake, rolledBack);
const setting = (key: string, value: unknown) => setBrandSetting(t, deps, key, value);
const merchant = async () => (await deps.merchants.byId(t.merchantId))!;
const lineOf = async (memberId: number) =>
  (await t.database.db.select().from(agentRebates).where(eq(agentRebates.memberId, memberId))).map((l) => [
    l.category,
    l.validStake,
    l.amount,
  ]);
const wallet = async (memberId: number) =>
  (await memberBalances(t.database.db, { merchantId: t.merchantId, memberId, currency }, [MEMBER_KIND.main])).get(
    MEMBER_KIND.main,
  )!;

describe("the rebate chain", () => {
  it.each([
    // The agent notes' example: A 2.0 %, B 1.5 %, M 0.5 %; M bets 1,000.00.
    { stake: 100_000n, self: false, a: 500n, b: 1000n, m: undefined },
    { stake: 100_000n, self: true, a: 500n, b: 1000n, m: 500n },
    // 3.33 -> B 0.0333 (3 minor units, rounded down once), A 0.01665 (1).
    { stake: 333n, self: false, a: 1n, b: 3n, m: undefined },
  ])("pays each ancestor its rate less its child's on the valid stake: $stake, self $self", async (c) => {
    await setting("rebatePeriod", "HOUR");
    await setting("selfRebate", c.self);
    const A = await account(null, { RNG: "2" });
    const B = await account(A, { RNG: "1.5" });
    const M = await account(B, { RNG: "0.5" }, 0);
    const hour = freshDay();
    // A rolled-back part is not valid stake.
    await staked(M, hour, c.stake + 700n, 700n);
    const result = await deps.rebates.settleHour(await merchant(), {
      start: new Date(hour),
      end: new Date(hour + HOUR),
    });
    expect(result.worked).toMatchObject({ worked: true });
    expect(await lineOf(A)).toEqual([["RNG", c.stake, c.a]]);
    expect(await lineOf(B)).toEqual([["RNG", c.stake, c.b]]);
    expect(await lineOf(M)).toEqual(c.m === undefined ? [] : [["RNG", c.stake, c.m]]);
    expect(await wallet(A)).toBe(c.a);
    expect(await wallet(B)).toBe(c.b);
    expect(await wallet(M)).toBe(c.m ?? 0n);
  });

  it("rounds a period's line once, from its exact sum: what is paid is what the lines say", async () => {
    await setting("rebatePeriod", "HOUR");
    await setting("selfRebate", false);
    const A = await account(null, { RNG: "0.5" });
    const players = [await account(A, {}, 0), await account(A, {}, 0), await account(A, {}, 0)];
    const hour = freshDay();
    // 1.665 minor units each: 4.995 together, 4 paid (rounded per player it would be 3).
    for (const p of players) await staked(p, hour, 333n);
    await deps.rebates.settleHour(await merchant(), { start: new Date(hour), end: new Date(hour + HOUR) });
    expect(await lineOf(A)).toEqual([["RNG", 999n, 4n]]);
    expect(await wallet(A)).toBe(4n);
  });

  it("never pays below zero when a member's rate is above its upline's (after a move)", async () => {
    await setting("rebatePeriod", "HOUR");
    const A = await account(null, { RNG: "1" });
    const B = await account(A, { RNG: "3" });
    const M = await account(B, {}, 0);
    const hour = freshDay();
    await staked(M, hour, 10_000n);
    await deps.rebates.settleHour(await merchant(), { start: new Date(hour), end: new Date(hour + HOUR) });
    expect(await lineOf(A)).toEqual([]);
    expect(await lineOf(B)).toEqual([["RNG", 10_000n, 300n]]);
  });
});

describe("a rebate period", () => {
  it("is worked out and paid once, however often and by however many runners it runs", async () => {
    await setting("rebatePeriod", "HOUR");
    await setting("selfRebate", false);
    const A = await account(null, { RNG: "1" });
    const M = await account(A, {}, 0);
    const hour = freshDay();
    await staked(M, hour, 50_000n);
    const period = { start: new Date(hour), end: new Date(hour + HOUR) };
    const runs = await Promise.all([1, 2, 3].map(async () => deps.rebates.settleHour(await merchant(), period)));
    expect(runs.filter((r) => r.worked?.worked)).toHaveLength(1);
    await deps.rebates.settleHour(await merchant(), period);
    expect(await wallet(A)).toBe(500n);
    const [payment] = await t.database.db.select().from(agentRebatePayments).where(eq(agentRebatePayments.memberId, A));
    expect(payment).toMatchObject({ amount: 500n, periodEnd: period.end });
    expect(payment!.paidAt).not.toBeNull();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("runs on the job runner per hour; two runners on one hour pay once", async () => {
    await setting("rebatePeriod", "HOUR");
    const A = await account(null, { RNG: "1" });
    const M = await account(A, {}, 0);
    const hour = freshDay();
    await staked(M, hour, 20_000n);
    // The job settles the hour before its own: the staked hour is settled by the next one's run.
    const now = () => new Date(hour + 2 * HOUR + 60_000);
    const scheduler: Scheduler = { every: () => () => {} };
    const runner = (id: string) =>
      new JobRunner({
        repository: deps.jobs.runs,
        jobs: moneyJobs(deps, t.app.log).filter((j) => j.name === "rebates"),
        log: t.app.log,
        clock: now,
        runnerId: id,
        scheduler,
      });
    await Promise.all([runner("r1").tick(), runner("r2").tick()]);
    await runner("r3").tick();
    expect(await wallet(A)).toBe(200n);
    const runs = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from job_runs where job = 'rebates' and period_key = ${new Date(hour + HOUR).toISOString()}`,
    );
    expect(runs).toEqual([{ status: "SUCCEEDED" }]);
  });

  it("a daily brand is worked out at the end of its day; after hourly periods it starts where they ended", async () => {
    await setting("selfRebate", false);
    const A = await account(null, { RNG: "1" });
    const M = await account(A, {}, 0);
    const day = freshDay();
    await staked(M, day, 10_000n);
    await staked(M, day + 5 * HOUR, 20_000n);
    // Hourly for the first hour of the day, then daily.
    await setting("rebatePeriod", "HOUR");
    await deps.rebates.settleHour(await merchant(), { start: new Date(day), end: new Date(day + HOUR) });
    expect(await wallet(A)).toBe(100n);
    await setting("rebatePeriod", "DAY");
    const mid = await deps.rebates.settleHour(await merchant(), {
      start: new Date(day + 5 * HOUR),
      end: new Date(day + 6 * HOUR),
    });
    expect(mid.worked).toBeUndefined();
    await deps.rebates.settleHour(await merchant(), {
      start: new Date(day + 23 * HOUR),
      end: new Date(day + 24 * HOUR),
    });
    // The first hour is not counted again: 100 + 200.
    expect(await wallet(A)).toBe(300n);
    const payments = await t.database.db
      .select({ start: agentRebatePayments.periodStart, amount: agentRebatePayments.amount })
      .from(agentRebatePayments)
      .where(and(eq(agentRebatePayments.memberId, A)));
    // The daily period starts where the hourly one ended.
    expect(payments.map((p) => p.amount)).toEqual([100n, 200n]);
    expect(payments[1]!.start).toEqual(new Date(day + HOUR));
  });

  it("counts every hour once whatever order the hours run in, and across a switch from daily to hourly", async () => {
    await setting("selfRebate", false);
    await setting("rebatePeriod", "HOUR");
    const A = await account(null, { RNG: "1" });
    const M = await account(A, {}, 0);
    const day = freshDay();
    const hourOf = (ms: number) => ({ start: new Date(ms), end: new Date(ms + HOUR) });
    await staked(M, day + HOUR, 10_000n);
    await staked(M, day + 2 * HOUR, 20_000n);
    // A retry of hour 1 waits while hour 2 runs; hour 1 then runs.
    await deps.rebates.settleHour(await merchant(), hourOf(day));
    await deps.rebates.settleHour(await merchant(), hourOf(day + 2 * HOUR));
    await deps.rebates.settleHour(await merchant(), hourOf(day + HOUR));
    expect(await wallet(A)).toBe(300n);

    // Daily until 05:00, then hourly: the hours before the switch are paid with the next hour.
    const next = freshDay();
    await setting("rebatePeriod", "DAY");
    await staked(M, next + 2 * HOUR, 10_000n);
    await deps.rebates.settleHour(await merchant(), hourOf(next + 2 * HOUR));
    await setting("rebatePeriod", "HOUR");
    for (let h = 5; h < 24; h++) await deps.rebates.settleHour(await merchant(), hourOf(next + h * HOUR));
    expect(await wallet(A)).toBe(400n);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("my income", () => {
  it("shows the agent its rebates by period, newest first, with their lines", async () => {
    await setting("rebatePeriod", "HOUR");
    await setting("selfRebate", false);
    const agent = await newMember(t.app, "inc");
    await t.database.db.update(members).set({ memberType: 1 }).where(eq(members.id, agent.id));
    await t.database.db
      .insert(memberRebateRates)
      .values({ memberId: agent.id, merchantId: t.merchantId, category: "RNG", ratePpm: rateToPpm("1") });
    const M = await account(agent.id, {}, 0);
    const day = freshDay();
    await staked(M, day, 12_345n);
    await staked(M, day + HOUR, 100_000n);
    for (const h of [0, 1]) {
      await deps.rebates.settleHour(await merchant(), {
        start: new Date(day + h * HOUR),
        end: new Date(day + (h + 1) * HOUR),
      });
    }
    const res = await t.app.inject({ method: "GET", url: AGENT_API.income, headers: { authorization: agent.token } });
    const value = res.json().value;
    expect(value.list).toEqual([
      expect.objectContaining({
        kind: "REBATE",
        periodStart: day + HOUR,
        periodEnd: day + 2 * HOUR,
        amount: "10.00",
        paid: true,
        lines: [{ category: "RNG", validStake: "1000.00", amount: "10.00" }],
      }),
      expect.objectContaining({
        periodStart: day,
        amount: "1.23",
        lines: [{ category: "RNG", validStake: "123.45", amount: "1.23" }],
      }),
    ]);
    expect(value.total).toBe(2);
    const player = await newMember(t.app, "inp");
    const refused = await t.app.inject({
      method: "GET",
      url: AGENT_API.income,
      headers: { authorization: player.token },
    });
    expect(refused.json().errorCode).toBe("FORBIDDEN");
  });
});
