import { fairInts } from "./fair-random";

/**
 * The house slot "Lucky Sevens": its published rules and how a round's provably fair bytes
 * become its outcome, shared by the game server (which decides every outcome,
 * apps/server/src/vendors/house/slot.ts), the game page (which shows the rules) and the verify
 * page (which recomputes a round in the browser with the same code).
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

/** Row (0 top .. 2 bottom) of each reel, per payline. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** The reel strips: the same symbols on every reel, interleaved in a different order per reel. */
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = Array.from({ length: SLOT_REELS }, (_, reel) => {
  const symbols = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(SLOT_REEL_COUNTS[s]).fill(s));
  // A fixed, public permutation (stride through the strip), different per reel.
  const stride = [5, 7, 11, 13, 17][reel]!;
  return symbols.map((_, i) => symbols[(i * stride) % symbols.length]!);
});

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  pays: number;
}

export interface SpinOutcome {
  /** Index of the top row's symbol on each strip. */
  stops: number[];
  /** grid[row][reel]. */
  grid: SlotSymbol[][];
  wins: LineWin[];
  /** Sum of the line wins, in line bets (the spin's bet is SLOT_LINES line bets). */
  lineBets: number;
}

/** The symbols a line shows, evaluated left to right: the first non-WILD symbol leads. */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pays: number } | null {
  const lead = symbols.find((s) => s !== "WILD");
  if (!lead) return { symbol: "WILD", count: 5, pays: SLOT_FIVE_WILDS_PAY };
  let count = 0;
  while (count < symbols.length && (symbols[count] === lead || symbols[count] === "WILD")) count++;
  if (count < 3) return null;
  return { symbol: lead, count, pays: SLOT_PAYTABLE[lead as PayingSymbol][count - 3]! };
}

export function outcomeForStops(stops: readonly number[]): SpinOutcome {
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) =>
    stops.map((stop, reel) => SLOT_STRIPS[reel]![(stop + row) % SLOT_STRIPS[reel]!.length]!),
  );
  const wins: LineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => grid[row]![reel]!));
    if (win) wins.push({ line, ...win });
  });
  return { stops: [...stops], grid, wins, lineBets: wins.reduce((total, w) => total + w.pays, 0) };
}

/** One spin from a round's provably fair bytes: reel stops uniform over each strip. */
export function spinFromBytes(bytes: Iterator<number>): SpinOutcome {
  return outcomeForStops(
    fairInts(
      bytes,
      SLOT_STRIPS.map((s) => s.length),
    ),
  );
}
