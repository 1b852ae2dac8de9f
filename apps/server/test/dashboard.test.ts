import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_ADMIN, brandDateOf, type Dashboard } from "@portal/contract/api/admin-dashboard";
import { API } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { games, members, merchants, paymentChannels } from "../src/db/schema";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { depositAt, hourTotals, HOUR, paidWithdrawalAt, registeredAt } from "./period-data-helper";
import { confirmedDeposit, newMember, operatorToken, post, requestId } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
let channelId: number;
let slotCategory: string;

/** Brand midnight (GMT+8) of 2025-03-10 is 16:00 UTC the day before. */
const MARCH_10 = Date.parse("2025-03-09T16:00:00Z");

const dashboard = async (query = "") => {
  const res = await t.app.inject({
    method: "GET",
    url: `${DASHBOARD_ADMIN.dashboard}${query}`,
    headers: { authorization: admin },
  });
  return res;
};
const figures = async (query = "") => {
  const res = await dashboard(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Dashboard;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  const [channel] = await t.database.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, t.merchantId));
  channelId = channel!.id;
  const [slot] = await t.database.db
    .select({ category: games.category })
    .from(games)
    .where(and(eq(games.merchantId, t.merchantId), eq(games.vassalage, "HOUSE"), eq(games.gameCode, SLOT_GAME_CODE)));
  slotCategory = slot!.category;
});
afterAll(() => t.close());

describe("a period of brand days", () => {
  it("counts each figure in the brand day (GMT+8) it happened, with a row for every day and GGR = stake - payout", async () => {
    const [a, b, c] = [await newMember(t.app, "dash"), await newMember(t.app, "dash"), await newMember(t.app, "dash")];
    // a: the last second of 10 March (brand time); b: the first second of 11 March; c: before the period.
    await registeredAt(t, a.id, MARCH_10 + 24 * HOUR - 1_000);
    await registeredAt(t, b.id, MARCH_10 + 24 * HOUR);
    await registeredAt(t, c.id, MARCH_10 - 1_000);
    // c deposited before the period: its deposit in the period is not a first deposit.
    await depositAt(t, c.id, 5_000n, MARCH_10 - 2 * HOUR);
    await depositAt(t, c.id, 7_000n, MARCH_10 + HOUR);
    // a's first two deposits are both in the period: one first deposit, of the first amount.
    await depositAt(t, a.id, 10_000n, MARCH_10 + 2 * HOUR);
    await depositAt(t, a.id, 3_000n, MARCH_10 + 30 * HOUR);
    await depositAt(t, b.id, 99_999n, null); // pending: not a deposit yet
    await paidWithdrawalAt(t, c.id, 2_500n, MARCH_10 + 40 * HOUR);
    // Bets: a's slot hour on the 10th; b's on the 11th with a rolled-back part; a game not in the catalogue.
    await hourTotals(t, a.id, MARCH_10 + 3 * HOUR, { rounds: 10, stake: 1_000n, payout: 400n });
    await hourTotals(t, b.id, MARCH_10 + 26 * HOUR, {
      rounds: 5,
      stake: 800n,
      payout: 900n,
      rolledBack: [1, 100n, 0n],
    });
    await hourTotals(t, c.id, MARCH_10 + 27 * HOUR, { gameCode: "GONE-GAME", rounds: 2, stake: 200n, payout: 0n });
    // A member whose only round was rolled back is not an active player.
    await hourTotals(t, c.id, MARCH_10 + 28 * HOUR, { rounds: 1, stake: 50n, payout: 0n, rolledBack: [1, 50n, 0n] });
    // Outside the period (the 12th): not counted.
    await hourTotals(t, a.id, MARCH_10 + 48 * HOUR, { rounds: 1, stake: 7_777n, payout: 0n });

    const d = await figures("?from=2025-03-10&to=2025-03-11");
    expect(d.from).toBe(MARCH_10);
    expect(d.to).toBe(MARCH_10 + 48 * HOUR);
    expect(d.registrations).toBe(2);
    expect(d.firstDeposits).toEqual({ count: 1, amount: "100.00" });
    expect(d.deposits).toEqual({ count: 3, amount: "200.00" });
    expect(d.withdrawals).toEqual({ count: 1, amount: "25.00" });
    // Stakes 1000 + 700 + 200 (+ 0 of the rolled-back 50), payouts 400 + 900 + 0.
    expect(d.bets).toEqual({ rounds: 16, stake: "19.00", payout: "13.00", ggr: "6.00" });
    expect(d.activePlayers).toBe(3);
    // Largest GGR first.
    expect(d.byCategory).toEqual([
      { category: slotCategory, rounds: 14, stake: "17.00", payout: "13.00", ggr: "4.00" },
      { category: "", rounds: 2, stake: "2.00", payout: "0.00", ggr: "2.00" },
    ]);
    expect(d.byVendor).toEqual([{ vendor: "HOUSE", rounds: 16, stake: "19.00", payout: "13.00", ggr: "6.00" }]);
    expect(d.days).toEqual([
      { day: MARCH_10, registrations: 1, deposits: "170.00", withdrawals: "0.00", stake: "10.00", ggr: "6.00" },
      {
        day: MARCH_10 + 24 * HOUR,
        registrations: 1,
        deposits: "30.00",
        withdrawals: "25.00",
        stake: "9.00",
        ggr: "0.00",
      },
    ]);
  });

  it("leaves out another brand's members, deposits and bets", async () => {
    const [other] = await t.database.db.insert(merchants).values({ code: "DASHOTHER", name: "Other" }).returning();
    const [stranger] = await t.database.db
      .insert(members)
      .values({
        merchantId: other!.id,
        account: "stranger",
        accountKey: "stranger",
        passwordHash: "x",
        registeredAt: new Date(MARCH_10 + 5 * HOUR),
      })
      .returning();
    await depositAt(t, stranger!.id, 1_000_000n, MARCH_10 + 5 * HOUR, other!.id);
    await hourTotals(t, stranger!.id, MARCH_10 + 5 * HOUR, { rounds: 3, stake: 9_000n, payout: 0n }, other!.id);
    const d = await figures("?from=2025-03-10&to=2025-03-10");
    expect(d.registrations).toBe(1);
    expect(d.deposits.amount).toBe("170.00");
    expect(d.bets.stake).toBe("10.00");
    expect(d.days).toHaveLength(1);
  });

  it("refuses a period longer than 92 days, one that ends before it starts, and dates that do not exist", async () => {
    for (const query of ["?from=2025-01-01&to=2025-04-03", "?from=2025-03-11&to=2025-03-10", "?from=2025-02-30"]) {
      const res = await dashboard(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe("VALIDATION_FAILED");
    }
    expect((await dashboard("?from=2025-01-01&to=2025-04-02")).statusCode).toBe(200);
  });

  it("answers 401 without an operator session, and a member's token is not one", async () => {
    expect((await t.app.inject({ method: "GET", url: DASHBOARD_ADMIN.dashboard })).statusCode).toBe(401);
    const member = await newMember(t.app, "dash");
    const res = await t.app.inject({
      method: "GET",
      url: DASHBOARD_ADMIN.dashboard,
      headers: { authorization: member.token },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("today, as a member's day goes", () => {
  it("counts a registration, a confirmed first deposit, its spins and the pending queue as they happen", async () => {
    const before = await figures();
    expect(before.days).toHaveLength(1);
    expect(brandDateOf(before.from)).toBe(brandDateOf(Date.now()));

    const who = await newMember(t.app, "dash");
    await confirmedDeposit(t, who, "50");
    const token = await launchHouseGame(t.app, who.token, await houseGameNode(t, SLOT_GAME_CODE));
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1" })).statusCode).toBe(200);
    const pending = await post(t.app, API.deposits, who.token, { channelId, amount: "20", requestId: requestId() });
    expect(pending.statusCode, pending.body).toBe(200);

    const after = await figures();
    expect(after.registrations - before.registrations).toBe(1);
    expect(after.firstDeposits.count - before.firstDeposits.count).toBe(1);
    expect(after.deposits.count - before.deposits.count).toBe(1);
    expect(Number(after.deposits.amount) - Number(before.deposits.amount)).toBe(50);
    expect(after.bets.rounds - before.bets.rounds).toBe(3);
    expect(Number(after.bets.stake) - Number(before.bets.stake)).toBe(3);
    expect(after.activePlayers - before.activePlayers).toBe(1);
    expect(after.queues.deposits - before.queues.deposits).toBe(1);
  });
});
