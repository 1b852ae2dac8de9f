import { describe, expect, it } from "vitest";
import { defaultLimits } from "../../../shared/house-game/game-limits";
import {
  DEFAULT_STAKE_LIMITS,
  NO_STAKES,
  STAKE_LIMITS,
  addChip,
  betsOf,
  chipsFor,
  payLabel,
  stakeLimitsOf,
  totalStake,
} from "./baccarat-stakes";

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

  it("follows the brand's limits: chips up to the most per spot, stakes capped per spot and per round", () => {
    const limits = stakeLimitsOf({
      game: "baccarat",
      enabled: true,
      minStake: "2.00",
      maxStake: "60.00",
      step: "0.10",
      maxRoundStake: "80.00",
    });
    expect(limits).toEqual({ min: 200n, max: 6_000n, round: 8_000n });
    expect(chipsFor(limits)).toEqual([100n, 500n, 1_000n, 5_000n]);
    expect(chipsFor({ min: 10n, max: 50n, round: null })).toEqual([50n]);
    let stakes = addChip(NO_STAKES, "PLAYER", 5_000n, limits);
    stakes = addChip(stakes, "PLAYER", 5_000n, limits);
    expect(stakes.PLAYER).toBe(6_000n);
    stakes = addChip(stakes, "BANKER", 5_000n, limits);
    expect(stakes).toEqual({ PLAYER: 6_000n, BANKER: 2_000n, TIE: 0n });
    expect(addChip(stakes, "TIE", 100n, limits)).toEqual(stakes);
  });

  it("starts on the contract's defaults, the same as the limits a page shows before the brand's arrive", () => {
    // One source: a round is capped at the three spots at their most, before and after the read.
    expect(DEFAULT_STAKE_LIMITS).toEqual({ min: 100n, max: 100_000n, round: 300_000n });
    expect(stakeLimitsOf(defaultLimits("baccarat"))).toEqual(DEFAULT_STAKE_LIMITS);
    let stakes = NO_STAKES;
    for (const spot of ["PLAYER", "BANKER", "TIE", "PLAYER"] as const) stakes = addChip(stakes, spot, 100_000n);
    expect(totalStake(stakes)).toBe(300_000n);
    // No limit per round from the brand: only each spot's; a malformed one keeps the default.
    const brand = { ...defaultLimits("baccarat"), maxRoundStake: null };
    expect(stakeLimitsOf(brand).round).toBeNull();
    expect(stakeLimitsOf({ ...brand, maxRoundStake: "x" }).round).toBe(300_000n);
  });

  it("shows the published pays", () => {
    expect(payLabel("PLAYER")).toBe("1 : 1");
    expect(payLabel("BANKER")).toBe("0.95 : 1");
    expect(payLabel("TIE")).toBe("8 : 1");
  });
});
