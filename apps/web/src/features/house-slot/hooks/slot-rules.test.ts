import { describe, expect, it } from "vitest";
import {
  BET_STEPS,
  PAYTABLE,
  betChoices,
  fromCents,
  isSlotSymbol,
  lineWinAmount,
  offeredBet,
  toCents,
} from "./slot-rules";

describe("slot rules", () => {
  it("offers bets that are multiples of 0.10 from 0.10 to 1,000.00", () => {
    const cents = BET_STEPS.map((bet) => toCents(bet)!);
    expect(cents[0]).toBe(10);
    expect(cents.at(-1)).toBe(100_000);
    expect(cents.every((c) => c % 10 === 0)).toBe(true);
    expect([...cents].sort((a, b) => a - b)).toEqual(cents);
  });

  it("pays line wins in line bets, with exact cents", () => {
    expect(lineWinAmount("1.00", 5)).toBe("0.50");
    expect(lineWinAmount("0.10", 1000)).toBe("10.00");
    expect(lineWinAmount("1000.00", 750)).toBe("75000.00");
    expect(lineWinAmount("x", 5)).toBeNull();
    expect(fromCents(-5)).toBe("-0.05");
  });

  it("lists every paying symbol once, WILD paying only five", () => {
    expect(PAYTABLE.map((row) => row.symbol).every(isSlotSymbol)).toBe(true);
    expect(new Set(PAYTABLE.map((row) => row.symbol)).size).toBe(10);
    expect(PAYTABLE.find((row) => row.symbol === "WILD")?.pays).toEqual([null, null, 1000]);
  });

  it("offers the bets within the brand's limits, the least and the most included", () => {
    expect(betChoices({ minStake: "0.10", maxStake: "1000.00" })).toEqual([...BET_STEPS]);
    expect(betChoices({ minStake: "1.50", maxStake: "10.00" })).toEqual(["1.50", "2.00", "5.00", "10.00"]);
    expect(betChoices({ minStake: "3.00", maxStake: "3.00" })).toEqual(["3.00"]);
    expect(offeredBet(["0.50", "1.00", "2.00"], null)).toBe("1.00");
    expect(offeredBet(["0.50", "1.00", "2.00"], "2.00")).toBe("2.00");
    expect(offeredBet(["1.50", "2.00"], "0.10")).toBe("1.50");
  });
});
