import { describe, expect, it } from "vitest";
import { decimalToMinor, minorToDecimal } from "./money";

describe("money on the wire", () => {
  it.each([
    [0n, 2, "0.00"],
    [5n, 2, "0.05"],
    [123450n, 2, "1234.50"],
    [-7n, 2, "-0.07"],
    [1234n, 0, "1234"],
    [9_007_199_254_740_993n, 2, "90071992547409.93"],
  ])("%s minor units at scale %i read %s", (minor, scale, text) => {
    expect(minorToDecimal(minor, scale)).toBe(text);
    expect(decimalToMinor(text, scale)).toBe(minor);
  });

  it("refuses more fraction digits than the scale and anything not a decimal", () => {
    expect(decimalToMinor("1.005", 2)).toBeNull();
    expect(decimalToMinor("1e3", 2)).toBeNull();
    expect(decimalToMinor("", 2)).toBeNull();
    expect(decimalToMinor("1.5", 2)).toBe(150n);
  });
});
