import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_ADMIN, CONTRACT_API } from "@portal/contract/api/contracts";
import { pathWith } from "@portal/contract/api/paths";
import type { AppDeps } from "../src/app-deps";
import { agentContracts, contractBills } from "../src/db/schema";
import { PromotionRepository } from "../src/modules/promotions/repository";
import { buildDeps } from "../src/deps";
import { checkLedger } from "../src/ledger/invariants";
import { memberBalances, MEMBER_KIND } from "../src/modules/money/wallets";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { agentOf, call, registerBelow, setBrandSetting, staked as stakedIn } from "./agents-helper";
import { bonusLocking, fund, operatorToken, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

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

const HOUR = 3_600_000;
/** Brand days (GMT+8, from 16:00 UTC) after every contract here was accepted: each test its own. */
let nextDay = 0;
const freshDay = () => Date.UTC(2030, 0, 1, 16) + ++nextDay * 24 * HOUR;

let nextName = 0;
const name = (prefix: string) => `${prefix}${++nextName}x${Date.now() % 100000}`;

const staked = (memberId: number, hourMs: number, stake: bigint) => stakedIn(t, currency, memberId, hourMs, stake);
const setting = (key: string, value: unknown) => setBrandSetting(t, deps, key, value);
const wallet = async (memberId: number) =>
  (await memberBalances(t.database.db, { merchantId: t.merchantId, memberId, currency }, [MEMBER_KIND.main])).get(
    MEMBER_KIND.main,
  )!;

/** The platform's daily salary with a top-level agent, set by an operator. */
const platformContract = (agent: TestMember, tiers: object[]) =>
  call(t, "PUT", pathWith(AGENT_ADMIN.platformContract, { memberId: agent.id }), admin, {
    kind: "DAILY_SALARY",
    tiers,
  });
const offer = (from: TestMember, to: TestMember, tiers: object[], kind = "DAILY_SALARY") =>
  call(t, "POST", CONTRACT_API.offer, from.token, { memberId: to.id, kind, tiers });
const decide = (who: TestMember, id: number, accept: boolean) =>
  call(t, "POST", pathWith(accept ? CONTRACT_API.accept : CONTRACT_API.refuse, { id }), who.token);
const settleDay = async (day: number) =>
  deps.contracts.settleHour(await deps.merchants.byId(t.merchantId), {
    start: new Date(day + 23 * HOUR),
    end: new Date(day + 24 * HOUR),
  });
const billOf = async (contractId: number) => {
  const [bill] = await t.database.db.select().from(contractBills).where(eq(contractBills.contractId, contractId));
  return bill;
};
const tier = (minTurnover: string, minActive: number, rate: string) => ({ minTurnover, minActive, rate });

/** A top-level agent A with the platform's daily salary, its sub-agent B, and B's member M. */
async function chain(platformTiers: object[]) {
  const A = await agentOf(t, 1);
  expect((await platformContract(A, platformTiers)).statusCode).toBe(200);
  const B = await registerBelow(t, A, "AGENT", name("subag"));
  const M = await registerBelow(t, B, "MEMBER", name("member"));
  return { A, B, M };
}

describe("contracts between an upline and its downline", () => {
  it("are offered within the upline's own terms, accepted or refused, once per kind at a time", async () => {
    const { A, B, M } = await chain([tier("0", 0, "0.5"), tier("10000", 2, "0.8")]);
    const other = await agentOf(t, 1);
    const otherSub = await registerBelow(t, other, "AGENT", name("othsub"));

    const above = (await offer(A, B, [tier("0", 0, "0.6"), tier("10000", 1, "0.8")])).json();
    expect(above).toMatchObject({
      errorCode: "CONTRACT_ABOVE_UPLINE",
      value: { fields: { "tiers.0.rate": "max 0.5", "tiers.1.rate": "max 0.5" } },
    });
    expect((await offer(A, M, [tier("0", 0, "0.1")])).json().errorCode).toBe("NOT_DIRECT_DOWNLINE");
    expect((await offer(B, M, [tier("0", 0, "0.1")])).json().errorCode).toBe("VALIDATION_FAILED");
    expect((await offer(A, otherSub, [tier("0", 0, "0.1")])).json().errorCode).toBe("NOT_IN_TEAM");
    // B holds no daily salary yet: it can offer none.
    const C = await registerBelow(t, B, "AGENT", name("subsub"));
    expect((await offer(B, C, [tier("0", 0, "0.1")])).json().errorCode).toBe("CONTRACT_ABOVE_UPLINE");

    const first = (await offer(A, B, [tier("0", 0, "0.3"), tier("10000", 2, "0.8")])).json().value.id as number;
    expect((await offer(A, B, [tier("0", 0, "0.2")])).json().errorCode).toBe("INVALID_STATE");
    expect((await decide(other, first, true)).json().errorCode).toBe("NOT_FOUND");
    expect((await decide(B, first, false)).statusCode).toBe(200);
    expect((await decide(B, first, true)).json().errorCode).toBe("INVALID_STATE");
    const second = (await offer(A, B, [tier("0", 0, "0.3")])).json().value.id as number;
    expect((await decide(B, second, true)).statusCode).toBe(200);

    const seenByB = (await call(t, "GET", CONTRACT_API.contracts, B.token)).json().value.list;
    expect(seenByB).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: second, role: "PAYEE", status: "VALID", counterparty: A.account }),
        expect.objectContaining({ id: first, role: "PAYEE", status: "REFUSED" }),
      ]),
    );
    const seenByA = (await call(t, "GET", CONTRACT_API.contracts, A.token)).json().value.list;
    expect(seenByA).toContainEqual(
      expect.objectContaining({ id: second, role: "PAYER", counterparty: B.account, tiers: [tier("0.00", 0, "0.3")] }),
    );
    expect(seenByA).toContainEqual(expect.objectContaining({ role: "PAYEE", counterparty: "", counterpartyId: null }));
  });

  it("settle each day once into bills paid down the chain: the platform pays the agent, the agent its sub-agent", async () => {
    await setting("contractReviewAboveMinor", 0);
    await setting("activeMemberMinStakeMinor", 10_000);
    const { A, B, M } = await chain([tier("0", 0, "0.5")]);
    const id = (await offer(A, B, [tier("0", 0, "0.3"), tier("1000", 1, "0.4")])).json().value.id as number;
    await decide(B, id, true);
    const day = freshDay();
    await staked(M.id, day + 2 * HOUR, 100_000n);
    await staked(M.id, day + 9 * HOUR, 50_000n);

    const runs = await Promise.all([settleDay(day), settleDay(day)]);
    // One of two runs at once wrote the day's bills; the other found them written.
    expect(Math.min(...runs.map((r) => r.bills))).toBe(0);
    await settleDay(day);
    const [platformContractRow] = await t.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.payeeId, A.id), eq(agentContracts.kind, "DAILY_SALARY")));
    // A's team turned over 1,500.00: 0.5 % = 7.50 from the platform; B's the same, 1 active: 0.4 % = 6.00 from A.
    expect(await billOf(platformContractRow!.id)).toMatchObject({
      turnover: 150_000n,
      activeMembers: 1,
      ratePpm: 5000,
      amount: 750n,
      paid: 750n,
      status: "ISSUED",
    });
    expect(await billOf(id)).toMatchObject({
      turnover: 150_000n,
      ratePpm: 4000,
      amount: 600n,
      paid: 600n,
      status: "ISSUED",
    });
    expect(await wallet(A.id)).toBe(150n);
    expect(await wallet(B.id)).toBe(600n);
    const bills = (await call(t, "GET", CONTRACT_API.bills, B.token)).json().value.list;
    expect(bills).toEqual([
      expect.objectContaining({
        contractId: id,
        role: "PAYEE",
        amount: "6.00",
        paid: "6.00",
        status: "ISSUED",
        rate: "0.4",
      }),
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a payer short of money pays what it can, and the rest on later runs, never more", async () => {
    // A's own 10.00 waits for an operator's review (above 7.00): A has nothing to pay B's 5.00 with.
    await setting("contractReviewAboveMinor", 700);
    const { A, B, M } = await chain([tier("0", 0, "1")]);
    const id = (await offer(A, B, [tier("0", 0, "0.5")])).json().value.id as number;
    await decide(B, id, true);
    const day = freshDay();
    await staked(M.id, day, 100_000n);
    await settleDay(day);
    expect(await billOf(id)).toMatchObject({ amount: 500n, paid: 0n, status: "INSUFFICIENT_BALANCE" });

    const payAgain = async () => deps.contracts.payOwed(await deps.merchants.byId(t.merchantId));
    await fund(t, A.id, "2");
    await payAgain();
    expect(await billOf(id)).toMatchObject({ paid: 200n, status: "PARTLY_ISSUED" });
    await fund(t, A.id, "10");
    await Promise.all([payAgain(), payAgain()]);
    await payAgain();
    expect(await billOf(id)).toMatchObject({ paid: 500n, payments: 2, status: "ISSUED" });
    expect(await wallet(B.id)).toBe(500n);
    expect(await wallet(A.id)).toBe(700n);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a payer's active bonus keeps its locked money: the bill waits until the bonus ends", async () => {
    await setting("contractReviewAboveMinor", 700);
    const { A, B, M } = await chain([tier("0", 0, "1")]);
    const id = (await offer(A, B, [tier("0", 0, "0.5")])).json().value.id as number;
    await decide(B, id, true);
    const day = freshDay();
    await staked(M.id, day, 100_000n);
    await settleDay(day);
    await fund(t, A.id, "12");
    // A's bonus locks 10.00 of its 12.00 (decision 0039): 5.00 would dig into it.
    const grant = await bonusLocking(t, A.id, 1_000n);
    const payAgain = async () => deps.contracts.payOwed(await deps.merchants.byId(t.merchantId));
    await payAgain();
    expect(await billOf(id)).toMatchObject({ paid: 0n });
    expect(await wallet(A.id)).toBe(1_200n);
    await new PromotionRepository(t.database.db).endGrant(grant.id, "FORFEITED", 0n);
    await payAgain();
    expect(await billOf(id)).toMatchObject({ paid: 500n, status: "ISSUED" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("end at the end of the period either side terminated them in; the downline's offers lapse with them", async () => {
    await setting("contractReviewAboveMinor", 0);
    const { A, B } = await chain([tier("0", 0, "0.5")]);
    const id = (await offer(A, B, [tier("0", 0, "0.3")])).json().value.id as number;
    await decide(B, id, true);
    const C = await registerBelow(t, B, "AGENT", name("subsub"));
    const below = (await offer(B, C, [tier("0", 0, "0.2")])).json().value.id as number;
    const ended = (await call(t, "POST", pathWith(CONTRACT_API.terminate, { id }), B.token)).json().value;
    expect(ended.endsAt).toBeGreaterThan(Date.now());
    expect((await call(t, "POST", pathWith(CONTRACT_API.terminate, { id }), A.token)).json().errorCode).toBe(
      "INVALID_STATE",
    );
    await deps.contracts.settleHour(await deps.merchants.byId(t.merchantId), {
      start: new Date(ended.endsAt - HOUR),
      end: new Date(ended.endsAt),
    });
    const status = async (contractId: number) =>
      (await t.database.db.select().from(agentContracts).where(eq(agentContracts.id, contractId)))[0]!.status;
    expect(await status(id)).toBe("EXPIRED");
    expect(await status(below)).toBe("INVALID");
  });

  it("an ended contract takes every contract below it along, at every depth", async () => {
    const { A, B } = await chain([tier("0", 0, "0.5")]);
    const C = await registerBelow(t, B, "AGENT", name("lvc"));
    const D = await registerBelow(t, C, "AGENT", name("lvd"));
    const ab = (await offer(A, B, [tier("0", 0, "0.4")])).json().value.id as number;
    await decide(B, ab, true);
    const bc = (await offer(B, C, [tier("0", 0, "0.3")])).json().value.id as number;
    await decide(C, bc, true);
    const cd = (await offer(C, D, [tier("0", 0, "0.2")])).json().value.id as number;
    await decide(D, cd, true);
    const [own] = await t.database.db.select().from(agentContracts).where(eq(agentContracts.payeeId, A.id));
    const ended = (await call(t, "POST", pathWith(CONTRACT_API.terminate, { id: own!.id }), A.token)).json().value;
    await deps.contracts.settleHour(await deps.merchants.byId(t.merchantId), {
      start: new Date(ended.endsAt - HOUR),
      end: new Date(ended.endsAt),
    });
    const statuses = await t.database.db
      .select({ id: agentContracts.id, status: agentContracts.status })
      .from(agentContracts)
      .where(inArray(agentContracts.id, [own!.id, ab, bc, cd]));
    expect(Object.fromEntries(statuses.map((c) => [c.id, c.status]))).toEqual({
      [own!.id]: "EXPIRED",
      [ab]: "INVALID",
      [bc]: "INVALID",
      [cd]: "INVALID",
    });
  });

  it("an operator cannot lower an agent's terms below a contract it passed on", async () => {
    const { A, B } = await chain([tier("0", 0, "0.5")]);
    const ab = (await offer(A, B, [tier("0", 0, "0.5")])).json().value.id as number;
    const lowered = await platformContract(A, [tier("0", 0, "0.1")]);
    expect(lowered.json()).toMatchObject({
      errorCode: "CONTRACT_ABOVE_UPLINE",
      value: { fields: { tiers: `contract ${ab}` } },
    });
    expect((await platformContract(A, [tier("0", 0, "0.6")])).statusCode).toBe(200);
  });

  it("a tier not reached bills nothing: target not reached", async () => {
    await setting("contractReviewAboveMinor", 0);
    const { A, M } = await chain([tier("0", 5, "0.5")]);
    const day = freshDay();
    await staked(M.id, day, 100_000n);
    await settleDay(day);
    const [own] = await t.database.db.select().from(agentContracts).where(eq(agentContracts.payeeId, A.id));
    expect(await billOf(own!.id)).toMatchObject({
      activeMembers: 1,
      ratePpm: 0,
      amount: 0n,
      status: "TARGET_NOT_REACHED",
    });
    expect(await wallet(A.id)).toBe(0n);
  });

  it("a day without turnover pays nothing and shows no rate, even where a tier starts at 0", async () => {
    await setting("contractReviewAboveMinor", 0);
    const { A } = await chain([tier("0", 0, "0.5")]);
    const day = freshDay();
    await settleDay(day);
    const [own] = await t.database.db.select().from(agentContracts).where(eq(agentContracts.payeeId, A.id));
    expect(await billOf(own!.id)).toMatchObject({ ratePpm: 0, amount: 0n, status: "TARGET_NOT_REACHED" });
  });
});
