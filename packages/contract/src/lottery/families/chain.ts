import type { LotteryFamily } from "../engine";
import { parseSscResult, SSC_PLAYS, type SscResult } from "./ssc";

/**
 * CHAIN, the hash lottery: its five digits are read off the revealed chain element itself, so a
 * player can check a draw with any SHA-256 tool and no code of ours. Rule: write the element in
 * hex and take the last five characters that are digits (0-9), in the order they appear. Each hex
 * character is uniform on 16 values, so one that is a digit is uniform on 0-9 and the digits are
 * independent: the SSC plays' chances hold unchanged. An element with fewer than five digits
 * among its 64 characters (about 1 in 10^19) cannot be read and voids its draw.
 */
export class ChainUnreadable extends Error {
  constructor() {
    super("the element has fewer than five decimal digits: the draw is void");
  }
}

/** The five digits of an element, from its 32 bytes (two hex characters each, high first). */
export function chainDigits(bytes: Iterator<number>): SscResult {
  const nibbles: number[] = [];
  for (let next = bytes.next(); !next.done; next = bytes.next()) nibbles.push(next.value >> 4, next.value & 15);
  const digits = nibbles.filter((n) => n < 10);
  if (digits.length < 5) throw new ChainUnreadable();
  return digits.slice(-5) as unknown as SscResult;
}

export const CHAIN: LotteryFamily<SscResult> = {
  code: "CHAIN",
  draw: chainDigits,
  drawFromElement: true,
  parseResult: parseSscResult,
  plays: SSC_PLAYS,
};
