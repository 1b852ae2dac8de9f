import { describe, expect, it } from "vitest";
import { hitsOf, linesOf, maxPayoutOf, numberOptions, returnToPlayer, sampleKeys, type Play } from "../engine";
import { VN_NORTH_STRUCTURE, VN_SOUTH_STRUCTURE } from "./vn";
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

describe("rows picked digit by digit (byDigit)", () => {
  const rows = LOTTERY_FAMILIES.flatMap((family) =>
    family.plays.flatMap((play) =>
      play.rows.filter((row) => row.byDigit).map((row) => [family.code, play.code, row] as const),
    ),
  );

  it("are lô 3 số's and 3 càng's, in every Vietnamese family", () => {
    expect(rows.map(([family, play]) => `${family} ${play}`)).toEqual(
      ["VN_NORTH", "VN_CENTRAL", "VN_SOUTH"].flatMap((family) => [`${family} VN_LO3`, `${family} VN_BA_CANG`]),
    );
  });

  it.each(rows)("%s %s: every number of its width, so any digits picked make options of the row", (_f, _p, row) => {
    const width = row.options[0]!.length;
    expect(row.options).toEqual(numberOptions(10 ** width, width));
  });
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

/** A stream of bytes from the seeded generator: a family's fast draw reads its result from it. */
function bytes(next: (n: number) => number): Iterator<number> {
  return { next: () => ({ value: next(256), done: false }) };
}

describe("the most a line can win in one draw (the exposure limit's measure)", () => {
  it.each(LOTTERY_FAMILIES.map((family) => [family.code, family] as const))(
    "%s: no draw gives a key more hits than its play's maxHits, or more than one hit at one tier without it",
    (_, family) => {
      const next = random(11);
      const asked = new Map(family.plays.map((play) => [play, play.hitsOf ? sampleKeys(play).slice(0, 50) : []]));
      for (let i = 0; i < 150; i++) {
        // CHAIN reads its result off a chain element's 32 bytes; the others off a stream.
        const element = Array.from({ length: 32 }, () => next(256));
        const result = family.draw(family.drawFromElement ? element[Symbol.iterator]() : bytes(next));
        for (const play of family.plays) {
          const perKey = new Map<string, readonly number[]>();
          // A play whose wins are many (xiên 4: thousands of keys a draw) is asked about sample keys.
          if (play.hitsOf) for (const key of asked.get(play)!) perKey.set(key, play.hitsOf(result, key));
          else
            for (const win of play.wins(result)) {
              const hits = [...(perKey.get(win.key) ?? play.tiers.map(() => 0))];
              hits[win.tier] = (hits[win.tier] ?? 0) + win.hits;
              perKey.set(win.key, hits);
            }
          for (const [key, hits] of perKey) {
            const most = play.maxHits?.(key);
            if (most)
              hits.forEach((h, tier) =>
                expect(h, `${play.code} ${key} tier ${tier}`).toBeLessThanOrEqual(most[tier] ?? 0),
              );
            else
              expect(
                hits.reduce((a, b) => a + b, 0),
                `${play.code} ${key}`,
              ).toBeLessThanOrEqual(1);
          }
        }
      }
    },
  );

  it("counts every hit a lô number or a 4D number can have, and one hit at the best tier elsewhere", () => {
    const north = LOTTERY_FAMILIES.find((family) => family.code === "VN_NORTH")!;
    const lo2 = north.plays.find((play) => play.code === "VN_LO2")!;
    const [lo2Odds] = lo2.defaultOdds("12");
    // A point on 12 pays its odds for each of the 27 numbers that may end in 12.
    expect(maxPayoutOf(lo2, "12", 100n, [lo2Odds!])).toBe(BigInt(Math.ceil((100 * lo2Odds! * 27) / 10_000)));
    const fourD = LOTTERY_FAMILIES.find((family) => family.code === "4D")!;
    const big = fourD.plays.find((play) => play.code === "4D_BIG")!;
    const odds = big.defaultOdds("1234");
    const slots = [1, 1, 1, 10, 10];
    const worst = odds.reduce((sum, o, tier) => sum + o * slots[tier]!, 0);
    expect(maxPayoutOf(big, "1234", 100n, odds)).toBe(BigInt(Math.ceil((100 * worst) / 10_000)));
    // A Thai front (back) three drawn as both front numbers pays twice.
    const thai = LOTTERY_FAMILIES.find((family) => family.code === "THAI")!;
    const front = thai.plays.find((play) => play.code === "THAI_THREE_FRONT")!;
    const frontOdds = front.defaultOdds("123");
    expect(maxPayoutOf(front, "123", 100n, frontOdds)).toBe(BigInt(Math.ceil((100 * 2 * frontOdds[0]!) / 10_000)));
    const ssc = LOTTERY_FAMILIES.find((family) => family.code === "SSC")!;
    const position = ssc.plays.find((play) => play.code === "SSC_POSITION")!;
    expect(maxPayoutOf(position, "0:1", 500n, [19_600])).toBe(980n);
  });
});

describe("every maxHits is reached by some draw (the measure is the worst case, not more)", () => {
  const family = (code: string) => LOTTERY_FAMILIES.find((f) => f.code === code)!;
  const play = (code: string, playCode: string) => family(code).plays.find((p) => p.code === playCode)!;

  it.each([
    [VN_NORTH_STRUCTURE, "VN_NORTH"],
    [VN_SOUTH_STRUCTURE, "VN_SOUTH"],
  ] as const)("%#: lô: every number drawn ends in the point", (structure, code) => {
    // Every prize's numbers end in 123 (the 2-digit ones in 23).
    const result = family(code).parseResult({
      prizes: structure.prizes.map((prize) =>
        Array.from({ length: prize.count }, () => "123".slice(-prize.digits).padStart(prize.digits, "0")),
      ),
    });
    for (const [playCode, key] of [
      ["VN_LO2", "23"],
      ["VN_LO3", "123"],
    ] as const) {
      const lo = play(code, playCode);
      expect(hitsOf(lo, result, key)).toEqual([...lo.maxHits!(key)]);
    }
  });

  it("4D: one number in every slot, for each straight, box and i-box play", () => {
    const result = family("4D").parseResult({
      first: "1234",
      second: "1234",
      third: "1234",
      starter: Array(10).fill("1234"),
      consolation: Array(10).fill("1234"),
    });
    for (const p of family("4D").plays) expect(hitsOf(p, result, "1234"), p.code).toEqual([...p.maxHits!("1234")]);
  });

  it("Thai: a three drawn as both front (back) numbers", () => {
    const result = family("THAI").parseResult({
      first: "000000",
      front: ["123", "123"],
      back: ["456", "456"],
      bottom: "00",
    });
    for (const [playCode, key] of [
      ["THAI_THREE_FRONT", "123"],
      ["THAI_THREE_BACK", "456"],
    ] as const)
      expect(hitsOf(play("THAI", playCode), result, key)).toEqual([...play("THAI", playCode).maxHits!(key)]);
  });
});
