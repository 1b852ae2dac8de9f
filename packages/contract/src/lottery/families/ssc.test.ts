import { describe, expect, it } from "vitest";
import { refusalOf, winCounter } from "./test-support";
import { cartesian, linesOf, payoutOf, playOf, returnToPlayer, type Play } from "../engine";
import { SSC, threeForm, type SscResult } from "./ssc";

const play = (code: string) => playOf(SSC, code) as Play<SscResult>;
const pays = (code: string, result: SscResult, key: string, stake = 100) => {
  const p = play(code);
  return payoutOf(p, p.wins(result), key, stake);
};

/** Every one of the 100,000 results, each equally likely in a fast draw. */
const ALL = cartesian(Array.from({ length: 5 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])) as unknown as SscResult[];

/** On how many of all results a key wins at a tier (hits counted). */
const winsOver = winCounter(play, ALL);

describe("SSC plays: known results", () => {
  it.each([
    // play, result, key, payout of a stake of 1.00
    ["SSC_POSITION", [1, 2, 3, 4, 5], "0:1", 980],
    ["SSC_POSITION", [1, 2, 3, 4, 5], "0:2", 0],
    ["SSC_POSITION", [1, 2, 3, 4, 5], "4:5", 980],
    ["SSC_POSITION_BSOE", [9, 0, 0, 0, 0], "0:BIG", 198],
    ["SSC_POSITION_BSOE", [9, 0, 0, 0, 0], "0:ODD", 198],
    ["SSC_POSITION_BSOE", [4, 0, 0, 0, 0], "0:BIG", 0],
    ["SSC_SUM_BSOE", [9, 9, 5, 0, 0], "BIG", 198], // sum 23: the first big sum
    ["SSC_SUM_BSOE", [9, 9, 4, 0, 0], "SMALL", 198], // sum 22
    ["SSC_SUM_BSOE", [9, 9, 4, 0, 0], "EVEN", 198],
    ["SSC_DRAGON_TIGER", [7, 0, 0, 0, 3], "DRAGON", 198],
    ["SSC_DRAGON_TIGER", [3, 0, 0, 0, 7], "TIGER", 198],
    ["SSC_DRAGON_TIGER", [5, 0, 0, 0, 5], "DRAGON", 0], // a tie loses dragon by default
    ["SSC_DRAGON_TIGER", [5, 0, 0, 0, 5], "TIE", 900],
    ["SSC_BACK3_FORM", [0, 0, 7, 7, 7], "LEOPARD", 9750],
    ["SSC_FRONT3_FORM", [9, 0, 8, 1, 1], "STRAIGHT", 1625], // 9, 0, 8 wrap around the ring
    ["SSC_MIDDLE3_FORM", [0, 1, 1, 2, 0], "PAIR", 360],
    ["SSC_BACK2_DIRECT", [0, 0, 0, 4, 2], "42", 9800],
    ["SSC_BACK3_DIRECT", [0, 0, 1, 4, 2], "142", 98000],
    ["SSC_BACK3_DIRECT", [0, 0, 1, 4, 2], "241", 0],
  ] as const)("%s on %j: %s pays %i", (code, result, key, expected) => {
    expect(pays(code, result as unknown as SscResult, key)).toBe(expected);
  });

  it("refunds dragon and tiger on a tie where the brand sets the refund tier at 1x", () => {
    const p = play("SSC_DRAGON_TIGER");
    expect(payoutOf(p, p.wins([5, 0, 0, 0, 5]), "DRAGON", 100, [19_800, 10_000])).toBe(100);
    expect(payoutOf(p, p.wins([6, 0, 0, 0, 5]), "DRAGON", 100, [19_800, 10_000])).toBe(198);
  });

  it("rounds a payout down once, in minor units", () => {
    // 0.01 at 1.98 pays 0.0198: one cent.
    expect(pays("SSC_SUM_BSOE", [9, 9, 9, 9, 9], "BIG", 1)).toBe(1);
  });
});

describe("SSC forms", () => {
  it.each([
    [[7, 7, 7], "LEOPARD"],
    [[1, 2, 3], "STRAIGHT"],
    [[3, 1, 2], "STRAIGHT"],
    [[0, 9, 1], "STRAIGHT"],
    [[8, 8, 1], "PAIR"],
    [[1, 2, 5], "HALF_STRAIGHT"],
    [[9, 5, 0], "HALF_STRAIGHT"],
    [[1, 3, 5], "MIXED"],
  ] as const)("%j is %s", (digits, form) => {
    expect(threeForm(digits as unknown as [number, number, number])).toBe(form);
  });

  it("splits the 1,000 three-digit endings 10 / 60 / 270 / 360 / 300", () => {
    const counts: Record<string, number> = {};
    for (const d of cartesian([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(() => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3)))
      counts[threeForm(d as [number, number, number])] = (counts[threeForm(d as [number, number, number])] ?? 0) + 1;
    expect(counts).toEqual({ LEOPARD: 10, STRAIGHT: 60, PAIR: 270, HALF_STRAIGHT: 360, MIXED: 300 });
  });
});

describe("SSC: exact chances over all 100,000 results", () => {
  it.each([
    ["SSC_POSITION", "2:7", 10_000],
    ["SSC_POSITION_BSOE", "3:SMALL", 50_000],
    ["SSC_SUM_BSOE", "BIG", 50_000],
    ["SSC_SUM_BSOE", "ODD", 50_000],
    ["SSC_DRAGON_TIGER", "DRAGON", 45_000],
    ["SSC_DRAGON_TIGER", "TIE", 10_000],
    ["SSC_BACK2_DIRECT", "07", 1_000],
    ["SSC_BACK3_DIRECT", "907", 100],
  ] as const)("%s %s wins on %i", (code, key, count) => {
    expect(winsOver(code, key)).toBe(count);
  });

  it("states every play's exact chances, and a return to player under 100 % at its default odds", () => {
    for (const p of SSC.plays) {
      // Each key the play can sell: every option of each row, with the other rows at their least.
      const keys = new Set(
        p.rows.flatMap((row, i) =>
          linesOf(
            p,
            p.rows.map((other, j) => (j === i ? row.options : other.min === 0 ? [] : other.options.slice(0, 1))),
          ),
        ),
      );
      for (const key of keys) {
        const hits = p.tiers.map((_, tier) => winsOver(p.code, key, tier) / ALL.length);
        expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual(hits);
        const rtp = returnToPlayer(p, key) ?? Number.NaN;
        expect(rtp, `${p.code} ${key}`).toBeLessThan(1);
        expect(rtp, `${p.code} ${key}`).toBeGreaterThan(0.85);
      }
    }
  });
});

describe("SSC picks", () => {
  it("makes one line per digit per position, and the cross product for direct picks", () => {
    expect(linesOf(play("SSC_POSITION"), [["1", "2"], [], [], [], ["9"]])).toEqual(["0:1", "0:2", "4:9"]);
    expect(
      linesOf(play("SSC_BACK2_DIRECT"), [
        ["1", "2"],
        ["3", "4"],
      ]),
    ).toEqual(["13", "14", "23", "24"]);
  });

  it("refuses an empty pick, an unknown option, a repeat and a missing row", () => {
    expect(refusalOf(() => linesOf(play("SSC_POSITION"), [[], [], [], [], []]))).toBe("COUNT");
    expect(refusalOf(() => linesOf(play("SSC_POSITION"), [["10"], [], [], [], []]))).toBe("OPTION");
    expect(refusalOf(() => linesOf(play("SSC_BACK2_DIRECT"), [["1", "1"], ["2"]]))).toBe("REPEAT");
    expect(refusalOf(() => linesOf(play("SSC_BACK2_DIRECT"), [["1"]]))).toBe("ROWS");
    // A row that is not a list of options (a slip sent as JSON may hold anything).
    expect(refusalOf(() => linesOf(play("SSC_BACK2_DIRECT"), ["1" as unknown as string[], ["2"]]))).toBe("ROWS");
    expect(refusalOf(() => linesOf(play("SSC_BACK2_DIRECT"), [[1 as unknown as string], ["2"]]))).toBe("ROWS");
  });

  it("reads back only five digits", () => {
    expect(SSC.parseResult([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    for (const bad of [[1, 2, 3, 4], [1, 2, 3, 4, 10], "12345", [1, 2, 3, 4, 1.5]])
      expect(() => SSC.parseResult(bad)).toThrow(RangeError);
  });
});
