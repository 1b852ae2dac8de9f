import { describe, expect, it } from "vitest";
import type { PointsRules } from "../api/points-api";
import { convertProblem, convertedAmount, parsePoints } from "./convert";

const RULES: PointsRules = { earnPerHundred: {}, convertPoints: 100, convertAmount: "1.00", convertMinPoints: 100 };

describe("points conversion", () => {
  it("counts the money as the server does, rounding down to whole minor units", () => {
    expect(convertedAmount(100, RULES)).toBe("1.00");
    expect(convertedAmount(12_300, RULES)).toBe("123.00");
    expect(convertedAmount(150, { ...RULES, convertMinPoints: 50 })).toBe("1.50");
    expect(convertedAmount(1, { ...RULES, convertPoints: 3 })).toBe("0.33");
    // A currency without decimals keeps none.
    expect(convertedAmount(250, { ...RULES, convertAmount: "5" })).toBe("12");
    expect(convertedAmount(1_000_000_000, { ...RULES, convertAmount: "999.99" })).toBe("9999900000.00");
  });

  it("reads only whole positive numbers of points", () => {
    expect(parsePoints(" 200 ")).toBe(200);
    expect(parsePoints("0")).toBeNull();
    expect(parsePoints("1.5")).toBeNull();
    expect(parsePoints("-100")).toBeNull();
    expect(parsePoints("1e3")).toBeNull();
  });

  it("refuses what the server would: empty, not whole, not a multiple, more than the balance", () => {
    expect(convertProblem("", RULES, 1000)).toBe("required");
    expect(convertProblem("12.5", RULES, 1000)).toBe("notWhole");
    expect(convertProblem("150", RULES, 1000)).toBe("notMultiple");
    expect(convertProblem("1100", RULES, 1000)).toBe("tooMany");
    expect(convertProblem("1000", RULES, 1000)).toBeNull();
    expect(convertProblem("100", { ...RULES, convertPoints: 1000, convertAmount: "0.01" }, 1000)).toBe("tooFew");
  });
});
