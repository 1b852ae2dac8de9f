import {
  BACCARAT_DECKS,
  BACCARAT_SPOTS,
  BACCARAT_SUITS,
  dealFromBytes,
  playTableau,
  spotReturn,
  type BaccaratOutcome,
  type BaccaratResult,
  type BaccaratSpot,
} from "@portal/contract/house-baccarat";
import { fairBytes } from "./fair-random";

/**
 * "Punto Banco" baccarat, the house table game. The rules, the card derivation and the payouts
 * are the contract's (packages/contract/src/house-baccarat.ts, shared with the browser's verify
 * page); this adds the server's byte source, the settlement of a round's bets and the exact
 * return of each bet (theoreticalReturns), which bench/baccarat-rtp.bench.ts measures.
 */

/** One round from the provably fair stream of a seed pair and nonce. */
export function deal(serverSeed: string, clientSeed: string, nonce: number): BaccaratOutcome {
  return dealFromBytes(fairBytes(serverSeed, clientSeed, nonce));
}

export type BaccaratBets = Partial<Record<BaccaratSpot, bigint>>;

/** What each staked spot returns (stake included) and the round's total payout, in minor units. */
export function settle(bets: BaccaratBets, result: BaccaratResult) {
  const returns: Partial<Record<BaccaratSpot, bigint>> = {};
  let payout = 0n;
  for (const spot of BACCARAT_SPOTS) {
    const stake = bets[spot];
    if (stake === undefined) continue;
    returns[spot] = spotReturn(spot, stake, result);
    payout += returns[spot];
  }
  return { returns, payout };
}

class NeedCard extends Error {}

/**
 * The exact probability of each result with a fresh 8-deck shoe, by enumerating every sequence
 * of card values the tableau can deal (values 0..9: 128 zeros, 32 of each other value). Every
 * leaf's weight is scaled to the common denominator 416·415·414·413·412·411 (six cards drawn),
 * so the sums are exact integers.
 */
export function resultProbabilities(): { counts: Record<BaccaratResult, bigint>; denominator: bigint } {
  // Per deck: 16 cards worth 0 (tens, jacks, queens, kings of each suit), 4 of every other value.
  const perDeck = (value: number) => (value === 0 ? 4 : 1) * BACCARAT_SUITS.length;
  const remaining = Array.from({ length: 10 }, (_, v) => BigInt(BACCARAT_DECKS * perDeck(v)));
  const shoe = remaining.reduce((a, b) => a + b, 0n);
  const falling = (from: bigint, k: number) => {
    let product = 1n;
    for (let i = 0n; i < BigInt(k); i++) product *= from - i;
    return product;
  };
  const counts: Record<BaccaratResult, bigint> = { PLAYER: 0n, BANKER: 0n, TIE: 0n };
  const values: number[] = [];
  const explore = (weight: bigint) => {
    let result: BaccaratResult;
    try {
      let i = 0;
      result = playTableau(() => {
        if (i === values.length) throw new NeedCard();
        return { rank: values[i++] === 0 ? 10 : values[i - 1]! };
      }).result;
    } catch (error) {
      if (!(error instanceof NeedCard)) throw error;
      for (let v = 0; v < 10; v++) {
        if (remaining[v] === 0n) continue;
        const take = remaining[v]!;
        remaining[v] = take - 1n;
        values.push(v);
        explore(weight * take);
        values.pop();
        remaining[v] = take;
      }
      return;
    }
    counts[result] += weight * falling(shoe - BigInt(values.length), 6 - values.length);
  };
  explore(1n);
  return { counts, denominator: falling(shoe, 6) };
}

/**
 * The exact return of one unit staked on each spot (stake included), with the commission taken
 * exactly (before any rounding to minor units): PLAYER 2·P + T, BANKER 1.95·B + T, TIE 9·T.
 */
export function theoreticalReturns(): Record<BaccaratSpot, number> {
  const { counts, denominator } = resultProbabilities();
  // Scaled by 10^9 before the integer division, then to a float for printing only.
  const ratio = (numerator: bigint, scale: bigint) =>
    Number((numerator * 1_000_000_000n) / (denominator * scale)) / 1e9;
  return {
    PLAYER: ratio(2n * counts.PLAYER + counts.TIE, 1n),
    BANKER: ratio(195n * counts.BANKER + 100n * counts.TIE, 100n),
    TIE: ratio(9n * counts.TIE, 1n),
  };
}
