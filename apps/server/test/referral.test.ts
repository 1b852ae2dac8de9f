import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSION_ADMIN, MISSION_API } from "@portal/contract/api/missions";
import { DEVICE_ID_HEADER, REFERRAL_API } from "@portal/contract/api/referral";
import { REWARD_API } from "@portal/contract/api/rewards";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { API, pathWith } from "@portal/contract/api/paths";
import type { AppDeps } from "../src/app-deps";
import { memberRewards, members } from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { checkLedger } from "../src/ledger/invariants";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { login, register, sealed } from "./accounts-helper";
import { houseGameNode, launchHouseGame } from "./house-helper";
import {
  bindBank,
  confirmedDeposit,
  get,
  mainBalance,
  newMember,
  operatorToken,
  PAYMENT_PASSWORD,
  post,
  type TestMember,
} from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app));
});
afterAll(() => t.close());

const DAY = 86_400_000;
const cashOf = (who: TestMember) =>
  t.database.db.select().from(memberRewards).where(eq(memberRewards.memberId, who.id));
const device = () => randomBytes(16).toString("hex");
let nextFriend = 0;

/** A friend registering with a referral code from a device (none: no header). */
async function joinWith(code: string, deviceId: string | null): Promise<TestMember & { status: number; body: string }> {
  nextFriend += 1;
  const account = `friend${nextFriend}${randomBytes(3).toString("hex")}`.slice(0, 16);
  const res = await register(
    t.app,
    { username: account, password: "Secret123", confirmPassword: "Secret123", referralCode: code },
    deviceId ? { headers: { [DEVICE_ID_HEADER]: deviceId } } : {},
  );
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  return { token: res.json().value?.token, id: row?.id ?? 0, account, status: res.statusCode, body: res.body };
}

async function summaryOf(who: TestMember) {
  const res = await get(t.app, REFERRAL_API.summary, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { code: string; link: string; qrCode: string; friends: number; qualified: number };
}
async function friendsOf(who: TestMember) {
  return (await get(t.app, REFERRAL_API.friends, who.token)).json().value.list as {
    account: string;
    status: string;
    reason: string | null;
    depositReached: boolean;
    turnoverPercent: number;
  }[];
}

/** The referrals job with the brand's settings and these terms (minor units). */
async function qualify(terms: { minFirstDeposit?: number; minTurnover?: number } = {}, now = new Date()) {
  const merchant = await deps.merchants.byId(t.merchantId);
  const settings = {
    ...(await deps.brandSettings.get(t.merchantId)),
    referralRewardMinor: 50_00,
    referralMinFirstDepositMinor: terms.minFirstDeposit ?? 100_00,
    referralMinTurnoverMinor: terms.minTurnover ?? 7_50,
  };
  return deps.referral.qualify(merchant, settings, now);
}

describe("the code and the link", () => {
  it("a member's code is made once; the link carries it; its QR code is an SVG image", async () => {
    const who = await newMember(t.app, "rfcode");
    const first = await summaryOf(who);
    expect(first.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(first.link).toMatch(new RegExp(`/\\?ref=${first.code}$`));
    expect(first.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect((await summaryOf(who)).code).toBe(first.code);
    expect(first).toMatchObject({ friends: 0, qualified: 0 });
  });

  it("an unknown code refuses the registration with a field error and creates no member", async () => {
    const friend = await joinWith("NOSUCH22", device());
    expect(friend.status).toBe(400);
    expect(JSON.parse(friend.body)).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { referralCode: "unknown" } },
    });
    expect(friend.id).toBe(0);
  });
});

describe("abuse", () => {
  it("the referrer's own device, a device another friend used, or no device: refused and never rewarded", async () => {
    const referrer = await newMember(t.app, "rfabuse");
    const { code } = await summaryOf(referrer);
    const own = device();
    const signedIn = await login(
      t.app,
      { username: referrer.account, password: "Secret123" },
      { headers: { [DEVICE_ID_HEADER]: own } },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const self = await joinWith(code, own);
    const shared = device();
    const fair = await joinWith(code, shared);
    const again = await joinWith(code, shared);
    const none = await joinWith(code, null);
    for (const f of [self, fair, again, none]) expect(f.status, f.body).toBe(200);
    const byAccount = new Map((await friendsOf(referrer)).map((f) => [f.account, f]));
    const mask = (a: string) => `${a.slice(0, 2)}***${a.slice(-2)}`;
    expect(byAccount.get(mask(self.account))).toMatchObject({ status: "REFUSED", reason: "SELF_REFERRAL" });
    expect(byAccount.get(mask(fair.account))).toMatchObject({ status: "PENDING", reason: null });
    expect(byAccount.get(mask(again.account))).toMatchObject({ status: "REFUSED", reason: "DUPLICATE_DEVICE" });
    expect(byAccount.get(mask(none.account))).toMatchObject({ status: "REFUSED", reason: "UNKNOWN_DEVICE" });

    // A refused friend who deposits and plays earns the referrer nothing.
    await confirmedDeposit(t, self, "100");
    await qualify({ minTurnover: 0 });
    const rewards = await t.database.db.select().from(memberRewards).where(eq(memberRewards.memberId, referrer.id));
    expect(rewards.map((r) => r.friendId)).not.toContain(self.id);
    // An invite mission counts the friends who were not refused.
    const invite = await post(t.app, MISSION_ADMIN.list, await operatorToken(t), {
      task: "INVITE",
      period: "DAILY",
      target: "2",
      prize: "1",
    });
    const missions = (await get(t.app, MISSION_API.list, referrer.token)).json().value.list as {
      id: number;
      progress: string;
    }[];
    // An invite mission counts the friends who qualified: none yet.
    expect(missions.find((m) => m.id === invite.json().value.id)?.progress).toBe("0");
  });
});

describe("qualifying and the reward", () => {
  it("a friend's first deposit and turnover reach the terms: one reward, however often the job runs; claimed into the wallet", async () => {
    const referrer = await newMember(t.app, "rfpay");
    const friend = await joinWith((await summaryOf(referrer)).code, device());
    await confirmedDeposit(t, friend, "100");
    // The deposit alone is not enough: still pending, with what the friend did so far.
    expect(await qualify()).toMatchObject({ qualified: 0 });
    // The friend's amounts are the friend's: the referrer sees how far it is, not how much.
    expect((await friendsOf(referrer))[0]).toMatchObject({
      status: "PENDING",
      depositReached: true,
      turnoverPercent: 0,
    });

    const token = await launchHouseGame(t.app, friend.token, await houseGameNode(t, SLOT_GAME_CODE));
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "2.50" })).statusCode).toBe(200);
    const runs = await Promise.all([qualify(), qualify()]);
    expect(runs.reduce((n, r) => n + r.qualified, 0)).toBe(1);
    await qualify();
    expect((await friendsOf(referrer))[0]).toMatchObject({ status: "QUALIFIED", turnoverPercent: 100 });
    expect(await summaryOf(referrer)).toMatchObject({ friends: 1, qualified: 1 });

    const issued = (await get(t.app, `${REWARD_API.list}?status=ISSUED`, referrer.token)).json().value.list;
    expect(issued).toEqual([
      expect.objectContaining({
        kind: "REFERRAL",
        status: "ISSUED",
        amount: "50.00",
        friend: expect.stringContaining("***"),
      }),
    ]);
    const id = issued[0].id as number;
    // Only its owner claims it.
    expect((await post(t.app, pathWith(REWARD_API.claim, { id }), friend.token)).json().errorCode).toBe("NOT_FOUND");
    const claims = await Promise.all([
      post(t.app, pathWith(REWARD_API.claim, { id }), referrer.token),
      post(t.app, pathWith(REWARD_API.claim, { id }), referrer.token),
    ]);
    for (const c of claims) expect(c.json().value, c.body).toMatchObject({ status: "CLAIMED" });
    expect(await mainBalance(t.app, referrer.token)).toBe("50.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a friend who does not reach the terms within the window expires; an unclaimed reward expires at its deadline", async () => {
    const referrer = await newMember(t.app, "rflate");
    const slow = await joinWith((await summaryOf(referrer)).code, device());
    expect(slow.status).toBe(200);
    const later = new Date(Date.now() + 31 * DAY);
    expect((await qualify({}, later)).expired).toBeGreaterThanOrEqual(1);
    expect((await friendsOf(referrer))[0]).toMatchObject({ status: "EXPIRED" });

    const quick = await joinWith((await summaryOf(referrer)).code, device());
    await confirmedDeposit(t, quick, "100");
    await qualify({ minTurnover: 0 });
    const [reward] = (await get(t.app, `${REWARD_API.list}?status=ISSUED`, referrer.token)).json().value.list;
    // Past its deadline: refused, nothing paid, and the sweep marks it expired.
    await expect(
      deps.rewards.claim(
        (await deps.members.repository.findById(referrer.id))!,
        await deps.merchants.byId(t.merchantId),
        reward.id,
        new Date(reward.expiresAt + 1),
      ),
    ).rejects.toMatchObject({ code: "REWARD_EXPIRED" });
    expect(await deps.rewards.expireDue(new Date(reward.expiresAt + 1))).toBeGreaterThanOrEqual(1);
    const res = await post(t.app, pathWith(REWARD_API.claim, { id: reward.id }), referrer.token);
    expect([res.statusCode, res.json().errorCode]).toEqual([409, "REWARD_EXPIRED"]);
    expect(await mainBalance(t.app, referrer.token)).toBe("0.00");
  });

  it("a friend who later shares a bank account with the referrer is refused, not rewarded", async () => {
    const referrer = await newMember(t.app, "rflink");
    const friend = await joinWith((await summaryOf(referrer)).code, device());
    await bindBank(t.app, referrer, "6222 9999 8888 7777");
    await sealed(
      t.app,
      "POST",
      API.paymentPassword,
      { password: "Secret123", newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
      { token: friend.token },
    );
    await bindBank(t.app, friend, "6222 9999 8888 7777");
    await confirmedDeposit(t, friend, "100");
    await qualify({ minTurnover: 0 });
    expect((await friendsOf(referrer))[0]).toMatchObject({ status: "REFUSED", reason: "SELF_REFERRAL" });
    expect((await cashOf(referrer)).filter((r) => r.kind === "REFERRAL")).toEqual([]);
  });
});

describe("registration with a code", () => {
  it("a taken name refuses the registration and records no referral (they commit together)", async () => {
    const referrer = await newMember(t.app, "rftaken");
    const { code } = await summaryOf(referrer);
    const res = await register(
      t.app,
      { username: referrer.account, password: "Secret123", confirmPassword: "Secret123", referralCode: code },
      { headers: { [DEVICE_ID_HEADER]: device() } },
    );
    expect(res.json().errorCode).toBe("USERNAME_TAKEN");
    expect(await summaryOf(referrer)).toMatchObject({ friends: 0 });
  });
});
