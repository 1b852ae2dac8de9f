import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { CATEGORY_ART, HOUSE_GAME_ART, lotteryArt } from "@portal/contract/artwork";
import type { Db } from "../client";
import { games, merchants, vendors, vendorSecrets } from "../schema";
import { BACCARAT_GAME_CODE } from "../../vendors/house/baccarat-service";
import { HOUSE_VENDOR } from "../../vendors/house/platform-client";
import { configureBrand } from "../../vendors/house/repository";
import { addGame } from "../../vendors/house/lottery/repository";
import { SLOT_GAME_CODE } from "../../vendors/house/slot-service";
import { DEMO_VN_OFFICIAL_GAMES } from "./demo-vn-official";

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
 * schedules the lottery sites of this market run (one to five minutes), closing before each draw,
 * each with its name in the catalogue (vendor HOUSE, category ELOTT, game type its family).
 * A number and its unit ("5\u00a0นาที", "5\u00a0phút") are joined by a no-break space, so a
 * narrow tile never puts them on two lines.
 */
const DEMO_LOTTERY_GAMES = [
  {
    code: "VN_NORTH_5M",
    family: "VN_NORTH",
    intervalSec: 300,
    closeBeforeSec: 30,
    name: {
      en: "North Vietnam 5-Minute",
      cn: "越南北部5分彩",
      ja: "ベトナム北部5分",
      th: "หวยเวียดนามเหนือ 5\u00a0นาที",
      vi: "Miền Bắc 5\u00a0phút",
    },
  },
  {
    code: "VN_SOUTH_5M",
    family: "VN_SOUTH",
    intervalSec: 300,
    closeBeforeSec: 30,
    name: {
      en: "South Vietnam 5-Minute",
      cn: "越南南部5分彩",
      ja: "ベトナム南部5分",
      th: "หวยเวียดนามใต้ 5\u00a0นาที",
      vi: "Miền Nam 5\u00a0phút",
    },
  },
  {
    code: "SSC_1M",
    family: "SSC",
    intervalSec: 60,
    closeBeforeSec: 10,
    name: { en: "1-Minute SSC", cn: "分分时时彩", ja: "1分時時彩", th: "หวยหุ้น SSC 1\u00a0นาที", vi: "SSC 1\u00a0phút" },
  },
  {
    code: "11X5_3M",
    family: "11X5",
    intervalSec: 180,
    closeBeforeSec: 20,
    name: {
      en: "3-Minute 11x5",
      cn: "三分11选5",
      ja: "3分11選5",
      th: "11 เลือก 5 สามนาที",
      vi: "11 chọn 5 – 3\u00a0phút",
    },
  },
  {
    code: "K3_1M",
    family: "K3",
    intervalSec: 60,
    closeBeforeSec: 10,
    name: {
      en: "1-Minute Fast 3 Dice",
      cn: "一分快三",
      ja: "1分快3",
      th: "ไฮโล K3 1\u00a0นาที",
      vi: "K3 xúc xắc 1\u00a0phút",
    },
  },
  {
    code: "PK10_1M",
    family: "PK10",
    intervalSec: 60,
    closeBeforeSec: 10,
    name: {
      en: "1-Minute PK10 Racing",
      cn: "极速赛车",
      ja: "1分PK10レース",
      th: "แข่งรถ PK10 1\u00a0นาที",
      vi: "Đua xe PK10 1\u00a0phút",
    },
  },
  {
    code: "PCB_3M",
    family: "PCB",
    intervalSec: 180,
    closeBeforeSec: 20,
    name: { en: "3-Minute PC28", cn: "三分PC蛋蛋", ja: "3分PC28", th: "PC28 สามนาที", vi: "PC28 3\u00a0phút" },
  },
  {
    code: "LHC_5M",
    family: "LHC",
    intervalSec: 300,
    closeBeforeSec: 30,
    name: {
      en: "5-Minute Mark Six",
      cn: "五分六合彩",
      ja: "5分マークシックス",
      th: "มาร์คซิกซ์ 5\u00a0นาที",
      vi: "Mark Six 5\u00a0phút",
    },
  },
  {
    code: "4D_5M",
    family: "4D",
    intervalSec: 300,
    closeBeforeSec: 30,
    name: { en: "5-Minute 4D", cn: "五分4D", ja: "5分4D", th: "4D ห้านาที", vi: "4D 5\u00a0phút" },
  },
  {
    code: "THAI_5M",
    family: "THAI",
    intervalSec: 300,
    closeBeforeSec: 30,
    name: {
      en: "5-Minute Thai Lottery",
      cn: "五分泰国彩",
      ja: "5分タイ宝くじ",
      th: "หวยไทย 5\u00a0นาที",
      vi: "Xổ số Thái 5\u00a0phút",
    },
  },
  {
    code: "CHAIN_1M",
    family: "CHAIN",
    intervalSec: 60,
    closeBeforeSec: 10,
    name: {
      en: "1-Minute Hash Lottery",
      cn: "一分哈希彩",
      ja: "1分ハッシュくじ",
      th: "หวยแฮช 1\u00a0นาที",
      vi: "Xổ số Hash 1\u00a0phút",
    },
  },
] as const;

export async function seedDemoLottery(db: Db, merchantId: number): Promise<void> {
  const lotteryGames = [...DEMO_LOTTERY_GAMES, ...DEMO_VN_OFFICIAL_GAMES];
  for (const game of lotteryGames) await addGame(db, { merchantId, ...game });
  await db
    .insert(vendors)
    .values({
      merchantId,
      vassalage: HOUSE_VENDOR,
      displayName: { en: "House Lottery", cn: "自营彩票", ja: "ハウス宝くじ", th: "หวยของเรา", vi: "Xổ số nhà cái" },
      isHot: true,
      walletMode: "SEAMLESS",
      maintenance: false,
      sort: -1,
      category: "ELOTT",
      gameType: "LOTTERY",
      icon: CATEGORY_ART.ELOTT,
    })
    .onConflictDoNothing();
  await db
    .insert(games)
    .values(
      lotteryGames.map((game, sort) => ({
        merchantId,
        vassalage: HOUSE_VENDOR,
        category: "ELOTT" as const,
        gameCode: game.code,
        gameType: game.family,
        icon: lotteryArt(game.family),
        name: game.name,
        isHot: sort < 4,
        sort,
      })),
    )
    .onConflictDoNothing();
  // A demo database seeded before the families had tiles of their own: its games still showing
  // the category's picture take their family's (a picture an operator set is left alone). One
  // statement at every start, not one per family.
  const families = [...new Set(lotteryGames.map((game) => game.family))];
  await db
    .update(games)
    .set({
      icon: sql`case ${games.gameType} ${sql.join(
        families.map((family) => sql`when ${family} then ${lotteryArt(family)}`),
        sql` `,
      )} end`,
    })
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.vassalage, HOUSE_VENDOR),
        eq(games.category, "ELOTT"),
        inArray(games.gameType, families),
        eq(games.icon, CATEGORY_ART.ELOTT),
      ),
    );
}
