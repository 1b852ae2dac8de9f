import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { HOUSE_API, VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { betRecords, games, vendorSessions } from "../src/db/schema";
import { hashToken } from "../src/modules/sessions/service";
import { houseRounds } from "../src/vendors/house/schema";
import { checkLedger } from "../src/ledger/invariants";
import { brandByCode, sha256, type HouseBrand } from "../src/vendors/house/repository";
import { LINES, spin } from "../src/vendors/house/slot";
import { CUT_ROUND_AFTER_MS, HouseRounds } from "../src/vendors/house/house-rounds";
import { HouseSlot, SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { HouseGameSettings } from "../src/vendors/house/game-settings";
import { PlatformClient } from "../src/vendors/house/platform-client";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { fund, get, mainBalance, newMember, post, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { freePlay } from "./accounts-helper";

let t: TestApp;
let slotNode: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select().from(games).where(eq(games.gameCode, SLOT_GAME_CODE));
  slotNode = row!.id;
});
afterAll(() => t.close());

async function launch(token: string, nodeId = slotNode) {
  return post(t.app, API.launchGame, token, { nodeId, accountType: 1 });
}
const gameToken = (url: string) => new URL(url, "http://x").searchParams.get("token")!;

describe("launch", () => {
  it("gives a member the house slot's URL with a game session; refuses what cannot be played", async () => {
    const member = await newMember(t.app, "hs");
    const res = (await launch(member.token)).json().value;
    expect(res.game_url).toMatch(/^\/house\/slot\?token=[\w-]{40,}&language=en&merchant=DEMO$/);
    expect((await post(t.app, API.launchGame, "", { nodeId: slotNode })).statusCode).toBe(401);
    expect((await launch(member.token, 2_000_000)).json().errorCode).toBe("NOT_FOUND");
    const [external] = await t.database.db.select().from(games).where(eq(games.vassalage, "PG"));
    if (external) expect((await launch(member.token, external.id)).json().errorCode).toBe("VENDOR_MAINTENANCE");
  });
});

describe("the house slot through the vendor API", () => {
  it("every spin is a bet and a win in the ledger, provably fair once the seed is revealed", async () => {
    const member = await newMember(t.app, "hsp");
    await fund(t, member.id, "50");
    const token = gameToken((await launch(member.token)).json().value.game_url);
    const before = (await get(t.app, `${HOUSE_API.fairness}?token=${token}`, "")).json().value;
    expect(before).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const rounds: { roundId: string; payout: string; nonce: number }[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" });
      expect(res.statusCode, res.body).toBe(200);
      const value = res.json().value;
      expect(value.fairness).toMatchObject({ serverSeedHash: before.serverSeedHash, nonce: i + 1 });
      rounds.push({ roundId: value.roundId, payout: value.payout, nonce: value.fairness.nonce });
    }
    const paid = rounds.reduce((sum, r) => sum + Math.round(Number(r.payout) * 100), 0);
    expect(await mainBalance(t.app, member.token)).toBe(((5000 - 1500 + paid) / 100).toFixed(2));

    const rotated = (await post(t.app, HOUSE_API.rotateSeed, "", { token, clientSeed: "my-own-seed" })).json().value;
    expect(sha256(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    for (const round of rounds) {
      const outcome = spin(rotated.revealed.serverSeed, rotated.revealed.clientSeed, round.nonce);
      expect((((100 / LINES) * outcome.lineBets) / 100).toFixed(2)).toBe(round.payout);
    }
    expect(rotated.next).toMatchObject({ clientSeed: "my-own-seed", nonce: 0 });
    const records = await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id));
    expect(records).toHaveLength(15);
    expect(records.every((r) => r.status === "SETTLED" && r.stake === 100n)).toBe(true);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("tells a game page the wallet's balance before its first spin; an unknown token is a session ended", async () => {
    const member = await newMember(t.app, "hbal");
    await fund(t, member.id, "42.50");
    const token = gameToken((await launch(member.token)).json().value.game_url);
    const res = await get(t.app, `${HOUSE_API.balance}?token=${token}`, "");
    expect(res.json().value, res.body).toEqual({ balance: await mainBalance(t.app, member.token) });
    expect(res.json().value.balance).toBe("42.50");
    const unknown = await get(t.app, `${HOUSE_API.balance}?token=${"x".repeat(40)}`, "");
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
    const missing = await get(t.app, HOUSE_API.balance, "");
    expect(missing.json().errorCode).toBe("VALIDATION_FAILED");
    // The session ended (a logout, a password change): the game URL reads nothing any more.
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    const ended = await get(t.app, `${HOUSE_API.balance}?token=${token}`, "");
    expect([ended.statusCode, ended.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);
  });

  it("refuses bets outside the steps and limits, and bets without the money, without moving any", async () => {
    const member = await newMember(t.app, "hsx");
    await fund(t, member.id, "0.50");
    const token = gameToken((await launch(member.token)).json().value.game_url);
    expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "0.15" })).json().errorCode).toBe(
      "AMOUNT_OUT_OF_RANGE",
    );
    expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "2000" })).json().errorCode).toBe(
      "AMOUNT_OUT_OF_RANGE",
    );
    expect((await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" })).json().errorCode).toBe(
      "INSUFFICIENT_BALANCE",
    );
    expect((await post(t.app, HOUSE_API.slotSpin, "", { token: "nope", bet: "1.00" })).json().errorCode).toBe(
      "NOT_LOGGED_IN",
    );
    expect(await mainBalance(t.app, member.token)).toBe("0.50");
  });

  it("a trial member plays a free-play game with demo credit only", async () => {
    const trial = (await freePlay(t.app)).json().value.token as string;
    const token = gameToken((await launch(trial)).json().value.game_url);
    const value = (await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "10.00" })).json().value;
    const wallets = (await get(t.app, API.walletBalance, trial)).json().value;
    expect(wallets).toMatchObject({ demo: true, currency: "DEMO" });
    expect(wallets.sumBalance).toBe(value.balance);
  });
});

describe("rounds cut short", () => {
  /** A house whose bet-win is lost on the way: before it reaches the platform, or its answer after. */
  function cutSlot(where: "before" | "after") {
    const client = new PlatformClient(inProcessTransport(t.app));
    const cut = {
      session: (brand: HouseBrand, token: string) => client.session(brand, token),
      call: async (brand: HouseBrand, path: string, body: object) => {
        if (path !== VENDOR_API.betWin) return client.call(brand, path, body);
        if (where === "after") await client.call(brand, path, body);
        throw new Error("cut");
      },
    } as PlatformClient;
    return new HouseSlot(new HouseRounds(t.database.db, cut), new HouseGameSettings(t.database.db));
  }
  const healthy = () => new HouseRounds(t.database.db, new PlatformClient(inProcessTransport(t.app)));
  async function age() {
    await t.database.db.update(houseRounds).set({ createdAt: new Date(Date.now() - 2 * CUT_ROUND_AFTER_MS) });
  }
  const roundsOf = (member: TestMember) =>
    t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.playerId, `m${member.id}`))
      .orderBy(asc(houseRounds.nonce));
  const payouts = (rounds: { payout: bigint }[]) => rounds.reduce((sum, r) => sum + Number(r.payout), 0);

  it("a round whose answer was lost is settled as it was; one whose call never arrived is played when sent again", async () => {
    const merchant = (await brandByCode(t.database.db, "DEMO"))!;
    const member: TestMember = await newMember(t.app, "hscut");
    await fund(t, member.id, "20");
    const token = gameToken((await launch(member.token)).json().value.game_url);

    await expect(cutSlot("after").spin(merchant, token, "1.00")).rejects.toThrow("cut");
    const [played] = await roundsOf(member);
    expect(await mainBalance(t.app, member.token)).toBe(((1900 + Number(played!.payout)) / 100).toFixed(2));
    await expect(cutSlot("before").spin(merchant, token, "1.00")).rejects.toThrow("cut");
    expect(await mainBalance(t.app, member.token)).toBe(((1900 + Number(played!.payout)) / 100).toFixed(2));
    expect((await roundsOf(member)).map((r) => r.status)).toEqual(["PLAYING", "PLAYING"]);

    await age();
    expect(await healthy().finishCutRounds({ id: merchant.merchantId })).toEqual({ settled: 2, voided: 0, refused: 0 });
    expect(await healthy().finishCutRounds({ id: merchant.merchantId })).toEqual({ settled: 0, voided: 0, refused: 0 });
    const rounds = await roundsOf(member);
    expect(rounds.map((r) => r.status)).toEqual(["SETTLED", "SETTLED"]);
    // Each round's bet and win moved once: the lost answer was not played twice.
    expect(await mainBalance(t.app, member.token)).toBe(((1800 + payouts(rounds)) / 100).toFixed(2));
    const records = await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id));
    expect(records.map((r) => [r.stake, r.status])).toEqual([
      [100n, "SETTLED"],
      [100n, "SETTLED"],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a cut round the wallet refuses when sent again ends BET_REFUSED, and nothing moves", async () => {
    const merchant = (await brandByCode(t.database.db, "DEMO"))!;
    const member: TestMember = await newMember(t.app, "hsref");
    await fund(t, member.id, "5");
    const token = gameToken((await launch(member.token)).json().value.game_url);
    await expect(cutSlot("before").spin(merchant, token, "1.00")).rejects.toThrow("cut");
    // Meanwhile the game session ended (idle, logout): the resend is refused and says why.
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    await age();
    expect(await healthy().finishCutRounds({ id: merchant.merchantId })).toEqual({ settled: 0, voided: 0, refused: 1 });
    expect((await roundsOf(member)).map((r) => r.status)).toEqual(["BET_REFUSED"]);
    expect(await mainBalance(t.app, member.token)).toBe("5.00");
    expect(await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id))).toEqual([]);
  });

  it("rounds of the two-call flow before bet-win are still finished: a bet taken gets its win, one not taken is voided", async () => {
    const merchant = (await brandByCode(t.database.db, "DEMO"))!;
    const member: TestMember = await newMember(t.app, "hsold");
    await fund(t, member.id, "20");
    const token = gameToken((await launch(member.token)).json().value.game_url);
    // Two rounds drawn and recorded; then as the old flow left them: one with its bet taken
    // (WINNING), one cut before its bet (STARTED).
    await expect(cutSlot("before").spin(merchant, token, "1.00")).rejects.toThrow("cut");
    await expect(cutSlot("before").spin(merchant, token, "1.00")).rejects.toThrow("cut");
    const [winning, started] = await roundsOf(member);
    const client = new PlatformClient(inProcessTransport(t.app));
    const bet = await client.call(merchant, VENDOR_API.bet, {
      token,
      transactionId: `${winning!.roundId}:bet`,
      roundId: winning!.roundId,
      gameCode: SLOT_GAME_CODE,
      amount: "1.00",
      currency: "USD",
    });
    expect(bet.result).toBe("OK");
    await t.database.db.update(houseRounds).set({ status: "WINNING" }).where(eq(houseRounds.roundId, winning!.roundId));
    await t.database.db.update(houseRounds).set({ status: "STARTED" }).where(eq(houseRounds.roundId, started!.roundId));
    await age();
    expect(await healthy().finishCutRounds({ id: merchant.merchantId })).toEqual({ settled: 1, voided: 1, refused: 0 });
    const rounds = await roundsOf(member);
    expect(Object.fromEntries(rounds.map((r) => [r.roundId, r.status]))).toEqual({
      [winning!.roundId]: "SETTLED",
      [started!.roundId]: "VOIDED",
    });
    expect(await mainBalance(t.app, member.token)).toBe(((1900 + Number(winning!.payout)) / 100).toFixed(2));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("betting record and personal profit", () => {
  it("list the caller's own rounds with game, category, stake and payout, and add them up", async () => {
    const member = await newMember(t.app, "hsrec");
    await fund(t, member.id, "30");
    const token = gameToken((await launch(member.token)).json().value.game_url);
    const payouts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const value = (await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "2.00" })).json().value;
      payouts.push(Math.round(Number(value.payout) * 100));
    }
    const record = (await get(t.app, API.betRecords, member.token)).json().value;
    expect(record.total).toBe(4);
    expect(record.list[0]).toMatchObject({
      vendor: "HOUSE",
      // The vendor's name as the lobby shows it, not its code.
      vendorName: "House Games",
      gameName: "Lucky Sevens",
      category: "RNG",
      stake: "2.00",
      status: "SETTLED",
    });
    expect(record.list.map((r: { payout: string }) => Math.round(Number(r.payout) * 100)).sort()).toEqual(
      [...payouts].sort(),
    );
    const won = payouts.reduce((a, b) => a + b, 0);
    const sums = { stake: "8.00", payout: (won / 100).toFixed(2), profit: ((won - 800) / 100).toFixed(2) };
    expect(record.sums).toEqual(sums);
    const inJapanese = (
      await t.app.inject({
        method: "GET",
        url: API.betRecords,
        headers: { authorization: member.token, language: "ja" },
      })
    ).json().value;
    expect(inJapanese.list[0].vendorName).toBe("ハウスゲーム");
    const firstOfOne = (await get(t.app, `${API.betRecords}?pageSize=1`, member.token)).json().value;
    const onePage = (await get(t.app, `${API.betRecords}?pageSize=1&cursor=${firstOfOne.next}`, member.token)).json()
      .value;
    expect(onePage).toMatchObject({ total: 4, totalCapped: false, sums });
    expect(onePage.list).toHaveLength(1);
    const live = (await get(t.app, `${API.betRecords}?category=LIVE`, member.token)).json().value;
    expect(live).toMatchObject({ total: 0, sums: { stake: "0.00", payout: "0.00", profit: "0.00" } });
    expect((await get(t.app, `${API.betRecords}?to=${Date.now() - 3_600_000}`, member.token)).json().value.total).toBe(
      0,
    );
    const stranger = await newMember(t.app, "hsrec");
    expect((await get(t.app, API.betRecords, stranger.token)).json().value.total).toBe(0);
    expect((await get(t.app, `${API.betRecords}?category=NOPE`, member.token)).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );

    const profit = (await get(t.app, API.personalProfit, member.token)).json().value;
    expect(profit.total).toEqual({ rounds: 4, ...sums });
    expect(profit.byCategory).toEqual([{ category: "RNG", ...profit.total }]);
    expect(profit.currency).toBe("USD");
  });
});
