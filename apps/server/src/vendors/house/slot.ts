import {
  SLOT_FIVE_WILDS_PAY,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REEL_COUNTS,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_STRIPS,
  spinFromBytes,
  type PayingSymbol,
  type SpinOutcome,
} from "@portal/contract/house-slot";
import { fairBytes } from "./fair-random";

/**
 * "Lucky Sevens", the house 5x3 video slot: 10 paylines, left-to-right line wins of 3, 4 or 5,
 * WILD substitutes for every symbol, five WILDs pay their own prize. Every reel has the same 43
 * symbols (in different orders; the strips, paylines and line evaluation are the contract's, shared
 * with the browser's verify page), so the return to player can be computed exactly (theoreticalRtp:
 * 141126670 / 147008443 = 95.999 %), and bench/slot-rtp.bench.ts measures it over 10 million spins.
 */
export { SLOT_SYMBOLS, type SlotSymbol } from "@portal/contract/house-slot";
export const PAYTABLE = SLOT_PAYTABLE;
export const FIVE_WILDS_PAY = SLOT_FIVE_WILDS_PAY;
export const REEL_COUNTS = SLOT_REEL_COUNTS;
type Payer = PayingSymbol;

export const REELS = SLOT_REELS;
export const ROWS = SLOT_ROWS;
export const PAYLINES = SLOT_PAYLINES;
export const LINES = PAYLINES.length;
export const STRIPS = SLOT_STRIPS;
export { evaluateLine, outcomeForStops, type LineWin, type SpinOutcome } from "@portal/contract/house-slot";

/** One spin from the provably fair stream: reel stops uniform over each strip. */
export function spin(serverSeed: string, clientSeed: string, nonce: number): SpinOutcome {
  return spinFromBytes(fairBytes(serverSeed, clientSeed, nonce));
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
