/**
 * The house slot "Lucky Sevens": its published rules, shared by the game server (which decides
 * every outcome, apps/server/src/vendors/house/slot.ts) and the game page (which shows them).
 */
export const SLOT_SYMBOLS = ["9", "10", "J", "Q", "K", "A", "BELL", "STAR", "SEVEN", "WILD"] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type PayingSymbol = Exclude<SlotSymbol, "WILD">;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINES = 10;

/** Multiples of the line bet (bet / SLOT_LINES) for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Record<PayingSymbol, readonly [number, number, number]> = {
  "9": [5, 10, 40],
  "10": [5, 10, 40],
  J: [5, 15, 50],
  Q: [5, 15, 50],
  K: [10, 25, 100],
  A: [10, 25, 100],
  BELL: [15, 40, 150],
  STAR: [20, 75, 300],
  SEVEN: [30, 150, 750],
};
export const SLOT_FIVE_WILDS_PAY = 1000;

/** How many of each symbol every reel holds (the same on all five reels). */
export const SLOT_REEL_COUNTS: Record<SlotSymbol, number> = {
  "9": 9,
  "10": 9,
  J: 7,
  Q: 3,
  K: 3,
  A: 3,
  BELL: 2,
  STAR: 2,
  SEVEN: 1,
  WILD: 4,
};

/** The exact return to player, 141126670 / 147008443 (the server's test recomputes it). */
export const SLOT_RTP_PERCENT = "95.999";
