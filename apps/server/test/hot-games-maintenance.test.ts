import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import type { Lane } from "@portal/contract/api/content";
import { newMember, operatorToken, post, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Nobody can play the games of a vendor under maintenance, so the hot-games list leaves them out
 * (decision 0027). The catalogue is cached here for ten minutes, so only the operator's change
 * (which drops the brand's caches) or the maintenance's planned end can explain a change.
 */
let t: TestApp;
let admin: string;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp({ STATUS_CACHE_MS: "600000" });
  admin = await operatorToken(t);
  member = await newMember(t.app, "hotmaint");
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const hotCodes = async () =>
  (
    (await t.app.inject({ method: "GET", url: `${API.hotGames}?language=en` })).json().value.list as {
      gameCode: string;
    }[]
  ).map((g) => g.gameCode);
const houseCard = async () =>
  (
    (await t.app.inject({ method: "GET", url: API.vendorLanes, headers: { language: "en" } })).json().value.data
      .lanes as Lane[]
  )
    .find((l) => l.title === "RNG")!
    .cards.find((c) => c.vassalage === "HOUSE")!;

const launchSlot = () => post(t.app, API.launchGame, member.token, { vassalage: "HOUSE", gameId: "lucky-sevens" });

async function setMaintenance(vendor: string, body: { maintenance: boolean; until?: number }) {
  const res = await t.app.inject({
    method: "PUT",
    url: pathWith(ADMIN.vendorMaintenance, { vendor }),
    headers: { authorization: admin },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const PG_HOT = ["PG_DRAGON_FORTUNE", "PG_JADE_PANDA_TREASURE"];
const HOUSE_HOT = ["lucky-sevens", "punto-banco"];

describe("the hot-games list", () => {
  it("leaves out the games of the vendors the demo keeps under maintenance", async () => {
    const hot = await hotCodes();
    expect(hot).toEqual(expect.arrayContaining(HOUSE_HOT));
    for (const closed of [...PG_HOT, "EVO_ROYAL_BACCARAT", "KY_CLASSIC_HOLDEM"]) expect(hot).not.toContain(closed);
  });

  it("follows an operator opening a vendor and putting it under maintenance again", async () => {
    expect(await hotCodes()).not.toContain(PG_HOT[0]);
    await setMaintenance("PG", { maintenance: false });
    expect(await hotCodes()).toEqual(expect.arrayContaining(PG_HOT));
    await setMaintenance("PG", { maintenance: true });
    const during = await hotCodes();
    for (const code of PG_HOT) expect(during).not.toContain(code);
    await setMaintenance("PG", { maintenance: false });
    expect(await hotCodes()).toEqual(expect.arrayContaining(PG_HOT));
  });

  it("gets a vendor's games back when its maintenance reaches its planned end, cached or not", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const until = start + 60_000;
    await setMaintenance("HOUSE", { maintenance: true, until });
    const during = await hotCodes();
    for (const code of HOUSE_HOT) expect(during).not.toContain(code);
    expect(await houseCard()).toMatchObject({ maintenance: true, maintenanceUntil: until });
    expect((await launchSlot()).json().errorCode).toBe("VENDOR_MAINTENANCE");

    // Still before the end, the cached list holds; at the end, with no operator's click, the games return.
    vi.setSystemTime(until - 1);
    expect(await hotCodes()).toEqual(during);
    vi.setSystemTime(until);
    expect(await hotCodes()).toEqual(expect.arrayContaining(HOUSE_HOT));
    // The lane's tile reopens with them, and its game launches again.
    expect(await houseCard()).toMatchObject({ maintenance: false, maintenanceUntil: null, isHot: true });
    expect((await launchSlot()).json().success).toBe(true);
  });
});
