import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { type AdminGame, type AdminVendor } from "@portal/contract/api/admin-catalogue";
import { API, pathWith } from "@portal/contract/api/paths";
import type { Game, Lane } from "@portal/contract/api/content";
import { eq, sql } from "drizzle-orm";
import { games, merchants } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { get, operatorToken } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The back office's catalogue settings: a vendor's hot flag and lobby order, a game's hot flag,
 * free play and order. The catalogue is cached here for ten minutes, so what players see changing
 * at once can only be the operator's change dropping the brand's caches.
 */
let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({ STATUS_CACHE_MS: "600000" });
  admin = await operatorToken(t);
  const credentials = { username: "catalogue_support", password: "Operator-Pass-123" };
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    ...credentials,
    role: "SUPPORT",
  });
  support = (await signInOperator(t, credentials)).token;
});
afterAll(() => t.close());

function put(url: string, payload: unknown, token = admin) {
  return t.app.inject({ method: "PUT", url, headers: { authorization: token }, payload: payload as object });
}

const lanes = async () =>
  (await t.app.inject({ method: "GET", url: API.vendorLanes, headers: { language: "en" } })).json().value.data
    .lanes as Lane[];
const hotGames = async () =>
  (await t.app.inject({ method: "GET", url: `${API.hotGames}?language=en` })).json().value.list as Game[];
const auditEntries = async () =>
  (await get(t.app, `${ADMIN.audit}?pageSize=200`, admin)).json().value.list as {
    action: string;
    targetId: string;
    operator: string | null;
    detail: Record<string, unknown>;
  }[];

async function gamesPage(query: Record<string, string | number>, token = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await get(t.app, `${ADMIN.games}?${search.toString()}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { list: AdminGame[]; next: string | null; prev: string | null; total: number };
}

async function gameByCode(code: string): Promise<AdminGame> {
  const page = await gamesPage({ q: code });
  const game = page.list.find((g) => g.gameCode === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
}

describe("a vendor's hot flag", () => {
  it("lists the vendor listings and sets hot on every listing of a vendor; the lanes show it at once, audited", async () => {
    const listed = (await get(t.app, ADMIN.vendors, admin)).json().value.list as AdminVendor[];
    const pp = listed.find((v) => v.vendor === "PP")!;
    const house = listed.filter((v) => v.vendor === "HOUSE");
    expect(pp).toMatchObject({ category: "RNG", hot: false, maintenance: true });
    expect(house.map((v) => v.category).sort()).toEqual(["ELOTT", "LIVE", "RNG"]);
    // The lanes are read (and cached) before the change. Only HOUSE is open in the demo; the
    // vendors under maintenance follow it, in their own order.
    const rngLane = async () => (await lanes()).find((l) => l.title === "RNG")!.cards;
    const before = (await rngLane()).map((c) => c.vassalage);
    expect(before[0]).toBe("HOUSE");

    const res = await put(pathWith(ADMIN.vendor, { vendor: "PP" }), { hot: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ vendor: "PP", hot: true });
    expect((await get(t.app, ADMIN.vendors, admin)).json().value.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ vendor: "PP", hot: true, sort: pp.sort })]),
    );
    // Its place in the lane is the vendor order's, untouched.
    expect((await rngLane()).map((c) => c.vassalage)).toEqual(before);

    // Hot off for HOUSE: every listing of it (slots, live casino, lottery) loses its badge at once.
    expect((await lanes()).flatMap((l) => l.cards.filter((c) => c.vassalage === "HOUSE").map((c) => c.isHot))).toEqual([
      true,
      true,
      true,
    ]);
    expect((await put(pathWith(ADMIN.vendor, { vendor: "HOUSE" }), { hot: false })).statusCode).toBe(200);
    expect((await lanes()).flatMap((l) => l.cards.filter((c) => c.vassalage === "HOUSE").map((c) => c.isHot))).toEqual([
      false,
      false,
      false,
    ]);
    expect(await auditEntries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "vendor.settings", targetId: "PP", detail: { hot: true } }),
        expect.objectContaining({ action: "vendor.settings", targetId: "HOUSE", detail: { hot: false } }),
      ]),
    );

    // Back as it was.
    expect((await put(pathWith(ADMIN.vendor, { vendor: "PP" }), { hot: false })).statusCode).toBe(200);
    expect((await put(pathWith(ADMIN.vendor, { vendor: "HOUSE" }), { hot: true })).statusCode).toBe(200);
    expect((await rngLane()).map((c) => c.vassalage)).toEqual(before);
  });

  it("keeps each category's own order: the hot flag sets no sort (that is PUT /admin/vendors/order's)", async () => {
    const houseListings = async () =>
      ((await get(t.app, ADMIN.vendors, admin)).json().value.list as AdminVendor[]).filter((v) => v.vendor === "HOUSE");
    const before = await houseListings();
    await t.database.db.execute(
      sql`update vendors set sort = 7 where merchant_id = ${t.merchantId} and vassalage = 'HOUSE' and category = 'LIVE'`,
    );
    expect((await put(pathWith(ADMIN.vendor, { vendor: "HOUSE" }), { hot: true })).statusCode).toBe(200);
    const after = await houseListings();
    const sorts = (list: AdminVendor[]) => Object.fromEntries(list.map((v) => [v.category, v.sort]));
    expect(sorts(after)).toEqual({ ...sorts(before), LIVE: 7 });
    // Back as it was.
    for (const listing of before) {
      await t.database.db.execute(
        sql`update vendors set is_hot = ${listing.hot}, sort = ${listing.sort}
            where merchant_id = ${t.merchantId} and vassalage = 'HOUSE' and category = ${listing.category}`,
      );
    }
  });

  it("refuses bad input with VALIDATION_FAILED, an unknown vendor with NOT_FOUND, and a role without configureBrand", async () => {
    const url = pathWith(ADMIN.vendor, { vendor: "PP" });
    for (const body of [
      {},
      { hot: "yes" },
      // A sort for every category at once is no longer a setting of this call.
      { hot: true, sort: 1 },
      { sort: -7 },
      { hot: true, maintenance: true },
    ]) {
      const res = await put(url, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    const unknown = await put(pathWith(ADMIN.vendor, { vendor: "NOPE" }), { hot: true });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, "NOT_FOUND"]);

    const refused = await put(url, { hot: true }, support);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    // Reading is every operator's.
    expect((await get(t.app, ADMIN.vendors, support)).statusCode).toBe(200);
    expect((await get(t.app, ADMIN.vendors, admin)).json().value.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ vendor: "PP", hot: false })]),
    );
  });
});

describe("the catalogue's games", () => {
  it("pages a vendor's games in catalogue order by cursor, and finds them by name", async () => {
    const first = await gamesPage({ vendor: "HOUSE", category: "ELOTT", pageSize: 3 });
    expect(first.list).toHaveLength(3);
    expect(first.prev).toBeNull();
    expect(first.next).not.toBeNull();
    const all: AdminGame[] = [...first.list];
    let next = first.next;
    while (next) {
      const page = await gamesPage({ vendor: "HOUSE", category: "ELOTT", pageSize: 3, cursor: next });
      all.push(...page.list);
      next = page.next;
    }
    expect(all.length).toBe(first.total);
    expect(all.every((g) => g.vendor === "HOUSE" && g.category === "ELOTT")).toBe(true);
    const order = all.map((g) => [g.sort, g.id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

    // A page back from the second page is the first.
    const second = await gamesPage({ vendor: "HOUSE", category: "ELOTT", pageSize: 3, cursor: first.next! });
    const back = await gamesPage({ vendor: "HOUSE", category: "ELOTT", pageSize: 3, cursor: second.prev! });
    expect(back.list.map((g) => g.id)).toEqual(first.list.map((g) => g.id));

    // By category alone, and by a part of the name in any language.
    const live = await gamesPage({ category: "LIVE" });
    expect(live.list.map((g) => g.gameCode)).toEqual(expect.arrayContaining(["EVO_ROYAL_BACCARAT"]));
    expect(live.list.every((g) => g.category === "LIVE")).toBe(true);
    expect((await gamesPage({ q: "lantern" })).list.map((g) => g.gameCode)).toEqual(["JILI_LUCKY_LANTERN"]);
    expect((await gamesPage({ q: "幸运灯笼" })).list.map((g) => g.gameCode)).toEqual(["JILI_LUCKY_LANTERN"]);
    // % and _ are the game's characters, not LIKE's wildcards: "100%" finds the game named so, "1_0" nothing.
    await t.database.db.execute(
      sql`insert into games (merchant_id, vassalage, game_code, category, game_type, name)
          values (${t.merchantId}, 'HOUSE', 'PCT_GAME', 'RNG', 'SLOT', ${JSON.stringify({ en: "Bonus 100% Spins" })}::jsonb)`,
    );
    expect((await gamesPage({ q: "100%" })).list.map((g) => g.gameCode)).toEqual(["PCT_GAME"]);
    expect((await gamesPage({ q: "0% S" })).list.map((g) => g.gameCode)).toEqual(["PCT_GAME"]);
    expect((await gamesPage({ q: "1_0" })).list).toEqual([]);
    expect((await gamesPage({ q: "100%_" })).list).toEqual([]);
    // The name's texts are searched, not its JSON: a quote, a colon or a language key matches
    // no name (in the JSON text every game has them).
    expect((await gamesPage({ q: '"' })).total).toBe(0);
    expect((await gamesPage({ q: ":" })).total).toBe(0);
    expect((await gamesPage({ q: "cn" })).total).toBe(0);
    // A number and its unit joined by a no-break space are found with a plain space, and the other way round.
    await t.database.db.execute(
      sql`insert into games (merchant_id, vassalage, game_code, category, game_type, name)
          values (${t.merchantId}, 'HOUSE', 'NBSP_GAME', 'ELOTT', 'LOTTERY', ${JSON.stringify({ vi: "Xổ số 7\u00a0phút" })}::jsonb)`,
    );
    expect((await gamesPage({ q: "số 7 phút" })).list.map((g) => g.gameCode)).toEqual(["NBSP_GAME"]);
    expect((await gamesPage({ q: "7\u00a0phút" })).list.map((g) => g.gameCode)).toEqual(["NBSP_GAME"]);

    // A cursor of another filter is refused.
    const other = await get(t.app, `${ADMIN.games}?vendor=PG&cursor=${first.next}`, admin);
    expect([other.statusCode, other.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("marks a game hot with its order and free play: the portal's hot games show it at once, audited", async () => {
    const game = await gameByCode("K3_1M");
    expect(game).toMatchObject({ hot: false, freePlay: false });
    expect((await hotGames()).map((g) => g.gameCode)).not.toContain("K3_1M");

    const res = await put(pathWith(ADMIN.game, { id: game.id }), { hot: true, freePlay: true, sort: -100 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ id: game.id, gameCode: "K3_1M", hot: true, freePlay: true, sort: -100 });
    const hot = await hotGames();
    expect(hot[0]).toMatchObject({ gameCode: "K3_1M", freePlay: true });
    expect(await auditEntries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "game.settings",
          targetId: String(game.id),
          detail: { vendor: "HOUSE", gameCode: "K3_1M", hot: true, freePlay: true, sort: -100 },
        }),
      ]),
    );

    const restored = await put(pathWith(ADMIN.game, { id: game.id }), { hot: false, freePlay: false, sort: game.sort });
    expect(restored.statusCode).toBe(200);
    expect((await hotGames()).map((g) => g.gameCode)).not.toContain("K3_1M");
  });

  it("refuses bad input, an unknown game and a role without configureBrand", async () => {
    const game = await gameByCode("K3_1M");
    const url = pathWith(ADMIN.game, { id: game.id });
    for (const body of [
      { hot: true, sort: 1 },
      { hot: true, freePlay: false, sort: "1" },
      { hot: true, freePlay: false, sort: -2_000_000 },
      { hot: true, freePlay: false, sort: 1, icon: "/x.png" },
    ]) {
      const res = await put(url, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    for (const id of ["0", "abc", "99999999999"]) {
      const res = await put(`/admin/games/${id}`, { hot: true, freePlay: false, sort: 1 });
      expect([res.statusCode, res.json().errorCode], id).toEqual([400, "VALIDATION_FAILED"]);
    }
    const unknown = await put(pathWith(ADMIN.game, { id: 2_000_000_000 }), { hot: true, freePlay: false, sort: 1 });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    // Another brand's game is no game of this brand's operators: refused, and left as it was.
    const [brand] = await t.database.db
      .insert(merchants)
      .values({ code: "CATALOGUE_OTHER", name: "Other" })
      .returning();
    const [foreign] = await t.database.db
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
    const theirs = await put(pathWith(ADMIN.game, { id: foreign!.id }), { hot: true, freePlay: true, sort: 1 });
    expect([theirs.statusCode, theirs.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    const [untouched] = await t.database.db.select().from(games).where(eq(games.id, foreign!.id));
    expect(untouched).toMatchObject({ isHot: false, freePlay: false });
    for (const query of ["category=CASINO", "pageSize=1000", "cursor=***"]) {
      const res = await get(t.app, `${ADMIN.games}?${query}`, admin);
      expect([res.statusCode, res.json().errorCode], query).toEqual([400, "VALIDATION_FAILED"]);
    }

    const refused = await put(url, { hot: true, freePlay: false, sort: 1 }, support);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    expect((await gameByCode("K3_1M")).hot).toBe(false);
    expect((await get(t.app, ADMIN.games, support)).statusCode).toBe(200);
  });
});
