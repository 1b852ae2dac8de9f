import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api/api-error";
import { ceilingAt, checkOffer, serverOfferProblems } from "./tiers";

const OWN = [
  { minTurnover: "10000.00", minActive: 3, rate: "0.5" },
  { minTurnover: "50000.00", minActive: 10, rate: "0.8" },
];

describe("contract tiers", () => {
  it("give at a tier's thresholds the best of the caller's own tiers reached there", () => {
    expect(ceilingAt(OWN, 999_999n, 2)).toBe(0);
    expect(ceilingAt(OWN, 1_000_000n, 3)).toBe(5_000);
    expect(ceilingAt(OWN, 5_000_000n, 9)).toBe(5_000);
    expect(ceilingAt(OWN, 5_000_000n, 10)).toBe(8_000);
  });

  it("are sent as the contract takes them, or refused field by field before sending", () => {
    const row = { minTurnover: " 50000.5 ", minActive: "10", rate: "0.75" };
    expect(checkOffer("12", "DAILY_SALARY", [row], OWN)).toEqual({
      body: { memberId: 12, kind: "DAILY_SALARY", tiers: [{ minTurnover: "50000.5", minActive: 10, rate: "0.75" }] },
      problems: { tiers: [{}] },
    });
    const refused = checkOffer(
      "",
      "HOURLY_SALARY",
      [
        { minTurnover: "1.234", minActive: "1.5", rate: "101" },
        { minTurnover: "10000", minActive: "3", rate: "0.6" },
      ],
      OWN,
    );
    expect(refused.body).toBeNull();
    expect(refused.problems).toEqual({
      member: "required",
      tiers: [
        { minTurnover: { kind: "format" }, minActive: { kind: "format" }, rate: { kind: "format" } },
        { rate: { kind: "aboveUpline", max: "0.5" } },
      ],
    });
    // Without the caller's own contract known, the server alone judges the rates.
    expect(
      checkOffer("12", "DAILY_SALARY", [{ minTurnover: "1", minActive: "0", rate: "9" }], undefined).body,
    ).not.toBeNull();
  });

  it("read the server's refusal: a tier's ceiling, a field's format, the downline", () => {
    const above = new ApiError("CONTRACT_ABOVE_UPLINE", "", 400, {
      fields: { "tiers.1.rate": "max 0.45", "tiers.0.minTurnover": "at most 2 decimals", "tiers.9.rate": "max 1" },
    });
    expect(serverOfferProblems(above, 2)).toEqual({
      tiers: [{ minTurnover: { kind: "format" } }, { rate: { kind: "aboveUpline", max: "0.45" } }],
    });
    const notAgent = new ApiError("VALIDATION_FAILED", "", 400, { fields: { memberId: "not_an_agent" } });
    expect(serverOfferProblems(notAgent, 1)).toEqual({ member: "notAgent", tiers: [{}] });
  });
});
