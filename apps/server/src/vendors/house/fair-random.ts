import { createHmac } from "node:crypto";

/**
 * Provably fair random numbers (reference notes, fairness): the bytes of
 * HMAC-SHA256(server seed, "<client seed>:<nonce>:<block>"), block 0, 1, 2... as needed. The
 * server publishes SHA-256(server seed) before play and reveals the seed on rotation, so a
 * player can recompute every outcome.
 */
export function* fairBytes(serverSeed: string, clientSeed: string, nonce: number): Generator<number> {
  for (let block = 0; ; block++) {
    const digest = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
    yield* digest;
  }
}

const TWO_32 = 2 ** 32;

/**
 * Uniform integers in [0, n) from the byte stream, without modulo bias: 4 bytes make a uint32;
 * values at or above the largest multiple of n below 2^32 are thrown away and the next 4 bytes
 * are tried.
 */
export function fairInts(bytes: Iterator<number>, ranges: readonly number[]): number[] {
  return ranges.map((n) => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad range ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      let value = 0;
      for (let i = 0; i < 4; i++) value = value * 256 + (bytes.next().value as number);
      if (value < limit) return value % n;
    }
  });
}
