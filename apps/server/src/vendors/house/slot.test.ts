import { describe, expect, it } from "vitest";
import { SLOT_LINES, SLOT_RTP_PERCENT } from "@portal/contract/house-slot";
import { fairBytes, fairInts } from "./fair-random";
import {
  evaluateLine,
  FIVE_WILDS_PAY,
  LINES,
  outcomeForStops,
  payoutFor,
  REEL_COUNTS,
  SLOT_SYMBOLS,
  spin,
  STRIPS,
  theoreticalRtp,
  type SlotSymbol,
} from "./slot";

describe("provably fair numbers", () => {
  it("are the same for the same seeds and nonce, and different for another nonce", () => {
    expect(spin("server-seed", "client", 1)).toEqual(spin("server-seed", "client", 1));
    expect(spin("server-seed", "client", 1).stops).not.toEqual(spin("server-seed", "client", 2).stops);
  });

  it("throw away the biased tail instead of using a modulo", () => {
    // 0xFFFFFFFF is in the tail for n = 3 (2^32 = 3 * 1431655765 + 1): it must be skipped.
    const bytes = [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 5][Symbol.iterator]();
    expect(fairInts(bytes, [3])).toEqual([2]);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const stream = fairBytes("s", "c", 0);
    for (const value of fairInts(stream, Array(70_000).fill(7))) counts[value]! += 1;
    // Each of the 7 values near 10,000 (a loose bound: this checks the mapping, not the HMAC).
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

describe("the slot", () => {
  it("reels hold the documented symbols", () => {
    for (const strip of STRIPS) {
      for (const symbol of SLOT_SYMBOLS) expect(strip.filter((s) => s === symbol)).toHaveLength(REEL_COUNTS[symbol]);
    }
  });

  it("evaluates lines left to right with WILD substituting", () => {
    const line = (...s: SlotSymbol[]) => evaluateLine(s);
    expect(line("K", "K", "K", "9", "9")).toEqual({ symbol: "K", count: 3, pays: 10 });
    expect(line("WILD", "WILD", "SEVEN", "WILD", "Q")).toEqual({ symbol: "SEVEN", count: 4, pays: 150 });
    expect(line("WILD", "WILD", "WILD", "WILD", "WILD")).toEqual({ symbol: "WILD", count: 5, pays: FIVE_WILDS_PAY });
    expect(line("K", "K", "Q", "K", "K")).toBeNull();
    expect(line("9", "K", "K", "K", "K")).toBeNull();
  });

  it("pays whole line bets and refuses a bet that is not a multiple of the lines", () => {
    const outcome = outcomeForStops([0, 0, 0, 0, 0]);
    expect(payoutFor(BigInt(LINES) * 7n, outcome)).toBe(7n * BigInt(outcome.lineBets));
    expect(() => payoutFor(BigInt(LINES) + 1n, outcome)).toThrow(RangeError);
  });

  it("has the documented return to player: the closed form equals a weighted enumeration of every line", () => {
    // Independent check: every 5-symbol line (10^5 of them), weighted by how many strip
    // positions show it, through the real evaluator.
    const L = STRIPS[0]!.length;
    let pays = 0n;
    const symbols = SLOT_SYMBOLS;
    const indices = [0, 0, 0, 0, 0];
    for (let n = 0; n < symbols.length ** 5; n++) {
      let rest = n;
      for (let i = 4; i >= 0; i--) {
        indices[i] = rest % symbols.length;
        rest = Math.floor(rest / symbols.length);
      }
      const line = indices.map((i) => symbols[i]!);
      const win = evaluateLine(line);
      if (!win) continue;
      pays += BigInt(win.pays) * line.reduce((w, s) => w * BigInt(REEL_COUNTS[s]), 1n);
    }
    const exact = theoreticalRtp();
    expect(pays * exact.denominator).toBe(exact.numerator * BigInt(L) ** 5n);
    expect((exact.value * 100).toFixed(3)).toBe(SLOT_RTP_PERCENT);
    expect(LINES).toBe(SLOT_LINES);
  });
});
