import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, pathWith } from "@portal/contract/api/paths";
import { MISSION_ADMIN, MISSION_API } from "@portal/contract/api/missions";
import { REWARD_API } from "@portal/contract/api/rewards";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import type { AppDeps } from "../src/app-deps";
import { memberRewards } from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { BetTotalsRepository } from "../src/modules/bets/totals-repository";
import { checkLedger } from "../src/ledger/invariants";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { freePlay } from "./accounts-helper";
import { houseGameNode, launchHouseGame } from "./house-helper";
import {
  bindBank,
  confirmedDeposit,
  fund,
  get,
  mainBalance,
  newMember,
  operatorToken,
  post,
  type TestMember,
} from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let deps: AppDeps;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  deps = buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app));
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function mission(body: object): Promise<number> {
  const res = await post(t.app, MISSION_ADMIN.list, admin, { period: "DAILY", prize: "5.00", ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

interface MissionView {
  id: number;
  status: string;
  progress: string;
  target: string;
}
async function missionsOf(who: TestMember): Promise<{ list: MissionView[]; claimable: number }> {
  const res = await get(t.app, MISSION_API.list, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
const missionOf = async (who: TestMember, id: number) => (await missionsOf(who)).list.find((m) => m.id === id);
const claim = (who: TestMember, id: number) => post(t.app, pathWith(MISSION_API.claim, { id }), who.token);

async function spins(who: TestMember, count: number, bet: string) {
  const token = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
  for (let i = 0; i < count; i++) {
    const res = await post(t.app, HOUSE_API.slotSpin, "", { token, bet });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe("progress from what the member did", () => {
  it("a deposit mission: in progress, claimable once a deposit is confirmed, then claimed once however often it is sent", async () => {
    const id = await mission({ task: "DEPOSIT", target: "100.00", prize: "5.00" });
    const who = await newMember(t.app, "msdep");
    expect(await missionOf(who, id)).toMatchObject({ status: "IN_PROGRESS", progress: "0.00", target: "100.00" });
    const early = await claim(who, id);
    expect([early.statusCode, early.json().errorCode]).toEqual([409, "MISSION_INCOMPLETE"]);
    expect(await t.database.db.select().from(memberRewards).where(eq(memberRewards.memberId, who.id))).toEqual([]);

    await confirmedDeposit(t, who, "60");
    expect(await missionOf(who, id)).toMatchObject({ status: "IN_PROGRESS", progress: "60.00" });
    await confirmedDeposit(t, who, "40");
    const ready = await missionsOf(who);
    expect(ready.list.find((m) => m.id === id)).toMatchObject({ status: "CLAIMABLE", progress: "100.00" });
    expect(ready.claimable).toBeGreaterThanOrEqual(1);

    // Two claims at once and a retry: one prize.
    const claims = await Promise.all([claim(who, id), claim(who, id)]);
    for (const c of claims) expect(c.statusCode, c.body).toBe(200);
    expect(claims[0]!.json().value.id).toBe(claims[1]!.json().value.id);
    expect((await claim(who, id)).json().value).toMatchObject({ kind: "MISSION", status: "CLAIMED", amount: "5.00" });
    expect(await mainBalance(t.app, who.token)).toBe("105.00");
    const after = await missionsOf(who);
    expect(after.list.find((m) => m.id === id)?.status).toBe("CLAIMED");
    expect(after.claimable).toBe(ready.claimable - 1);

    // The prize is in the account record as a reward, and in the reward center's history.
    const record = (await get(t.app, API.transactionHistory, who.token)).json().value.list as { type: string }[];
    expect(record.filter((r) => r.type === "REWARD")).toHaveLength(1);
    const rewards = (await get(t.app, REWARD_API.list, who.token)).json().value.list;
    expect(rewards).toEqual([expect.objectContaining({ kind: "MISSION", missionId: id, status: "CLAIMED" })]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("bet and round missions count valid stake and rounds of their category from real rounds", async () => {
    const slots = await mission({ task: "BET", category: "RNG", target: "7.50" });
    const live = await mission({ task: "BET", category: "LIVE", target: "1.00" });
    const rounds = await mission({ task: "ROUNDS", target: "3" });
    const anyBet = await mission({ task: "BET", target: "10.00", period: "WEEKLY" });
    const who = await newMember(t.app, "msbet");
    await fund(t, who.id, "50");
    await spins(who, 3, "2.50");
    expect(await missionOf(who, slots)).toMatchObject({ status: "CLAIMABLE", progress: "7.50" });
    expect(await missionOf(who, live)).toMatchObject({ status: "IN_PROGRESS", progress: "0.00" });
    expect(await missionOf(who, rounds)).toMatchObject({ status: "CLAIMABLE", progress: "3" });
    expect(await missionOf(who, anyBet)).toMatchObject({ status: "IN_PROGRESS", progress: "7.50" });
    expect((await claim(who, live)).json().errorCode).toBe("MISSION_INCOMPLETE");
    expect((await claim(who, slots)).statusCode).toBe(200);
  });

  it("a login mission counts the brand days the member signed in on (registering is one)", async () => {
    const today = await mission({ task: "LOGIN", target: "1" });
    const week = await mission({ task: "LOGIN", target: "3", period: "WEEKLY" });
    const who = await newMember(t.app, "mslog");
    expect(await missionOf(who, today)).toMatchObject({ status: "CLAIMABLE", progress: "1" });
    expect(await missionOf(who, week)).toMatchObject({ status: "IN_PROGRESS", progress: "1" });
  });

  it("a newbie mission runs for its days after registration, then its prize can no longer be claimed", async () => {
    const id = await mission({ task: "LOGIN", target: "1", period: "NEWBIE", newbieDays: 3 });
    const who = await newMember(t.app, "msnew");
    const member = (await deps.members.repository.findById(who.id))!;
    const merchant = await deps.merchants.byId(t.merchantId);
    expect((await deps.missions.list(member, merchant, "en")).list.find((m) => m.id === id)?.status).toBe("CLAIMABLE");
    const later = new Date(member.registeredAt.getTime() + 3 * DAY + 1);
    expect((await deps.missions.list(member, merchant, "en", later)).list.some((m) => m.id === id)).toBe(false);
    await expect(deps.missions.claim(member, merchant, id, later)).rejects.toMatchObject({ code: "REWARD_EXPIRED" });
    expect(await mainBalance(t.app, who.token)).toBe("0.00");
  });
});

describe("what does not count", () => {
  it("a bet still open counts once it has a result: a cancelled one never does", async () => {
    const id = await mission({ task: "BET", category: "RNG", target: "20.00" });
    const who = await newMember(t.app, "msopen");
    const merchant = await deps.merchants.byId(t.merchantId);
    const totals = new BetTotalsRepository(t.database.db);
    const round = { vendor: "HOUSE", roundId: `mission-open-${who.id}`, gameCode: SLOT_GAME_CODE };
    await totals.insertIfNew({
      merchantId: t.merchantId,
      memberId: who.id,
      currency: merchant.currency,
      stake: 20_00n,
      status: "OPEN",
      ...round,
    });
    // Open: it may yet be cancelled and refunded, so it earns no prize yet.
    expect(await missionOf(who, id)).toMatchObject({ status: "IN_PROGRESS", progress: "0.00" });
    expect((await claim(who, id)).json().errorCode).toBe("MISSION_INCOMPLETE");
    await totals.addToRound({
      merchantId: t.merchantId,
      memberId: who.id,
      currency: merchant.currency,
      stake: 0n,
      payout: 0n,
      settle: true,
      ...round,
    });
    expect(await missionOf(who, id)).toMatchObject({ status: "CLAIMABLE", progress: "20.00" });
  });

  it("a prize is one per person: refused to another account with the same bank account", async () => {
    const id = await mission({ task: "LOGIN", target: "1", prize: "2.00" });
    const first = await newMember(t.app, "mslink1");
    const second = await newMember(t.app, "mslink2");
    await bindBank(t.app, first, "6222 5555 4444 3333");
    await bindBank(t.app, second, "6222 5555 4444 3333");
    const claims = await Promise.all([claim(first, id), claim(second, id)]);
    const paid = claims.filter((c) => c.statusCode === 200);
    expect(paid).toHaveLength(1);
    const refused = claims.find((c) => c.statusCode !== 200)!;
    expect([refused.json().errorCode, refused.json().value]).toEqual([
      "PROMOTION_NOT_ELIGIBLE",
      { reason: "LINKED_ACCOUNT" },
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("leaderboard", () => {
  it("ranks the day's members by missions completed, accounts masked, the caller's own row marked", async () => {
    const first = await mission({ task: "LOGIN", target: "1", prize: "1.00" });
    const second = await mission({ task: "LOGIN", target: "1", prize: "2.00" });
    const busy = await newMember(t.app, "lbbusy");
    const idle = await newMember(t.app, "lbidle");
    expect((await claim(busy, first)).statusCode).toBe(200);
    expect((await claim(busy, second)).statusCode).toBe(200);
    expect((await claim(idle, first)).statusCode).toBe(200);
    const res = await get(t.app, `${MISSION_API.leaderboard}?period=DAILY`, idle.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as { account: string; me: boolean; completed: number; rank: number }[];
    const busyRow = list.find((r) => r.account === `${busy.account.slice(0, 2)}***${busy.account.slice(-2)}`)!;
    const idleRow = list.find((r) => r.me)!;
    expect(busyRow.completed).toBeGreaterThanOrEqual(2);
    expect(idleRow.rank).toBeGreaterThan(busyRow.rank);
    expect(list.some((r) => r.account.includes(busy.account))).toBe(false);
  });
});

describe("operators and access", () => {
  it("a count target is whole, a category goes with bets and rounds only; bad input stores nothing", async () => {
    const before = (await get(t.app, MISSION_ADMIN.list, admin)).json().value.list.length as number;
    const fraction = await post(t.app, MISSION_ADMIN.list, admin, {
      task: "LOGIN",
      period: "DAILY",
      target: "1.5",
      prize: "1",
    });
    expect([fraction.statusCode, fraction.json().errorCode, fraction.json().value.fields]).toEqual([
      400,
      "VALIDATION_FAILED",
      { target: "a whole number" },
    ]);
    const category = await post(t.app, MISSION_ADMIN.list, admin, {
      task: "DEPOSIT",
      period: "DAILY",
      category: "RNG",
      target: "10",
      prize: "1",
    });
    expect(category.json().errorCode).toBe("VALIDATION_FAILED");
    const noPrize = await post(t.app, MISSION_ADMIN.list, admin, {
      task: "DEPOSIT",
      period: "DAILY",
      target: "10",
      prize: "0",
    });
    expect(noPrize.json().errorCode).toBe("VALIDATION_FAILED");
    expect((await get(t.app, MISSION_ADMIN.list, admin)).json().value.list).toHaveLength(before);
  });

  it("a changed mission applies from then on; an inactive one is neither listed nor claimable", async () => {
    const id = await mission({ task: "LOGIN", target: "1" });
    const who = await newMember(t.app, "mschg");
    const changed = await t.app.inject({
      method: "PUT",
      url: pathWith(MISSION_ADMIN.one, { id }),
      headers: { authorization: admin },
      payload: { task: "LOGIN", period: "DAILY", target: "1", prize: "5.00", active: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await missionOf(who, id)).toBeUndefined();
    expect((await claim(who, id)).json().errorCode).toBe("NOT_FOUND");
  });

  it("missions are a real member's: no session 401, a trial member refused", async () => {
    expect((await t.app.inject({ method: "GET", url: MISSION_API.list })).statusCode).toBe(401);
    const trial = (await freePlay(t.app)).json().value.token as string;
    expect((await get(t.app, MISSION_API.list, trial)).statusCode).toBe(403);
  });
});
