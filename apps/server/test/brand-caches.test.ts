import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { HOT_GAMES_MAX } from "@portal/contract/constants";
import { games } from "../src/db/schema";
import { operatorToken } from "./money-helper";
import { sharedRedisInstances } from "./shared-redis-instances";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The brand's settings, site info and catalogue are cached (lib/brand-cache.ts) for at most
 * STATUS_CACHE_MS (ten minutes here, so only an invalidation can explain a change): an operator's
 * change through the API drops them at once on this instance, and on the others through Redis.
 */
const TEN_MINUTES_MS = "600000";

const chatColour = async (app: FastifyInstance) =>
  (await app.inject({ method: "GET", url: API.systemStatus })).json().value.info.site.chatHeaderColour as string;
const hotGames = async (app: FastifyInstance) =>
  (await app.inject({ method: "GET", url: `${API.hotGames}?language=en` })).json().value.list as { nodeId: number }[];
const vendorLanes = async (app: FastifyInstance) =>
  (await app.inject({ method: "GET", url: `${API.vendorLanes}?language=en` })).json().value.data.lanes as unknown[];

async function changeColour(t: TestApp, app: FastifyInstance, colour: string) {
  const res = await app.inject({
    method: "PUT",
    url: pathWith(ADMIN.setting, { key: "chatHeaderColour" }),
    headers: { authorization: await operatorToken(t) },
    payload: { value: colour },
  });
  expect(res.statusCode).toBe(200);
}

describe("brand caches on one instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STATUS_CACHE_MS: TEN_MINUTES_MS });
  });
  afterAll(() => t.close());

  it("reuse the catalogue until an operator's change drops the brand's caches", async () => {
    const hot = await hotGames(t.app);
    const lanes = await vendorLanes(t.app);
    expect(hot.length).toBeGreaterThan(0);
    // A change behind the server's back (SQL by hand) is not seen while the entries live...
    await t.database.db
      .update(games)
      .set({ isHot: false })
      .where(and(eq(games.merchantId, t.merchantId), eq(games.id, hot[0]!.nodeId)));
    expect(await hotGames(t.app)).toEqual(hot);
    expect(await vendorLanes(t.app)).toEqual(lanes);
    // ...and an operator's change through the API drops them: settings and catalogue alike.
    const before = await chatColour(t.app);
    await changeColour(t, t.app, "#123456");
    expect(before).not.toBe("#123456");
    expect(await chatColour(t.app)).toBe("#123456");
    expect((await hotGames(t.app)).map((g) => g.nodeId)).toEqual(hot.slice(1).map((g) => g.nodeId));
  });
});

describe("the hot-games list", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`answers at most ${HOT_GAMES_MAX} games, the first in catalogue order`, async () => {
    await t.database.db.insert(games).values(
      Array.from({ length: HOT_GAMES_MAX + 10 }, (_, i) => ({
        merchantId: t.merchantId,
        vassalage: "HOTBOUND",
        gameCode: `hot-${i}`,
        category: "RNG" as const,
        gameType: "RNG",
        name: { en: `Hot ${i}` },
        isHot: true,
        sort: -1000 + i,
      })),
    );
    const list = (await hotGames(t.app)) as { nodeId: number; gameCode: string }[];
    expect(list).toHaveLength(HOT_GAMES_MAX);
    expect(list.map((g) => g.gameCode)).toEqual(Array.from({ length: HOT_GAMES_MAX }, (_, i) => `hot-${i}`));
  });
});

// Instances share invalidations through Redis; without REDIS_URL there is nothing shared to test.
describe.runIf(process.env.REDIS_URL)("brand caches on two instances sharing Redis", () => {
  const apps = sharedRedisInstances(TEN_MINUTES_MS);

  it("an operator's change on one instance drops the brand's caches on the other", async () => {
    const before = await chatColour(apps.second);
    expect(await chatColour(apps.withoutRedis)).toBe(before);
    await changeColour(apps.t, apps.t.app, "#abcdef");
    expect(await chatColour(apps.t.app)).toBe("#abcdef");
    // Pub/sub delivers in a moment, not within the PUT: the other instance is asked until it has it.
    await vi.waitFor(async () => expect(await chatColour(apps.second)).toBe("#abcdef"), { timeout: 5000 });
    // The instance without Redis still answers its cached value: the bus, not a timer, did it.
    expect(await chatColour(apps.withoutRedis)).toBe(before);
  });
});
