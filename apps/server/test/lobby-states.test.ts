import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import type { Lane, VendorCard } from "@portal/contract/api/content";
import { vendors } from "../src/db/schema";
import { get, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  member = await newMember(t.app, "lobby");
});
afterAll(() => t.close());

async function lanes(): Promise<Lane[]> {
  return (await t.app.inject({ method: "GET", url: API.vendorLanes, headers: { language: "en" } })).json().value.data
    .lanes;
}
const card = (all: Lane[], category: string, vassalage: string): VendorCard =>
  all.find((l) => l.title === category)!.cards.find((c) => c.vassalage === vassalage)!;

const setMaintenance = (vendor: string, body: object, token = admin) =>
  t.app.inject({
    method: "PUT",
    url: pathWith(ADMIN.vendorMaintenance, { vendor }),
    headers: { authorization: token },
    payload: body,
  });

const launch = (body: object) => post(t.app, API.launchGame, member.token, body);

describe("a vendor under maintenance", () => {
  it("is never hot and is listed after the playable vendors of its lane", async () => {
    // A playable live vendor placed after the seeded ones still comes before those under maintenance.
    await t.database.db.insert(vendors).values({
      merchantId: t.merchantId,
      vassalage: "OPENLIVE",
      category: "LIVE",
      displayName: { en: "Open Live" },
      gameType: "LIVE",
      isHot: true,
      sort: 1000,
    });
    const all = await lanes();
    const live = all.find((l) => l.title === "LIVE")!.cards.map((c) => c.vassalage);
    expect(live.slice(0, 2)).toEqual(["HOUSE", "OPENLIVE"]);
    expect(live).toContain("EVO");
    const maintained = all.flatMap((l) => l.cards).filter((c) => c.maintenance);
    expect(maintained.length).toBeGreaterThan(0);
    expect(maintained.every((c) => !c.isHot)).toBe(true);
    for (const lane of all) {
      const flags = lane.cards.map((c) => c.maintenance);
      // Every playable card comes before every card under maintenance.
      expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it("refuses a launch with VENDOR_MAINTENANCE, not as a passing fault", async () => {
    const lobby = await launch({ vassalage: "EVO" });
    expect([lobby.statusCode, lobby.json().errorCode]).toEqual([503, "VENDOR_MAINTENANCE"]);
    expect((await launch({ vassalage: "KY", roomId: "KY_HOLDEM_VIP" })).json().errorCode).toBe("VENDOR_MAINTENANCE");
  });

  it("is set and cleared by an operator, with its planned end shown on the card", async () => {
    const until = Date.now() + 2 * 60 * 60 * 1000;
    const set = await setMaintenance("HOUSE", { maintenance: true, until });
    expect(set.json()).toMatchObject({
      success: true,
      value: { vendor: "HOUSE", maintenance: true, maintenanceUntil: until },
    });
    const during = await lanes();
    // Every listing of the vendor (slots and live casino) is under maintenance, never hot, and last.
    for (const category of ["RNG", "LIVE"]) {
      expect(card(during, category, "HOUSE")).toMatchObject({
        maintenance: true,
        maintenanceUntil: until,
        isHot: false,
      });
    }
    // Its listing moves from the head of the lanes to behind every playable vendor.
    const live = during.find((l) => l.title === "LIVE")!.cards;
    expect(live.findIndex((c) => c.vassalage === "HOUSE")).toBeGreaterThanOrEqual(
      live.filter((c) => !c.maintenance).length,
    );
    expect((await launch({ vassalage: "HOUSE", gameId: "lucky-sevens" })).json().errorCode).toBe("VENDOR_MAINTENANCE");

    const cleared = await setMaintenance("HOUSE", { maintenance: false });
    expect(cleared.json().value).toEqual({ vendor: "HOUSE", maintenance: false, maintenanceUntil: null });
    const after = await lanes();
    expect(card(after, "RNG", "HOUSE")).toMatchObject({ maintenance: false, maintenanceUntil: null, isHot: true });
    expect(after.find((l) => l.title === "RNG")!.cards[0]!.vassalage).toBe("HOUSE");
    expect((await launch({ vassalage: "HOUSE", gameId: "lucky-sevens" })).json().success).toBe(true);

    const log = (await get(t.app, ADMIN.audit, admin)).json().value.list;
    expect(log).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "vendor.maintenance", targetId: "HOUSE" })]),
    );
  });

  it("refuses a bad body, a past end, an unknown vendor, a member and no session", async () => {
    expect((await setMaintenance("EVO", { maintenance: "yes" })).json().errorCode).toBe("VALIDATION_FAILED");
    expect((await setMaintenance("EVO", { maintenance: false, until: Date.now() + 60_000 })).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );
    expect((await setMaintenance("EVO", { maintenance: true, until: Date.now() - 60_000 })).json().errorCode).toBe(
      "VALIDATION_FAILED",
    );
    expect((await setMaintenance("NOPE", { maintenance: true })).statusCode).toBe(404);
    expect((await setMaintenance("EVO", { maintenance: false }, member.token)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: pathWith(ADMIN.vendorMaintenance, { vendor: "EVO" }),
      payload: "not json at all",
      headers: { "content-type": "application/json" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the house vendor", () => {
  it("has no lobby to launch but is not unavailable: its games launch", async () => {
    const lobby = await launch({ vassalage: "HOUSE" });
    expect([lobby.statusCode, lobby.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    const game = await launch({ vassalage: "HOUSE", gameId: "punto-banco" });
    expect(game.json()).toMatchObject({
      success: true,
      value: { game_url: expect.stringContaining("/house/baccarat") },
    });
  });
});

describe("baccarat", () => {
  const count = async (category: string) =>
    (await t.app.inject({ method: "GET", url: `${API.egameList}?category=${category}&pageSize=100` })).json().value as {
      list: { gameCode: string }[];
      total: number;
    };

  it("is listed and counted under live casino, not slots", async () => {
    const slots = await count("RNG");
    const live = await count("LIVE");
    expect(slots.list.map((g) => g.gameCode)).not.toContain("punto-banco");
    expect(live.list.map((g) => g.gameCode)).toContain("punto-banco");
    expect(slots.total).toBe(slots.list.length);
    expect(live.total).toBe(live.list.length);
    const houseSlots = slots.list.filter((g) => ["lucky-sevens", "punto-banco"].includes(g.gameCode));
    expect(houseSlots.map((g) => g.gameCode)).toEqual(["lucky-sevens"]);
    // The house is in the live casino lane too, so its baccarat is reached from there.
    expect(card(await lanes(), "LIVE", "HOUSE")).toMatchObject({ maintenance: false });
  });
});
