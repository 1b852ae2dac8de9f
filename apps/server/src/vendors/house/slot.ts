import {
  SLOT_FIVE_WILDS_PAY,
  SLOT_PAYTABLE,
  SLOT_REEL_COUNTS,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type PayingSymbol,
  type SlotSymbol,
} from "@portal/contract/house-slot";
import { fairBytes, fairInts } from "./fair-random";

/**
 * "Lucky Sevens", the house 5x3 video slot: 10 paylines, left-to-right line wins of 3, 4 or 5,
 * WILD substitutes for every symbol, five WILDs pay their own prize. Every reel has the same 43
 * symbols (in different orders), so the return to player can be computed exactly (theoreticalRtp:
 * 141126670 / 147008443 = 95.999 %), and bench/slot-rtp.bench.ts measures it over 10 million spins.
 */
export { SLOT_SYMBOLS, type SlotSymbol } from "@portal/contract/house-slot";
export const PAYTABLE = SLOT_PAYTABLE;
export const FIVE_WILDS_PAY = SLOT_FIVE_WILDS_PAY;
export const REEL_COUNTS = SLOT_REEL_COUNTS;
type Payer = PayingSymbol;

export const REELS = SLOT_REELS;
export const ROWS = SLOT_ROWS;
/** Row (0 top .. 2 bottom) of each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
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
export const LINES = PAYLINES.length;

/** The reel strips: the same symbols on every reel, interleaved in a different order per reel. */
export const STRIPS: readonly (readonly SlotSymbol[])[] = Array.from({ length: REELS }, (_, reel) => {
  const symbols = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(REEL_COUNTS[s]).fill(s));
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
  /** Sum of the line wins, in line bets (the spin's bet is LINES line bets). */
  lineBets: number;
}

/** The symbols a line shows, evaluated left to right: the first non-WILD symbol leads. */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pays: number } | null {
  const lead = symbols.find((s) => s !== "WILD");
  if (!lead) return { symbol: "WILD", count: 5, pays: FIVE_WILDS_PAY };
  let count = 0;
  while (count < symbols.length && (symbols[count] === lead || symbols[count] === "WILD")) count++;
  if (count < 3) return null;
  return { symbol: lead, count, pays: PAYTABLE[lead as Payer][count - 3]! };
}

export function outcomeForStops(stops: readonly number[]): SpinOutcome {
  const grid = Array.from({ length: ROWS }, (_, row) =>
    stops.map((stop, reel) => STRIPS[reel]![(stop + row) % STRIPS[reel]!.length]!),
  );
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => grid[row]![reel]!));
    if (win) wins.push({ line, ...win });
  });
  return { stops: [...stops], grid, wins, lineBets: wins.reduce((total, w) => total + w.pays, 0) };
}

/** One spin from the provably fair stream: reel stops uniform over each strip. */
export function spin(serverSeed: string, clientSeed: string, nonce: number): SpinOutcome {
  const stops = fairInts(
    fairBytes(serverSeed, clientSeed, nonce),
    STRIPS.map((s) => s.length),
  );
  return outcomeForStops(stops);
}

/** What a spin of `bet` minor units pays: whole line bets only (a bet is a multiple of LINES). */
export function payoutFor(bet: bigint, outcome: SpinOutcome): bigint {
  if (bet % BigInt(LINES) !== 0n) throw new RangeError(`a bet is a multiple of ${LINES} minor units`);
  return (bet / BigInt(LINES)) * BigInt(outcome.lineBets);
}

/**
 * The exact return to player as a fraction. Each line takes one row per reel and the reels stop
 * independently and uniformly, so a line's symbols are independent draws with the strip's symbol
 * frequencies; the expected line pay (in line bets) is then the RTP.
 */
export function theoreticalRtp(): { numerator: bigint; denominator: bigint; value: number } {
  const L = BigInt(STRIPS[0]!.length);
  const w = BigInt(REEL_COUNTS.WILD);
  // Work in units of 1 / L^5: every probability below is (count of outcomes) / L^5.
  const pow = (x: bigint, k: number) => x ** BigInt(k);
  let total = pow(w, 5) * BigInt(FIVE_WILDS_PAY);
  for (const symbol of Object.keys(PAYTABLE) as Payer[]) {
    const q = BigInt(REEL_COUNTS[symbol]) + w;
    const [three, four, five] = PAYTABLE[symbol].map(BigInt) as [bigint, bigint, bigint];
    total += three * (pow(q, 3) - pow(w, 3)) * (L - q) * pow(L, 1);
    total += four * (pow(q, 4) - pow(w, 4)) * (L - q);
    total += five * (pow(q, 5) - pow(w, 5));
  }
  const denominator = pow(L, 5);
  return { numerator: total, denominator, value: Number(total) / Number(denominator) };
}
