import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUSE_ADMIN, HOUSE_LIMITS_API, type HouseGameSettingsView } from "@portal/contract/api/house-games";
import { API, pathWith } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { auditLog } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { BACCARAT_GAME_CODE } from "../src/vendors/house/baccarat-service";
import { houseGameSettings } from "../src/vendors/house/schema";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { fund, get, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The operator's settings of the house slot and baccarat (offered or not, stake limits): defaults
 * equal to the games' published limits, enforced on every round, validated, audited, for
 * configureBrand only.
 */
let t: TestApp;
let admin: string;
let support: string;
let member: TestMember;
let slotNode: number;
let baccaratNode: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  const credentials = { username: "house_support", password: "Operator-Pass-123" };
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    ...credentials,
    role: "SUPPORT",
  });
  support = (await signInOperator(t, credentials)).token;
  member = await newMember(t.app, "hgs");
  await fund(t, member.id, "500");
  slotNode = await houseGameNode(t, SLOT_GAME_CODE);
  baccaratNode = await houseGameNode(t, BACCARAT_GAME_CODE);
});
afterAll(() => t.close());

const gameUrl = (game: string) => pathWith(HOUSE_ADMIN.game, { game });
const put = (game: string, payload: object, token = admin) =>
  t.app.inject({ method: "PUT", url: gameUrl(game), headers: { authorization: token }, payload });
const list = async () => (await get(t.app, HOUSE_ADMIN.games, admin)).json().value.list as HouseGameSettingsView[];
const limits = async (game: string) => (await get(t.app, pathWith(HOUSE_LIMITS_API.limits, { game }), "")).json();
const spin = (token: string, bet: string) => post(t.app, HOUSE_API.slotSpin, "", { token, bet });
const deal = (token: string, bets: object) => post(t.app, HOUSE_API.baccaratDeal, "", { token, bets });
const outcome = (res: { statusCode: number; json: () => { errorCode?: string; value?: unknown } }) => [
  res.statusCode,
  res.json().errorCode || "OK",
];

describe("house game settings", () => {
  it("start on the games' published limits, for the back office and the game pages alike", async () => {
    const games = await list();
    expect(games.map((g) => g.game)).toEqual(["slot", "baccarat"]);
    expect(games[0]).toMatchObject({
      gameCode: SLOT_GAME_CODE,
      enabled: true,
      isDefault: true,
      minStake: "0.10",
      maxStake: "1000.00",
      step: "0.10",
      maxRoundStake: null,
    });
    expect(games[1]).toMatchObject({
      gameCode: BACCARAT_GAME_CODE,
      enabled: true,
      isDefault: true,
      minStake: "1.00",
      maxStake: "1000.00",
      step: "0.10",
      maxRoundStake: "3000.00",
      defaults: { minStake: "1.00", maxStake: "1000.00", maxRoundStake: "3000.00" },
    });
    expect((await limits("slot")).value).toEqual({
      game: "slot",
      enabled: true,
      minStake: "0.10",
      maxStake: "1000.00",
      step: "0.10",
      maxRoundStake: null,
    });
    expect((await limits("dice")).errorCode).toBe("VALIDATION_FAILED");
  });

  it("a set slot limit is enforced on the next spin (below the least and above the most refused)", async () => {
    const token = await launchHouseGame(t.app, member.token, slotNode);
    expect(outcome(await spin(token, "0.20"))).toEqual([200, "OK"]);

    const res = await put("slot", { enabled: true, minStake: "0.50", maxStake: "5" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ minStake: "0.50", maxStake: "5.00", isDefault: false });
    expect((await limits("slot")).value).toMatchObject({ minStake: "0.50", maxStake: "5.00" });

    const low = await spin(token, "0.20");
    expect(outcome(low)).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect(low.json().value).toEqual({ min: "0.50", max: "5.00", step: "0.10" });
    expect(outcome(await spin(token, "5.10"))).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect(outcome(await spin(token, "0.50"))).toEqual([200, "OK"]);
    expect(outcome(await spin(token, "5.00"))).toEqual([200, "OK"]);

    // The change is audited with what was asked, in the same transaction as the setting.
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "house.gameSettings"));
    expect(entries.at(-1)).toMatchObject({
      targetType: "houseGame",
      targetId: "slot",
      detail: { enabled: true, minStake: "0.50", maxStake: "5" },
    });
  });

  it("a closed game refuses its launch and its rounds, and reopens", async () => {
    const token = await launchHouseGame(t.app, member.token, slotNode);
    expect((await put("slot", { enabled: false, minStake: "0.10", maxStake: "1000" })).statusCode).toBe(200);
    expect(outcome(await spin(token, "1.00"))).toEqual([409, "GAME_CLOSED"]);
    const launch = await post(t.app, API.launchGame, member.token, { nodeId: slotNode, accountType: 1 });
    expect(outcome(launch)).toEqual([409, "GAME_CLOSED"]);
    expect((await limits("slot")).value).toMatchObject({ enabled: false });

    expect((await put("slot", { enabled: true, minStake: "0.10", maxStake: "1000" })).statusCode).toBe(200);
    expect(outcome(await spin(token, "1.00"))).toEqual([200, "OK"]);
  });

  it("baccarat's stake per spot and per round are enforced", async () => {
    const token = await launchHouseGame(t.app, member.token, baccaratNode);
    const res = await put("baccarat", { enabled: true, minStake: "2", maxStake: "10", maxRoundStake: "15" });
    expect(res.statusCode, res.body).toBe(200);
    expect(outcome(await deal(token, { PLAYER: "1.00" }))).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect(outcome(await deal(token, { PLAYER: "10.10" }))).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    const total = await deal(token, { PLAYER: "10", BANKER: "6" });
    expect(outcome(total)).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect(total.json().value).toMatchObject({ max: "15.00" });
    expect(outcome(await deal(token, { PLAYER: "10", TIE: "5" }))).toEqual([200, "OK"]);
    expect(outcome(await deal(token, { BANKER: "2" }))).toEqual([200, "OK"]);
  });

  it("a launch follows the rounds' rule and cache: a change behind the service's back reaches both together", async () => {
    const token = await launchHouseGame(t.app, member.token, baccaratNode);
    await limits("baccarat"); // the brand's settings are in the cache now
    // Another process closes it in the table: this one sees it after its cache's time, launches
    // and rounds alike (not a launch refused while its rounds are dealt).
    await t.database.db
      .update(houseGameSettings)
      .set({ enabled: false })
      .where(and(eq(houseGameSettings.merchantId, t.merchantId), eq(houseGameSettings.game, "baccarat")));
    const launch = await post(t.app, API.launchGame, member.token, { nodeId: baccaratNode, accountType: 1 });
    expect(outcome(launch)).toEqual([200, "OK"]);
    expect(outcome(await deal(token, { PLAYER: "2" }))).toEqual([200, "OK"]);
    await t.database.db
      .update(houseGameSettings)
      .set({ enabled: true })
      .where(and(eq(houseGameSettings.merchantId, t.merchantId), eq(houseGameSettings.game, "baccarat")));
  });

  it("refuses settings that are not limits, naming each field", async () => {
    const fields = async (game: string, body: object) => {
      const res = await put(game, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
      return Object.keys(res.json().value?.fields ?? {});
    };
    expect(await fields("slot", { enabled: true, minStake: "5", maxStake: "1" })).toEqual(["maxStake"]);
    expect(await fields("slot", { enabled: true, minStake: "0", maxStake: "1" })).toEqual(["minStake"]);
    // Beyond the brand's money scale (2 decimals), or off the step (whole line bets of 0.01).
    expect(await fields("slot", { enabled: true, minStake: "0.101", maxStake: "1" })).toEqual(["minStake"]);
    expect(await fields("slot", { enabled: true, minStake: "0.15", maxStake: "1" })).toEqual(["minStake"]);
    expect(await fields("slot", { enabled: true, minStake: "1", maxStake: "2", maxRoundStake: "3" })).toEqual([
      "maxRoundStake",
    ]);
    expect(await fields("baccarat", { enabled: true, minStake: "1", maxStake: "2" })).toEqual(["maxRoundStake"]);
    expect(await fields("baccarat", { enabled: true, minStake: "1", maxStake: "20", maxRoundStake: "10" })).toEqual([
      "maxRoundStake",
    ]);
    // The schema's own refusals: a negative amount, an unknown game, an unknown field.
    await fields("slot", { enabled: true, minStake: "-1", maxStake: "1" });
    await fields("dice", { enabled: true, minStake: "1", maxStake: "2" });
    await fields("slot", { enabled: true, minStake: "1", maxStake: "2", step: "1" });
    // Nothing refused was stored.
    const rows = await t.database.db.select().from(houseGameSettings);
    expect(rows.find((r) => r.game === "slot")).toMatchObject({ minStake: 10n, maxStake: 100_000n });
  });

  it("the table itself keeps the limits whole: positive, least <= most <= most per round", async () => {
    const write = (minStake: bigint, maxStake: bigint, maxRoundStake: bigint | null) =>
      t.database.db
        .insert(houseGameSettings)
        .values({ merchantId: 999_999, game: "baccarat", minStake, maxStake, maxRoundStake, updatedBy: 1 });
    // The driver's error (the constraint's name) is the cause of drizzle's.
    const refusal = async (minStake: bigint, maxStake: bigint, maxRoundStake: bigint | null) =>
      write(minStake, maxStake, maxRoundStake).then(
        () => "stored",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(0n, 100n, null)).toMatch(/house_game_settings_stakes/);
    expect(await refusal(200n, 100n, null)).toMatch(/house_game_settings_stakes/);
    expect(await refusal(100n, 200n, 150n)).toMatch(/house_game_settings_stakes/);
    expect(await refusal(100n, 200n, 200n)).toBe("stored");
    await t.database.db.delete(houseGameSettings).where(eq(houseGameSettings.merchantId, 999_999));
  });

  it("is for operators with configureBrand: a support role and a member are refused", async () => {
    const body = { enabled: true, minStake: "0.10", maxStake: "1000" };
    expect(outcome(await put("slot", body, support))).toEqual([403, "FORBIDDEN"]);
    expect((await get(t.app, HOUSE_ADMIN.games, support)).statusCode).toBe(200);
    expect((await put("slot", body, member.token)).statusCode).toBe(401);
    expect((await get(t.app, HOUSE_ADMIN.games, member.token)).statusCode).toBe(401);
  });
});
