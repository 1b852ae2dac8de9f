import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, pathWith } from "@portal/contract/api/paths";
import { POINTS_ADMIN, POINTS_API, POINTS_CURRENCY } from "@portal/contract/api/points";
import type { AppDeps } from "../src/app-deps";
import { pointsRewards } from "../src/db/schema";
import { buildDeps } from "../src/deps";
import { checkLedger } from "../src/ledger/invariants";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../src/modules/money/wallets";
import { runLedger } from "../src/ledger/post";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { sealed } from "./accounts-helper";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import {
  fund,
  get,
  mainBalance,
  newMember,
  operatorToken,
  PAYMENT_PASSWORD,
  post,
  requestId,
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

const HOUR = 3_600_000;
const balance = async (who: TestMember) =>
  (await get(t.app, POINTS_API.summary, who.token)).json().value.balance as number;

/** Gives a member points straight from the issuer (setup: the job's earning is tested on its own). */
async function givePoints(who: TestMember, points: number) {
  const owner = { merchantId: t.merchantId, memberId: who.id, currency: POINTS_CURRENCY };
  await runLedger(t.database.db, async (ledger) =>
    ledger.post({
      id: `test-points:${who.id}:${requestId()}`,
      merchantId: t.merchantId,
      debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.pointsIssuer)).id,
      creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.points)).id,
      amount: BigInt(points),
      reason: "POINTS_EARNED",
    }),
  );
}

async function reward(body: object): Promise<number> {
  const res = await post(t.app, POINTS_ADMIN.rewards, admin, { name: { en: "A reward" }, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

const redeem = (who: TestMember, id: number, body: object = {}) =>
  sealed(
    t.app,
    "POST",
    pathWith(POINTS_API.redeem, { id }),
    { requestId: requestId(), paymentPassword: PAYMENT_PASSWORD, ...body },
    { token: who.token },
  );
const convert = (who: TestMember, body: object) =>
  sealed(
    t.app,
    "POST",
    POINTS_API.convert,
    { requestId: requestId(), paymentPassword: PAYMENT_PASSWORD, ...body },
    {
      token: who.token,
    },
  );

describe("earning", () => {
  it("the hour's valid bets earn points by category, once however often the hour runs", async () => {
    const who = await newMember(t.app, "ptearn");
    await fund(t, who.id, "100");
    const token = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "2.50" })).statusCode).toBe(200);
    const merchant = await deps.merchants.byId(t.merchantId);
    // 10 points per 1.00 of slots (1,000 per 100.00): 7.50 staked earns 75.
    const settings = { ...(await deps.brandSettings.get(t.merchantId)), pointsEarnPerHundred: { RNG: 1000, LIVE: 0 } };
    const start = Math.floor(Date.now() / HOUR) * HOUR;
    const hour = { start: new Date(start), end: new Date(start + HOUR) };
    const runs = await Promise.all([
      deps.points.settleHour(merchant, hour, settings),
      deps.points.settleHour(merchant, hour, settings),
    ]);
    expect(runs.filter((r) => r.worked.worked)).toHaveLength(1);
    await deps.points.settleHour(merchant, hour, settings);
    expect(await balance(who)).toBe(75);
    const entries = (await get(t.app, POINTS_API.transactions, who.token)).json().value.list;
    expect(entries).toEqual([expect.objectContaining({ reason: "POINTS_EARNED", points: 75, balanceAfter: 75 })]);
    // Points are not money: the account record does not show them.
    const record = (await get(t.app, API.transactionHistory, who.token)).json().value.list as { type: string }[];
    expect(record.some((r) => r.type === "POINTS_EARNED")).toBe(false);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("the points mall", () => {
  it("a money reward: points out and money in at once, once per requestId; the payment password is required", async () => {
    const id = await reward({ kind: "MONEY", cost: 100, amount: "1.50", stock: null });
    const who = await newMember(t.app, "ptmoney");
    await givePoints(who, 250);
    const wrong = await redeem(who, id, { paymentPassword: "000000" });
    expect(wrong.json().errorCode).toBe("WRONG_PAYMENT_PASSWORD");
    const request = requestId();
    const first = await redeem(who, id, { requestId: request });
    expect(first.json().value).toMatchObject({ status: "APPROVED", cost: 100, amount: "1.50", name: "A reward" });
    expect((await redeem(who, id, { requestId: request })).json().value.id).toBe(first.json().value.id);
    expect(await balance(who)).toBe(150);
    expect(await mainBalance(t.app, who.token)).toBe("1.50");
    await redeem(who, id);
    const short = await redeem(who, id);
    expect([short.statusCode, short.json().errorCode]).toEqual([409, "INSUFFICIENT_BALANCE"]);
    expect(await balance(who)).toBe(50);
    const mine = (await get(t.app, POINTS_API.redemptions, who.token)).json().value;
    expect(mine.list).toHaveLength(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a physical reward waits for an operator; a rejection returns its points and its stock", async () => {
    const id = await reward({ kind: "PHYSICAL", cost: 80, stock: 1 });
    const who = await newMember(t.app, "ptphys");
    await givePoints(who, 100);
    expect((await redeem(who, id)).json().errorCode).toBe("VALIDATION_FAILED");
    const delivery = { name: "Le Van A", phone: "+84 90 000 0000", address: "1 Dong Khoi, HCMC" };
    const made = (await redeem(who, id, { delivery })).json().value;
    expect(made).toMatchObject({ status: "IN_PROCESS", cost: 80 });
    expect((await redeem(who, id, { delivery })).json().errorCode).toBe("OUT_OF_STOCK");
    const review = (approve: boolean) =>
      post(t.app, pathWith(POINTS_ADMIN.review, { id: made.id }), admin, { approve, note: "address unknown" });
    expect((await review(false)).json().value).toMatchObject({ status: "REJECTED", note: "address unknown" });
    expect((await review(true)).json().errorCode).toBe("INVALID_STATE");
    expect(await balance(who)).toBe(100);
    const [row] = await t.database.db.select().from(pointsRewards).where(eq(pointsRewards.id, id));
    expect(row!.stock).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("50 redemptions at once of the last 3 items: exactly 3 succeed, the rest keep their points", async () => {
    const id = await reward({ kind: "MONEY", cost: 10, amount: "0.10", stock: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => newMember(t.app, `ptrace${i}`)));
    for (const m of members) await givePoints(m, 100);
    const answers = await Promise.all(members.flatMap((m) => Array.from({ length: 5 }, () => redeem(m, id))));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(3);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) expect(lost.json().errorCode).toBe("OUT_OF_STOCK");
    const [row] = await t.database.db.select().from(pointsRewards).where(eq(pointsRewards.id, id));
    expect(row!.stock).toBe(0);
    const points = await Promise.all(members.map(balance));
    expect(points.reduce((a, b) => a + b, 0)).toBe(1000 - 30);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("the operator's rewards", () => {
  it("an edit moves the stock by addStock: one saved after a redemption does not sell that item again", async () => {
    const id = await reward({ kind: "MONEY", cost: 10, amount: "0.10", stock: 3 });
    const who = await newMember(t.app, "ptedit");
    await givePoints(who, 100);
    expect((await redeem(who, id)).statusCode).toBe(200);
    const edit = (body: object) =>
      t.app.inject({
        method: "PUT",
        url: pathWith(POINTS_ADMIN.reward, { id }),
        headers: { authorization: admin },
        payload: { kind: "MONEY", cost: 10, amount: "0.10", name: { en: "Renamed" }, ...body },
      });
    expect((await edit({})).json().value).toMatchObject({ name: "Renamed", stock: 2 });
    expect((await edit({ addStock: 5 })).json().value.stock).toBe(7);
    expect((await edit({ addStock: -8 })).json().errorCode).toBe("VALIDATION_FAILED");
    const [row] = await t.database.db.select().from(pointsRewards).where(eq(pointsRewards.id, id));
    expect(row!.stock).toBe(7);
  });

  it("lists every language's name and description, so an edit can send them back unchanged", async () => {
    const id = await reward({
      kind: "PHYSICAL",
      cost: 50,
      name: { en: "Mug", th: "แก้วน้ำ" },
      description: { en: "Sent once approved", vi: "Gửi sau khi duyệt" },
    });
    const list = (await get(t.app, POINTS_ADMIN.rewards, admin)).json().value.list as { id: number }[];
    expect(list.find((r) => r.id === id)).toMatchObject({
      names: { en: "Mug", th: "แก้วน้ำ" },
      descriptions: { en: "Sent once approved", vi: "Gửi sau khi duyệt" },
      active: true,
    });
  });
});

describe("converting", () => {
  it("points to money at the brand's rate, in multiples of the minimum, once per requestId", async () => {
    const who = await newMember(t.app, "ptconv");
    await givePoints(who, 350);
    expect((await convert(who, { points: 150 })).json().errorCode).toBe("VALIDATION_FAILED");
    const request = requestId();
    const first = await convert(who, { points: 300, requestId: request });
    expect(first.json().value).toEqual({ points: 300, amount: "3.00", balance: 50 });
    expect((await convert(who, { points: 300, requestId: request })).json().value).toEqual({
      points: 300,
      amount: "3.00",
      balance: 50,
    });
    expect(await mainBalance(t.app, who.token)).toBe("3.00");
    expect((await convert(who, { points: 100 })).json().errorCode).toBe("INSUFFICIENT_BALANCE");
    // Other content under the same requestId is a conflict, not a second conversion.
    await givePoints(who, 500);
    expect((await convert(who, { points: 400, requestId: request })).json().errorCode).toBe("IDEMPOTENCY_CONFLICT");
    expect(await balance(who)).toBe(550);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("is for members: 401 before the body is read", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: POINTS_API.convert, payload: "{" });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(t.app, POINTS_API.rewards, "")).statusCode).toBe(200);
  });
});
