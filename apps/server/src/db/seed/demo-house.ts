import { randomBytes } from "node:crypto";
import type { Db } from "../client";
import { games, vendors, vendorSecrets } from "../schema";
import { HOUSE_VENDOR } from "../../vendors/house/vendor-client";
import { BACCARAT_GAME_CODE } from "../../vendors/house/baccarat-service";
import { SLOT_GAME_CODE } from "../../vendors/house/slot-service";

/**
 * The house vendor (our own games, served by this server) in the demo brand: not under
 * maintenance, seamless wallet, its signing secret random per database.
 */
export async function seedDemoHouse(db: Db, merchantId: number): Promise<void> {
  await db
    .insert(vendors)
    .values({
      merchantId,
      vassalage: HOUSE_VENDOR,
      category: "RNG",
      displayName: { en: "House Games", cn: "自营游戏", ja: "ハウスゲーム", th: "เกมของเรา", vi: "Trò chơi nhà cái" },
      gameType: "SLOT",
      isHot: true,
      walletMode: "SEAMLESS",
      maintenance: false,
      sort: -1,
    })
    .onConflictDoNothing();
  const houseGame = {
    merchantId,
    vassalage: HOUSE_VENDOR,
    category: "RNG",
    isHot: true,
    freePlay: true,
  } satisfies Partial<typeof games.$inferInsert>;
  await db
    .insert(games)
    .values([
      {
        ...houseGame,
        gameCode: SLOT_GAME_CODE,
        gameType: "SLOT",
        name: { en: "Lucky Sevens", cn: "幸运七", ja: "ラッキーセブン", th: "ลัคกี้เซเว่น", vi: "Bảy May Mắn" },
      },
      {
        ...houseGame,
        gameCode: BACCARAT_GAME_CODE,
        gameType: "TABLE",
        name: { en: "Punto Banco", cn: "百家乐", ja: "バカラ", th: "บาคาร่า", vi: "Baccarat Punto Banco" },
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(vendorSecrets)
    .values({ merchantId, vendor: HOUSE_VENDOR, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
}
