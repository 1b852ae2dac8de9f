import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import {
  DEVICE_ID_HEADER,
  REFERRAL_ADMIN,
  REFERRAL_API,
  type AdminReferralPage,
  type ReferralTerms,
} from "@portal/contract/api/referral";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { register } from "./accounts-helper";
import { get, newMember, operatorToken, type TestMember } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/** Refer a friend in the back office: the brand's referrals by cursor, and its terms in the brand's money. */
let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  const credentials = { username: "referral_support", password: "Operator-Pass-123" };
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    ...credentials,
    role: "SUPPORT",
  });
  support = (await signInOperator(t, credentials)).token;
});
afterAll(() => t.close());

const put = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: "PUT", url, headers: { authorization: token }, payload: payload as object });

async function codeOf(who: TestMember): Promise<string> {
  return (await get(t.app, REFERRAL_API.summary, who.token)).json().value.code as string;
}
let joined = 0;
async function join(code: string, deviceId: string | null = randomBytes(16).toString("hex")): Promise<string> {
  joined += 1;
  const account = `rafr${joined}${randomBytes(3).toString("hex")}`.slice(0, 16);
  const res = await register(
    t.app,
    { username: account, password: "Secret123", confirmPassword: "Secret123", referralCode: code },
    deviceId ? { headers: { [DEVICE_ID_HEADER]: deviceId } } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return account;
}
async function referrals(query: Record<string, string | number>, token = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await get(t.app, `${REFERRAL_ADMIN.referrals}?${search.toString()}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as AdminReferralPage;
}

describe("the brand's referrals", () => {
  it("lists them newest first by cursor, filtered by status and referrer username", async () => {
    const alice = await newMember(t.app, "rfadmA");
    const bob = await newMember(t.app, "rfadmB");
    const aliceCode = await codeOf(alice);
    const aliceFriends = [await join(aliceCode), await join(aliceCode), await join(aliceCode)];
    const refused = await join(aliceCode, null);
    const bobFriend = await join(await codeOf(bob));

    // Alice's, by her name typed in another case: newest first, two a page.
    const first = await referrals({ referrer: alice.account.toUpperCase(), pageSize: 2 });
    expect(first.total).toBe(4);
    expect(first.list.map((r) => r.friend)).toEqual([refused, aliceFriends[2]]);
    expect(first.list[0]).toMatchObject({
      referrer: alice.account,
      referrerId: alice.id,
      status: "REFUSED",
      reason: "UNKNOWN_DEVICE",
      firstDeposit: null,
      turnover: "0.00",
      qualifiedAt: null,
    });
    expect(first.prev).toBeNull();
    const second = await referrals({ referrer: alice.account, pageSize: 2, cursor: first.next! });
    expect(second.list.map((r) => r.friend)).toEqual([aliceFriends[1], aliceFriends[0]]);
    expect(second.next).toBeNull();
    const back = await referrals({ referrer: alice.account, pageSize: 2, cursor: second.prev! });
    expect(back.list.map((r) => r.friend)).toEqual([refused, aliceFriends[2]]);

    // By status, and both filters at once.
    const pending = await referrals({ referrer: alice.account, status: "PENDING" });
    expect(pending.list.map((r) => r.friend)).toEqual([...aliceFriends].reverse());
    expect((await referrals({ status: "REFUSED" })).list.map((r) => r.friend)).toContain(refused);
    expect((await referrals({ status: "REFUSED" })).list.map((r) => r.friend)).not.toContain(bobFriend);
    // The whole brand: Bob's friend is the newest.
    const all = await referrals({ pageSize: 1 });
    expect(all.list[0]).toMatchObject({ friend: bobFriend, referrer: bob.account });
    // A referrer nobody is called: no rows.
    expect(await referrals({ referrer: "nobody_at_all" })).toMatchObject({ list: [], total: 0 });
  });

  it("refuses a cursor of another filter, an unknown status, and answers a reading role", async () => {
    const page = await referrals({ pageSize: 1 });
    const res = await get(t.app, `${REFERRAL_ADMIN.referrals}?status=PENDING&cursor=${page.next}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    expect((await get(t.app, `${REFERRAL_ADMIN.referrals}?status=NOPE`, admin)).statusCode).toBe(400);
    expect((await get(t.app, REFERRAL_ADMIN.referrals, support)).statusCode).toBe(200);
    expect((await get(t.app, REFERRAL_ADMIN.terms, support)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: REFERRAL_ADMIN.referrals })).statusCode).toBe(401);
  });
});

describe("the terms", () => {
  it("saves them in the brand's money as the referral settings; members see them; audited", async () => {
    const terms = {
      enabled: true,
      reward: "88.5",
      minFirstDeposit: "0",
      minTurnover: "1234.56",
      windowDays: 45,
    };
    const res = await put(REFERRAL_ADMIN.terms, terms);
    expect(res.statusCode, res.body).toBe(200);
    const saved: ReferralTerms = { ...terms, reward: "88.50", minFirstDeposit: "0.00" };
    expect(res.json().value).toEqual(saved);
    expect((await get(t.app, REFERRAL_ADMIN.terms, admin)).json().value).toEqual(saved);
    // The same settings keys, in minor units.
    const settings = (await get(t.app, ADMIN.settings, admin)).json().value as Record<string, unknown>;
    expect(settings).toMatchObject({
      referralEnabled: true,
      referralRewardMinor: 88_50,
      referralMinFirstDepositMinor: 0,
      referralMinTurnoverMinor: 1234_56,
      referralWindowDays: 45,
    });
    // A member's refer-a-friend summary shows them at once.
    const who = await newMember(t.app, "rfterms");
    const summary = (await get(t.app, REFERRAL_API.summary, who.token)).json().value;
    expect(summary.terms).toEqual(saved);
    // Audited, with the operator.
    const log = (await get(t.app, `${ADMIN.audit}?action=referral.terms`, admin)).json().value.list as {
      action: string;
      targetType: string;
      targetId: string;
      operator: string | null;
      detail: Record<string, unknown>;
    }[];
    expect(log[0]).toMatchObject({
      action: "referral.terms",
      targetType: "setting",
      targetId: "referral",
      operator: t.demoOperator.username,
      detail: expect.objectContaining({ reward: "88.5", referralRewardMinor: 88_50 }),
    });
  });

  it("refuses bad terms with the field's name and changes nothing; a role without configureBrand is refused", async () => {
    const good = { enabled: true, reward: "10", minFirstDeposit: "10", minTurnover: "10", windowDays: 10 };
    const before = (await get(t.app, REFERRAL_ADMIN.terms, admin)).json().value;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, reward: "1.234" }, "reward"],
      [{ ...good, reward: "-1" }, "reward"],
      [{ ...good, minFirstDeposit: "abc" }, "minFirstDeposit"],
      [{ ...good, minTurnover: "999999999999999" }, "minTurnover"],
      [{ ...good, reward: "10000001" }, "reward"],
      [{ ...good, windowDays: 0 }, "windowDays"],
      [{ ...good, windowDays: 366 }, "windowDays"],
      [{ ...good, windowDays: 1.5 }, "windowDays"],
    ];
    for (const [body, field] of cases) {
      const res = await put(REFERRAL_ADMIN.terms, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json().value.fields), JSON.stringify(body)).toContain(field);
    }
    const denied = await put(REFERRAL_ADMIN.terms, good, support);
    expect(denied.statusCode).toBe(403);
    expect((await get(t.app, REFERRAL_ADMIN.terms, admin)).json().value).toEqual(before);
  });
});
