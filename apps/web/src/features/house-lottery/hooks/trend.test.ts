import { describe, expect, it } from "vitest";
import { trendOf, trendPositionsOf } from "./trend";

// The trend chart's numbers: what each draw showed at a position, and every number's misses.

const draw = (drawNo: string, result: unknown, status = "DRAWN") => ({ drawNo, result, status });

describe("the trend chart", () => {
  it("reads each family's positions off its result, padded as its picker writes them", () => {
    const [wan, , , , ge] = trendPositionsOf("SSC");
    expect(wan!.valueOf([3, 1, 4, 1, 5])).toBe("3");
    expect(ge!.valueOf([3, 1, 4, 1, 5])).toBe("5");
    expect(trendPositionsOf("11X5")[1]!.valueOf([11, 3, 5, 7, 9])).toBe("03");
    expect(trendPositionsOf("PK10")[0]!.options).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"]);
    // Vietnam: the đề number's two digits (the special prize's last two).
    const [tens, units] = trendPositionsOf("VN_SOUTH");
    expect(tens!.valueOf({ prizes: [["123487"]] })).toBe("8");
    expect(units!.valueOf({ prizes: [["123487"]] })).toBe("7");
    expect(trendPositionsOf("KENO")).toEqual([]);
  });

  it("charts Mark Six's special number by its tail digit, colour, animal, big/small and odd/even", () => {
    const [tail, colour, zodiac, bigSmall, oddEven] = trendPositionsOf("LHC");
    const result = [1, 12, 23, 34, 45, 6, 37];
    // 37: tail 7, a blue ball, big (25-48), odd.
    expect(tail!.options).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(tail!.valueOf(result)).toBe("7");
    expect(colour!.valueOf(result)).toBe("BLUE");
    expect(bigSmall!.valueOf(result)).toBe("BIG");
    expect(oddEven!.valueOf(result)).toBe("ODD");
    // The animal moves at Chinese New Year (17 February 2026): 37 is the Horse's in the Year of
    // the Horse, the Snake's in the Year of the Snake before it; unknown without the draw's time.
    expect(zodiac!.valueOf(result, Date.UTC(2026, 5, 1))).toBe("HORSE");
    expect(zodiac!.valueOf(result, Date.UTC(2026, 0, 10))).toBe("SNAKE");
    expect(zodiac!.valueOf(result)).toBeUndefined();
    // 49 is neither big nor small, odd nor even for the two-way bets: its own column. It is green.
    const fortyNine = [1, 2, 3, 4, 5, 6, 49];
    expect([colour, bigSmall, oddEven].map((position) => position!.valueOf(fortyNine))).toEqual([
      "GREEN",
      "TIE",
      "TIE",
    ]);
    // Categories are named by the lottery texts.
    expect(colour!.options.map(colour!.optionLabel!)).toEqual([
      "LHC.option.RED",
      "LHC.option.BLUE",
      "LHC.option.GREEN",
    ]);
    expect(bigSmall!.options.map(bigSmall!.optionLabel!)).toEqual([
      "LHC.option.BIG",
      "LHC.option.SMALL",
      "trend.lhc.tie",
    ]);
    expect(zodiac!.options).toHaveLength(12);
    expect(tail!.optionLabel).toBeUndefined();
    expect(tail!.valueOf(null)).toBeUndefined();
  });

  it("charts 4D by its first prize's four digits", () => {
    const result = {
      first: "0472",
      second: "9999",
      third: "8888",
      starter: Array(10).fill("1111"),
      consolation: Array(10).fill("2222"),
    };
    expect(trendPositionsOf("4D").map((position) => position.valueOf(result))).toEqual(["0", "4", "7", "2"]);
    expect(trendPositionsOf("4D").map((position) => position.label.key)).toEqual([
      "trend.fourD.thousands",
      "trend.fourD.hundreds",
      "trend.fourD.tens",
      "trend.fourD.units",
    ]);
  });

  it("charts the Thai lottery by the digits of the top three and the bottom two", () => {
    const result = { first: "123456", front: ["012", "345"], back: ["678", "901"], bottom: "23" };
    // Top three: the first prize's last three, 456; bottom two: 23.
    expect(trendPositionsOf("THAI").map((position) => position.valueOf(result))).toEqual(["4", "5", "6", "2", "3"]);
    expect(trendPositionsOf("THAI")[0]!.valueOf({ first: "12" })).toBeUndefined();
  });

  it("counts each number's misses from the oldest draw shown, newest first, and how often it came", () => {
    const position = trendPositionsOf("K3")[0]!;
    // Oldest to newest: 2, 5, 2, (void), 6.
    const draws = [
      draw("0005", [6, 1, 1]),
      draw("0004", null, "VOID"),
      draw("0003", [2, 1, 1]),
      draw("0002", [5, 1, 1]),
      draw("0001", [2, 1, 1]),
    ];
    const { rows, counts } = trendOf(draws, position);
    expect(rows.map((row) => [row.drawNo, row.void, row.value, row.counted])).toEqual([
      ["0005", false, "6", 4],
      ["0004", true, undefined, 3],
      ["0003", false, "2", 3],
      ["0002", false, "5", 2],
      ["0001", false, "2", 1],
    ]);
    // Options 1..6 as of the newest draw: 2 came one counted draw ago (the void one counts for
    // nothing), 5 two, 6 now; 1, 3, 4 never in the draws shown.
    expect(rows[0]!.misses).toEqual([null, 1, null, null, 2, 0]);
    expect(rows[4]!.misses).toEqual([null, 0, null, null, null, null]);
    expect(counts).toEqual([0, 2, 0, 0, 1, 1]);
  });

  it("reads a value that depends on the draw's day at the draw's time", () => {
    const zodiac = trendPositionsOf("LHC")[2]!;
    // Special number 1 both times: the Snake's before Chinese New Year 2026, the Horse's after.
    const draws = [
      { ...draw("0002", [2, 3, 4, 5, 6, 7, 1]), drawsAt: Date.UTC(2026, 1, 20) },
      { ...draw("0001", [2, 3, 4, 5, 6, 7, 1]), drawsAt: Date.UTC(2026, 1, 10) },
    ];
    const { rows, counts } = trendOf(draws, zodiac);
    expect(rows.map((row) => row.value)).toEqual(["HORSE", "SNAKE"]);
    expect(counts.filter((count) => count > 0)).toEqual([1, 1]);
  });
});
