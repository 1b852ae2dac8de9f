import { CATEGORY_ART } from "@portal/contract/artwork";
import type { Db } from "../client";
import { games, pvpRooms, type LocalizedText } from "../schema";

/** PVP rooms of the demo's card game vendors: table names, smallest stake (minor units), seats. */
const DEMO_PVP_ROOMS: {
  vassalage: string;
  roomCode: string;
  name: LocalizedText;
  minBetMinor: bigint;
  seats: number;
}[] = [
  {
    vassalage: "KY",
    roomCode: "KY_HOLDEM_NOVICE",
    name: {
      cn: "德州扑克 新手场",
      en: "Hold'em Beginners",
      ja: "ホールデム 初心者卓",
      th: "โฮลเด็ม ห้องมือใหม่",
      vi: "Hold'em Phòng tân thủ",
    },
    minBetMinor: 100n,
    seats: 6,
  },
  {
    vassalage: "KY",
    roomCode: "KY_HOLDEM_VIP",
    name: {
      cn: "德州扑克 贵宾场",
      en: "Hold'em VIP",
      ja: "ホールデム VIP卓",
      th: "โฮลเด็ม ห้องวีไอพี",
      vi: "Hold'em Phòng VIP",
    },
    minBetMinor: 10_000n,
    seats: 6,
  },
  {
    vassalage: "KY",
    roomCode: "KY_NIUNIU",
    name: { cn: "抢庄牛牛", en: "Bull Bull Banker", ja: "ニウニウ", th: "วัวกระทิง", vi: "Ngầu Hầm" },
    minBetMinor: 500n,
    seats: 5,
  },
  {
    vassalage: "V8",
    roomCode: "V8_TEXAS_1",
    name: {
      cn: "V8 德州 1 号桌",
      en: "V8 Texas Table 1",
      ja: "V8 テキサス 1番卓",
      th: "V8 เท็กซัส โต๊ะ 1",
      vi: "V8 Texas Bàn 1",
    },
    minBetMinor: 200n,
    seats: 9,
  },
  {
    vassalage: "V8",
    roomCode: "V8_SAMGONG",
    name: { cn: "三公", en: "Sam Gong", ja: "サムゴン", th: "สามกอง", vi: "Ba Cây" },
    minBetMinor: 100n,
    seats: 7,
  },
];

/** Vietnam lottery draws by region (their game type). */
const DEMO_VN_LOTTERY: { gameCode: string; gameType: string; name: LocalizedText }[] = [
  {
    gameCode: "VN_HANOI",
    gameType: "VN_NORTH",
    name: { cn: "河内彩", en: "Hanoi", ja: "ハノイ", th: "ฮานอย", vi: "Hà Nội" },
  },
  {
    gameCode: "VN_HAIPHONG",
    gameType: "VN_NORTH",
    name: { cn: "海防彩", en: "Hai Phong", ja: "ハイフォン", th: "ไฮฟอง", vi: "Hải Phòng" },
  },
  {
    gameCode: "VN_DANANG",
    gameType: "VN_CENTRAL",
    name: { cn: "岘港彩", en: "Da Nang", ja: "ダナン", th: "ดานัง", vi: "Đà Nẵng" },
  },
  {
    gameCode: "VN_KHANHHOA",
    gameType: "VN_CENTRAL",
    name: { cn: "庆和彩", en: "Khanh Hoa", ja: "カインホア", th: "คานห์ฮวา", vi: "Khánh Hòa" },
  },
  {
    gameCode: "VN_HOCHIMINH",
    gameType: "VN_SOUTH",
    name: { cn: "胡志明彩", en: "Ho Chi Minh City", ja: "ホーチミン", th: "โฮจิมินห์", vi: "TP. Hồ Chí Minh" },
  },
  {
    gameCode: "VN_CANTHO",
    gameType: "VN_SOUTH",
    name: { cn: "芹苴彩", en: "Can Tho", ja: "カントー", th: "เกิ่นเทอ", vi: "Cần Thơ" },
  },
];

/** The demo's PVP rooms and Vietnam lottery games, so /pvp and /Vnlottery have something to show. */
export async function seedDemoCatalogue(db: Db, merchantId: number): Promise<void> {
  await db
    .insert(pvpRooms)
    .values(DEMO_PVP_ROOMS.map((room, sort) => ({ merchantId, ...room, sort })))
    .onConflictDoNothing();
  await db
    .insert(games)
    .values(
      DEMO_VN_LOTTERY.map((g, sort): typeof games.$inferInsert => ({
        merchantId,
        vassalage: "TCG_LOTTO_VN",
        category: "ELOTT",
        icon: CATEGORY_ART.ELOTT,
        ...g,
        sort: 100 + sort,
      })),
    )
    .onConflictDoNothing();
}
