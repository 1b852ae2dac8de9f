import { describe, expect, it } from "vitest";
import { NO_STAKES, STAKE_LIMITS, addChip, betsOf, payLabel, totalStake } from "./baccarat-stakes";

describe("baccarat stakes", () => {
  it("adds chips per spot in minor units, capped at the maximum stake", () => {
    let stakes = addChip(NO_STAKES, "BANKER", 500n);
    stakes = addChip(stakes, "BANKER", 100n);
    stakes = addChip(stakes, "TIE", 100n);
    expect(stakes).toEqual({ PLAYER: 0n, BANKER: 600n, TIE: 100n });
    expect(totalStake(stakes)).toBe(700n);
    expect(betsOf(stakes)).toEqual({ BANKER: "6.00", TIE: "1.00" });
    expect(addChip(addChip(NO_STAKES, "PLAYER", 90_000n), "PLAYER", 50_000n).PLAYER).toBe(100_000n);
    expect(STAKE_LIMITS).toEqual({ min: "1.00", max: "1000.00", step: "0.10" });
  });

  it("shows the published pays", () => {
    expect(payLabel("PLAYER")).toBe("1 : 1");
    expect(payLabel("BANKER")).toBe("0.95 : 1");
    expect(payLabel("TIE")).toBe("8 : 1");
  });
});
