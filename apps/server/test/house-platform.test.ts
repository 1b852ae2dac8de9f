import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUSE_API, VENDOR_API, VENDOR_HEADERS } from "@portal/contract/api/vendor-wallet";
import { vendorSessions } from "../src/db/schema";
import { hashToken } from "../src/modules/sessions/service";
import { HouseGames } from "../src/vendors/house/house-games";
import { signRequest } from "../src/vendors/house/platform-client";
import { brandByCode, sha256, type HouseBrand } from "../src/vendors/house/repository";
import { houseConfig, houseRounds, houseSessions } from "../src/vendors/house/schema";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { fund, mainBalance, newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The house vendor is a vendor, not a module (docs/decisions/0019): it learns who plays only by
 * asking the platform's signed vendor API about the launch token, keeps what it learnt in its
 * own tables, and reaches the platform through a transport that can be HTTP.
 */
let t: TestApp;
let brand: HouseBrand;
let slotNode: number;
beforeAll(async () => {
  t = await createTestApp();
  brand = (await brandByCode(t.database.db, "DEMO"))!;
  slotNode = await houseGameNode(t, SLOT_GAME_CODE);
});
afterAll(() => t.close());

/** A call signed as the house of the demo brand signs it (its own configuration). */
function signedAsHouse(path: string, body: object) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  return t.app.inject({
    method: "POST",
    url: path,
    payload: raw,
    headers: {
      "content-type": "application/json",
      merchant: brand.merchantCode,
      [VENDOR_HEADERS.code]: brand.vendorCode,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signRequest(brand.secret, timestamp, raw),
    },
  });
}

const spin = (token: string) => post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" });

describe("POST /vendor/session", () => {
  it("names the player, game and currency of a live launch token, to the vendor it was issued to only", async () => {
    const member = await newMember(t.app, "hps");
    const token = await launchHouseGame(t.app, member.token, slotNode);
    const answer = (await signedAsHouse(VENDOR_API.session, { token })).json();
    expect(answer).toMatchObject({ result: "OK", playerId: `m${member.id}`, gameCode: SLOT_GAME_CODE });
    expect(answer.currency).toBe("USD");
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());

    expect((await signedAsHouse(VENDOR_API.session, { token: "no-such-token" })).json()).toEqual({
      result: "INVALID_TOKEN",
    });
    // Unsigned: nothing is told.
    const unsigned = await t.app.inject({
      method: "POST",
      url: VENDOR_API.session,
      payload: { token },
      headers: { merchant: brand.merchantCode, [VENDOR_HEADERS.code]: brand.vendorCode },
    });
    expect(unsigned.json()).toEqual({ result: "INVALID_SIGNATURE" });
  });
});

describe("a session the platform ended", () => {
  it("stops the house at once: the wallet refuses the round's bet-win, and the house asks again before the next", async () => {
    const member = await newMember(t.app, "hpr");
    await fund(t, member.id, "10");
    const token = await launchHouseGame(t.app, member.token, slotNode);
    expect((await spin(token)).statusCode).toBe(200);
    // The house learnt the player from the platform and kept it in its own table.
    const [learnt] = await t.database.db
      .select()
      .from(houseSessions)
      .where(eq(houseSessions.tokenHash, sha256(token)));
    expect(learnt).toMatchObject({ merchantId: brand.merchantId, playerId: `m${member.id}`, gameCode: SLOT_GAME_CODE });
    const balance = await mainBalance(t.app, member.token);

    // The platform revokes the game session (what a logout or an operator does), nothing else.
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorSessions.tokenHash, hashToken(token)));
    expect((await signedAsHouse(VENDOR_API.session, { token })).json()).toEqual({ result: "TOKEN_EXPIRED" });
    // The house confirmed the session a moment ago and plays on it: the wallet refuses the round.
    expect((await spin(token)).json().errorCode).toBe("NOT_LOGGED_IN");
    const statuses = async () =>
      (
        await t.database.db
          .select()
          .from(houseRounds)
          .where(eq(houseRounds.playerId, `m${member.id}`))
      )
        .map((r) => r.status)
        .sort();
    expect(await statuses()).toEqual(["BET_REFUSED", "SETTLED"]);
    // The refusal made it forget the session: the next spin asks the platform and draws nothing.
    expect((await spin(token)).json().errorCode).toBe("NOT_LOGGED_IN");
    expect(await statuses()).toEqual(["BET_REFUSED", "SETTLED"]);
    // Even a house that did not ask could not take the bet: the wallet refuses an ended session.
    const bet = await signedAsHouse(VENDOR_API.bet, {
      token,
      transactionId: "hpr-late:bet",
      roundId: "hpr-late",
      gameCode: SLOT_GAME_CODE,
      amount: "1.00",
      currency: "USD",
    });
    expect(bet.json()).toMatchObject({ result: "TOKEN_EXPIRED" });
    expect(await mainBalance(t.app, member.token)).toBe(balance);
  });
});

describe("the house over HTTP", () => {
  it("plays through the platform's vendor API at its configured base URL, also as a house of its own", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    try {
      await t.database.db
        .update(houseConfig)
        .set({ platformApiBase: address })
        .where(eq(houseConfig.merchantId, brand.merchantId));
      const member = await newMember(t.app, "hph");
      await fund(t, member.id, "10");
      const token = await launchHouseGame(t.app, member.token, slotNode);
      // Through the server's own routes, whose house now calls the platform over HTTP.
      const first = (await spin(token)).json().value;
      expect(first.bet).toBe("1.00");

      // A house with no platform in its process at all: only its tables and configuration.
      const alone = new HouseGames({ db: t.database.db, defaultMerchantCode: "DEMO" });
      const second = await alone.slot.spin(await alone.brand(undefined), token, "1.00");
      expect(second.fairness.nonce).toBe(first.fairness.nonce + 1);
      expect(await mainBalance(t.app, member.token)).toBe(second.balance);
    } finally {
      await t.database.db
        .update(houseConfig)
        .set({ platformApiBase: null })
        .where(eq(houseConfig.merchantId, brand.merchantId));
    }
  });

  it("a house of its own without a platform base for the brand says so instead of guessing", async () => {
    const alone = new HouseGames({ db: t.database.db, defaultMerchantCode: "DEMO" });
    await expect(alone.fairness(await alone.brand("DEMO"), "any")).rejects.toThrow("no platform API base");
  });
});
