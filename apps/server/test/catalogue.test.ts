import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { API } from "@portal/contract/api/paths";
import { LOTTERY_ALL_COUNT, LOTTERY_POPULAR_COUNT } from "@portal/contract/api/content";
import { games } from "../src/db/schema";
import { GameRepository } from "../src/modules/games/repository";
import { get, newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { freePlay } from "./accounts-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getPublic = (url: string) => t.app.inject({ method: "GET", url });

async function gameId(vassalage: string, gameCode: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, t.merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
  return row!.id;
}

describe("vendor lanes", () => {
  it("come with the sorting entries: each category and its vendors in display order", async () => {
    const { lanes, sorting } = (await getPublic(API.vendorLanes)).json().value.data;
    expect(sorting.map((s: { gameCategory: string }) => s.gameCategory)).toEqual(
      lanes.map((l: { title: string }) => l.title),
    );
    const rng = sorting.find((s: { gameCategory: string }) => s.gameCategory === "RNG");
    expect(rng.vendors[0]).toBe("HOUSE");
    expect(rng.vendors).toEqual(expect.arrayContaining(["PG", "JILI", "PP"]));
  });
});

describe("PVP rooms", () => {
  it("lists the rooms of one vendor or all, with the smallest stake as a decimal", async () => {
    const all = (await getPublic(API.pvpRooms)).json().value.list;
    expect(new Set(all.map((r: { vassalage: string }) => r.vassalage))).toEqual(new Set(["KY", "V8"]));
    const ky = (await getPublic(`${API.pvpRooms}?vendor=KY&language=cn`)).json().value.list;
    expect(ky[0]).toEqual({
      roomId: "KY_HOLDEM_NOVICE",
      vassalage: "KY",
      name: "德州扑克 新手场",
      minBet: "1.00",
      seats: 6,
    });
    expect(ky.every((r: { vassalage: string }) => r.vassalage === "KY")).toBe(true);
    expect((await getPublic(`${API.pvpRooms}?vendor=NOPE`)).json().value.list).toEqual([]);
  });
});

describe("launch targets", () => {
  it("a room, a vendor lobby or a vendor's game of a vendor under maintenance answers VENDOR_MAINTENANCE", async () => {
    const member = await newMember(t.app, "cat");
    const launch = (body: object) => post(t.app, API.launchGame, member.token, body);
    const room = await launch({ vassalage: "KY", roomId: "KY_HOLDEM_VIP" });
    expect([room.statusCode, room.json().errorCode]).toEqual([503, "VENDOR_MAINTENANCE"]);
    expect((await launch({ vassalage: "EVO" })).json().errorCode).toBe("VENDOR_MAINTENANCE");
    expect((await launch({ vassalage: "TCG_SEA", gameId: "SSC_5MIN" })).json().errorCode).toBe("VENDOR_MAINTENANCE");
  });

  it("an unknown room or vendor is not found; a launch naming nothing is refused", async () => {
    const member = await newMember(t.app, "cat");
    const launch = (body: object) => post(t.app, API.launchGame, member.token, body);
    expect((await launch({ vassalage: "KY", roomId: "V8_SAMGONG" })).json().errorCode).toBe("NOT_FOUND");
    expect((await launch({ vassalage: "NOPE" })).json().errorCode).toBe("NOT_FOUND");
    const empty = await launch({ accountType: 1 });
    expect([empty.statusCode, empty.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("a trial member may open only free-play games; a vendor lobby needs a real account", async () => {
    const trial = (await freePlay(t.app)).json().value.token as string;
    const res = await post(t.app, API.launchGame, trial, { vassalage: "EVO", accountType: 0 });
    expect(res.json().errorCode).toBe("TRIAL_ACCOUNT");
  });

  it("the house slot launches by vassalage and game code as well as by node id", async () => {
    const member = await newMember(t.app, "cat");
    const res = await post(t.app, API.launchGame, member.token, { vassalage: "HOUSE", gameId: "lucky-sevens" });
    expect(res.json().value.game_url).toMatch(/^\/house\/slot\?token=/);
    const unknown = await post(t.app, API.launchGame, member.token, { vassalage: "HOUSE", gameId: "nope" });
    expect(unknown.json().errorCode).toBe("NOT_FOUND");
  });
});

describe("lottery lists", () => {
  it("the popular list holds at most 20 e-lottery games, the full list at most 100, in menu order", async () => {
    const popular = (await getPublic(API.lotteryPopular)).json().value.list;
    const full = (await getPublic(`${API.lotteryPopular}?count=${LOTTERY_ALL_COUNT}&prizeMode=SEA&device=WEB`)).json()
      .value.list;
    expect(popular.length).toBeLessThanOrEqual(LOTTERY_POPULAR_COUNT);
    expect(popular.length).toBeGreaterThan(0);
    expect(full.slice(0, popular.length)).toEqual(popular);
    // The house lottery's own e-lottery games first (its Vietnamese ones are on /Vnlottery), then TCG_SEA's.
    const vendors = full.map((g: { vassalage: string }) => g.vassalage);
    expect(vendors.slice(0, 9)).toEqual(Array(9).fill("HOUSE"));
    expect(vendors.slice(9).every((v: string) => v === "TCG_SEA")).toBe(true);
    expect(full[0]).toMatchObject({ gameCode: "SSC_1M", gameGroupCode: "SSC" });
    expect(full[0].family).toBeUndefined();
    // 4D has no group of its own: LF's icon, named by its family (not as a daily draw).
    expect(full.find((g: { gameCode: string }) => g.gameCode === "4D_5M")).toMatchObject({
      gameGroupCode: "LF",
      family: "4D",
    });
    expect((await getPublic(`${API.lotteryPopular}?count=101`)).json().errorCode).toBe("VALIDATION_FAILED");
    expect((await getPublic(`${API.lotteryPopular}?count=2`)).json().value.list).toEqual(popular.slice(0, 2));
  });

  it("the Vietnam lottery menu groups its games north to south; recent lists only its games, the house's too", async () => {
    const menu = (await getPublic(`${API.vnGameMenu}?language=vi`)).json().value;
    expect(menu.map((m: { region: string }) => m.region)).toEqual(["VN_NORTH", "VN_CENTRAL", "VN_SOUTH"]);
    // The house's fast draws first in their region, then its official daily draws, then TCG's.
    expect(menu[0].games[0]).toMatchObject({
      gameCode: "VN_NORTH_5M",
      name: "Miền Bắc 5\u00a0phút",
      vassalage: "HOUSE",
    });
    expect(menu[0].games[1]).toMatchObject({ gameCode: "VN_N_DAILY", name: "Xổ số Miền Bắc", vassalage: "HOUSE" });
    expect(menu[0].games[2]).toMatchObject({ gameCode: "VN_HANOI", name: "Hà Nội", vassalage: "TCG_LOTTO_VN" });
    expect(menu[1].games[0]).toMatchObject({ gameCode: "VN_C_HUE", name: "Xổ số Thừa Thiên Huế", vassalage: "HOUSE" });

    const member = await newMember(t.app, "vn");
    expect((await get(t.app, API.vnRecent, "")).statusCode).toBe(401);
    const repo = new GameRepository(t.database.db);
    await repo.markPlayed(member.id, await gameId("TCG_LOTTO_VN", "VN_CANTHO"));
    await repo.markPlayed(member.id, await gameId("HOUSE", "lucky-sevens"));
    await repo.markPlayed(member.id, await gameId("HOUSE", "SSC_1M"));
    // The house's own Vietnamese games too (they lead the menu), newest first; not its slot, not its e-lottery.
    await repo.markPlayed(member.id, await gameId("HOUSE", "VN_NORTH_5M"));
    const recent = (await get(t.app, API.vnRecent, member.token)).json().value.list;
    expect(recent.map((g: { gameCode: string }) => g.gameCode)).toEqual(["VN_NORTH_5M", "VN_CANTHO"]);
  });
});
