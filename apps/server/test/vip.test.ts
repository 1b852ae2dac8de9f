import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, pathWith } from "@portal/contract/api/paths";
import { REWARD_API } from "@portal/contract/api/rewards";
import { VIP_ADMIN, VIP_API } from "@portal/contract/api/vip";
import { decimalToMinor } from "@portal/contract/money";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import type { AppDeps } from "../src/app-deps";
import { memberRewards, memberVip } from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { checkLedger } from "../src/ledger/invariants";
import { brandDayStart } from "../src/modules/money/amounts";
import { brandMonth } from "../src/modules/vip/service";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { confirmedDeposit, get, mainBalance, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let deps: AppDeps;
let admin: string;
const DAY = 86_400_000;

const setLevel = (level: number, body: object) =>
  t.app.inject({
    method: "PUT",
    url: pathWith(VIP_ADMIN.level, { level }),
    headers: { authorization: admin },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  deps = buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app));
  admin = await operatorToken(t);
  // Small figures: a deposit of 100.00 and 7.50 of slots reach VIP2.
  for (const [level, body] of [
    [0, { minDeposit: "0", minBets: "0", rebateBp: 0 }],
    [1, { minDeposit: "50", minBets: "5", upgradeGift: "10", monthlyGift: "3", rebateBp: 100, withdrawDailyCount: 9 }],
    [2, { minDeposit: "100", minBets: "7.50", upgradeGift: "20", keepBets: "1000", rebateBp: 200 }],
  ] as const) {
    const res = await setLevel(level, body);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

async function play(who: TestMember, spins: number, bet: string) {
  const token = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
  for (let i = 0; i < spins; i++)
    expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet })).statusCode).toBe(200);
}
const rewardsOf = (who: TestMember) =>
  t.database.db.select().from(memberRewards).where(eq(memberRewards.memberId, who.id));
const levelOf = async (who: TestMember) =>
  (await t.database.db.select().from(memberVip).where(eq(memberVip.memberId, who.id)))[0]?.level ?? 0;
async function settle(dayEnd: Date) {
  const merchant = await deps.merchants.byId(t.merchantId);
  return deps.vip.settleDay(merchant, dayEnd, await deps.brandSettings.get(t.merchantId));
}

describe("levels", () => {
  it("anyone reads the levels; level 0 takes no minimum; the figures are checked", async () => {
    const res = await t.app.inject({ method: "GET", url: VIP_API.levels });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.list.find((l: { level: number }) => l.level === 2)).toMatchObject({
      minDeposit: "100.00",
      minBets: "7.50",
      upgradeGift: "20.00",
      rebatePercent: "2",
    });
    expect((await setLevel(0, { minDeposit: "1", minBets: "0" })).json().errorCode).toBe("VALIDATION_FAILED");
    expect((await setLevel(11, { minDeposit: "1", minBets: "0" })).statusCode).toBe(400);
    expect((await setLevel(3, { minDeposit: "1.001", minBets: "0" })).json().errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("the vip job", () => {
  it("raises by the window's deposits and valid bets, gives each level's gift once and the day's rebate once, however often it runs", async () => {
    const who = await newMember(t.app, "vipup");
    await confirmedDeposit(t, who, "100");
    await play(who, 3, "2.50");
    expect((await get(t.app, VIP_API.mine, who.token)).json().value).toMatchObject({
      level: 0,
      deposits: "100.00",
      bets: "7.50",
      next: { level: 1, depositRemaining: "0.00", betsRemaining: "0.00" },
    });
    const dayEnd = new Date(brandDayStart(new Date()).getTime() + DAY);
    await Promise.all([settle(dayEnd), settle(dayEnd)]);
    await settle(dayEnd);
    expect(await levelOf(who)).toBe(2);
    const rewards = await rewardsOf(who);
    const byKind = (kind: string) => rewards.filter((r) => r.kind === kind).map((r) => r.amount);
    expect(byKind("VIP_UPGRADE").sort()).toEqual([10_00n, 20_00n]);
    // 2 % of 7.50 at VIP2, rounded down.
    expect(byKind("VIP_REBATE")).toEqual([15n]);
    expect((await get(t.app, VIP_API.mine, who.token)).json().value).toMatchObject({ level: 2, next: { level: 3 } });

    // The gifts and the rebate are claimed in the reward center.
    const issued = (await get(t.app, `${REWARD_API.list}?status=ISSUED`, who.token)).json().value.list as {
      id: number;
      kind: string;
      vipLevel: number | null;
    }[];
    expect(
      issued
        .filter((r) => r.kind === "VIP_UPGRADE")
        .map((r) => r.vipLevel)
        .sort(),
    ).toEqual([1, 2]);
    const minor = async () => decimalToMinor(await mainBalance(t.app, who.token), 2)!;
    const before = await minor();
    for (const r of issued)
      expect((await post(t.app, pathWith(REWARD_API.claim, { id: r.id }), who.token)).statusCode).toBe(200);
    // 10.00 + 20.00 + 0.15, whatever the spins won.
    expect((await minor()) - before).toBe(30_15n);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a quiet month takes a member down one level once, the monthly gift comes once, and no gift is given twice", async () => {
    const who = await newMember(t.app, "vipkeep");
    await confirmedDeposit(t, who, "100");
    await play(who, 3, "2.50");
    await settle(new Date(brandDayStart(new Date()).getTime() + DAY));
    expect(await levelOf(who)).toBe(2);
    // A month's start far enough ahead that neither the month before nor the window saw any play.
    const monthStart = brandMonth(new Date(Date.now() + 62 * DAY)).start;
    await settle(monthStart);
    await settle(monthStart);
    expect(await levelOf(who)).toBe(1);
    const monthly = (await rewardsOf(who)).filter((r) => r.kind === "VIP_MONTHLY");
    expect(monthly.map((r) => [r.amount, r.sourceKey])).toEqual([[3_00n, brandMonth(monthStart).key]]);
    expect((await rewardsOf(who)).filter((r) => r.kind === "VIP_UPGRADE")).toHaveLength(2);
  });

  it("the keep rule applies each month: a member lowered at one month's start is judged again at the next", async () => {
    const who = await newMember(t.app, "vipmonths");
    await confirmedDeposit(t, who, "100");
    await play(who, 3, "2.50");
    await settle(new Date(brandDayStart(new Date()).getTime() + DAY));
    expect(await levelOf(who)).toBe(2);
    // Level 1 keeps with 1.00 of bets a month: make it need more, so two quiet months lower twice.
    expect(
      (
        await setLevel(1, {
          minDeposit: "50",
          minBets: "5",
          upgradeGift: "10",
          monthlyGift: "3",
          rebateBp: 100,
          withdrawDailyCount: 9,
          keepBets: "1000",
        })
      ).statusCode,
    ).toBe(200);
    const first = brandMonth(new Date(Date.now() + 62 * DAY)).start;
    const second = brandMonth(new Date(first.getTime() + 40 * DAY)).start;
    await settle(first);
    expect(await levelOf(who)).toBe(1);
    await settle(second);
    expect(await levelOf(who)).toBe(0);
  });

  it("a level's daily withdrawal limits replace the brand's", async () => {
    const who = await newMember(t.app, "viplim");
    const brand = (await get(t.app, API.withdrawalSettings, who.token)).json().value.dailyMaxCount as number;
    await confirmedDeposit(t, who, "60");
    await play(who, 2, "2.50");
    await settle(new Date(brandDayStart(new Date()).getTime() + DAY));
    expect(await levelOf(who)).toBe(1);
    const limits = (await get(t.app, API.withdrawalSettings, who.token)).json().value;
    expect([brand, limits.dailyMaxCount]).toEqual([5, 9]);
  });
});
