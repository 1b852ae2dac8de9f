import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, pathWith } from "@portal/contract/api/paths";
import { games, merchants } from "../src/db/schema";
import { get, newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let slotNode: number;
let otherBrandGame: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = (await t.app.inject({ method: "GET", url: `${API.egameList}?vendor=HOUSE` })).json().value.list;
  slotNode = list[0].nodeId;
  const [brand] = await t.database.db.insert(merchants).values({ code: "OTHER", name: "Other" }).returning();
  const [game] = await t.database.db
    .insert(games)
    .values({
      merchantId: brand!.id,
      vassalage: "HOUSE",
      gameCode: "x",
      category: "RNG",
      gameType: "SLOT",
      name: { en: "X" },
    })
    .returning();
  otherBrandGame = game!.id;
});
afterAll(() => t.close());

const del = (url: string, token: string) => t.app.inject({ method: "DELETE", url, headers: { authorization: token } });
const nodes = (res: { json(): { value: { list: { nodeId: number }[] } } }) =>
  res.json().value.list.map((g) => g.nodeId);

describe("game list", () => {
  it("lists a vendor's or category's games, paged, in the asked language", async () => {
    const house = (await t.app.inject({ method: "GET", url: `${API.egameList}?vendor=HOUSE&language=vi` })).json()
      .value;
    // The slot, baccarat, the demo's eleven fast lottery games and its 36 official daily ones.
    expect(house).toMatchObject({ total: 49, page: 1, pageSize: 24 });
    expect(house.list[0]).toMatchObject({ gameCode: "lucky-sevens", name: "Bảy May Mắn", category: "RNG" });
    const all = (await t.app.inject({ method: "GET", url: `${API.egameList}?pageSize=1&page=2` })).json().value;
    expect(all.list).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
    expect((await t.app.inject({ method: "GET", url: `${API.egameList}?category=NOPE` })).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );
    expect(nodes(await t.app.inject({ method: "GET", url: `${API.egameList}?pageSize=100` }))).not.toContain(
      otherBrandGame,
    );
  });
});

describe("favourites and recent games", () => {
  it("keeps each member's own favourites; another brand's game is not found", async () => {
    const member = await newMember(t.app, "fav");
    const other = await newMember(t.app, "fav");
    expect((await post(t.app, API.egameFavourites, member.token, { nodeId: slotNode })).statusCode).toBe(200);
    expect((await post(t.app, API.egameFavourites, member.token, { nodeId: slotNode })).statusCode).toBe(200);
    expect(nodes(await get(t.app, API.egameFavourites, member.token))).toEqual([slotNode]);
    expect(nodes(await get(t.app, API.egameFavourites, other.token))).toEqual([]);
    expect((await post(t.app, API.egameFavourites, member.token, { nodeId: otherBrandGame })).statusCode).toBe(404);
    expect((await del(pathWith(API.egameFavourite, { nodeId: slotNode }), member.token)).statusCode).toBe(200);
    expect(nodes(await get(t.app, API.egameFavourites, member.token))).toEqual([]);
    expect((await get(t.app, API.egameFavourites, "")).statusCode).toBe(401);
  });

  it("a launch puts the game first among the member's recent games, once", async () => {
    const member = await newMember(t.app, "rec");
    expect(nodes(await get(t.app, API.egameRecent, member.token))).toEqual([]);
    await post(t.app, API.launchGame, member.token, { nodeId: slotNode });
    await post(t.app, API.launchGame, member.token, { nodeId: slotNode });
    expect(nodes(await get(t.app, API.egameRecent, member.token))).toEqual([slotNode]);
  });
});
