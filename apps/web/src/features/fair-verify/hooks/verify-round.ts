import { deriveWithWebCrypto, sha256Hex } from "@portal/contract/fair-random";
import { dealFromBytes, type BaccaratOutcome } from "@portal/contract/house-baccarat";
import { spinFromBytes, type SpinOutcome } from "@portal/contract/house-slot";
import type { VerifyGame } from "../../../shared/house-game/verify-link";

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The SHA-256 the game showed before play; empty when the player has none to compare. */
  hash: string;
}

export type VerifyResult = {
  serverSeedHash: string;
  /** null when no hash was pasted. */
  hashMatches: boolean | null;
} & ({ game: "slot"; slot: SpinOutcome } | { game: "baccarat"; baccarat: BaccaratOutcome });

/**
 * Recomputes a round in this browser, with WebCrypto and the contract's derivations: the very
 * code the game server runs, so the same seeds give the same outcome or the server cheated.
 * Nothing is sent anywhere.
 */
export async function verifyRound(input: VerifyInput): Promise<VerifyResult> {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  const serverSeedHash = await sha256Hex(input.serverSeed);
  const pasted = input.hash.trim().toLowerCase();
  const hashMatches = pasted === "" ? null : pasted === serverSeedHash;
  if (input.game === "slot") {
    return { game: "slot", serverSeedHash, hashMatches, slot: await deriveWithWebCrypto(seeds, spinFromBytes) };
  }
  return { game: "baccarat", serverSeedHash, hashMatches, baccarat: await deriveWithWebCrypto(seeds, dealFromBytes) };
}

/** A nonce as the games count them: a whole number, 0 or more. */
export function parseNonce(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}
