import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { HOUSE_API, VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { betRecords, games, vendorTransactions } from "../src/db/schema";
import { houseRounds } from "../src/vendors/house/schema";
import { checkLedger } from "../src/ledger/invariants";
import { deal, settle } from "../src/vendors/house/baccarat";
import { BACCARAT_GAME_CODE, HouseBaccarat } from "../src/vendors/house/baccarat-service";
import { HouseGameSettings } from "../src/vendors/house/game-settings";
import { CUT_ROUND_AFTER_MS, HouseRounds } from "../src/vendors/house/house-rounds";
import { brandByCode, sha256, type HouseBrand } from "../src/vendors/house/repository";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { PlatformClient } from "../src/vendors/house/platform-client";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { fund, get, mainBalance, newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { freePlay } from "./accounts-helper";

let t: TestApp;
const node: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of [BACCARAT_GAME_CODE, SLOT_GAME_CODE]) {
    const [row] = await t.database.db.select().from(games).where(eq(games.gameCode, code));
    node[code] = row!.id;
  }
});
afterAll(() => t.close());

async function gameToken(memberToken: string, code = BACCARAT_GAME_CODE) {
  const url = (await post(t.app, API.launchGame, memberToken, { nodeId: node[code], accountType: 1 })).json().value
    .game_url as string;
  return { url, token: new URL(url, "http://x").searchParams.get("token")! };
}
const cents = (amount: string) => Math.round(Number(amount) * 100);
const dealRound = (token: string, bets: object) => post(t.app, HOUSE_API.baccaratDeal, "", { token, bets });

describe("the house baccarat through the vendor API", () => {
  it("launches at its own page", async () => {
    const member = await newMember(t.app, "hb");
    expect((await gameToken(member.token)).url).toMatch(
      /^\/house\/baccarat\?token=[\w-]{40,}&language=en&merchant=DEMO$/,
    );
  });

  it("each round is one bet-win call for its stakes and its returns, provably fair once revealed", async () => {
    const member = await newMember(t.app, "hbp");
    await fund(t, member.id, "100");
    const { token } = await gameToken(member.token);
    const before = (await get(t.app, `${HOUSE_API.fairness}?token=${token}`, "")).json().value;

    const rounds: { nonce: number; payout: string; result: string; returns: Record<string, string> }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await dealRound(token, { PLAYER: "1.00", BANKER: "1.10", TIE: "1.00" });
      expect(res.statusCode, res.body).toBe(200);
      const value = res.json().value;
      expect(value).toMatchObject({ stake: "3.10", fairness: { serverSeedHash: before.serverSeedHash, nonce: i + 1 } });
      // Every spot's return is the published rule applied to the round's result.
      expect(cents(value.payout)).toBe(
        Object.values(value.returns as Record<string, string>).reduce((sum, r) => sum + cents(r), 0),
      );
      if (value.result === "TIE") expect(value.returns).toEqual({ PLAYER: "1.00", BANKER: "1.10", TIE: "9.00" });
      if (value.result === "BANKER") expect(value.returns).toEqual({ PLAYER: "0.00", BANKER: "2.14", TIE: "0.00" });
      rounds.push({ nonce: value.fairness.nonce, payout: value.payout, result: value.result, returns: value.returns });
    }
    const paid = rounds.reduce((sum, r) => sum + cents(r.payout), 0);
    expect(await mainBalance(t.app, member.token)).toBe(((10_000 - 12 * 310 + paid) / 100).toFixed(2));

    // One bet-win call per round in the vendor API's books, under the round's id.
    const calls = await t.database.db
      .select()
      .from(vendorTransactions)
      .where(eq(vendorTransactions.memberId, member.id));
    expect(calls.map((c) => c.kind)).toEqual(Array(12).fill("BETWIN"));
    expect(calls.every((c) => c.transactionId === `${c.roundId}:play`)).toBe(true);

    const rotated = (await post(t.app, HOUSE_API.rotateSeed, "", { token, clientSeed: "mine" })).json().value;
    expect(sha256(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    for (const round of rounds) {
      const outcome = deal(rotated.revealed.serverSeed, rotated.revealed.clientSeed, round.nonce);
      expect(outcome.result).toBe(round.result);
      const { payout } = settle({ PLAYER: 100n, BANKER: 110n, TIE: 100n }, outcome.result);
      expect(Number(payout)).toBe(cents(round.payout));
    }
    const records = await t.database.db.select().from(betRecords).where(eq(betRecords.memberId, member.id));
    expect(records).toHaveLength(12);
    expect(records.every((r) => r.status === "SETTLED" && r.stake === 310n)).toBe(true);
    const listed = (await get(t.app, API.betRecords, member.token)).json().value;
    expect(listed.list[0]).toMatchObject({ vendor: "HOUSE", gameName: "Punto Banco", stake: "3.10" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refuses stakes off the steps or limits, empty or unknown spots, and bets without the money", async () => {
    const member = await newMember(t.app, "hbx");
    await fund(t, member.id, "2.00");
    const { token } = await gameToken(member.token);
    const code = async (bets: object) => (await dealRound(token, bets)).json().errorCode;
    expect(await code({ PLAYER: "1.05" })).toBe("AMOUNT_OUT_OF_RANGE");
    expect(await code({ PLAYER: "0.90" })).toBe("AMOUNT_OUT_OF_RANGE");
    expect(await code({ TIE: "1000.10" })).toBe("AMOUNT_OUT_OF_RANGE");
    expect(await code({})).toBe("VALIDATION_FAILED");
    expect(await code({ DRAGON: "1.00" })).toBe("VALIDATION_FAILED");
    expect(await code({ PLAYER: "-1" })).toBe("VALIDATION_FAILED");
    expect(await code({ PLAYER: "1.00", BANKER: "1.50" })).toBe("INSUFFICIENT_BALANCE");
    expect((await dealRound("nope", { PLAYER: "1.00" })).json().errorCode).toBe("NOT_LOGGED_IN");
    // A game token is for the game it launched: the slot's token does not deal baccarat.
    expect(
      (await dealRound((await gameToken(member.token, SLOT_GAME_CODE)).token, { PLAYER: "1.00" })).json().errorCode,
    ).toBe("NOT_LOGGED_IN");
    expect(await mainBalance(t.app, member.token)).toBe("2.00");
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a trial member plays it with demo credit only", async () => {
    const trial = (await freePlay(t.app)).json().value.token as string;
    const { token } = await gameToken(trial);
    const value = (await dealRound(token, { BANKER: "10.00" })).json().value;
    const wallets = (await get(t.app, API.walletBalance, trial)).json().value;
    expect(wallets).toMatchObject({ demo: true, currency: "DEMO" });
    expect(wallets.sumBalance).toBe(value.balance);
  });

  it("a round whose answer was lost is finished by the house games' shared job, as it was played", async () => {
    const merchant = (await brandByCode(t.database.db, "DEMO"))!;
    const member = await newMember(t.app, "hbcut");
    await fund(t, member.id, "10");
    const { token } = await gameToken(member.token);
    const client = new PlatformClient(inProcessTransport(t.app));
    const lostAnswers = {
      session: (brand: HouseBrand, token: string) => client.session(brand, token),
      call: async (brand: HouseBrand, path: string, body: object) => {
        const answer = await client.call(brand, path, body);
        if (path === VENDOR_API.betWin) throw new Error("cut");
        return answer;
      },
    } as PlatformClient;
    await expect(
      new HouseBaccarat(new HouseRounds(t.database.db, lostAnswers), new HouseGameSettings(t.database.db)).deal(
        merchant,
        token,
        { TIE: "1.00" },
      ),
    ).rejects.toThrow("cut");
    const [played] = await t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.playerId, `m${member.id}`));
    expect(played).toMatchObject({ status: "PLAYING" });
    expect(await mainBalance(t.app, member.token)).toBe(((900 + Number(played!.payout)) / 100).toFixed(2));
    await t.database.db
      .update(houseRounds)
      .set({ createdAt: new Date(Date.now() - 2 * CUT_ROUND_AFTER_MS) })
      .where(eq(houseRounds.playerId, `m${member.id}`));
    expect(await new HouseRounds(t.database.db, client).finishCutRounds({ id: merchant.merchantId })).toEqual({
      settled: 1,
      voided: 0,
      refused: 0,
    });
    const [round] = await t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.playerId, `m${member.id}`));
    expect(round).toMatchObject({ game: BACCARAT_GAME_CODE, status: "SETTLED" });
    expect(await mainBalance(t.app, member.token)).toBe(((900 + Number(round!.payout)) / 100).toFixed(2));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
