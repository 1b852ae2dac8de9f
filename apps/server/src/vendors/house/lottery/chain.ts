import { createHash, randomBytes } from "node:crypto";
import type { LotteryFamily } from "@portal/contract/lottery/engine";
import { elementBytes, LOTTERY_CHAIN_LENGTH } from "@portal/contract/lottery/hash-chain";
import { ChainUnreadable } from "@portal/contract/lottery/families/chain";
import { fairBytes } from "../fair-random";

/**
 * The server's side of the hash chains (decision 0035; the browser's is the contract's
 * hash-chain.ts): making a chain, the element a draw reveals, and the draw's result from it.
 */

/**
 * Draws per chain (a one-minute game starts a new chain about once a week): the contract's, which
 * the verify page holds a new chain to (a chain ends only once used up).
 */
export const CHAIN_LENGTH = LOTTERY_CHAIN_LENGTH;

/** One step down the chain: SHA-256 of the element's bytes, as hex. */
export const previous = (element: string) => createHash("sha256").update(Buffer.from(element, "hex")).digest("hex");

/** A new chain: its secret last element x_N and its commitment x_0, N steps down. */
export function newChain(length = CHAIN_LENGTH): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString("hex");
  let commitment = seed;
  for (let i = 0; i < length; i++) commitment = previous(commitment);
  return { seed, commitment };
}

/** x_index of a chain of `length` whose last element is `seed`: length - index steps down from it. */
export function elementAt(seed: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length) throw new RangeError(`no element ${index} in ${length}`);
  let element = seed;
  for (let i = length; i > index; i--) element = previous(element);
  return element;
}

/**
 * The elements at several indexes of one chain, hashing down once from the highest: as many
 * hashes as `length - lowest index`, whatever the number of indexes.
 */
export function elementsAt(seed: string, length: number, indexes: readonly number[]): Map<number, string> {
  const wanted = new Set(indexes);
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  const highest = Math.max(...wanted);
  const lowest = Math.min(...wanted);
  let element = elementAt(seed, length, highest);
  for (let index = highest; index >= lowest; index--) {
    if (wanted.has(index)) found.set(index, element);
    if (index > lowest) element = previous(element);
  }
  return found;
}

/**
 * A draw's outcome: the family's draw over the element's fair bytes (or the element itself, for
 * CHAIN), or void where CHAIN's element holds fewer than five digits (about 1 in 10^19).
 */
export function drawOutcome<R>(
  family: LotteryFamily<R>,
  element: string,
  gameCode: string,
  index: number,
): { result: R } | { void: "UNREADABLE_ELEMENT" } {
  try {
    return {
      result: family.draw(family.drawFromElement ? elementBytes(element) : fairBytes(element, gameCode, index)),
    };
  } catch (error) {
    if (error instanceof ChainUnreadable) return { void: "UNREADABLE_ELEMENT" };
    throw error;
  }
}
