import { describe, expect, it } from "vitest";
import { linesOf, returnToPlayer, type Play } from "../engine";
import { LOTTERY_FAMILIES } from "./index";

/**
 * Rules every family keeps, checked over every play of the registry: what an operator prices
 * together is alike, and every play states its chances.
 */

/**
 * Keys a player can buy: each option of each row, the other rows at their least picks (options
 * not picked elsewhere, so direct picks over positions make a line), and picks repeating an
 * option across rows (a tote or an i-box on a triple and on a double).
 */
function sampleKeys(play: Play<unknown>): string[] {
  const keys = new Set<string>();
  const tryPicks = (picks: string[][]) => {
    try {
      for (const key of linesOf(play, picks)) keys.add(key);
    } catch {
      // A pick the play refuses: not a sample.
    }
  };
  play.rows.forEach((row, i) => {
    for (const option of row.options) {
      const used = new Set([option]);
      const picks = play.rows.map((other, j) => {
        if (j === i) return [option];
        const chosen = other.options.filter((o) => !used.has(o)).slice(0, Math.max(other.min ?? 1, 1));
        chosen.forEach((o) => used.add(o));
        return chosen;
      });
      const least = row.min ?? 1;
      if (least > 1) picks[i] = [option, ...row.options.filter((o) => o !== option).slice(0, least - 1)];
      tryPicks(picks);
    }
  });
  // Picks that repeat an option across rows: a triple and a double where the rows allow them.
  tryPicks(play.rows.map((row) => row.options.slice(0, 1)));
  tryPicks(play.rows.map((row, j) => row.options.slice(j === 0 ? 1 : 0, j === 0 ? 2 : 1)));
  return [...keys];
}

describe.each(LOTTERY_FAMILIES.map((family) => [family.code, family] as const))("%s", (_, family) => {
  it.each(family.plays.map((play) => [play.code, play] as const))(
    "%s states its chances, returns under 100 %, and prices alike only keys with the same chances",
    (_code, play) => {
      const keys = sampleKeys(play);
      expect(keys.length).toBeGreaterThan(0);
      const byClass = new Map<string, { key: string; hits: readonly number[]; odds: readonly number[] }>();
      for (const key of keys) {
        const hits = play.expectedHits?.(key);
        expect(hits, `${key}: expectedHits`).toBeDefined();
        expect(returnToPlayer(play, key), key).toBeLessThan(1);
        const odds = play.defaultOdds(key);
        expect(odds).toHaveLength(play.tiers.length);
        const priceClass = play.priceClass?.(key) ?? "";
        const first = byClass.get(priceClass);
        if (!first) byClass.set(priceClass, { key, hits: hits!, odds });
        else {
          expect({ key, hits, odds }, `same class as ${first.key}`).toEqual({
            key,
            hits: first.hits,
            odds: first.odds,
          });
        }
      }
    },
  );
});
