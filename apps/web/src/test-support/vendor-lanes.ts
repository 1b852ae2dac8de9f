import type { Lane, VendorCard } from "@portal/contract/api/content";
import type { GameCategory } from "@portal/contract/games";

/** A vendor as the lanes list it in one category: open, not hot, no picture, unless `changes` say. */
export const vendorCard = (
  category: GameCategory,
  vassalage: string,
  displayName: string,
  changes: Partial<VendorCard> = {},
): VendorCard => ({
  vassalage,
  displayName,
  gameType: category,
  category,
  isGame: "",
  isHot: false,
  icon: "",
  walletMode: "SEAMLESS",
  maintenance: false,
  maintenanceUntil: null,
  ...changes,
});

/** One category's lane of vendor cards. */
export const vendorLane = (category: GameCategory, cards: VendorCard[]): Lane => ({
  title: category,
  gameClassify: category,
  cards,
});
