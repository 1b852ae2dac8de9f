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
    expect(trendPositionsOf("LHC")).toEqual([]);
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
});
