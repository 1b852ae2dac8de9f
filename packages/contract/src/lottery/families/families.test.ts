import { describe, expect, it } from "vitest";
import { returnToPlayer, sampleKeys } from "../engine";
import { LOTTERY_FAMILIES } from "./index";

/**
 * Rules every family keeps, checked over every play of the registry: what an operator prices
 * together is alike, and every play states its chances.
 */

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
