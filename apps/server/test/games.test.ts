import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Game, Lane } from "@portal/contract/api/content";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { vendors } from "../src/db/schema";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lanes() {
  const res = await t.app.inject({ method: "GET", url: "/wps/games/vendors", headers: { language: "en" } });
  expect(res.statusCode).toBe(200);
  return res.json().value.data.lanes as Lane[];
}

describe("vendor lanes", () => {
  it("has a lane for every category, in catalogue order, with unreachable vendors under maintenance and the house open", async () => {
    const l = await lanes();
    expect(l.map((lane) => lane.title)).toEqual([...GAME_CATEGORIES]);
    expect(l.find((lane) => lane.title === "SPORTS")!.cards.map((c) => c.vassalage)).toContain("DS88");
    expect(l.find((lane) => lane.title === "ELOTT")!.cards.map((c) => c.vassalage)).toContain("TCG_SEA");
    const cards = l.flatMap((lane) => lane.cards);
    // The house is listed under slots, live casino (its baccarat) and lottery (its draws).
    expect(cards.filter((c) => !c.maintenance).map((c) => `${c.category}:${c.vassalage}`)).toEqual([
      "LIVE:HOUSE",
      "RNG:HOUSE",
      "ELOTT:HOUSE",
    ]);
    expect(l.find((lane) => lane.title === "RNG")!.cards[0]).toMatchObject({ vassalage: "HOUSE", maintenance: false });
  });

  it("drops a category without vendors and brings it back when one is added", async () => {
    await t.database.db.delete(vendors).where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.category, "FISH")));
    expect((await lanes()).map((lane) => lane.title)).not.toContain("FISH");
    await t.database.db.insert(vendors).values({
      merchantId: t.merchantId,
      vassalage: "NEWFISH",
      category: "FISH",
      displayName: { en: "New Fishing" },
      gameType: "FISH",
    });
    const fish = (await lanes()).find((lane) => lane.title === "FISH");
    expect(fish?.cards).toHaveLength(1);
    expect(fish?.cards[0]).toMatchObject({ vassalage: "NEWFISH", displayName: "New Fishing", maintenance: false });
  });
});

describe("hot games and lottery menus", () => {
  it("answers hot games in value.list", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/wps/games/hot?merchantCode=DEMO&isPlatform=2&platform=W&language=ja",
    });
    const list = res.json().value.list as Game[];
    // The demo's third-party vendors are under maintenance: only the house's games are hot.
    expect(list.slice(0, 2).map((g) => g.gameCode)).toEqual(["lucky-sevens", "punto-banco"]);
    expect(list.map((g) => g.vassalage)).not.toContain("PG");
    expect(list[0]).toMatchObject({ nodeId: expect.any(Number), gameCode: expect.any(String), vassalage: "HOUSE" });
  });

  it("answers lottery game menus keyed by group code", async () => {
    const res = await t.app.inject({ method: "GET", url: "/lgw/games/game_menus" });
    const menus = res.json().value as { gameGroupCode: string; games: unknown[] }[];
    expect(menus.map((m) => m.gameGroupCode)).toContain("SSC");
    expect(menus.every((m) => m.games.length > 0)).toBe(true);
  });
});
