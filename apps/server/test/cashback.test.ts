import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathWith } from "@portal/contract/api/paths";
import { PROMOTION_ADMIN, PROMOTION_API, type OfferInput } from "@portal/contract/api/promotions";
import { REWARD_API } from "@portal/contract/api/rewards";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../src/app-deps";
import { betTotalsHourly, memberRewards, members } from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { checkLedger } from "../src/ledger/invariants";
import { brandDayStart } from "../src/modules/money/amounts";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { staked } from "./agents-helper";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { fund, get, mainBalance, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { promotionAnnouncement } from "./promotions-helper";
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
const HOUR = 3_600_000;

/** 10 % of the day's slot net loss from 1.00 of loss, at most 5.00, claimable for 3 days. */
const CASHBACK: Omit<OfferInput, "announcementId"> = {
  kind: "CASHBACK",
  category: "RNG",
  percentBp: 1_000,
  maxBonus: "5",
  minDeposit: "0",
  minLoss: "1",
  turnoverMultiple: 0,
  turnoverBasis: "BONUS",
  weights: {},
  claimDays: 1,
  expiryDays: 3,
  reloadPeriod: "DAY",
  labels: [],
  agentIds: [],
  vipLevels: [],
  startsAt: Date.now() - 10 * DAY,
  endsAt: null,
  active: true,
};

async function cashbackOffer(overrides: Partial<OfferInput> = {}): Promise<{ promotionId: number; offerId: number }> {
  const promotionId = await promotionAnnouncement(t, "Cashback");
  const res = await post(t.app, PROMOTION_ADMIN.offers, admin, {
    ...CASHBACK,
    announcementId: promotionId,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { promotionId, offerId: res.json().value.id as number };
}

/** The brand day before today, as the hourly job sees it when the day's last hour is settled. */
const yesterday = () => {
  const end = brandDayStart(new Date());
  return { start: new Date(end.getTime() - DAY), end };
};
const lastHourOf = (day: { end: Date }) => ({ start: new Date(day.end.getTime() - HOUR), end: day.end });
const cashbacksOf = (who: TestMember) =>
  t.database.db.select().from(memberRewards).where(eq(memberRewards.memberId, who.id));

describe("cashback offers", () => {
  it("a cashback pays after its period, no turnover, and is refused as a claim", async () => {
    const promotionId = await promotionAnnouncement(t, "Bad cashback");
    const withTurnover = await post(t.app, PROMOTION_ADMIN.offers, admin, {
      ...CASHBACK,
      announcementId: promotionId,
      turnoverMultiple: 1,
      weights: { RNG: 100 },
    });
    expect(withTurnover.json().value.fields).toHaveProperty("turnoverMultiple");
    const noPeriod = await post(t.app, PROMOTION_ADMIN.offers, admin, {
      ...CASHBACK,
      announcementId: promotionId,
      reloadPeriod: null,
    });
    expect(noPeriod.json().value.fields).toHaveProperty("reloadPeriod");

    const { promotionId: id } = await cashbackOffer();
    const who = await newMember(t.app, "cbclaim");
    const claim = await post(t.app, pathWith(PROMOTION_API.claim, { id }), who.token, {
      requestId: "cashback-claim-1",
    });
    expect([claim.statusCode, claim.json().errorCode, claim.json().value]).toEqual([
      409,
      "PROMOTION_NOT_ELIGIBLE",
      { reason: "AUTOMATIC" },
    ]);
  });

  it("the running day shows the net loss so far and what it would earn", async () => {
    const { promotionId } = await cashbackOffer();
    const who = await newMember(t.app, "cbrun");
    await fund(t, who.id, "100");
    const token = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
    let paid = 0n;
    for (let i = 0; i < 4; i++) {
      const spin = await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "5.00" });
      paid += decimalToMinor(spin.json().value.payout as string, 2)!;
    }
    const net = 20_00n - paid;
    const res = await get(t.app, pathWith(PROMOTION_API.eligibility, { id: promotionId }), who.token);
    expect(res.statusCode, res.body).toBe(200);
    const earned = net >= 1_00n ? (net * 1_000n) / 10_000n : 0n;
    expect(res.json().value).toMatchObject({
      state: "AUTOMATIC",
      reason: null,
      cashback: {
        netLoss: minorToDecimal(net > 0n ? net : 0n, 2),
        amount: minorToDecimal(earned > 5_00n ? 5_00n : earned, 2),
      },
    });
  });

  it("the job issues each member's capped cashback once per period, in its audience only; claimed into the wallet", async () => {
    const { promotionId } = await cashbackOffer();
    const { promotionId: vipOnly } = await cashbackOffer({ labels: ["vip-cashback"] });
    const small = await newMember(t.app, "cbsmall");
    const big = await newMember(t.app, "cbbig");
    const tiny = await newMember(t.app, "cbtiny");
    const winner = await newMember(t.app, "cbwin");
    const merchant = await deps.merchants.byId(t.merchantId);
    const day = yesterday();
    const hour = day.start.getTime() + 2 * HOUR;
    // Net losses: 30.00 (3.00 back), 80.00 (capped at 5.00), 0.50 (under the minimum), a net win.
    await staked(t, merchant.currency, small.id, hour, 40_00n, 0n, 10_00n);
    await staked(t, merchant.currency, big.id, hour, 100_00n, 10_00n, 10_00n);
    await staked(t, merchant.currency, tiny.id, hour, 1_00n, 0n, 50n);
    await staked(t, merchant.currency, winner.id, hour, 10_00n, 0n, 25_00n);
    await t.database.db
      .update(members)
      .set({ labels: ["vip-cashback"] })
      .where(eq(members.id, small.id));

    // Not the day's last hour: nothing yet.
    expect(await deps.cashback.settleHour(merchant, { start: new Date(hour), end: new Date(hour + HOUR) })).toBe(0);
    await Promise.all([
      deps.cashback.settleHour(merchant, lastHourOf(day)),
      deps.cashback.settleHour(merchant, lastHourOf(day)),
    ]);
    await deps.cashback.settleHour(merchant, lastHourOf(day));

    // The other tests' offers pay too: these two offers' rewards only.
    const ours = [String(promotionId), String(vipOnly)];
    const amounts = async (who: TestMember) =>
      (await cashbacksOf(who))
        .filter((r) => r.kind === "CASHBACK" && ours.includes(r.sourceKey.split(":")[0]!))
        .map((r) => [r.sourceKey.split(":")[0], r.amount]);
    expect(await amounts(small)).toEqual(
      expect.arrayContaining([
        [String(promotionId), 3_00n],
        [String(vipOnly), 3_00n],
      ]),
    );
    expect(await amounts(small)).toHaveLength(2);
    expect(await amounts(big)).toEqual([[String(promotionId), 5_00n]]);
    expect(await amounts(tiny)).toEqual([]);
    expect(await amounts(winner)).toEqual([]);

    const issued = (await get(t.app, `${REWARD_API.list}?status=ISSUED`, big.token)).json().value.list;
    const reward = issued.find((r: { promotionId: number }) => r.promotionId === promotionId);
    expect(reward).toMatchObject({ kind: "CASHBACK", promotionId, period: day.start.toISOString(), amount: "5.00" });
    expect((await post(t.app, pathWith(REWARD_API.claim, { id: reward.id }), big.token)).statusCode).toBe(200);
    expect(await mainBalance(t.app, big.token)).toBe("5.00");
    // A second claim answers the same reward and pays nothing more.
    expect((await post(t.app, pathWith(REWARD_API.claim, { id: reward.id }), big.token)).json().value.status).toBe(
      "CLAIMED",
    );
    expect(await mainBalance(t.app, big.token)).toBe("5.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("an every-game cashback counts a game the catalogue does not list, as the member's running view does", async () => {
    const { promotionId } = await cashbackOffer({ category: "GENERAL" });
    const who = await newMember(t.app, "cbother");
    const merchant = await deps.merchants.byId(t.merchantId);
    const day = yesterday();
    await t.database.db.insert(betTotalsHourly).values({
      memberId: who.id,
      currency: merchant.currency,
      hour: new Date(day.start.getTime() + HOUR),
      merchantId: t.merchantId,
      vendor: "SANDBOX",
      gameCode: "not-in-the-catalogue",
      rounds: 1,
      stake: 20_00n,
      payout: 0n,
      rolledBackRounds: 0,
      rolledBackStake: 0n,
      rolledBackPayout: 0n,
    });
    await deps.cashback.settleHour(merchant, lastHourOf(day));
    const mine = (await cashbacksOf(who)).filter((r) => r.sourceKey.startsWith(`${promotionId}:`));
    expect(mine.map((r) => r.amount)).toEqual([2_00n]);
  });
});
