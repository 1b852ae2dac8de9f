/** Game categories (spec section 3) and the header's use of them. */
export const GAME_CATEGORIES = ["LIVE", "RNG", "SPORTS", "FISH", "PVP", "ESPORTS", "ELOTT"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Lottery game-group icons. */
export const GAME_CATEGORY_ICONS = ["11X5", "CHAIN", "K3", "LF", "LHC", "PCB", "PK10", "SSC", "VIDEO"] as const;
export type GameCategoryIcon = (typeof GAME_CATEGORY_ICONS)[number];

/** Vendors with special launch rules. */
export const VENDOR = {
  ds88: "DS88",
  tcgSea: "TCG_SEA",
  tcgLottoVn: "TCG_LOTTO_VN",
  gpi: "GPI",
  /** Our own games (served by this server); it has no lobby, the portal lists its games. */
  house: "HOUSE",
} as const;

/** `isGame` value meaning "open a popup list of this vendor's games". */
export const IS_GAME_POPUP = "VASSALAGE";

/** Esports vendor codes of the brand configuration. */
export const ESPORTS_VENDORS = ["AV", "AI", "IMES", "TF", "IA"] as const;

/** Lottery prize modes and type of the brand configuration. */
export const PRIZE_MODES = ["Lott", "ZY", "Elott", "SEA"] as const;
export const LOTTERY_TYPE = "SEA";

export const WALLET_MODES = ["SEAMLESS", "TRANSFER"] as const;
export type WalletMode = (typeof WALLET_MODES)[number];
