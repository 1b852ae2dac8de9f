import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CATEGORY_ART, HOUSE_GAME_ART, LOTTERY_FAMILY_ART } from "@portal/contract/artwork";
import { seedDemoLottery } from "../src/db/seed/demo-house";
import { queryRows } from "../src/db/client";
import { createTestApp, type TestApp } from "./test-app";

// The demo brand shows our own drawings (docs/design.md, Artwork): every vendor, game, banner
// and promotion points at a same-origin file the web build ships, and each house game has a
// tile of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEB_PUBLIC = fileURLToPath(new URL("../../web/public", import.meta.url));
const shipped = (url: string) => url.startsWith("/img/") && existsSync(`${WEB_PUBLIC}${url}`);

describe("demo artwork", () => {
  it("points every vendor, game, banner and promotion at a drawing the web ships", async () => {
    const vendors = await queryRows<{ icon: string }>(t.database.db, sql`select icon from vendors`);
    const games = await queryRows<{ icon: string }>(t.database.db, sql`select icon from games`);
    const pictures = await queryRows<{ image_url: string }>(
      t.database.db,
      sql`select image_url from announcements where type in ('B', 'PR')`,
    );
    expect(vendors.length).toBeGreaterThan(0);
    expect(games.length).toBeGreaterThan(0);
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    for (const url of [...vendors.map((v) => v.icon), ...games.map((g) => g.icon), ...pictures.map((p) => p.image_url)])
      expect(shipped(url), url).toBe(true);
    for (const url of [
      ...Object.values(CATEGORY_ART),
      ...Object.values(HOUSE_GAME_ART),
      ...Object.values(LOTTERY_FAMILY_ART),
    ])
      expect(shipped(url), url).toBe(true);
  });

  it("gives each house game its own tile", async () => {
    const house = await queryRows<{ game_code: string; icon: string }>(
      t.database.db,
      sql`select game_code, icon from games where vassalage = 'HOUSE' and category <> 'ELOTT' order by game_code`,
    );
    expect(house).toEqual([
      { game_code: "lucky-sevens", icon: HOUSE_GAME_ART.slot },
      { game_code: "punto-banco", icon: HOUSE_GAME_ART.baccarat },
    ]);
    // The house lottery's games: each family's own tile, one per family.
    const lottery = await queryRows<{ game_type: string; icon: string }>(
      t.database.db,
      sql`select distinct game_type, icon from games where vassalage = 'HOUSE' and category = 'ELOTT'`,
    );
    expect(lottery.length).toBeGreaterThanOrEqual(12);
    for (const game of lottery) expect(game.icon, game.game_type).toBe(LOTTERY_FAMILY_ART[game.game_type]);
    expect(new Set(lottery.map((game) => game.icon)).size).toBe(lottery.length);
  });

  it("gives a demo database seeded before the lottery tiles its families' tiles, and keeps an operator's picture", async () => {
    const reset = (icon: string, gameCode: string) =>
      t.database.db.execute(sql`update games set icon = ${icon} where vassalage = 'HOUSE' and game_code = ${gameCode}`);
    await reset(CATEGORY_ART.ELOTT, "K3_1M");
    await reset("/media/images/7-0123456789abcdef.png", "SSC_1M");
    await seedDemoLottery(t.database.db, t.merchantId);
    const icons = await queryRows<{ game_code: string; icon: string }>(
      t.database.db,
      sql`select game_code, icon from games where vassalage = 'HOUSE' and game_code in ('K3_1M', 'SSC_1M') order by game_code`,
    );
    expect(icons).toEqual([
      { game_code: "K3_1M", icon: LOTTERY_FAMILY_ART.K3 },
      { game_code: "SSC_1M", icon: "/media/images/7-0123456789abcdef.png" },
    ]);
  });
});
