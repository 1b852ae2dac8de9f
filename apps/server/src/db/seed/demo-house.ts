import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { CATEGORY_ART, HOUSE_GAME_ART } from "@portal/contract/artwork";
import type { Db } from "../client";
import { games, merchants, vendors, vendorSecrets } from "../schema";
import { BACCARAT_GAME_CODE } from "../../vendors/house/baccarat-service";
import { HOUSE_VENDOR } from "../../vendors/house/platform-client";
import { configureBrand } from "../../vendors/house/repository";
import { addGame } from "../../vendors/house/lottery/repository";
import { SLOT_GAME_CODE } from "../../vendors/house/slot-service";

/**
 * The house vendor (our own games, served by this server) in the demo brand: not under
 * maintenance, seamless wallet, listed under slots and live casino, its signing secret random per database. The platform registers
 * the secret for the vendor (vendor_secrets) and the house keeps it in its own configuration
 * (house_config, reaching the platform in this process), as a vendor is handed its secret.
 */
export async function seedDemoHouse(db: Db, merchantId: number): Promise<void> {
  const houseVendor = {
    merchantId,
    vassalage: HOUSE_VENDOR,
    displayName: { en: "House Games", cn: "自营游戏", ja: "ハウスゲーム", th: "เกมของเรา", vi: "Trò chơi nhà cái" },
    isHot: true,
    walletMode: "SEAMLESS",
    maintenance: false,
    sort: -1,
  } satisfies Partial<typeof vendors.$inferInsert>;
  // Listed under slots (the slot) and live casino (baccarat, a live-casino style table game).
  await db
    .insert(vendors)
    .values([
      { ...houseVendor, category: "RNG", gameType: "SLOT", icon: CATEGORY_ART.RNG },
      { ...houseVendor, category: "LIVE", gameType: "LIVE", icon: CATEGORY_ART.LIVE },
    ])
    .onConflictDoNothing();
  const houseGame = {
    merchantId,
    vassalage: HOUSE_VENDOR,
    isHot: true,
    freePlay: true,
  } satisfies Partial<typeof games.$inferInsert>;
  await db
    .insert(games)
    .values([
      {
        ...houseGame,
        category: "RNG",
        gameCode: SLOT_GAME_CODE,
        gameType: "SLOT",
        icon: HOUSE_GAME_ART.slot,
        name: { en: "Lucky Sevens", cn: "幸运七", ja: "ラッキーセブン", th: "ลัคกี้เซเว่น", vi: "Bảy May Mắn" },
      },
      {
        ...houseGame,
        category: "LIVE",
        gameCode: BACCARAT_GAME_CODE,
        gameType: "TABLE",
        icon: HOUSE_GAME_ART.baccarat,
        name: { en: "Punto Banco", cn: "百家乐", ja: "バカラ", th: "บาคาร่า", vi: "Baccarat Punto Banco" },
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(vendorSecrets)
    .values({ merchantId, vendor: HOUSE_VENDOR, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  // The secret the platform kept (a second start keeps the first one), handed to the house once.
  const [registered] = await db
    .select({ secret: vendorSecrets.secret })
    .from(vendorSecrets)
    .where(and(eq(vendorSecrets.merchantId, merchantId), eq(vendorSecrets.vendor, HOUSE_VENDOR)));
  const [brand] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  await configureBrand(db, {
    merchantId,
    merchantCode: brand!.code,
    vendorCode: HOUSE_VENDOR,
    secret: registered!.secret,
    platformApiBase: null,
    currencyScale: brand!.currencyScale,
  });
}

/**
 * The house lottery's fast games in the demo brand (decision 0035): one per family, on the
 * schedules the lottery sites of this market run (one to five minutes), closing before each draw.
 */
const DEMO_LOTTERY_GAMES = [
  { code: "VN_NORTH_5M", family: "VN_NORTH", intervalSec: 300, closeBeforeSec: 30 },
  { code: "VN_SOUTH_5M", family: "VN_SOUTH", intervalSec: 300, closeBeforeSec: 30 },
  { code: "SSC_1M", family: "SSC", intervalSec: 60, closeBeforeSec: 10 },
  { code: "11X5_3M", family: "11X5", intervalSec: 180, closeBeforeSec: 20 },
  { code: "K3_1M", family: "K3", intervalSec: 60, closeBeforeSec: 10 },
  { code: "PK10_1M", family: "PK10", intervalSec: 60, closeBeforeSec: 10 },
  { code: "PCB_3M", family: "PCB", intervalSec: 180, closeBeforeSec: 20 },
  { code: "LHC_5M", family: "LHC", intervalSec: 300, closeBeforeSec: 30 },
  { code: "4D_5M", family: "4D", intervalSec: 300, closeBeforeSec: 30 },
  { code: "THAI_5M", family: "THAI", intervalSec: 300, closeBeforeSec: 30 },
  { code: "CHAIN_1M", family: "CHAIN", intervalSec: 60, closeBeforeSec: 10 },
] as const;

export async function seedDemoLottery(db: Db, merchantId: number): Promise<void> {
  for (const game of DEMO_LOTTERY_GAMES) await addGame(db, { merchantId, ...game });
}
