import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { LOTTERY_API, type LotteryPlaySale } from "@portal/contract/api/lottery";
import { LOTTERY_ADMIN, type LotteryPlaySettingsView } from "@portal/contract/api/lottery-admin";
import { familyOf } from "@portal/contract/lottery/families/index";
import { playOf } from "@portal/contract/lottery/engine";
import { oddsFor, oddsFromText, oddsToText } from "../src/vendors/house/lottery/settings";
import { HouseLottery } from "../src/vendors/house/lottery/service";
import { newMember, operatorToken } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

// The operator's lottery settings (decision 0035): odds per price class, limits, refusals.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await operatorToken(t);
});
afterAll(() => t.close());

const plays = (family: string) => LOTTERY_ADMIN.plays.replace(":family", family);
const playUrl = (family: string, play: string) => LOTTERY_ADMIN.play.replace(":family", family).replace(":play", play);
const put = (url: string, payload: object, auth = token) =>
  t.app.inject({ method: "PUT", url, headers: { authorization: auth }, payload });

const K3_SUM_SETTINGS = {
  enabled: true,
  minStake: "2",
  maxStake: "500",
  maxDrawStake: "2000",
  exposureLimit: "100000",
  odds: { "3/18": ["200"], "10/11": ["7.5"] },
};

describe("odds in text and basis points", () => {
  it("reads and writes the odds players see", () => {
    expect(oddsFromText("1.98")).toBe(19_800);
    expect(oddsFromText("9")).toBe(90_000);
    expect(oddsFromText("104.1666")).toBe(1_041_666);
    expect(oddsToText(19_800)).toBe("1.98");
    expect(oddsToText(90_000)).toBe("9");
    expect(oddsToText(1_041_666)).toBe("104.1666");
  });
});

describe("the operator's lottery settings", () => {
  it("lists a family's plays on their defaults, each price class with its return to player", async () => {
    const res = await t.app.inject({ method: "GET", url: plays("K3"), headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as LotteryPlaySettingsView[];
    expect(list.map((p) => p.play)).toEqual(familyOf("K3")!.plays.map((p) => p.code));
    const sum = list.find((p) => p.play === "K3_SUM")!;
    expect(sum).toMatchObject({ enabled: true, minStake: "1.00", maxStake: "10000.00", tiers: ["WIN"] });
    expect(sum.priceClasses.map((c) => c.priceClass)).toEqual([
      "3/18",
      "4/17",
      "5/16",
      "6/15",
      "7/14",
      "8/13",
      "9/12",
      "10/11",
    ]);
    expect(sum.priceClasses[0]).toMatchObject({ odds: ["210.6"], defaultOdds: ["210.6"], returnToPlayer: "97.50" });
  });

  it("sets odds per price class and limits, and sales read them (a class left out keeps its defaults)", async () => {
    const res = await put(playUrl("K3", "K3_SUM"), K3_SUM_SETTINGS);
    expect(res.statusCode).toBe(200);
    const saved = res.json().value as LotteryPlaySettingsView;
    expect(saved).toMatchObject({ minStake: "2.00", maxStake: "500.00", exposureLimit: "100000.00" });
    // 3 or 18 comes with 1 in 216: 200 returns 92.59 %.
    expect(saved.priceClasses.find((c) => c.priceClass === "3/18")).toMatchObject({
      odds: ["200"],
      returnToPlayer: "92.59",
    });
    const settings = await new HouseLottery(t.database.db).settings.forPlay(t.merchantId, 2, "K3", "K3_SUM");
    const play = playOf(familyOf("K3")!, "K3_SUM")!;
    expect(oddsFor(settings, play, "18")).toEqual([2_000_000]);
    expect(oddsFor(settings, play, "11")).toEqual([75_000]);
    expect(oddsFor(settings, play, "4")).toEqual(play.defaultOdds("4"));
    expect(settings.minStake).toBe(200n);
    // Listed as set.
    const list = (await t.app.inject({ method: "GET", url: plays("K3"), headers: { authorization: token } })).json()
      .value.list as LotteryPlaySettingsView[];
    expect(list.find((p) => p.play === "K3_SUM")).toMatchObject({ maxDrawStake: "2000.00" });
    // And the change is in the audit log, with what was asked.
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "lottery.playSettings"));
    expect(entry).toMatchObject({ targetId: "K3:K3_SUM", detail: K3_SUM_SETTINGS });
  });

  it("are what a game's bet page shows: its plays on sale with the brand's odds and limits, none taken off sale", async () => {
    expect((await put(playUrl("K3", "K3_SUM"), K3_SUM_SETTINGS)).statusCode).toBe(200);
    const triple = await put(playUrl("K3", "K3_TRIPLE"), {
      ...K3_SUM_SETTINGS,
      enabled: false,
      exposureLimit: "200000",
      odds: {},
    });
    expect(triple.statusCode, triple.body).toBe(200);
    // Public, as the game's draws are: no session.
    const res = await t.app.inject({ method: "GET", url: LOTTERY_API.plays.replace(":code", "K3_1M") });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as LotteryPlaySale[];
    expect(list.map((p) => p.play)).toEqual(
      familyOf("K3")!
        .plays.map((p) => p.code)
        .filter((code) => code !== "K3_TRIPLE"),
    );
    const sum = list.find((p) => p.play === "K3_SUM")!;
    expect(sum).toMatchObject({ tiers: ["WIN"], minStake: "2.00", maxStake: "500.00", maxDrawStake: "2000.00" });
    expect(sum.priceClasses.find((c) => c.priceClass === "3/18")).toEqual({
      priceClass: "3/18",
      exampleKey: "3",
      odds: ["200"],
    });
    // A class the operator left alone sells at its default odds.
    expect(sum.priceClasses.find((c) => c.priceClass === "4/17")!.odds).toEqual(
      playOf(familyOf("K3")!, "K3_SUM")!.defaultOdds("4").map(oddsToText),
    );
    expect(
      (await t.app.inject({ method: "GET", url: LOTTERY_API.plays.replace(":code", "NO_SUCH") })).json(),
    ).toMatchObject({ errorCode: "NOT_FOUND" });
    expect(
      (await put(playUrl("K3", "K3_TRIPLE"), { ...K3_SUM_SETTINGS, exposureLimit: "200000", odds: {} })).statusCode,
    ).toBe(200);
  });

  it("refuses odds that return 100 % or more, a class the play does not have, and limits out of order", async () => {
    const res = await put(playUrl("K3", "K3_SUM"), {
      ...K3_SUM_SETTINGS,
      minStake: "10",
      maxStake: "5",
      odds: { "3/18": ["216"], "2/19": ["100"], "4/17": ["50", "1"] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe("VALIDATION_FAILED");
    // 216 on 1 in 216 returns exactly 100 %.
    expect(Object.keys(body.value.fields).sort()).toEqual(["maxStake", "odds.2/19", "odds.3/18", "odds.4/17"]);
    expect(body.value.fields["odds.3/18"]).toContain("100.00 %");
    // Nothing of a refused change is kept.
    const settings = await new HouseLottery(t.database.db).settings.forPlay(t.merchantId, 2, "K3", "K3_SUM");
    expect(settings.minStake).toBe(200n);
  });

  it("counts the per-draw limit in lines: one lô line at the most stake always fits (27 numbers in the north)", async () => {
    // The defaults: five lines at the most stake per line, a lô line costing 27 times its stake.
    const list = (
      await t.app.inject({ method: "GET", url: plays("VN_NORTH"), headers: { authorization: token } })
    ).json().value.list as LotteryPlaySettingsView[];
    expect(list.find((p) => p.play === "VN_LO2")).toMatchObject({ maxStake: "10000.00", maxDrawStake: "1350000.00" });
    expect(list.find((p) => p.play === "VN_DE")).toMatchObject({ maxStake: "10000.00", maxDrawStake: "50000.00" });
    const lo = { enabled: true, minStake: "1", maxStake: "10", exposureLimit: "100000", odds: {} };
    const refused = await put(playUrl("VN_NORTH", "VN_LO2"), { ...lo, maxDrawStake: "269" });
    expect(refused.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    expect(Object.keys(refused.json().value.fields)).toEqual(["maxDrawStake"]);
    expect(refused.json().value.fields.maxDrawStake).toContain("27 x 10.00 = 270.00");
    expect((await put(playUrl("VN_NORTH", "VN_LO2"), { ...lo, maxDrawStake: "270" })).statusCode).toBe(200);
    // A đề line costs its stake: 10 a draw is enough.
    expect((await put(playUrl("VN_NORTH", "VN_DE"), { ...lo, maxDrawStake: "10" })).statusCode).toBe(200);
  });

  it("keeps the house's exposure per number at least one line at the most stake: a lô point may owe 98 x 27", async () => {
    // The defaults (of the south, which no other test sets): 5,000,000, or five lines' most payout
    // where that is more (10,000 x 98 x 18 numbers x 5).
    const list = (
      await t.app.inject({ method: "GET", url: plays("VN_SOUTH"), headers: { authorization: token } })
    ).json().value.list as LotteryPlaySettingsView[];
    expect(list.find((p) => p.play === "VN_LO2")).toMatchObject({ exposureLimit: "88200000.00" });
    expect(list.find((p) => p.play === "VN_DE")).toMatchObject({ exposureLimit: "5000000.00" });
    // The sales' defaults are the same.
    const sales = await new HouseLottery(t.database.db).settings.forPlay(t.merchantId, 2, "VN_SOUTH", "VN_LO2");
    expect(sales.exposureLimit).toBe(8_820_000_000n);
    // 10 a point at 98 can owe 26,460 on one number: an exposure of 26,459 is refused, 26,460 taken.
    const lo = { enabled: true, minStake: "1", maxStake: "10", maxDrawStake: "1000", odds: {} };
    const refused = await put(playUrl("VN_NORTH", "VN_LO2"), { ...lo, exposureLimit: "26459" });
    expect(refused.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    expect(refused.json().value.fields).toEqual({ exposureLimit: expect.stringContaining("26460.00") });
    expect((await put(playUrl("VN_NORTH", "VN_LO2"), { ...lo, exposureLimit: "26460" })).statusCode).toBe(200);
    // At the odds set: lower odds owe less.
    const cheaper = { ...lo, exposureLimit: "26000", odds: { "": ["90"] } };
    const res = await put(playUrl("VN_NORTH", "VN_LO2"), cheaper);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses odds a line cannot carry or that make no sense: above the column, under the stake, on a tier never won", async () => {
    const dragonTiger = playUrl("SSC", "SSC_DRAGON_TIGER");
    const base = { enabled: true, minStake: "1", maxStake: "10", maxDrawStake: "100", exposureLimit: "1000" };
    const fieldsOf = async (odds: Record<string, string[]>) =>
      ((await put(dragonTiger, { ...base, odds })).json().value?.fields ?? {}) as Record<string, string>;
    // A tie never wins the tie's refund tier; 999999.9999 would overflow the lines' odds column.
    expect(Object.keys(await fieldsOf({ TIE: ["9", "999999.9999"] }))).toEqual(["odds.TIE"]);
    expect(Object.keys(await fieldsOf({ TIE: ["9", "1"] }))).toEqual(["odds.TIE"]);
    // Paying back half the stake on a win, or nothing at all.
    expect(Object.keys(await fieldsOf({ "DRAGON/TIGER": ["0.5", "0"] }))).toEqual(["odds.DRAGON/TIGER"]);
    expect(Object.keys(await fieldsOf({ "DRAGON/TIGER": ["0", "0"] }))).toEqual(["odds.DRAGON/TIGER"]);
    // A refund on a tie (1x) is fine.
    expect((await put(dragonTiger, { ...base, odds: { "DRAGON/TIGER": ["1.9", "1"] } })).statusCode).toBe(200);
  });

  it("lists and sets every price class a play sells: all five of a 4D i-box", async () => {
    const list = (await t.app.inject({ method: "GET", url: plays("4D"), headers: { authorization: token } })).json()
      .value.list as LotteryPlaySettingsView[];
    const ibox = list.find((p) => p.play === "4D_BIG_IBOX")!;
    expect(ibox.priceClasses.map((c) => c.priceClass).sort()).toEqual(
      ["1 orderings", "12 orderings", "24 orderings", "4 orderings", "6 orderings"].sort(),
    );
  });

  it("answers NOT_FOUND for an unknown family or play, and refuses malformed odds and amounts", async () => {
    expect((await put(playUrl("NOPE", "K3_SUM"), K3_SUM_SETTINGS)).json()).toMatchObject({ errorCode: "NOT_FOUND" });
    expect((await put(playUrl("K3", "K3_NOPE"), K3_SUM_SETTINGS)).json()).toMatchObject({ errorCode: "NOT_FOUND" });
    for (const bad of [
      { ...K3_SUM_SETTINGS, odds: { "3/18": ["1.23456"] } },
      { ...K3_SUM_SETTINGS, odds: { "3/18": ["-1"] } },
      { ...K3_SUM_SETTINGS, minStake: "1.001" },
      { ...K3_SUM_SETTINGS, extra: true },
    ]) {
      expect((await put(playUrl("K3", "K3_SUM"), bad)).json(), JSON.stringify(bad)).toMatchObject({
        errorCode: "VALIDATION_FAILED",
      });
    }
  });

  it("is for operators only: a member is refused, and reading needs an operator session", async () => {
    const member = await newMember(t.app, "lotset");
    expect((await put(playUrl("K3", "K3_SUM"), K3_SUM_SETTINGS, member.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: plays("K3") })).statusCode).toBe(401);
  });
});
