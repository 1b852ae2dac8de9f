import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fairMessage } from "../fair-random";
import type { LotteryFamily } from "./engine";
import { CHAIN, chainDigits, ChainUnreadable } from "./families/chain";
import { SSC } from "./families/ssc";
import { VN_NORTH } from "./families/vn";
import { FOUR_D } from "./families/four-d";
import { chainsToCommitment, elementBytes, previousElement, resultOfDraw } from "./hash-chain";

/** A chain as the server makes it: x_N random, each earlier element the SHA-256 of the next. */
function makeChain(length: number): string[] {
  const chain = [randomBytes(32).toString("hex")];
  while (chain.length <= length)
    chain.unshift(createHash("sha256").update(Buffer.from(chain[0]!, "hex")).digest("hex"));
  return chain; // chain[0] is the commitment, chain[i] the element draw i reveals
}

/** The server's bytes for a draw: node:crypto's HMAC keyed by the element's text. */
function* serverBytes(element: string, game: string, index: number) {
  for (let block = 0; ; block++)
    yield* createHmac("sha256", element)
      .update(fairMessage(game, index, block))
      .digest();
}

describe("the hash chain", () => {
  const chain = makeChain(20);

  it("links each revealed element to the one before it, and to the published commitment", async () => {
    expect(await previousElement(chain[7]!)).toBe(chain[6]);
    expect(await chainsToCommitment(chain[7]!, 7, chain[0]!)).toBe(true);
    expect(await chainsToCommitment(chain[7]!, 6, chain[0]!)).toBe(false);
    expect(await chainsToCommitment(randomBytes(32).toString("hex"), 7, chain[0]!)).toBe(false);
    expect(await chainsToCommitment(chain[7]!, 0, chain[0]!)).toBe(false);
  });

  it("says no, without throwing, to a malformed element or commitment", async () => {
    expect(await chainsToCommitment("not hex", 7, chain[0]!)).toBe(false);
    expect(await chainsToCommitment(chain[7]!, 7, "not hex")).toBe(false);
  });

  it("refuses an element that is not 64 lowercase hex digits", async () => {
    await expect(previousElement("ABC")).rejects.toThrow(RangeError);
    await expect(previousElement(chain[1]!.toUpperCase())).rejects.toThrow(RangeError);
  });

  it("gives the browser the result the server drew (same code, WebCrypto against node:crypto)", async () => {
    // SSC reads one block; a northern Vietnam draw about 14 and 4D about 3, so the browser's
    // fetching of further blocks is exercised too.
    for (const family of [SSC, VN_NORTH, FOUR_D] as unknown as LotteryFamily<unknown>[])
      for (let index = 1; index <= 20; index++) {
        const element = chain[index]!;
        const server = family.draw(serverBytes(element, `${family.code}_G`, index));
        expect(await resultOfDraw(family, element, `${family.code}_G`, index)).toEqual(server);
      }
  });

  it("draws another result for another game or index from the same element", async () => {
    const element = chain[3]!;
    const results = new Set<string>();
    for (let index = 1; index <= 8; index++) results.add(JSON.stringify(await resultOfDraw(SSC, element, "G", index)));
    expect(results.size).toBeGreaterThan(1);
  });
});

describe("CHAIN reads its digits off the element", () => {
  it("takes the last five hex characters that are digits, in order", async () => {
    const element = "ab".repeat(27) + "1a2b3c4d5e"; // digits 1 2 3 4 5 near the end, letters between
    expect(chainDigits(elementBytes(element))).toEqual([1, 2, 3, 4, 5]);
    expect(await resultOfDraw(CHAIN, element, "CHAIN_1M", 9)).toEqual([1, 2, 3, 4, 5]);
    expect(chainDigits(elementBytes("0".repeat(58) + "987fff"))).toEqual([0, 0, 9, 8, 7]);
  });

  it("voids an element with fewer than five digits", () => {
    expect(() => chainDigits(elementBytes("f".repeat(60) + "1234"))).toThrow(ChainUnreadable);
  });

  it("plays the SSC plays", () => {
    expect(CHAIN.plays.map((p) => p.code)).toEqual(SSC.plays.map((p) => p.code));
  });
});
