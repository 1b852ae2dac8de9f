import { describe, expect, it } from "vitest";
import { acceptsAmountTyping, amountProblem, compareDecimal, normalizeAmount } from "./amount";

describe("amount inputs", () => {
  it("accept digits with at most two decimals while typing", () => {
    for (const text of ["", "0", "12", "12.", "12.3", "12.34", ".5"]) expect(acceptsAmountTyping(text)).toBe(true);
    for (const text of ["12.345", "-1", "1e3", "1,000", "12a", "1.2.3"]) expect(acceptsAmountTyping(text)).toBe(false);
  });

  it("drop a trailing point", () => {
    expect(normalizeAmount(" 10. ")).toBe("10");
  });

  it("compare decimal strings exactly", () => {
    expect(compareDecimal("100.00", "100")).toBe(0);
    expect(compareDecimal("0.1", "0.09")).toBe(1);
    expect(compareDecimal("99999999999999.99", "100000000000000")).toBe(-1);
    expect(compareDecimal("x", "1")).toBeNull();
  });

  it("say why an amount cannot be sent", () => {
    expect(amountProblem("")).toBe("required");
    expect(amountProblem(".5")).toBe("format");
    expect(amountProblem("0.00")).toBe("positive");
    expect(amountProblem("99.99", { min: "100.00", max: "500.00" })).toBe("range");
    expect(amountProblem("500.01", { min: "100.00", max: "500.00" })).toBe("range");
    expect(amountProblem("500", { min: "100.00", max: "500.00" })).toBeNull();
    expect(amountProblem("300.5", { available: "300.49" })).toBe("balance");
    expect(amountProblem("10.")).toBeNull();
  });
});
