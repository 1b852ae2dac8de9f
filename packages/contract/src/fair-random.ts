/**
 * Provably fair numbers, shared by the house game server (Node) and the verify page (browser):
 * the bytes of HMAC-SHA256(server seed, "<client seed>:<nonce>:<block>"), block 0, 1, 2... as
 * needed, turned into outcomes by pure functions of a byte iterator. The server computes the
 * HMAC with node:crypto (fast, synchronous); the browser with WebCrypto (asynchronous), so the
 * derivations take the bytes, never the seeds, and both sides run the same code.
 */

/** The HMAC message of one 32-byte block of a round's stream. */
export const fairMessage = (clientSeed: string, nonce: number, block: number) => `${clientSeed}:${nonce}:${block}`;

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
      for (let i = 0; i < 4; i++) {
        const next = bytes.next();
        if (next.done) throw new FairBytesExhausted();
        value = value * 256 + next.value;
      }
      if (value < limit) return value % n;
    }
  });
}

/** A derivation needed more blocks than it was given (the browser then computes more). */
export class FairBytesExhausted extends Error {
  constructor() {
    super("the derivation needs more HMAC blocks");
  }
}

/** The bytes of some blocks, then FairBytesExhausted for any derivation that wants more. */
function* bytesOf(blocks: readonly Uint8Array[]): Generator<number> {
  for (const block of blocks) yield* block;
  throw new FairBytesExhausted();
}

/** Lowercase hex of bytes. */
export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** SHA-256 of a text as lowercase hex, with WebCrypto (browsers and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/**
 * Runs `derive` over a round's byte stream computed with WebCrypto. Most rounds need one or two
 * blocks; a derivation that runs out (a long run of rejected values) is run again with twice as
 * many, so the result is the same as the server's unbounded stream.
 */
export async function deriveWithWebCrypto<T>(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  derive: (bytes: Iterator<number>) => T,
): Promise<T> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(seeds.serverSeed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const blocks: Uint8Array[] = [];
  for (let wanted = 2; ; wanted *= 2) {
    while (blocks.length < wanted) {
      const message = encoder.encode(fairMessage(seeds.clientSeed, seeds.nonce, blocks.length));
      blocks.push(new Uint8Array(await crypto.subtle.sign("HMAC", key, message)));
    }
    try {
      return derive(bytesOf(blocks));
    } catch (error) {
      if (!(error instanceof FairBytesExhausted)) throw error;
    }
  }
}
