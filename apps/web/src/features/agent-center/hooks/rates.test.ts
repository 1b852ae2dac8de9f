import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { ApiError } from "../../../shared/api/api-error";
import { checkRates, emptyRates, isAgentType, ratesOf, serverRateProblems } from "./rates";

const ceiling = GAME_CATEGORIES.map((category) => ({ category, rate: category === "LIVE" ? "1.5" : "0.0125" }));

describe("rate fields", () => {
  it("sends the rates typed, trimmed, and leaves empty fields out", () => {
    const values = { ...emptyRates(), LIVE: " 1.50 ", RNG: "0.0125" };
    expect(checkRates(values, ceiling)).toEqual({ rates: { LIVE: "1.50", RNG: "0.0125" }, problems: {} });
  });

  it("compares rates as numbers of parts per million, not as text", () => {
    expect(checkRates({ ...emptyRates(), LIVE: "1.5001" }, ceiling).problems).toEqual({
      LIVE: { kind: "aboveOwn", max: "1.5" },
    });
    expect(checkRates({ ...emptyRates(), RNG: "0.013" }, ceiling).problems).toEqual({
      RNG: { kind: "aboveOwn", max: "0.0125" },
    });
    expect(checkRates({ ...emptyRates(), LIVE: "1.5000" }, ceiling).problems).toEqual({});
  });

  it("refuses what the contract does not take as a rate", () => {
    for (const typed of ["abc", "1.23456", "-1", "101", "1,5"]) {
      expect(checkRates({ ...emptyRates(), LIVE: typed }, undefined).problems).toEqual({ LIVE: { kind: "format" } });
    }
    // Without the caller's rates (still loading) only the format is checked; the server checks the rest.
    expect(checkRates({ ...emptyRates(), LIVE: "100" }, undefined).problems).toEqual({});
  });

  it("fills a member's rates into the fields", () => {
    expect(ratesOf(ceiling).LIVE).toBe("1.5");
    expect(ratesOf([]).LIVE).toBe("");
  });

  it("reads the fields a refusal names, with the field's code or the refusal's", () => {
    const refusal = (code: "REBATE_RATE_ABOVE_UPLINE" | "VALIDATION_FAILED", fields: Record<string, string>) =>
      new ApiError(code, "", 400, { fields });
    expect(
      serverRateProblems(
        refusal("REBATE_RATE_ABOVE_UPLINE", {
          "rates.LIVE": "max 1.5",
          "rates.RNG": "above",
          "rates.PVP": "REBATE_RATE_BELOW_DOWNLINE",
        }),
      ),
    ).toEqual({
      LIVE: { kind: "code", code: "REBATE_RATE_ABOVE_UPLINE", bound: { side: "max", rate: "1.5" } },
      RNG: { kind: "code", code: "REBATE_RATE_ABOVE_UPLINE" },
      PVP: { kind: "code", code: "REBATE_RATE_BELOW_DOWNLINE" },
    });
    expect(serverRateProblems(refusal("VALIDATION_FAILED", { "rates.SPORTS": "rate", username: "required" }))).toEqual({
      SPORTS: { kind: "format" },
    });
    expect(serverRateProblems(new Error("network"))).toEqual({});
  });

  it("tells agent types from members", () => {
    expect([0, 1, 2, 4, 41, 42].filter(isAgentType)).toEqual([1, 2, 41, 42]);
  });
});
