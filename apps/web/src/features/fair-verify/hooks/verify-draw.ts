import type { LotteryResultView } from "@portal/contract/api/lottery";
import { chainsToCommitment, isChainElement, resultOfDraw } from "@portal/contract/lottery/hash-chain";
import { ChainUnreadable } from "@portal/contract/lottery/families/chain";
import { familyOf } from "@portal/contract/lottery/families/index";

/** What the element gives: a result, or void (a CHAIN element with fewer than five digits). */
export type Recomputed = { result: unknown } | { void: true };

export interface DrawCheck {
  /** SHA-256 applied `chainIndex` times to the element gives the published commitment. */
  chained: boolean;
  /** The draw recomputed from the element; null when the element is no chain element at all. */
  recomputed: Recomputed | null;
  /** The recomputed draw is the published one: the same result, or void where it was published void. */
  resultMatches: boolean;
}

/** The game a draw belongs to: its code is part of the HMAC message, its family draws the result. */
export interface DrawGame {
  code: string;
  family: string;
}

/** Thrown when this page cannot recompute a draw (a family it does not know). */
export class CannotRecompute extends Error {}

/**
 * Checks a published draw in this browser, with WebCrypto and the contract's code (the code the
 * draw server runs): that its element chains to the commitment published before the chain's
 * first draw, and that the element gives the published result. Nothing is sent anywhere.
 */
export async function checkDraw(game: DrawGame, draw: LotteryResultView): Promise<DrawCheck> {
  const family = familyOf(game.family);
  if (!family) throw new CannotRecompute(`unknown lottery family ${game.family}`);
  if (!isChainElement(draw.element)) return { chained: false, recomputed: null, resultMatches: false };
  const chained = await chainsToCommitment(draw.element, draw.chainIndex, draw.commitment);
  let recomputed: Recomputed;
  try {
    recomputed = { result: await resultOfDraw(family, draw.element, game.code, draw.chainIndex) };
  } catch (error) {
    if (!(error instanceof ChainUnreadable)) throw error;
    recomputed = { void: true };
  }
  const resultMatches =
    draw.status === "VOID" ? "void" in recomputed : "result" in recomputed && sameValue(recomputed.result, draw.result);
  return { chained, recomputed, resultMatches };
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
