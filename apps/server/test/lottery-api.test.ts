import { API } from "@portal/contract/api/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOTTERY_API } from "@portal/contract/api/lottery";
import { chainsToCommitment, resultOfDraw } from "@portal/contract/lottery/hash-chain";
import { familyOf } from "@portal/contract/lottery/families/index";
import { HouseLottery } from "../src/vendors/house/lottery/service";
import { updateGameSettings } from "../src/vendors/house/lottery/repository";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

// The lottery's public reads over HTTP, on the demo brand's games (decision 0035).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const path = (template: string, code: string) => template.replace(":code", code);

describe("the house lottery's public calls", () => {
  it("lists the brand's games with their schedules", async () => {
    const res = await get(LOTTERY_API.games);
    expect(res.statusCode).toBe(200);
    const { list } = res.json().value as { list: { code: string; family: string; intervalSec: number }[] };
    expect(list.map((g) => g.code)).toContain("SSC_1M");
    expect(list.find((g) => g.code === "VN_NORTH_5M")).toMatchObject({ family: "VN_NORTH", intervalSec: 300 });
  });

  it("answers NO_OPEN_DRAW before the schedule is made, and the draw taking tickets after", async () => {
    const before = await get(path(LOTTERY_API.currentDraw, "SSC_1M"));
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ errorCode: "NO_OPEN_DRAW" });

    // The job's sweep as it ran eleven minutes ago, then now: a few draws of every game are due.
    const house = new HouseLottery(t.database.db);
    await house.sweep(t.merchantId, new Date(Date.now() - 11 * 60_000));
    await house.sweep(t.merchantId, new Date());
    const res = await get(path(LOTTERY_API.currentDraw, "SSC_1M"));
    expect(res.statusCode).toBe(200);
    const draw = res.json().value as { drawNo: string; closesAt: number; drawsAt: number; serverTime: number };
    expect(draw.closesAt).toBeGreaterThan(draw.serverTime);
    expect(draw.drawsAt - draw.closesAt).toBe(10_000);
    expect(draw.drawNo).toMatch(/^\d{8}-\d{4}$/);
  });

  it("gives each made draw's result with what verifies it, newest first, paged by time", async () => {
    const res = await get(`${path(LOTTERY_API.results, "VN_NORTH_5M")}?limit=5`);
    expect(res.statusCode).toBe(200);
    const { list } = res.json().value as {
      list: {
        drawNo: string;
        drawsAt: number;
        result: unknown;
        element: string;
        chainIndex: number;
        commitment: string;
      }[];
    };
    expect(list.length).toBeGreaterThan(0);
    for (const draw of list) {
      expect(await chainsToCommitment(draw.element, draw.chainIndex, draw.commitment)).toBe(true);
      expect(await resultOfDraw(familyOf("VN_NORTH")!, draw.element, "VN_NORTH_5M", draw.chainIndex)).toEqual(
        draw.result,
      );
    }
    const older = await get(`${path(LOTTERY_API.results, "VN_NORTH_5M")}?limit=4&before=${list[0]!.drawsAt}`);
    expect((older.json().value as { list: { drawNo: string }[] }).list.map((d) => d.drawNo)).toEqual(
      list.slice(1).map((d) => d.drawNo),
    );
  });

  it("launches a game the operator put aside as a closed game, and opens it again once it is back", async () => {
    const member = await newMember(t.app, "lotclosed");
    const node = await houseGameNode(t, "K3_1M");
    await updateGameSettings(t.database.db, t.merchantId, "K3_1M", { enabled: false, closeBeforeSec: 10 });
    try {
      const closed = await post(t.app, API.launchGame, member.token, { nodeId: node, accountType: 1 });
      expect([closed.statusCode, closed.json().errorCode]).toEqual([409, "GAME_CLOSED"]);
    } finally {
      await updateGameSettings(t.database.db, t.merchantId, "K3_1M", { enabled: true, closeBeforeSec: 10 });
    }
    expect(await launchHouseGame(t.app, member.token, node)).toMatch(/./);
  });

  it("refuses an unknown game and a malformed one with clear codes", async () => {
    expect((await get(path(LOTTERY_API.currentDraw, "NO_SUCH"))).json()).toMatchObject({ errorCode: "NOT_FOUND" });
    const bad = await get(path(LOTTERY_API.results, "bad code"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    const badLimit = await get(`${path(LOTTERY_API.results, "SSC_1M")}?limit=1000`);
    expect(badLimit.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
    const badBefore = await get(`${path(LOTTERY_API.results, "SSC_1M")}?before=8640000000000001`);
    expect(badBefore.json()).toMatchObject({ errorCode: "VALIDATION_FAILED" });
  });

  it("gives a Vietnamese game's opened numbers (the spec's call), newest first; no other game's", async () => {
    const res = await get(`${API.vnOpened}?gameCode=VN_NORTH_5M&count=3`);
    expect(res.statusCode).toBe(200);
    const opened = res.json().value as { family: string; list: { drawNo: string; result: unknown }[] };
    expect(opened.family).toBe("VN_NORTH");
    expect(opened.list.length).toBeGreaterThan(0);
    expect(opened.list.length).toBeLessThanOrEqual(3);
    // The same draws as the results call, read prize by prize by the family.
    const results = (await get(`${path(LOTTERY_API.results, "VN_NORTH_5M")}?limit=3`)).json().value.list;
    expect(opened.list.map((d) => d.drawNo)).toEqual(results.map((d: { drawNo: string }) => d.drawNo));
    for (const draw of opened.list) expect(() => familyOf("VN_NORTH")!.parseResult(draw.result)).not.toThrow();
    expect((await get(`${API.vnOpened}?gameCode=SSC_1M`)).json().errorCode).toBe("NOT_FOUND");
    expect((await get(`${API.vnOpened}?gameCode=nope!`)).json().errorCode).toBe("VALIDATION_FAILED");
  });
});
