import { createHmac } from "node:crypto";
import { fairMessage } from "@portal/contract/fair-random";

/**
 * Provably fair random numbers (reference notes, fairness): the bytes of
 * HMAC-SHA256(server seed, "<client seed>:<nonce>:<block>"), block 0, 1, 2... as needed. The
 * server publishes SHA-256(server seed) before play and reveals the seed on rotation, so a
 * player can recompute every outcome. The derivations from these bytes are the contract's
 * (packages/contract/src/fair-random.ts), shared with the browser's verify page; this is the
 * server's synchronous byte source for them.
 */
export function* fairBytes(serverSeed: string, clientSeed: string, nonce: number): Generator<number> {
  for (let block = 0; ; block++) {
    yield* createHmac("sha256", serverSeed)
      .update(fairMessage(clientSeed, nonce, block))
      .digest();
  }
}

export { fairInts } from "@portal/contract/fair-random";
