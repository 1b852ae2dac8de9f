import { describe, expect, it } from "vitest";
import { refusalOf, winCounter } from "./test-support";
import { cartesian, linesOf, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { PCB, PCB_SUM_COUNTS, pcbSum, type PcbResult } from "./pc28";

const play = (code: string) => playOf(PCB, code) as Play<PcbResult>;
const pays = (code: string, result: PcbResult, key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake);
};

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Every one of the 1,000 results, each equally likely in a fast draw. */
const ALL = cartesian([DIGITS, DIGITS, DIGITS]) as unknown as PcbResult[];

/** On how many of all results a key wins at a tier (hits counted). */
const winsOver = winCounter(play, ALL);

describe("PC28 plays: known results", () => {
  it.each([
    // play, result, key, payout of a stake of 1.00
    ["PCB_SUM", [0, 0, 0], "00", 97_500], // leopard 000: sum 0, 1 in 1,000
    ["PCB_SUM", [9, 9, 9], "27", 97_500],
    ["PCB_SUM", [4, 4, 5], "13", 1300],
    ["PCB_SUM", [4, 5, 5], "14", 1300],
    ["PCB_SUM", [4, 5, 5], "13", 0],
    ["PCB_SUM", [1, 2, 4], "07", 2708], // 36 ways: 27.08
    ["PCB_BSOE", [4, 4, 5], "SMALL", 198], // 13: the last small sum
    ["PCB_BSOE", [4, 4, 5], "BIG", 0],
    ["PCB_BSOE", [4, 4, 5], "ODD", 198],
    ["PCB_BSOE", [4, 5, 5], "BIG", 198], // 14: the first big sum
    ["PCB_BSOE", [4, 5, 5], "SMALL", 0],
    ["PCB_BSOE", [4, 5, 5], "EVEN", 198],
    ["PCB_BSOE", [0, 0, 0], "SMALL", 198],
    ["PCB_BSOE", [0, 0, 0], "EVEN", 198],
    ["PCB_COMBO", [4, 4, 5], "SMALL_ODD", 370], // 13 (simple rule: no special case)
    ["PCB_COMBO", [4, 5, 5], "BIG_EVEN", 370], // 14
    ["PCB_COMBO", [4, 5, 5], "BIG_ODD", 0],
    ["PCB_COMBO", [9, 9, 9], "BIG_ODD", 420],
    ["PCB_COMBO", [0, 0, 0], "SMALL_EVEN", 420],
    ["PCB_EXTREME", [9, 9, 4], "EXTREME_BIG", 1750], // 22
    ["PCB_EXTREME", [9, 9, 3], "EXTREME_BIG", 0], // 21
    ["PCB_EXTREME", [0, 0, 5], "EXTREME_SMALL", 1750], // 5
    ["PCB_EXTREME", [0, 0, 6], "EXTREME_SMALL", 0],
    ["PCB_FORM", [0, 0, 0], "LEOPARD", 9750],
    ["PCB_FORM", [0, 0, 0], "PAIR", 0], // a leopard is not a pair
    ["PCB_FORM", [7, 3, 7], "PAIR", 360],
    ["PCB_FORM", [5, 3, 4], "STRAIGHT", 1625], // any order
    ["PCB_FORM", [0, 9, 1], "STRAIGHT", 1625], // 9-0-1 wraps, as in SSC
    ["PCB_FORM", [8, 0, 9], "STRAIGHT", 1625],
    ["PCB_FORM", [1, 2, 5], "STRAIGHT", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result as unknown as PcbResult, key)).toBe(expected);
  });

  it("wins the two-way bets on 13 and 14 at their own tier, so a brand may pay them less", () => {
    const p = play("PCB_COMBO");
    expect(p.wins([4, 4, 5])).toEqual([{ key: "SMALL_ODD", tier: 1, hits: 1 }]);
    expect(p.wins([4, 5, 6])).toEqual([{ key: "BIG_ODD", tier: 0, hits: 1 }]);
    // The house rule 13/14 回本: the 13/14 tier at 1x refunds the stake.
    expect(payoutOf(p, p.wins([4, 4, 5]), "SMALL_ODD", 100, [37_000, 10_000])).toBe(100);
    expect(payoutOf(p, p.wins([4, 4, 4]), "SMALL_EVEN", 100, [42_000, 10_000])).toBe(420);
    const bsoe = play("PCB_BSOE");
    expect(payoutOf(bsoe, bsoe.wins([4, 5, 5]), "BIG", 100, [19_800, 16_000])).toBe(160);
  });

  it("keeps the three digits in the result and sums them", () => {
    expect(pcbSum([4, 4, 5])).toBe(13);
    expect(PCB.parseResult([9, 9, 9])).toEqual([9, 9, 9]);
  });
});

describe("PC28: exact chances over all 1,000 results", () => {
  it("counts each sum's ways", () => {
    expect(PCB_SUM_COUNTS).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1,
    ]);
    for (let s = 0; s <= 27; s++) expect(winsOver("PCB_SUM", String(s).padStart(2, "0"))).toBe(PCB_SUM_COUNTS[s]);
  });

  it.each([
    // play, key, results won at tier 0, at tier 1 (the sums 13 and 14)
    ["PCB_BSOE", "BIG", 425, 75],
    ["PCB_BSOE", "SMALL", 425, 75],
    ["PCB_BSOE", "ODD", 425, 75],
    ["PCB_BSOE", "EVEN", 425, 75],
    ["PCB_COMBO", "BIG_ODD", 231, 0],
    ["PCB_COMBO", "BIG_EVEN", 194, 75],
    ["PCB_COMBO", "SMALL_ODD", 194, 75],
    ["PCB_COMBO", "SMALL_EVEN", 231, 0],
    ["PCB_EXTREME", "EXTREME_BIG", 56, 0],
    ["PCB_EXTREME", "EXTREME_SMALL", 56, 0],
    ["PCB_FORM", "LEOPARD", 10, 0],
    ["PCB_FORM", "PAIR", 270, 0],
    ["PCB_FORM", "STRAIGHT", 60, 0],
  ] as const)("%s %s wins on %i (+ %i on 13/14)", (code, key, count, count1314) => {
    expect(winsOver(code, key)).toBe(count);
    expect(winsOver(code, key, 1)).toBe(count1314);
  });

  it.each([
    // play, key, exact return to player at the default odds
    ["PCB_SUM", "00", 0.975],
    ["PCB_SUM", "05", (21 * 46.42) / 1000],
    ["PCB_SUM", "13", 0.975],
    ["PCB_BSOE", "BIG", 0.99],
    ["PCB_COMBO", "BIG_ODD", (231 * 4.2) / 1000],
    ["PCB_COMBO", "SMALL_ODD", (269 * 3.7) / 1000],
    ["PCB_EXTREME", "EXTREME_SMALL", (56 * 17.5) / 1000],
    ["PCB_FORM", "LEOPARD", 0.975],
    ["PCB_FORM", "PAIR", 0.972],
    ["PCB_FORM", "STRAIGHT", 0.975],
  ] as const)("%s %s returns %f", (code, key, rtp) => {
    expect(returnToPlayer(play(code), key)).toBeCloseTo(rtp, 12);
  });

  it("states every key's exact chances per tier, and a return to player between 97 % and 100 % at its default odds", () => {
    for (const p of PCB.plays)
      for (const key of linesOf(p, [p.rows[0]?.options ?? []])) {
        const hits = p.tiers.map((_, tier) => winsOver(p.code, key, tier) / ALL.length);
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual(hits);
        const rtp = returnToPlayer(p, key) ?? Number.NaN;
        expect(rtp, `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp, `${p.code} ${key}`).toBeGreaterThan(0.97);
      }
  });

  it("prices a sum with its mirror, and the combinations by their two chances", () => {
    const sum = play("PCB_SUM");
    expect(["13", "14", "00", "27", "05"].map((key) => sum.priceClass?.(key))).toEqual([
      "13/14",
      "13/14",
      "00/27",
      "00/27",
      "05/22",
    ]);
    for (const key of ["00", "05", "13"]) {
      const mirror = String(27 - Number(key)).padStart(2, "0");
      expect(sum.defaultOdds(mirror)).toEqual(sum.defaultOdds(key));
      expect(sum.expectedHits?.(mirror)).toEqual(sum.expectedHits?.(key));
    }
    const combo = play("PCB_COMBO");
    expect(combo.priceClass?.("SMALL_ODD")).toBe(combo.priceClass?.("BIG_EVEN"));
    expect(combo.priceClass?.("BIG_ODD")).toBe(combo.priceClass?.("SMALL_EVEN"));
    expect(combo.priceClass?.("BIG_ODD")).not.toBe(combo.priceClass?.("BIG_EVEN"));
  });
});

describe("PC28 picks", () => {
  it("makes one line per picked option, sums zero-padded", () => {
    expect(linesOf(play("PCB_SUM"), [["00", "13", "27"]])).toEqual(["00", "13", "27"]);
    expect(linesOf(play("PCB_BSOE"), [["BIG", "ODD"]])).toEqual(["BIG", "ODD"]);
    expect(linesOf(play("PCB_COMBO"), [["SMALL_EVEN"]])).toEqual(["SMALL_EVEN"]);
    expect(linesOf(play("PCB_FORM"), [["LEOPARD", "PAIR", "STRAIGHT"]])).toHaveLength(3);
  });

  it("refuses an empty pick, an unknown option, a repeat and a missing row", () => {
    expect(refusalOf(() => linesOf(play("PCB_SUM"), [[]]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("PCB_SUM"), [["7"]]))).toBe("OPTION"); // sums are two digits
    expect(refusalOf(() => linesOf(play("PCB_SUM"), [["28"]]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("PCB_COMBO"), [["BIG_ODD", "BIG_ODD"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("PCB_EXTREME"), []))).toBe("ROWS");
  });
});

describe("PC28 draws", () => {
  it("draws three digits that parseResult accepts, from a fixed byte stream", () => {
    const bytes = (function* () {
      for (let i = 0; ; i++) yield (i * 97 + 13) % 256;
    })();
    for (let round = 0; round < 20; round++) {
      const result = PCB.draw(bytes);
      expect(PCB.parseResult([...result])).toEqual(result);
    }
    // Bytes 0,0,0,n give the value n: three such words draw those digits.
    expect(PCB.draw([0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 5][Symbol.iterator]())).toEqual([4, 4, 5]);
  });

  it("reads back only three digits 0-9", () => {
    for (const bad of [[1, 2], [1, 2, 3, 4], [1, 2, 10], [1, -1, 2], [1, 2, 2.5], "123", 13, null])
      expect(() => PCB.parseResult(bad)).toThrow(RangeError);
  });
});
