import { describe, expect, it } from "vitest";
import { linesOf, returnToPlayer, sampleKeys, type Play } from "../engine";
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

/** A small seeded generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** Random picks a player might make: each row a few of its options (rows may repeat options). */
function randomPicks(play: Play<unknown>, next: (n: number) => number): string[][] {
  return play.rows.map((row) => {
    const least = row.min ?? 1;
    const count = Math.min(least + next(3), row.max ?? row.options.length, row.options.length);
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(row.options[next(row.options.length)]!);
    return [...chosen];
  });
}

describe("price classes an operator can set", () => {
  it.each(
    LOTTERY_FAMILIES.flatMap((f) =>
      f.plays.filter((p) => p.priceClass).map((p) => [`${f.code} ${p.code}`, p] as const),
    ),
  )(
    "%s: every class a random pick reaches is among the sample keys' classes (so it is listed and settable)",
    (_, play) => {
      const listed = new Set(sampleKeys(play).map((key) => play.priceClass!(key)));
      const next = random(7);
      for (let i = 0; i < 300; i++) {
        let keys: string[];
        try {
          keys = linesOf(play, randomPicks(play, next));
        } catch {
          continue;
        }
        for (const key of keys) expect(listed.has(play.priceClass!(key)), key).toBe(true);
      }
    },
  );
});
