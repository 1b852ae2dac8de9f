import { deriveWithWebCrypto, toHex } from "../fair-random";
import type { LotteryFamily } from "./engine";

/**
 * Fast draws anyone can verify (decision 0035). The server makes a chain of seeds per game:
 * a random last element x_N, then x_(i-1) = SHA-256(x_i), down to x_0, which it publishes as the
 * chain's commitment before the first draw. Draw i reveals x_i; anyone checks SHA-256(x_i) is
 * x_(i-1) (the previous draw's element, or the commitment for the first), so the server could not
 * choose x_i after seeing the tickets: it was fixed the moment x_0 was published.
 *
 * A draw's result comes from its element by the house games' fair bytes: HMAC-SHA256 keyed by
 * the element (hex text) over "<game code>:<index>:<block>", turned into numbers by the family's
 * draw without modulo bias. The CHAIN family reads its digits from the element itself instead.
 */

/** Elements in a game's chain: draw 1 reveals x_1, the chain is used up at x_N, N this. */
export const LOTTERY_CHAIN_LENGTH = 10_000;

const HEX = /^[0-9a-f]{64}$/;

export const isChainElement = (value: string) => HEX.test(value);

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!isChainElement(hex)) throw new RangeError("a chain element is 64 lowercase hex digits");
  const out = new Uint8Array(new ArrayBuffer(32));
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** SHA-256 of an element's bytes (not of its text), as hex: one step down the chain. */
export async function previousElement(element: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytesOfHex(element))));
}

/**
 * Whether `element`, revealed by the draw at `index` (1 for the first), chains to the published
 * `commitment`: hashing it `index` times gives the commitment.
 */
export async function chainsToCommitment(element: string, index: number, commitment: string): Promise<boolean> {
  if (!Number.isInteger(index) || index < 1 || !isChainElement(element) || !isChainElement(commitment)) return false;
  let current = element;
  for (let i = 0; i < index; i++) current = await previousElement(current);
  return current === commitment;
}

/** The fair-byte seeds of a draw (the server keys node:crypto's HMAC with the same three). */
export const drawSeeds = (element: string, gameCode: string, index: number) => ({
  serverSeed: element,
  clientSeed: gameCode,
  nonce: index,
});

/** The result of a draw recomputed in the browser, from the revealed element. */
export async function resultOfDraw<R>(
  family: LotteryFamily<R>,
  element: string,
  gameCode: string,
  index: number,
): Promise<R> {
  if (family.drawFromElement) return family.draw(bytesOfHex(element)[Symbol.iterator]());
  return deriveWithWebCrypto(drawSeeds(element, gameCode, index), (bytes) => family.draw(bytes));
}

/** The element's 32 bytes, for a family that reads its result from the element itself. */
export const elementBytes = (element: string): Iterator<number> => bytesOfHex(element)[Symbol.iterator]();
