import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { profitRows } from "./profit-rows";

const played = (category: string, stake: string) => ({ category, rounds: 2, stake, payout: "1.00", profit: "-1.00" });

describe("rows of the personal profit table", () => {
  it("list every category in the catalogue's order, zero where nothing was played", () => {
    const rows = profitRows([played("RNG", "2.00"), played("LIVE", "3.00")]);
    expect(rows.map((r) => r.category)).toEqual([...GAME_CATEGORIES]);
    expect(rows[0]).toEqual(played("LIVE", "3.00"));
    expect(rows[1]).toEqual(played("RNG", "2.00"));
    expect(rows[2]).toEqual({ category: "SPORTS", rounds: 0, stake: "0", payout: "0", profit: "0" });
  });

  it("keep rounds of games no longer in the catalogue, after the categories", () => {
    const rows = profitRows([played("", "5.00")]);
    expect(rows).toHaveLength(GAME_CATEGORIES.length + 1);
    expect(rows.at(-1)).toEqual(played("", "5.00"));
  });
});
