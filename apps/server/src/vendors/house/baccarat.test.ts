import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BACCARAT_RTP_PERCENT,
  BACCARAT_SHOE_CARDS,
  bankerDraws,
  dealFromBytes,
  playTableau,
  shoeCard,
  spotReturn,
} from "@portal/contract/house-baccarat";
import { deriveWithWebCrypto, sha256Hex } from "@portal/contract/fair-random";
import { spinFromBytes } from "@portal/contract/house-slot";
import { deal, resultProbabilities, settle, theoreticalReturns } from "./baccarat";
import { sha256 } from "./repository";
import { spin } from "./slot";

/** Plays the tableau on a fixed sequence of ranks (what the cards are, in the order dealt). */
function tableau(ranks: number[]) {
  let i = 0;
  const hands = playTableau(() => ({ rank: ranks[i++]! }));
  return { ...hands, used: i, player: hands.player.map((c) => c.rank), banker: hands.banker.map((c) => c.rank) };
}

/** Bytes that make fairInts return `values` in order (each below 2^32's biased tail). */
function bytesFor(values: number[]): Iterator<number> {
  return values.flatMap((v) => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])[Symbol.iterator]();
}

describe("the third-card tableau", () => {
  it("stands on a natural 8 or 9 on either side", () => {
    // Player 4+4 = 8 natural, banker 2+3 = 5 would otherwise draw.
    expect(tableau([4, 2, 4, 3])).toMatchObject({ used: 4, natural: true, result: "PLAYER", playerTotal: 8 });
    // Banker K+9 = 9 natural, player 1+2 = 3 would otherwise draw.
    expect(tableau([1, 13, 2, 9])).toMatchObject({ used: 4, natural: true, result: "BANKER", bankerTotal: 9 });
    // Both natural and equal: a tie.
    expect(tableau([9, 9, 10, 10])).toMatchObject({ used: 4, result: "TIE" });
  });

  it("the player draws on 0-5 and stands on 6-7; a banker facing a standing player draws on 0-5", () => {
    // Player 2+3 = 5 draws (an ace); banker 3+3 = 6 stands on a player's third card of 1.
    expect(tableau([2, 3, 3, 3, 1, 5])).toMatchObject({ player: [2, 3, 1], banker: [3, 3], used: 5 });
    // Player 3+4 = 7 stands; banker 2+3 = 5 then draws.
    expect(tableau([3, 2, 4, 3, 9])).toMatchObject({ player: [3, 4], banker: [2, 3, 9], used: 5 });
    // Player 7 stands; banker 6 stands too.
    expect(tableau([3, 3, 4, 3])).toMatchObject({ player: [3, 4], banker: [3, 3], used: 4, result: "PLAYER" });
  });

  it("the banker then follows the player's third card", () => {
    const rows: [number, number | null, boolean][] = [
      [2, 8, true],
      [3, 8, false],
      [3, 9, true],
      [4, 1, false],
      [4, 2, true],
      [4, 7, true],
      [4, 8, false],
      [5, 3, false],
      [5, 4, true],
      [5, 7, true],
      [6, 5, false],
      [6, 6, true],
      [6, 7, true],
      [6, 8, false],
      [7, 6, false],
      [5, null, true],
      [6, null, false],
    ];
    for (const [banker, third, draws] of rows) expect(bankerDraws(banker, third), `${banker} vs ${third}`).toBe(draws);
    // Through the tableau: player 1+2 = 3 draws a 6 (total 9); banker 3+3 = 6 draws on a 6.
    expect(tableau([1, 3, 2, 3, 6, 10])).toMatchObject({ banker: [3, 3, 10], result: "PLAYER", used: 6 });
  });
});

describe("payouts in minor units", () => {
  it("PLAYER pays 1:1, TIE 8:1, BANKER 0.95:1 floored to the minor unit", () => {
    expect(spotReturn("PLAYER", 100n, "PLAYER")).toBe(200n);
    expect(spotReturn("TIE", 100n, "TIE")).toBe(900n);
    expect(spotReturn("BANKER", 100n, "BANKER")).toBe(195n);
    // 1.10 on BANKER wins 1.045, floored to 1.04: the house never pays a fraction.
    expect(spotReturn("BANKER", 110n, "BANKER")).toBe(214n);
    expect(spotReturn("BANKER", 1n, "BANKER")).toBe(1n);
    expect(spotReturn("PLAYER", 100n, "BANKER")).toBe(0n);
    expect(spotReturn("TIE", 100n, "PLAYER")).toBe(0n);
  });

  it("a tie pushes PLAYER and BANKER stakes and the round pays the sum of its spots", () => {
    expect(settle({ PLAYER: 500n, BANKER: 300n, TIE: 100n }, "TIE")).toEqual({
      returns: { PLAYER: 500n, BANKER: 300n, TIE: 900n },
      payout: 1700n,
    });
    expect(settle({ BANKER: 110n, TIE: 100n }, "BANKER")).toEqual({ returns: { BANKER: 214n, TIE: 0n }, payout: 214n });
  });
});

describe("the provably fair shoe", () => {
  it("draws without replacement from the 416 cards left, counted in the shoe's published order", () => {
    expect(shoeCard(0)).toEqual({ suit: "S", rank: 1 });
    expect(shoeCard(51)).toEqual({ suit: "C", rank: 13 });
    expect(shoeCard(52)).toEqual({ suit: "S", rank: 1 });
    // Index 0 four times: the first four cards of the shoe, each taken from what is left.
    const round = dealFromBytes(bytesFor([0, 0, 0, 0, 0, 0]));
    expect([...round.player.slice(0, 2), ...round.banker.slice(0, 2)]).toEqual([
      { suit: "S", rank: 1 },
      { suit: "S", rank: 3 },
      { suit: "S", rank: 2 },
      { suit: "S", rank: 4 },
    ]);
    // The last index of each draw is the last card still in the shoe.
    const last = dealFromBytes(bytesFor([415, 414, 413, 412, 411, 410]));
    expect(last.player[0]).toEqual(shoeCard(BACCARAT_SHOE_CARDS - 1));
    expect(last.banker[0]).toEqual(shoeCard(BACCARAT_SHOE_CARDS - 2));
  });

  it("throws away the biased tail instead of using a modulo", () => {
    // 2^32 = 416 · 10324441 + 320: values from 2^32 - 320 up are the biased tail.
    const tail = 2 ** 32 - 1;
    const round = dealFromBytes(bytesFor([tail, 5, 0, 0, 0, 0, 0]));
    expect(round.player[0]).toEqual(shoeCard(5));
  });

  it("is the same for the same seeds and nonce, and the cards are spread evenly", () => {
    expect(deal("server", "client", 7)).toEqual(deal("server", "client", 7));
    const ranks = Array<number>(14).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) ranks[deal("s", "c", nonce).player[0]!.rank]! += 1;
    // 20,000 first cards over 13 ranks: about 1,538 each (a loose bound; this checks the mapping).
    for (const count of ranks.slice(1)) expect(Math.abs(count - 20_000 / 13)).toBeLessThan(200);
  });
});

describe("the house edge", () => {
  it("matches the published figures, from every way the cards can fall", () => {
    const { counts, denominator } = resultProbabilities();
    expect(counts.PLAYER + counts.BANKER + counts.TIE).toBe(denominator);
    const returns = theoreticalReturns();
    for (const spot of ["PLAYER", "BANKER", "TIE"] as const) {
      expect((returns[spot] * 100).toFixed(3)).toBe(BACCARAT_RTP_PERCENT[spot]);
    }
    // The well-known 8-deck edges: banker 1.058 %, player 1.235 %, tie (8:1) 14.360 %.
    expect(returns.BANKER).toBeCloseTo(1 - 0.010579, 5);
    expect(returns.PLAYER).toBeCloseTo(1 - 0.012351, 5);
    expect(returns.TIE).toBeCloseTo(1 - 0.143596, 5);
  });
});

describe("the browser's verification (WebCrypto, the contract's derivations)", () => {
  it("recomputes the server's rounds and seed hash exactly", async () => {
    const seeds = { serverSeed: "a1b2c3", clientSeed: "player-seed", nonce: 0 };
    for (let nonce = 1; nonce <= 30; nonce++) {
      const round = { ...seeds, nonce };
      expect(await deriveWithWebCrypto(round, dealFromBytes)).toEqual(deal(seeds.serverSeed, seeds.clientSeed, nonce));
      expect(await deriveWithWebCrypto(round, spinFromBytes)).toEqual(spin(seeds.serverSeed, seeds.clientSeed, nonce));
    }
    expect(await sha256Hex(seeds.serverSeed)).toBe(sha256(seeds.serverSeed));
  });

  it("asks for more blocks when a derivation runs out of bytes", async () => {
    // Needs 9 blocks of 32 bytes: more than the first try's two.
    const wanted = await deriveWithWebCrypto(seeds(), (bytes) => {
      let last = 0;
      for (let i = 0; i < 9 * 32; i++) last = bytes.next().value as number;
      return last;
    });
    const ninthBlock = createHmac("sha256", "s").update("c:1:8").digest();
    expect(wanted).toBe(ninthBlock[31]);
  });
});

const seeds = () => ({ serverSeed: "s", clientSeed: "c", nonce: 1 });
