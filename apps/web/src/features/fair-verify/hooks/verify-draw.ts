import type { ChainDrawView } from "@portal/contract/api/lottery";
import {
  LOTTERY_CHAIN_LENGTH,
  chainsToCommitment,
  isChainElement,
  previousElement,
  resultOfDraw,
} from "@portal/contract/lottery/hash-chain";
import { ChainUnreadable } from "@portal/contract/lottery/families/chain";
import { familyOf } from "@portal/contract/lottery/families/index";

/** What the element gives: a result, or void (a CHAIN element with fewer than five digits). */
export type Recomputed = { result: unknown } | { void: true };

/**
 * How a draw links to the game's draw before it (`previous`, null when it is the game's first):
 * - "follows": the previous draw is of the same chain (same commitment); it passes when the
 *   previous draw's index is this one's minus 1 and SHA-256 of this element is its element;
 * - "starts": this draw starts a new chain; it passes when its index is 1 and the previous chain,
 *   if any, was used up (its last draw at LOTTERY_CHAIN_LENGTH). A chain given up early is how a
 *   server would slip in a chain of its own choosing (a fresh element with the result it wants,
 *   its commitment never shown before), so it fails.
 */
export type DrawLink =
  | { kind: "follows"; pass: boolean; previous: ChainDrawView }
  | { kind: "starts"; pass: boolean; previous: ChainDrawView | null };

export interface DrawCheck {
  /** The chain index is within 1..LOTTERY_CHAIN_LENGTH; out of it, the element is not hashed. */
  indexInRange: boolean;
  /** SHA-256 applied `chainIndex` times to the element gives the published commitment. */
  chained: boolean;
  /** The draw links to the game's draw before it. */
  link: DrawLink;
  /** The draw recomputed from the element; null when the element is no chain element at all. */
  recomputed: Recomputed | null;
  /**
   * The recomputed draw is the published one: the same result, or void where it was published
   * void; null for a draw an operator called off before it was drawn (its element decides nothing).
   */
  resultMatches: boolean | null;
}

/** The game a draw belongs to: its code is part of the HMAC message, its family draws the result. */
export interface DrawGame {
  code: string;
  family: string;
}

/** Thrown when this page cannot recompute a draw (a family it does not know). */
export class CannotRecompute extends Error {}

/** Thrown when this browser has no WebCrypto here (it needs a secure page: https or localhost). */
export class NoWebCrypto extends Error {}

/** Whether `index` is a place in a chain (1 to LOTTERY_CHAIN_LENGTH): only then is an element hashed. */
export const isChainIndex = (index: number) => Number.isInteger(index) && index >= 1 && index <= LOTTERY_CHAIN_LENGTH;

/** How `draw` links to `previous`, the game's draw before it (DrawLink). */
async function linkOf(draw: ChainDrawView, previous: ChainDrawView | null): Promise<DrawLink> {
  if (previous && previous.commitment === draw.commitment) {
    const pass =
      isChainIndex(draw.chainIndex) &&
      previous.chainIndex === draw.chainIndex - 1 &&
      isChainElement(draw.element) &&
      (await previousElement(draw.element)) === previous.element;
    return { kind: "follows", pass, previous };
  }
  const pass = draw.chainIndex === 1 && (previous === null || previous.chainIndex === LOTTERY_CHAIN_LENGTH);
  return { kind: "starts", pass, previous };
}

/**
 * Checks a published draw in this browser, with WebCrypto and the contract's code (the code the
 * draw server runs): that its element chains to the commitment published before the chain's
 * first draw, that it links to `previous` (the game's draw before it, null when there is none:
 * DrawLink), and that the element gives the published result. Nothing is sent anywhere.
 */
export async function checkDraw(
  game: DrawGame,
  draw: ChainDrawView,
  previous: ChainDrawView | null,
): Promise<DrawCheck> {
  const family = familyOf(game.family);
  if (!family) throw new CannotRecompute(`unknown lottery family ${game.family}`);
  if (typeof globalThis.crypto?.subtle?.digest !== "function") throw new NoWebCrypto("WebCrypto is not available");
  const indexInRange = isChainIndex(draw.chainIndex);
  const link = await linkOf(draw, previous);
  if (!isChainElement(draw.element)) {
    return { indexInRange, chained: false, link, recomputed: null, resultMatches: false };
  }
  // A chain index out of range is refused before any hashing: a bad response must not make the
  // browser hash an element billions of times.
  const chained = indexInRange && (await chainsToCommitment(draw.element, draw.chainIndex, draw.commitment));
  let recomputed: Recomputed;
  try {
    recomputed = { result: await resultOfDraw(family, draw.element, game.code, draw.chainIndex) };
  } catch (error) {
    if (!(error instanceof ChainUnreadable)) throw error;
    recomputed = { void: true };
  }
  const resultMatches =
    draw.status === "VOID"
      ? draw.calledOff
        ? null
        : "void" in recomputed
      : "result" in recomputed && sameValue(recomputed.result, draw.result);
  return { indexInRange, chained, link, recomputed, resultMatches };
}

/**
 * Whether two results are the same value: arrays item by item, objects key by key whatever the
 * keys' order (the server stores a result as jsonb, which orders an object's keys its own way).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (key) =>
          Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return Object.is(a, b);
}
