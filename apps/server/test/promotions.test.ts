import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { PROMOTION_ADMIN, PROMOTION_API, type OfferInput } from "@portal/contract/api/promotions";
import { DEVICE_ID_HEADER } from "@portal/contract/api/referral";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { announcements, bonusGrants, ledgerTransfers, members, memberVip } from "../src/db/schema";
import { BetTotalsRepository } from "../src/modules/bets/totals-repository";
import { queryRows } from "../src/db/client";
import { checkLedger } from "../src/ledger/invariants";
import { runLedger } from "../src/ledger/post";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../src/modules/money/wallets";
import { buildDeps } from "../src/deps";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { PromotionRepository } from "../src/modules/promotions/repository";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { login, sealed } from "./accounts-helper";
import { houseGameNode, launchHouseGame } from "./house-helper";
import {
  bindBank,
  confirmedDeposit,
  fund,
  get,
  mainBalance,
  newMember,
  operatorToken,
  PAYMENT_PASSWORD,
  post,
  requestId,
  walletTransfer,
  type TestMember,
} from "./money-helper";
import { promotionAnnouncement } from "./promotions-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** A small offer a test can play through: 50 % of the deposit up to 30.00, twice the bonus on slots. */
const SMALL: Omit<OfferInput, "announcementId"> = {
  kind: "FIRST_DEPOSIT",
  category: "RNG",
  percentBp: 5_000,
  maxBonus: "30",
  minDeposit: "50",
  minLoss: "0",
  turnoverMultiple: 2,
  turnoverBasis: "BONUS",
  weights: { RNG: 100, LIVE: 0 },
  claimDays: 7,
  expiryDays: 30,
  reloadPeriod: null,
  labels: [],
  agentIds: [],
  vipLevels: [],
  startsAt: Date.now() - DAY,
  endsAt: null,
  active: true,
};

/** A promotion of the brand with an offer made through the operator API; answers its id. */
async function promotion(offer: Partial<OfferInput> = {}): Promise<number> {
  const id = await promotionAnnouncement(t, "Test promotion");
  const res = await post(t.app, PROMOTION_ADMIN.offers, admin, { ...SMALL, ...offer, announcementId: id });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const eligibility = async (who: TestMember, id: number) =>
  (await get(t.app, pathWith(PROMOTION_API.eligibility, { id }), who.token)).json().value;
const claim = (who: TestMember, id: number, request = requestId()) =>
  post(t.app, pathWith(PROMOTION_API.claim, { id }), who.token, { requestId: request });
const forfeit = (who: TestMember, id: number) => post(t.app, pathWith(PROMOTION_API.forfeit, { id }), who.token);
const settings = async (who: TestMember) => (await get(t.app, API.withdrawalSettings, who.token)).json().value;
const bonuses = async (who: TestMember) => (await get(t.app, PROMOTION_API.bonuses, who.token)).json().value;

function withdraw(who: TestMember, bankAccountId: number, amount: string) {
  return sealed(
    t.app,
    "POST",
    API.withdrawals,
    { bankAccountId, amount, requestId: requestId(), paymentPassword: PAYMENT_PASSWORD },
    { token: who.token },
  );
}

async function spins(who: TestMember, count: number, bet: string) {
  const token = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
  for (let i = 0; i < count; i++) {
    const res = await post(t.app, HOUSE_API.slotSpin, "", { token, bet });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Takes money out of a member's wallet through the operator's adjustment (audited). */
async function debit(who: TestMember, amount: string) {
  const res = await post(t.app, pathWith(ADMIN.adjustments, { memberId: who.id }), admin, {
    direction: "DEBIT",
    amount,
    reason: "test",
    requestId: requestId(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const transfersOf = async (id: string) =>
  t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));

describe("offers", () => {
  it("lists the running offers by promotion id; an ended or inactive one is not listed", async () => {
    const running = await promotion({ maxBonus: "30.50" });
    const ended = await promotion({ startsAt: Date.now() - 2 * DAY, endsAt: Date.now() - DAY });
    const inactive = await promotion({ active: false });
    const list = (await get(t.app, PROMOTION_API.offers, "")).json().value.list as { id: number; terms: object }[];
    expect(list.find((o) => o.id === running)?.terms).toMatchObject({
      kind: "FIRST_DEPOSIT",
      category: "RNG",
      percent: "50",
      maxBonus: "30.50",
      minDeposit: "50.00",
      turnoverMultiple: 2,
      turnoverBasis: "BONUS",
      weights: { RNG: 100, LIVE: 0 },
    });
    expect(list.map((o) => o.id)).not.toContain(ended);
    expect(list.map((o) => o.id)).not.toContain(inactive);
    // The demo brand's welcome bonus.
    expect(list.some((o) => (o.terms as { kind: string }).kind === "FIRST_DEPOSIT")).toBe(true);
  });

  it("operators only: validated, audited; a second offer for one promotion is refused", async () => {
    const id = await promotion();
    const again = await post(t.app, PROMOTION_ADMIN.offers, admin, { ...SMALL, announcementId: id });
    expect([again.statusCode, again.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const reloadWithoutPeriod = await post(t.app, PROMOTION_ADMIN.offers, admin, {
      ...SMALL,
      kind: "RELOAD",
      announcementId: id,
    });
    expect(reloadWithoutPeriod.json().errorCode).toBe("VALIDATION_FAILED");
    const member = await newMember(t.app, "prnop");
    expect((await post(t.app, PROMOTION_ADMIN.offers, member.token, { ...SMALL, announcementId: id })).statusCode).toBe(
      401,
    );
    const audit = (await get(t.app, "/admin/audit", admin)).json().value.list as { action: string }[];
    expect(audit.some((a) => a.action === "promotion.offerCreate")).toBe(true);
  });
});

describe("a first-deposit bonus", () => {
  it("needs a qualifying deposit; is claimed once; locks the deposit's bonus until its turnover is played", async () => {
    const id = await promotion();
    const who = await newMember(t.app, "prfirst");
    const bank = await bindBank(t.app, who);
    expect(await eligibility(who, id)).toMatchObject({ state: "NOT_ELIGIBLE", reason: "NO_QUALIFYING_DEPOSIT" });
    const refused = await claim(who, id);
    expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([
      409,
      "PROMOTION_NOT_ELIGIBLE",
      { reason: "NO_QUALIFYING_DEPOSIT" },
    ]);

    await confirmedDeposit(t, who, "100");
    expect(await eligibility(who, id)).toMatchObject({
      state: "CLAIMABLE",
      deposit: { amount: "100.00" },
      bonus: "30.00",
      turnoverRequired: "60.00",
    });
    const request = requestId();
    const first = await claim(who, id, request);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: "ACTIVE",
      bonusAmount: "30.00",
      lockedAmount: "30.00",
      turnoverRequired: "60.00",
      turnoverCounted: "0.00",
      promotionId: id,
      title: expect.stringContaining("Test promotion"),
    });
    // Sent again: the same bonus, paid once. Another request: already claimed.
    expect((await claim(who, id, request)).json().value.id).toBe(first.json().value.id);
    expect((await claim(who, id)).json().value).toEqual({ reason: "ALREADY_CLAIMED" });
    expect(await mainBalance(t.app, who.token)).toBe("130.00");
    expect(await eligibility(who, id)).toMatchObject({ state: "CLAIMED", claimed: { id: first.json().value.id } });

    // The bonus stays; the deposit may leave.
    expect(await settings(who)).toMatchObject({
      available: "130.00",
      withdrawable: "100.00",
      bonusLock: { lockedAmount: "30.00", turnoverRemaining: "60.00" },
    });
    const tooMuch = await withdraw(who, bank, "100.01");
    expect([tooMuch.statusCode, tooMuch.json().errorCode, tooMuch.json().value]).toEqual([
      409,
      "TURNOVER_UNMET",
      { withdrawable: "100.00", turnoverRemaining: "60.00" },
    ]);
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "100.01")).json().errorCode).toBe("TURNOVER_UNMET");
    expect((await withdraw(who, bank, "60")).statusCode).toBe(200);
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "40")).json().value.status).toBe("SUCCEEDED");
    expect((await withdraw(who, bank, "30")).json().errorCode).toBe("TURNOVER_UNMET");

    // Slots count in full: 6 x 10.00 meets 60.00, and the lock ends.
    await fund(t, who.id, "60");
    await spins(who, 5, "10.00");
    expect((await settings(who)).bonusLock).toMatchObject({ turnoverRemaining: "10.00" });
    await spins(who, 1, "10.00");
    const after = await settings(who);
    expect(after.bonusLock).toBeNull();
    expect(after.withdrawable).toBe(after.available);
    expect((await bonuses(who)).list[0]).toMatchObject({ status: "COMPLETED", turnoverRemaining: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("is refused for a first deposit made before the offer, or too small; the deposit gives one bonus", async () => {
    const early = await newMember(t.app, "prearly");
    await confirmedDeposit(t, early, "100");
    // Confirmed before the offer started.
    const id = await promotion({ startsAt: Date.now() });
    expect(await eligibility(early, id)).toMatchObject({ state: "NOT_ELIGIBLE", reason: "NOT_FIRST_DEPOSIT" });

    const small = await newMember(t.app, "prsmall");
    await confirmedDeposit(t, small, "49.99");
    await confirmedDeposit(t, small, "100");
    expect(await eligibility(small, id)).toMatchObject({ reason: "NO_QUALIFYING_DEPOSIT" });
  });

  it("is refused once the deposit has left the wallet; a retry answers its bonus after the offer ended", async () => {
    const id = await promotion();
    const spent = await newMember(t.app, "prspent");
    const bank = await bindBank(t.app, spent);
    await confirmedDeposit(t, spent, "100");
    expect((await withdraw(spent, bank, "60")).statusCode).toBe(200);
    expect(await eligibility(spent, id)).toMatchObject({ reason: "DEPOSIT_NOT_IN_WALLET" });
    expect((await claim(spent, id)).json().value).toEqual({ reason: "DEPOSIT_NOT_IN_WALLET" });

    const who = await newMember(t.app, "prretry");
    await confirmedDeposit(t, who, "100");
    const request = requestId();
    const first = (await claim(who, id, request)).json().value;
    const other = await promotion();
    expect((await claim(who, other, request)).json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    const offers = (await get(t.app, PROMOTION_ADMIN.offers, admin)).json().value.list as {
      id: number;
      announcementId: number;
    }[];
    const offerId = offers.find((o) => o.announcementId === id)!.id;
    const off = await t.app.inject({
      method: "PUT",
      url: pathWith(PROMOTION_ADMIN.offer, { id: offerId }),
      headers: { authorization: admin },
      payload: { ...SMALL, announcementId: id, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await claim(who, id, request)).json().value.id).toBe(first.id);
    // The kind of an offer that gave bonuses stays (its periods say who claimed).
    const reload = await t.app.inject({
      method: "PUT",
      url: pathWith(PROMOTION_ADMIN.offer, { id: offerId }),
      headers: { authorization: admin },
      payload: { ...SMALL, announcementId: id, kind: "RELOAD", reloadPeriod: "DAY" },
    });
    expect(reload.json().errorCode).toBe("VALIDATION_FAILED");
  });

  it("two claims at once give one bonus", async () => {
    const id = await promotion();
    const other = await promotion({ kind: "RELOAD", reloadPeriod: "DAY" });
    const who = await newMember(t.app, "prrace");
    await confirmedDeposit(t, who, "100");
    const answers = await Promise.all([claim(who, id), claim(who, id), claim(who, other), claim(who, id)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.json().errorCode).toBe("PROMOTION_NOT_ELIGIBLE");
    }
    expect(await mainBalance(t.app, who.token)).toBe("130.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("is refused outside its audience (labels, an agent's team, VIP levels)", async () => {
    const id = await promotion({ labels: ["vip-trial"] });
    const who = await newMember(t.app, "praud");
    await confirmedDeposit(t, who, "100");
    expect(await eligibility(who, id)).toMatchObject({ reason: "NOT_IN_AUDIENCE" });
    await t.database.db
      .update(members)
      .set({ labels: ["vip-trial"] })
      .where(eq(members.id, who.id));
    expect(await eligibility(who, id)).toMatchObject({ state: "CLAIMABLE" });
    const team = await promotion({ agentIds: [who.id] });
    expect(await eligibility(who, team)).toMatchObject({ reason: "NOT_IN_AUDIENCE" });
    // VIP levels: the member is at VIP0 until the vip job raises it.
    const vip = await promotion({ vipLevels: [1, 2] });
    expect(await eligibility(who, vip)).toMatchObject({ reason: "NOT_IN_AUDIENCE" });
    await t.database.db
      .insert(memberVip)
      .values({ memberId: who.id, merchantId: t.merchantId, level: 2, since: new Date() });
    expect(await eligibility(who, vip)).toMatchObject({ state: "CLAIMABLE" });
  });

  it("is one per person: refused to another account on the same device or with the same bank account", async () => {
    const id = await promotion();
    const device = randomBytes(16).toString("hex");
    const first = await newMember(t.app, "prlink1");
    const second = await newMember(t.app, "prlink2");
    const third = await newMember(t.app, "prlink3");
    for (const who of [first, second]) {
      const res = await login(
        t.app,
        { username: who.account, password: "Secret123" },
        { headers: { [DEVICE_ID_HEADER]: device } },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await bindBank(t.app, first, "6222 1111 2222 3333");
    await bindBank(t.app, third, "6222 1111 2222 3333");
    for (const who of [first, second, third]) await confirmedDeposit(t, who, "100");
    expect((await claim(first, id)).statusCode).toBe(200);
    expect(await eligibility(second, id)).toMatchObject({ state: "NOT_ELIGIBLE", reason: "LINKED_ACCOUNT" });
    expect(await eligibility(third, id)).toMatchObject({ state: "NOT_ELIGIBLE", reason: "LINKED_ACCOUNT" });
    const refused = await claim(second, id);
    expect([refused.json().errorCode, refused.json().value]).toEqual([
      "PROMOTION_NOT_ELIGIBLE",
      { reason: "LINKED_ACCOUNT" },
    ]);
    // Two linked accounts claiming at once: one bonus, the other refused as linked.
    const racing = await promotion();
    const pair = [await newMember(t.app, "prrace1"), await newMember(t.app, "prrace2")];
    for (const who of pair) {
      await bindBank(t.app, who, "6222 4444 3333 2222");
      await confirmedDeposit(t, who, "100");
    }
    const racers = await Promise.all(pair.map((who) => claim(who, racing)));
    expect(racers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racers.find((r) => r.statusCode !== 200)!.json().value).toEqual({ reason: "LINKED_ACCOUNT" });
    // Another offer is still theirs to take.
    expect(await eligibility(second, await promotion())).toMatchObject({ state: "CLAIMABLE" });
  });

  it("is for members: 401 before the body is read, trial members refused, another promotion id not found", async () => {
    const id = await promotion();
    const anonymous = await t.app.inject({ method: "POST", url: pathWith(PROMOTION_API.claim, { id }), payload: "{" });
    expect(anonymous.statusCode).toBe(401);
    const who = await newMember(t.app, "prnf");
    const [info] = await t.database.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.merchantId, t.merchantId), eq(announcements.type, "H")));
    expect((await claim(who, info!.id)).json().errorCode).toBe("NOT_FOUND");
    expect((await claim(who, 2_000_000_000)).json().errorCode).toBe("NOT_FOUND");
  });
});

describe("a reload bonus", () => {
  it("once per brand day, on a deposit of that day that gave no other bonus", async () => {
    const first = await promotion();
    const reload = await promotion({ kind: "RELOAD", reloadPeriod: "DAY", turnoverMultiple: 0 });
    const who = await newMember(t.app, "prreload");
    await confirmedDeposit(t, who, "100");
    expect((await claim(who, first)).statusCode).toBe(200);
    await forfeit(who, (await bonuses(who)).list[0].id);
    // The first deposit gave its bonus: the reload needs another.
    expect(await eligibility(who, reload)).toMatchObject({ reason: "NO_QUALIFYING_DEPOSIT" });
    await confirmedDeposit(t, who, "80");
    const taken = await claim(who, reload);
    // No turnover asked: free at once.
    expect(taken.json().value).toMatchObject({ bonusAmount: "30.00", status: "COMPLETED" });
    await confirmedDeposit(t, who, "80");
    expect(await eligibility(who, reload)).toMatchObject({ state: "CLAIMED" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("ending a bonus", () => {
  it("a forfeit takes the bonus back (at most the wallet) once; another member's bonus is not found", async () => {
    const id = await promotion();
    const who = await newMember(t.app, "prforf");
    await confirmedDeposit(t, who, "100");
    const bonus = (await claim(who, id)).json().value;
    const stranger = await newMember(t.app, "prstr");
    expect((await forfeit(stranger, bonus.id)).json().errorCode).toBe("NOT_FOUND");
    const answers = await Promise.all([forfeit(who, bonus.id), forfeit(who, bonus.id)]);
    for (const answer of answers) expect(answer.json().value).toMatchObject({ id: bonus.id, status: "FORFEITED" });
    expect(await mainBalance(t.app, who.token)).toBe("100.00");
    expect(await transfersOf(`bonus-forfeit:${bonus.id}`)).toHaveLength(1);
    expect((await settings(who)).bonusLock).toBeNull();

    // A wallet holding less than the bonus gives what it has (the operator took some away).
    const poor = await newMember(t.app, "prpoor");
    await confirmedDeposit(t, poor, "100");
    const small = (await claim(poor, id)).json().value;
    await debit(poor, "110");
    expect((await forfeit(poor, small.id)).json().value).toMatchObject({ status: "FORFEITED" });
    const [row] = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.id, small.id));
    expect(row!.forfeitedAmount).toBe(2000n);
    expect(await mainBalance(t.app, poor.token)).toBe("0.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("waits for the bets made with the bonus: an open round holds its completion and its forfeit", async () => {
    const id = await promotion();
    const who = await newMember(t.app, "propen");
    await confirmedDeposit(t, who, "100");
    const bonus = (await claim(who, id)).json().value;
    // A vendor's round still open (a lottery ticket for a later draw, say) of the whole requirement.
    const round = { vendor: "HOUSE", roundId: `open-${who.id}`, gameCode: SLOT_GAME_CODE };
    await new BetTotalsRepository(t.database.db).insertIfNew({
      merchantId: t.merchantId,
      memberId: who.id,
      currency: "USD",
      stake: 6000n,
      status: "OPEN",
      ...round,
    });
    expect((await settings(who)).bonusLock).toMatchObject({ turnoverRemaining: "0.00" });
    expect((await forfeit(who, bonus.id)).json().errorCode).toBe("BONUS_IN_PLAY");
    // Its stake counts, but until it settles the money stays locked.
    expect(await eligibility(who, id)).toMatchObject({ claimed: { status: "ACTIVE", turnoverRemaining: "0.00" } });
  });

  it("the expiry sweep, run twice, takes an expired bonus back once; a met one is completed instead", async () => {
    const id = await promotion();
    const lapsed = await newMember(t.app, "prexp");
    await confirmedDeposit(t, lapsed, "100");
    const bonus = (await claim(lapsed, id)).json().value;
    const player = await newMember(t.app, "prexpm");
    await confirmedDeposit(t, player, "100");
    const played = (await claim(player, id)).json().value;
    await spins(player, 6, "10.00");
    await t.database.db
      .update(bonusGrants)
      .set({ expiresAt: sql`now()` })
      .where(sql`${bonusGrants.id} in (${bonus.id}, ${played.id})`);
    const sweep = () =>
      // A service of its own per sweep: two runners, as two instances would be.
      buildDeps(t.config, t.database, t.app.log, undefined, inProcessTransport(t.app)).promotions.expireDue();
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const rows = await t.database.db
      .select()
      .from(bonusGrants)
      .where(sql`${bonusGrants.id} in (${bonus.id}, ${played.id})`);
    expect(rows.find((r) => r.id === bonus.id)).toMatchObject({ status: "EXPIRED", forfeitedAmount: 3000n });
    expect(rows.find((r) => r.id === played.id)).toMatchObject({ status: "COMPLETED", forfeitedAmount: null });
    expect(await transfersOf(`bonus-forfeit:${bonus.id}`)).toHaveLength(1);
    expect(await mainBalance(t.app, lapsed.token)).toBe("100.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)("a claim racing an outflow (PostgreSQL)", () => {
  it("a transfer to a game wallet that waited on a claim's wallet lock cannot take the bonus", async () => {
    const who = await newMember(t.app, "prrace2");
    await confirmedDeposit(t, who, "100");
    // A transfer before: the member's hold account exists, so the next one takes the one-statement path.
    expect((await walletTransfer(t.app, who, "MAIN", "SANDBOX", "1")).json().value.status).toBe("SUCCEEDED");
    // A claim in the middle of its transaction: the bonus posted, the grant written, not committed.
    const owner = { merchantId: t.merchantId, memberId: who.id, currency: "USD" };
    const offerRows = (await get(t.app, PROMOTION_ADMIN.offers, admin)).json().value.list as { id: number }[];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const claiming = runLedger(t.database.db, async (ledger) => {
      const main = await memberAccount(ledger, owner, MEMBER_KIND.main);
      await ledger.post({
        id: `bonus:race-${who.id}`,
        merchantId: t.merchantId,
        debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.promotionsExpense)).id,
        creditAccountId: main.id,
        amount: 10_000n,
        reason: "BONUS",
      });
      await new PromotionRepository(ledger.tx).insertGrant({
        merchantId: t.merchantId,
        memberId: who.id,
        offerId: offerRows[0]!.id,
        requestId: `race-${who.id}`,
        periodKey: `race-${who.id}`,
        depositOrderNo: `race-${who.id}`,
        currency: "USD",
        depositAmount: 10_000n,
        bonusAmount: 10_000n,
        lockedAmount: 20_000n,
        turnoverRequired: 200_000n,
        weights: { RNG: 100 },
        expiresAt: new Date(Date.now() + DAY),
      });
      held();
      await gate;
    });
    await holding;
    // The transfer's statement starts now (its snapshot has no grant) and waits for the wallet.
    const transfer = walletTransfer(t.app, who, "MAIN", "SANDBOX", "150");
    await waitForLockWaiter();
    release();
    await claiming;
    const answer = await transfer;
    expect([answer.statusCode, answer.json().errorCode]).toEqual([409, "TURNOVER_UNMET"]);
    expect(await mainBalance(t.app, who.token)).toBe("199.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

/** Until a statement waits on a row lock of the ledger's accounts (the transfer behind the claim). */
async function waitForLockWaiter() {
  for (let i = 0; i < 500; i++) {
    const waiting = await queryRows(
      t.database.db,
      sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%ledger_accounts%'`,
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the transfer never waited on the claim's lock");
}
