import { fairInts } from "./fair-random";

/**
 * The house table game "Punto Banco" baccarat: its published rules, how a round's provably fair
 * bytes become its cards, the third-card tableau and what each bet pays. Shared by the game
 * server (apps/server/src/vendors/house/baccarat-service.ts), the game page (which shows the
 * rules) and the verify page (which recomputes a round in the browser with this same code).
 */

export const BACCARAT_DECKS = 8;
export const BACCARAT_SUITS = ["S", "H", "D", "C"] as const;
/** 1 = ace .. 13 = king; tens and faces count 0, the others their number. */
export const BACCARAT_RANKS = 13;
export const BACCARAT_SHOE_CARDS = BACCARAT_DECKS * BACCARAT_SUITS.length * BACCARAT_RANKS; // 416

export const BACCARAT_SPOTS = ["PLAYER", "BANKER", "TIE"] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/**
 * Winnings per unit staked, as a fraction (numerator / denominator) so money stays integer:
 * PLAYER 1:1, BANKER 0.95:1 (5 % commission), TIE 8:1. A PLAYER or BANKER bet is returned
 * (pushed) when the round is a tie.
 */
export const BACCARAT_PAYS: Record<BaccaratSpot, { numerator: bigint; denominator: bigint }> = {
  PLAYER: { numerator: 1n, denominator: 1n },
  BANKER: { numerator: 95n, denominator: 100n },
  TIE: { numerator: 8n, denominator: 1n },
};

/**
 * Stakes per spot, in minor units (at scale 2: 1.00 to 1,000.00 in steps of 0.10). A round may
 * stake any of the three spots; at least one.
 */
export const BACCARAT_MIN_STAKE_MINOR = 100n;
export const BACCARAT_MAX_STAKE_MINOR = 100_000n;
export const BACCARAT_STAKE_STEP_MINOR = 10n;

/**
 * The exact return to player of each bet with 8 decks (the server's unit test recomputes them by
 * enumerating every way the cards can fall; bench/baccarat-rtp.bench.ts measures them). Before the
 * floor rounding of the banker commission, which can only lower the banker's return on stakes
 * that are not a multiple of 20 minor units.
 */
export const BACCARAT_RTP_PERCENT: Record<BaccaratSpot, string> = {
  PLAYER: "98.765",
  BANKER: "98.942",
  TIE: "85.640",
};

export interface BaccaratCard {
  rank: number;
  suit: (typeof BACCARAT_SUITS)[number];
}
export type BaccaratResult = BaccaratSpot;

export interface BaccaratOutcome {
  /** Two or three cards each, in the order dealt. */
  player: BaccaratCard[];
  banker: BaccaratCard[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
  /** A two-card 8 or 9 on either side: nobody draws. */
  natural: boolean;
}

export const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);
export const handTotal = (cards: readonly { rank: number }[]) =>
  cards.reduce((total, card) => total + cardValue(card.rank), 0) % 10;

/**
 * The banker's third-card rule once the player drew a third card worth `playerThird`: 0-2 draw;
 * 3 draws unless it was an 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * Plays the tableau on the cards as they come: player, banker, player, banker, then the
 * player's third card and the banker's. `next` deals the next card of the shoe.
 */
export function playTableau<C extends { rank: number }>(next: () => C) {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (handTotal(player) <= 5) {
      const card = next();
      player.push(card);
      playerThird = cardValue(card.rank);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(next());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const result: BaccaratResult = playerTotal > bankerTotal ? "PLAYER" : bankerTotal > playerTotal ? "BANKER" : "TIE";
  return { player, banker, playerTotal, bankerTotal, result, natural };
}

/** The card at `index` of a fresh shoe in its published order: deck by deck, suit by suit, ace to king. */
export function shoeCard(index: number): BaccaratCard {
  const inDeck = index % (BACCARAT_SUITS.length * BACCARAT_RANKS);
  return { suit: BACCARAT_SUITS[Math.floor(inDeck / BACCARAT_RANKS)]!, rank: (inDeck % BACCARAT_RANKS) + 1 };
}

/**
 * A round from its provably fair bytes. Every round deals from a fresh 8-deck shoe: each card
 * is drawn uniformly from the cards still in it (fairInts over 416, 415, 414... values, no
 * modulo bias), the k-th remaining card counted in the shoe's published order. No shuffle is
 * needed: this is exactly a draw without replacement.
 */
export function dealFromBytes(bytes: Iterator<number>): BaccaratOutcome {
  const taken: number[] = []; // shoe indices dealt, kept sorted
  return playTableau(() => {
    let index = fairInts(bytes, [BACCARAT_SHOE_CARDS - taken.length])[0]!;
    // The index-th card not yet dealt: step over every dealt card at or before it.
    for (const dealt of taken) if (dealt <= index) index++;
    taken.push(index);
    taken.sort((a, b) => a - b);
    return shoeCard(index);
  });
}

/**
 * What a spot's stake returns, in minor units (stake included; 0 when it lost). BANKER's
 * winnings are floored to a whole minor unit (the commission rounds up), so the house never pays
 * a fraction: a 1.10 banker win pays 1.04 (1.045 floored).
 */
export function spotReturn(spot: BaccaratSpot, stake: bigint, result: BaccaratResult): bigint {
  if (result === "TIE" && spot !== "TIE") return stake;
  if (spot !== result) return 0n;
  const pays = BACCARAT_PAYS[spot];
  return stake + (stake * pays.numerator) / pays.denominator;
}
