import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_ADMIN, CONTRACT_API, type ContractKind } from "@portal/contract/api/contracts";
import { pathWith } from "@portal/contract/api/paths";
import type { AppDeps } from "../src/app-deps";
import { agentContracts, agentRebates, contractBills, rebatePeriods } from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { checkLedger } from "../src/ledger/invariants";
import { contractPeriod } from "../src/modules/agents/contracts-service";
import { memberBalances, MEMBER_KIND } from "../src/modules/money/wallets";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { agentOf, call, registerBelow, setBrandSetting, staked as stakedIn } from "./agents-helper";
import { operatorToken, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

// Dividends, the real-time salary, bills awaiting a claim, bills under review and the
// consolidated flags (decision 0034); the salaries' lifecycle is in contracts.test.ts.

let t: TestApp;
let deps: AppDeps;
let admin: string;
let currency: string;
beforeAll(async () => {
  t = await createTestApp();
  deps = buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app));
  admin = await operatorToken(t);
  currency = (await deps.merchants.byId(t.merchantId)).currency;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Midnight GMT+8 of a date (month 1-12). */
const brandMidnight = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 8 * HOUR;

let nextName = 0;
const name = (prefix: string) => `${prefix}${++nextName}k${Date.now() % 100000}`;
const tier = (minTurnover: string, minActive: number, rate: string) => ({ minTurnover, minActive, rate });

const merchant = () => deps.merchants.byId(t.merchantId);
const setting = (key: string, value: unknown) => setBrandSetting(t, deps, key, value);
const staked = (memberId: number, hourMs: number, stake: bigint, payout = 0n) =>
  stakedIn(t, currency, memberId, hourMs, stake, 0n, payout);
const wallet = async (memberId: number) =>
  (await memberBalances(t.database.db, { merchantId: t.merchantId, memberId, currency }, [MEMBER_KIND.main])).get(
    MEMBER_KIND.main,
  ) ?? 0n;
const billsOf = (contractId: number) =>
  t.database.db
    .select()
    .from(contractBills)
    .where(eq(contractBills.contractId, contractId))
    .orderBy(contractBills.periodStart);
const contractOf = async (payee: TestMember, kind: ContractKind) =>
  (
    await t.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.payeeId, payee.id), eq(agentContracts.kind, kind)))
  )[0]!.id;

/** A top-level agent A holding the platform's contract of `kind`, its sub-agent B holding A's, and B's member M. */
async function chain(kind: ContractKind, platformTiers: object[], offered: object[]) {
  const A = await agentOf(t, 1);
  const set = await call(t, "PUT", pathWith(AGENT_ADMIN.platformContract, { memberId: A.id }), admin, {
    kind,
    tiers: platformTiers,
  });
  expect(set.statusCode, set.body).toBe(200);
  const B = await registerBelow(t, A, "AGENT", name("subag"));
  const M = await registerBelow(t, B, "MEMBER", name("member"));
  const offer = await call(t, "POST", CONTRACT_API.offer, A.token, { memberId: B.id, kind, tiers: offered });
  const id = offer.json().value.id as number;
  expect((await call(t, "POST", pathWith(CONTRACT_API.accept, { id }), B.token)).statusCode).toBe(200);
  return { A, B, M, ab: id, platform: await contractOf(A, kind) };
}

/** The rebates job has worked out the brand's rebates up to `endMs` (its last period ends there). */
const rebatesWorkedOutTo = (endMs: number) =>
  t.database.db
    .insert(rebatePeriods)
    .values({ merchantId: t.merchantId, periodStart: new Date(endMs - HOUR), periodEnd: new Date(endMs) });

/** The job's hour that ends at `endMs`. */
const settleHourEnding = async (endMs: number) =>
  deps.contracts.settleHour(await merchant(), { start: new Date(endMs - HOUR), end: new Date(endMs) });
const settleRealtime = async (startMs: number) =>
  deps.contracts.settleRealtime(await merchant(), { start: new Date(startMs), end: new Date(startMs + 5 * MINUTE) });

describe("contract periods (GMT+8)", () => {
  it("a dividend's half-months split on the 16th and months run to the next month's first, February too", () => {
    const at = (y: number, m: number, d: number, h = 0) => new Date(brandMidnight(y, m, d) + h * HOUR);
    expect(contractPeriod("DIVIDEND", at(2031, 2, 15, 23), "HALF_MONTH")).toEqual({
      start: at(2031, 2, 1),
      end: at(2031, 2, 16),
    });
    expect(contractPeriod("DIVIDEND", at(2031, 2, 16), "HALF_MONTH")).toEqual({
      start: at(2031, 2, 16),
      end: at(2031, 3, 1),
    });
    expect(contractPeriod("DIVIDEND", at(2032, 2, 29, 5), "MONTH")).toEqual({
      start: at(2032, 2, 1),
      end: at(2032, 3, 1),
    });
    expect(contractPeriod("DIVIDEND", at(2031, 12, 31, 23), "MONTH")).toEqual({
      start: at(2031, 12, 1),
      end: at(2032, 1, 1),
    });
    expect(contractPeriod("REALTIME_SALARY", new Date(Date.UTC(2031, 0, 1, 10, 7, 30)))).toEqual({
      start: new Date(Date.UTC(2031, 0, 1, 10, 5)),
      end: new Date(Date.UTC(2031, 0, 1, 10, 10)),
    });
  });
});

describe("dividends", () => {
  it("pay a share of the team's net loss less its rebates per half-month; a won period carries its win over", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("dividendPeriod", "HALF_MONTH");
    await setting("dividendLessRebates", true);
    await setting("dividendCarryOver", true);
    await setting("activeMemberMinStakeMinor", 10_000);
    const { A, B, M, ab, platform } = await chain("DIVIDEND", [tier("0", 1, "20")], [tier("0", 1, "10")]);
    const first = brandMidnight(2031, 3, 1);
    const second = brandMidnight(2031, 3, 16);
    const third = brandMidnight(2031, 4, 1);
    // First half: M staked 1,000.00 and won 400.00 back: a net loss of 600.00, less 50.00 rebates
    // B earned on it: 550.00. B: 10 % = 55.00 from A; A: 20 % = 110.00 from the platform.
    await staked(M.id, first + 30 * HOUR, 100_000n, 40_000n);
    await t.database.db.insert(agentRebates).values({
      memberId: B.id,
      periodStart: new Date(first + 24 * HOUR),
      category: "RNG",
      merchantId: t.merchantId,
      currency,
      validStake: 100_000n,
      amount: 5_000n,
    });
    // An hour that does not end a half-month bills no dividend.
    await settleHourEnding(second - HOUR);
    expect(await billsOf(ab)).toEqual([]);
    // The rebates of the half-month's last day are not worked out yet (the rebates job runs in
    // the same hour): the run fails, for the job runner to try it again, and bills no dividend.
    await expect(settleHourEnding(second)).rejects.toThrow(/rebates/);
    expect(await billsOf(ab)).toEqual([]);
    await rebatesWorkedOutTo(brandMidnight(2031, 4, 16));
    await Promise.all([settleHourEnding(second), settleHourEnding(second)]);
    expect(await billsOf(ab)).toEqual([
      expect.objectContaining({ turnover: 55_000n, carried: 0n, ratePpm: 100_000, amount: 5_500n, status: "ISSUED" }),
    ]);
    expect(await billsOf(platform)).toEqual([expect.objectContaining({ amount: 11_000n, status: "ISSUED" })]);
    expect(await wallet(B.id)).toBe(5_500n);
    expect(await wallet(A.id)).toBe(5_500n);

    // Second half: M won 300.00 more than it staked: nothing to pay, and -300.00 carried on.
    await staked(M.id, second + 2 * HOUR, 20_000n, 50_000n);
    await settleHourEnding(third);
    expect((await billsOf(ab))[1]).toMatchObject({ turnover: -30_000n, amount: 0n, status: "TARGET_NOT_REACHED" });

    // Third half: a loss of 500.00 less the 300.00 carried: 10 % of 200.00 = 20.00.
    await staked(M.id, third + 2 * HOUR, 50_000n);
    await settleHourEnding(brandMidnight(2031, 4, 16));
    expect((await billsOf(ab))[2]).toMatchObject({
      turnover: 50_000n,
      carried: -30_000n,
      amount: 2_000n,
      status: "ISSUED",
    });
    const shown = (await call(t, "GET", CONTRACT_API.bills, B.token)).json().value.list[0];
    expect(shown).toMatchObject({ kind: "DIVIDEND", turnover: "500.00", carried: "-300.00", amount: "20.00" });
    // A contract page asks for its kind's bills alone.
    const ofKind = async (kind: ContractKind) =>
      (await call(t, "GET", `${CONTRACT_API.bills}?kind=${kind}`, B.token)).json().value.list.length;
    expect([await ofKind("DIVIDEND"), await ofKind("DAILY_SALARY")]).toEqual([3, 0]);
    expect((await call(t, "GET", `${CONTRACT_API.bills}?kind=WEEKLY`, B.token)).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("without carry-over a won period is forgotten; without the rebates setting they are not subtracted", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("dividendPeriod", "MONTH");
    await setting("dividendLessRebates", false);
    await setting("dividendCarryOver", false);
    await setting("activeMemberMinStakeMinor", 0);
    const { M, ab } = await chain("DIVIDEND", [tier("0", 0, "20")], [tier("0", 0, "10")]);
    const may = brandMidnight(2031, 5, 1);
    await staked(M.id, may + HOUR, 10_000n, 40_000n);
    await settleHourEnding(brandMidnight(2031, 6, 1));
    await staked(M.id, brandMidnight(2031, 6, 3), 50_000n);
    await settleHourEnding(brandMidnight(2031, 7, 1));
    expect((await billsOf(ab)).map((b) => [b.turnover, b.carried, b.amount])).toEqual([
      [-30_000n, 0n, 0n],
      [50_000n, 0n, 5_000n],
    ]);
  });

  it("a brand that turns half-months into months mid-month bills the month from where the half-month's bill ended", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("dividendPeriod", "HALF_MONTH");
    await setting("dividendLessRebates", false);
    await setting("dividendCarryOver", false);
    await setting("activeMemberMinStakeMinor", 0);
    const { M, ab } = await chain("DIVIDEND", [tier("0", 0, "20")], [tier("0", 0, "10")]);
    await staked(M.id, brandMidnight(2031, 11, 3), 40_000n);
    await staked(M.id, brandMidnight(2031, 11, 20), 10_000n);
    await settleHourEnding(brandMidnight(2031, 11, 16));
    await setting("dividendPeriod", "MONTH");
    await settleHourEnding(brandMidnight(2031, 12, 1));
    expect((await billsOf(ab)).map((b) => [b.periodStart.getTime(), b.turnover, b.amount])).toEqual([
      [brandMidnight(2031, 11, 1), 40_000n, 4_000n],
      // The month's bill: its second half alone, the first was billed already.
      [brandMidnight(2031, 11, 16), 10_000n, 1_000n],
    ]);
    // Run again: nothing more.
    await settleHourEnding(brandMidnight(2031, 12, 1));
    expect(await billsOf(ab)).toHaveLength(2);
    await setting("dividendPeriod", "HALF_MONTH");
  });

  it("a brand that turns months into half-months mid-month bills the first half from where the month's bill ended", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("dividendPeriod", "MONTH");
    await setting("dividendLessRebates", false);
    await setting("dividendCarryOver", false);
    await setting("activeMemberMinStakeMinor", 0);
    const { M, ab } = await chain("DIVIDEND", [tier("0", 0, "20")], [tier("0", 0, "10")]);
    await staked(M.id, brandMidnight(2032, 1, 10), 20_000n);
    await settleHourEnding(brandMidnight(2032, 2, 1));
    await staked(M.id, brandMidnight(2032, 2, 3), 40_000n);
    await staked(M.id, brandMidnight(2032, 2, 20), 10_000n);
    await setting("dividendPeriod", "HALF_MONTH");
    // The first half-month of February is billed from February 1st (January's bill ended there):
    // the loss of the 3rd is not lost between the two ways of cutting periods.
    await settleHourEnding(brandMidnight(2032, 2, 16));
    await settleHourEnding(brandMidnight(2032, 3, 1));
    expect((await billsOf(ab)).map((b) => [b.periodStart.getTime(), b.turnover, b.amount])).toEqual([
      [brandMidnight(2032, 1, 1), 20_000n, 2_000n],
      [brandMidnight(2032, 2, 1), 40_000n, 4_000n],
      [brandMidnight(2032, 2, 16), 10_000n, 1_000n],
    ]);
  });

  it("a period whose run never billed it is billed with the next one", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("dividendPeriod", "HALF_MONTH");
    await setting("dividendLessRebates", false);
    await setting("dividendCarryOver", false);
    await setting("activeMemberMinStakeMinor", 0);
    const { M, ab } = await chain("DIVIDEND", [tier("0", 0, "20")], [tier("0", 0, "10")]);
    await staked(M.id, brandMidnight(2032, 5, 2), 30_000n);
    await settleHourEnding(brandMidnight(2032, 5, 16));
    await staked(M.id, brandMidnight(2032, 5, 20), 10_000n);
    // The run ending May failed for good (no bill for May 16-31); June's first half bills from the 16th of May.
    await staked(M.id, brandMidnight(2032, 6, 3), 5_000n);
    await settleHourEnding(brandMidnight(2032, 6, 16));
    expect((await billsOf(ab)).map((b) => [b.periodStart.getTime(), b.periodEnd.getTime(), b.turnover])).toEqual([
      [brandMidnight(2032, 5, 1), brandMidnight(2032, 5, 16), 30_000n],
      [brandMidnight(2032, 5, 16), brandMidnight(2032, 6, 16), 15_000n],
    ]);
  });
});

describe("the real-time salary", () => {
  it("pays every 5 minutes what the day so far earns, less what the day's earlier periods paid, once", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("activeMemberMinStakeMinor", 0);
    const { A, B, M, ab, platform } = await chain("REALTIME_SALARY", [tier("0", 0, "1")], [tier("0", 0, "0.5")]);
    const day = brandMidnight(2031, 8, 10);
    await staked(M.id, day + HOUR, 10_050n);
    // 100.50 by 01:05: B 0.5 % = 0.50 (0.5025 rounded down), A 1 % = 1.00 (1.005).
    await Promise.all([settleRealtime(day + HOUR), settleRealtime(day + HOUR)]);
    await settleRealtime(day + HOUR);
    expect((await billsOf(ab)).map((b) => [b.turnover, b.amount, b.status])).toEqual([[10_050n, 50n, "ISSUED"]]);
    expect(await wallet(B.id)).toBe(50n);

    // A quiet period bills nothing; the next stake is paid on what the day's total earns.
    await settleRealtime(day + HOUR + 5 * MINUTE);
    expect(await billsOf(ab)).toHaveLength(1);
    await staked(M.id, day + 2 * HOUR, 10_050n);
    // Two periods run at once (a catch-up beside the current one): the day's total paid once.
    await Promise.all([settleRealtime(day + 2 * HOUR), settleRealtime(day + 2 * HOUR + 5 * MINUTE)]);
    const bills = await billsOf(ab);
    // 201.00 by then: 1.005 rounded down once over the day, however the periods split it.
    expect(bills.reduce((sum, b) => sum + b.amount, 0n)).toBe(100n);
    expect((await billsOf(platform)).reduce((sum, b) => sum + b.amount, 0n)).toBe(201n);
    expect(await wallet(B.id)).toBe(100n);
    expect(await wallet(A.id)).toBe(101n);

    // A period run after a later one (a retry coming late) finds the day already paid: nothing more.
    await staked(M.id, day + 3 * HOUR, 10_050n);
    await settleRealtime(day + 3 * HOUR + 5 * MINUTE);
    await settleRealtime(day + 3 * HOUR);
    expect((await billsOf(ab)).reduce((sum, b) => sum + b.amount, 0n)).toBe(150n);
    expect(await wallet(B.id)).toBe(150n);

    // The next day starts again from nothing.
    await staked(M.id, day + DAY + HOUR, 2_000n);
    await settleRealtime(day + DAY + HOUR);
    expect((await billsOf(ab)).at(-1)).toMatchObject({ turnover: 2_000n, amount: 10n });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("stops below a contract that ended at once, not at the next hourly run", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 0);
    await setting("activeMemberMinStakeMinor", 0);
    const { B, M, ab, platform } = await chain("REALTIME_SALARY", [tier("0", 0, "1")], [tier("0", 0, "0.5")]);
    const day = brandMidnight(2032, 8, 10);
    // The platform's contract with A ends at 10:05 (terminated in the 10:00 period).
    await t.database.db
      .update(agentContracts)
      .set({ endsAt: new Date(day + 10 * HOUR + 5 * MINUTE) })
      .where(eq(agentContracts.id, platform));
    await staked(M.id, day + 9 * HOUR, 20_000n);
    await settleRealtime(day + 10 * HOUR);
    await staked(M.id, day + 10 * HOUR, 20_000n);
    // 10:05-10:10: A is no longer paid, so it pays B nothing either.
    await settleRealtime(day + 10 * HOUR + 5 * MINUTE);
    expect((await billsOf(platform)).map((b) => b.amount)).toEqual([200n]);
    expect((await billsOf(ab)).map((b) => b.amount)).toEqual([100n]);
    expect(await wallet(B.id)).toBe(100n);
    const [contract] = await t.database.db.select().from(agentContracts).where(eq(agentContracts.id, ab));
    expect(contract!.status).toBe("INVALID");
  });

  it("weighs the day so far against the review threshold, not each 5 minutes alone", async () => {
    await setting("contractReviewAboveMinor", 1_000);
    await setting("contractClaimHours", 0);
    await setting("activeMemberMinStakeMinor", 0);
    const { M, ab } = await chain("REALTIME_SALARY", [tier("0", 0, "2")], [tier("0", 0, "1")]);
    const day = brandMidnight(2032, 9, 10);
    // Increments of 9.00 each (1 % of 900.00): under 10.00 alone, over it from the second on.
    for (let i = 0; i < 3; i++) {
      await staked(M.id, day + i * HOUR, 90_000n);
      await settleRealtime(day + i * HOUR);
    }
    // (The first is owed, not under review; A, whose platform bills wait for review, cannot pay it yet.)
    expect((await billsOf(ab)).map((b) => [b.amount, b.status === "PENDING_REVIEW"])).toEqual([
      [900n, false],
      [900n, true],
      [900n, true],
    ]);
    await setting("contractReviewAboveMinor", 0);
  });
});

describe("bills awaiting a claim", () => {
  it("are paid when the payee claims them in time, and expire unpaid when it does not", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("contractClaimHours", 24);
    await setting("activeMemberMinStakeMinor", 0);
    const { A, B, M, ab } = await chain("DAILY_SALARY", [tier("0", 0, "1")], [tier("0", 0, "0.5")]);
    const day = brandMidnight(2031, 9, 1);
    await staked(M.id, day + HOUR, 100_000n);
    await settleHourEnding(day + DAY);
    const [bill] = await billsOf(ab);
    expect(bill).toMatchObject({ amount: 500n, paid: 0n, status: "AWAITING_CLAIM" });
    const listed = (await call(t, "GET", CONTRACT_API.bills, B.token)).json().value.list[0];
    expect(listed.claimBy).toBe(bill!.claimBy!.getTime());
    // A's own bill from the platform awaits A's claim too: A claims it to have what it pays B with.
    const claimPath = (id: number) => pathWith(CONTRACT_API.claim, { id, periodStart: day });
    expect((await call(t, "POST", claimPath(ab), A.token)).json().errorCode).toBe("NOT_FOUND");
    const platform = await contractOf(A, "DAILY_SALARY");
    expect((await call(t, "POST", claimPath(platform), A.token)).json().value).toEqual({ status: "ISSUED" });
    expect((await call(t, "POST", claimPath(ab), B.token)).json().value).toEqual({ status: "ISSUED" });
    expect((await call(t, "POST", claimPath(ab), B.token)).json().errorCode).toBe("INVALID_STATE");
    expect(await wallet(B.id)).toBe(500n);
    expect(await wallet(A.id)).toBe(500n);

    // The next day's bill goes unclaimed past its time: it expires, and can no longer be claimed.
    await staked(M.id, day + DAY + HOUR, 100_000n);
    await settleHourEnding(day + 2 * DAY);
    await t.database.db
      .update(contractBills)
      .set({ claimBy: new Date(Date.now() - MINUTE) })
      .where(eq(contractBills.contractId, ab));
    await settleHourEnding(day + 2 * DAY + HOUR);
    expect((await billsOf(ab))[1]).toMatchObject({ status: "EXPIRED", paid: 0n });
    const late = await call(t, "POST", pathWith(CONTRACT_API.claim, { id: ab, periodStart: day + DAY }), B.token);
    expect(late.json().errorCode).toBe("INVALID_STATE");
    expect(await wallet(B.id)).toBe(500n);
    await setting("contractClaimHours", 0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("bills under review", () => {
  it("wait for an operator, who releases one (it is paid) or refuses it (nothing is paid), once", async () => {
    await setting("contractReviewAboveMinor", 1_000);
    await setting("contractClaimHours", 0);
    await setting("activeMemberMinStakeMinor", 0);
    const { A, B, M, ab, platform } = await chain("DAILY_SALARY", [tier("0", 0, "2")], [tier("0", 0, "1.5")]);
    const day = brandMidnight(2031, 10, 1);
    await staked(M.id, day + HOUR, 100_000n);
    await settleHourEnding(day + DAY);
    expect((await billsOf(ab))[0]).toMatchObject({ amount: 1_500n, status: "PENDING_REVIEW" });

    expect((await call(t, "GET", AGENT_ADMIN.pendingBills, B.token)).statusCode).toBe(401);
    const pending = (await call(t, "GET", AGENT_ADMIN.pendingBills, admin)).json().value.list;
    expect(pending).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contractId: ab, payee: B.account, payer: A.account, amount: "15.00" }),
        expect.objectContaining({ contractId: platform, payee: A.account, payer: "", amount: "20.00" }),
      ]),
    );
    const review = (path: string, id: number) =>
      call(t, "POST", pathWith(path, { id, periodStart: day }), admin).then((r) => r.json());
    expect((await review(AGENT_ADMIN.releaseBill, platform)).value).toEqual({ status: "ISSUED" });
    expect((await review(AGENT_ADMIN.refuseBill, ab)).value).toEqual({ status: "REFUSED" });
    expect((await review(AGENT_ADMIN.releaseBill, ab)).errorCode).toBe("INVALID_STATE");
    expect((await review(AGENT_ADMIN.releaseBill, 999_999)).errorCode).toBe("NOT_FOUND");
    // A period start past what a date holds (year 10000, or past JavaScript's dates) is bad input, never a 500.
    for (const periodStart of [253_402_300_800_000, 8_640_000_000_000_001]) {
      for (const [path, token] of [
        [AGENT_ADMIN.releaseBill, admin],
        [CONTRACT_API.claim, B.token],
      ] as const) {
        const res = await call(t, "POST", pathWith(path, { id: ab, periodStart }), token);
        expect([res.statusCode, res.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
      }
    }
    await settleHourEnding(day + DAY + HOUR);
    expect(await wallet(A.id)).toBe(2_000n);
    expect(await wallet(B.id)).toBe(0n);
    await setting("contractReviewAboveMinor", 0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("the consolidated flags", () => {
  it("say per kind whether the member holds a contract (1), is offered one (2), had one (3) or none (0)", async () => {
    const flags = async (who: TestMember) => (await call(t, "GET", CONTRACT_API.consolidated, who.token)).json().value;
    expect((await t.app.inject({ method: "GET", url: CONTRACT_API.consolidated })).statusCode).toBe(401);
    const A = await agentOf(t, 1);
    await call(t, "PUT", pathWith(AGENT_ADMIN.platformContract, { memberId: A.id }), admin, {
      kind: "HOURLY_SALARY",
      tiers: [tier("0", 0, "1")],
    });
    const B = await registerBelow(t, A, "AGENT", name("flags"));
    const M = await registerBelow(t, B, "MEMBER", name("flagm"));
    const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
    expect(await flags(B)).toEqual(none);
    expect(await flags(M)).toEqual(none);
    expect(await flags(A)).toEqual({ ...none, contracthoursalreq: 1 });
    const offer = await call(t, "POST", CONTRACT_API.offer, A.token, {
      memberId: B.id,
      kind: "HOURLY_SALARY",
      tiers: [tier("0", 0, "0.5")],
    });
    expect(await flags(B)).toEqual({ ...none, contracthoursalreq: 2 });
    const id = offer.json().value.id as number;
    await call(t, "POST", pathWith(CONTRACT_API.refuse, { id }), B.token);
    expect(await flags(B)).toEqual({ ...none, contracthoursalreq: 3 });
  });
});
