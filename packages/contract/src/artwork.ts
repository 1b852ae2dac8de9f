import type { GameCategory } from "./games";

/**
 * Where the portal's own artwork is served (apps/web/public/img/art, same origin, docs/design.md
 * Artwork): the web falls back to a category's illustration when a vendor or game has no
 * picture (or its picture fails), and the demo seed points its vendors, games, banners and
 * promotions at these files. Operators replace them with their own uploads.
 */
export const ART_PATH = "/img/art";

export const CATEGORY_ART: Record<GameCategory, string> = {
  LIVE: `${ART_PATH}/category-live.svg`,
  RNG: `${ART_PATH}/category-rng.svg`,
  SPORTS: `${ART_PATH}/category-sports.svg`,
  FISH: `${ART_PATH}/category-fish.svg`,
  PVP: `${ART_PATH}/category-pvp.svg`,
  ESPORTS: `${ART_PATH}/category-esports.svg`,
  ELOTT: `${ART_PATH}/category-elott.svg`,
};

/** The house games' own tiles, by game code (the house vendor's games, apps/server/src/vendors/house). */
export const HOUSE_GAME_ART = {
  slot: `${ART_PATH}/house-slot.svg`,
  baccarat: `${ART_PATH}/house-baccarat.svg`,
} as const;

/**
 * The house lottery's tiles, by family code: a lottery game's picture where the catalogue shows
 * one (hot games, search, the back office). The /elott lobby draws each family's line icon instead.
 */
export const LOTTERY_FAMILY_ART: Record<string, string> = {
  VN_NORTH: `${ART_PATH}/lottery/vn-north.svg`,
  VN_CENTRAL: `${ART_PATH}/lottery/vn-central.svg`,
  VN_SOUTH: `${ART_PATH}/lottery/vn-south.svg`,
  SSC: `${ART_PATH}/lottery/ssc.svg`,
  "11X5": `${ART_PATH}/lottery/11x5.svg`,
  K3: `${ART_PATH}/lottery/k3.svg`,
  PK10: `${ART_PATH}/lottery/pk10.svg`,
  PCB: `${ART_PATH}/lottery/pcb.svg`,
  LHC: `${ART_PATH}/lottery/lhc.svg`,
  "4D": `${ART_PATH}/lottery/4d.svg`,
  THAI: `${ART_PATH}/lottery/thai.svg`,
  CHAIN: `${ART_PATH}/lottery/chain.svg`,
};

/** A lottery game's tile: its family's, or the lottery category's for a family without one. */
export const lotteryArt = (family: string): string => LOTTERY_FAMILY_ART[family] ?? CATEGORY_ART.ELOTT;

/** The demo promotions' pictures, by the seed's slug. */
export const PROMOTION_ART: Record<string, string> = {
  "welcome-bonus": `${ART_PATH}/promotions/welcome-bonus.svg`,
  "weekly-cashback": `${ART_PATH}/promotions/weekly-cashback.svg`,
  "referral-reward": `${ART_PATH}/promotions/refer-a-friend.svg`,
  "lucky-draw": `${ART_PATH}/promotions/lucky-draw.svg`,
};
