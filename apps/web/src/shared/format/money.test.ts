import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    ["1234.5", "1,234.50"],
    ["0", "0.00"],
    ["12", "12.00"],
    ["1234567.891", "1,234,567.89"],
    ["999.995", "1,000.00"],
    ["999999.999", "1,000,000.00"],
    ["-1234.5", "-1,234.50"],
    ["-0.001", "0.00"],
    ["0.005", "0.01"],
    [".5", "0.50"],
    ["007.1", "7.10"],
    ["+42", "42.00"],
    ["123456789012345678901234.56", "123,456,789,012,345,678,901,234.56"],
    ["0.1", "0.10"],
  ])("%s -> %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it("keeps precision beyond what a float can hold", () => {
    expect(formatMoney("9007199254740993.01")).toBe("9,007,199,254,740,993.01");
  });

  it("returns invalid input unchanged", () => {
    expect(formatMoney("abc")).toBe("abc");
    expect(formatMoney("")).toBe("");
    expect(formatMoney("1e5")).toBe("1e5");
    expect(formatMoney("-")).toBe("-");
  });

  it("supports other decimal counts", () => {
    expect(formatMoney("1234.5", 0)).toBe("1,235");
    expect(formatMoney("1.23456", 4)).toBe("1.2346");
  });
});
