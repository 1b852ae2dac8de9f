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

/** The demo promotions' pictures, by the seed's slug. */
export const PROMOTION_ART: Record<string, string> = {
  "welcome-bonus": `${ART_PATH}/promotions/welcome-bonus.svg`,
  "weekly-cashback": `${ART_PATH}/promotions/weekly-cashback.svg`,
  "referral-reward": `${ART_PATH}/promotions/refer-a-friend.svg`,
  "lucky-draw": `${ART_PATH}/promotions/lucky-draw.svg`,
};
