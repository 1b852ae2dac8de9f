import { expect } from "vitest";
import { linesOf, PickError, type Play } from "../engine";

// What the families' tests share (not product code: imported by *.test.ts only).

/** The reason a pick is refused (PickError's), or "accepted". */
export function refusalOf(fn: () => unknown): PickError["reason"] | "accepted" | "other" {
  try {
    fn();
  } catch (error) {
    return error instanceof PickError ? error.reason : "other";
  }
  return "accepted";
}

/**
 * On how many of `results` (every result of a small draw space) each key of a play wins at a
 * tier, hits counted: worked out once per play, then looked up per key.
 */
export function winCounter<R>(playOf: (code: string) => Play<R>, results: readonly R[]) {
  const counted = new Map<string, Map<string, number>>();
  return (code: string, key: string, tier = 0): number => {
    let counts = counted.get(code);
    if (!counts) {
      counts = new Map();
      const play = playOf(code);
      for (const result of results)
        for (const w of play.wins(result)) {
          const id = `${w.key}|${w.tier}`;
          counts.set(id, (counts.get(id) ?? 0) + w.hits);
        }
      counted.set(code, counts);
    }
    return counts.get(`${key}|${tier}`) ?? 0;
  };
}

/** Every key a play sells (every option of every row picked), priced and chanced alike within its class. */
export function expectPricedAlike(plays: readonly Play<unknown>[]): void {
  for (const p of plays) {
    const firstOf = new Map<string, string>();
    for (const key of linesOf(
      p,
      p.rows.map((row) => row.options),
    )) {
      const priceClass = p.priceClass?.(key) ?? "";
      const first = firstOf.get(priceClass) ?? key;
      firstOf.set(priceClass, first);
      expect(p.defaultOdds(key), `${p.code} ${key}`).toEqual(p.defaultOdds(first));
      expect(p.expectedHits?.(key), `${p.code} ${key}`).toEqual(p.expectedHits?.(first));
    }
  }
}
