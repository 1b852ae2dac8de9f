import { fairInts } from "../../fair-random";
import { combinations, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * Mark Six (六合彩, the spec's LHC): six main numbers and one special number, seven distinct
 * numbers from 1-49. A result is the seven numbers, the six main ones first (in the order drawn
 * or typed in: no play depends on their order) and the special one last.
 *
 * Chances. A fast draw takes the seven one by one without replacement, each uniform among the
 * numbers left, so every ordered draw has chance 1 / (49·48·47·46·45·44·43). Then:
 * - the special number is uniform on 1-49: 48·47·46·45·44·43 of the ordered draws end in a given
 *   s (the first six from the other 48), a share of 1/49;
 * - the six main numbers are a uniform 6-subset of 1-49 (each subset is 6!·43 ordered draws), so
 *   k given numbers are all among them with the hypergeometric chance C(49-k, 6-k) / C(49, 6):
 *   for k = 2, C(47, 4) / C(49, 6) = (6·5)/(49·48) = 5/392; for k = 3, C(46, 3) / C(49, 6) =
 *   (6·5·4)/(49·48·47) = 5/4606.
 */
export type LhcResult = readonly [number, number, number, number, number, number, number];

/** Numbers as keys and options: two digits, "01".."49". */
const NUMBERS = numberOptions(49, 2, 1);
const pad = (n: number) => String(n).padStart(2, "0");
const BSOE = ["BIG", "SMALL", "ODD", "EVEN"] as const;

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });
const pickedLines = (picks: readonly (readonly string[])[]) => [...(picks[0] ?? [])];
const specialOf = (result: LhcResult) => result[6];

/**
 * 特码: the special number exactly, 1 in 49 (fair 49). The notes give 40-48; default 48, the top
 * of that range (return 48/49 = 97.96 %, the level of the other families' defaults).
 */
const special: Play<LhcResult> = {
  code: "LHC_SPECIAL",
  tiers: ["WIN"],
  rows: [{ name: "special", options: NUMBERS }],
  lines: pickedLines,
  costUnits: 1,
  defaultOdds: () => [odds(48)],
  wins: (result) => [win(pad(specialOf(result)))],
  expectedHits: () => [1 / 49],
};

/**
 * 特码两面: the special number big (25-48) / small (1-24), odd / even. 49 is none of the four:
 * on 49 every one of them wins at tier 1 ("REFUND"), 1x by default so the stake comes back (the
 * common rule, 和局退本); a brand sets it to 0 to make 49 lose. Each side wins on 24 of 49: at
 * 1.98, return (24 × 1.98 + 1 × 1) / 49 = 99.02 % with the refund, 96.98 % without.
 */
const specialTraits: Play<LhcResult> = {
  code: "LHC_SPECIAL_BSOE",
  tiers: ["WIN", "REFUND"],
  rows: [{ name: "special", options: BSOE }],
  lines: pickedLines,
  costUnits: 1,
  defaultOdds: () => [odds(1.98), odds(1)],
  wins: (result) => {
    const n = specialOf(result);
    if (n === 49) return BSOE.map((key) => win(key, 1));
    return [win(n >= 25 ? "BIG" : "SMALL"), win(n % 2 === 1 ? "ODD" : "EVEN")];
  },
  expectedHits: () => [24 / 49, 1 / 49],
};

/**
 * The Hong Kong Mark Six ball colours (波色), the standard table every Mark Six game uses: red
 * 17 numbers, blue 16, green 16 (49 is green).
 */
export const LHC_COLOURS = {
  RED: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  BLUE: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  GREEN: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
} as const;
export type LhcColour = keyof typeof LHC_COLOURS;
const COLOURS = Object.keys(LHC_COLOURS) as LhcColour[];

export const colourOf = (n: number): LhcColour =>
  COLOURS.find((c) => (LHC_COLOURS[c] as readonly number[]).includes(n))!;

/**
 * 特码波色: the special number's colour. Red 17 of 49 (fair 2.88, default 2.8: 97.14 %), blue and
 * green 16 of 49 (fair 3.06, default 3.0: 97.96 %). 49 counts as green here: only the two-way
 * bets treat 49 apart.
 */
const specialColour: Play<LhcResult> = {
  code: "LHC_SPECIAL_COLOUR",
  tiers: ["WIN"],
  rows: [{ name: "colour", options: COLOURS }],
  lines: pickedLines,
  costUnits: 1,
  defaultOdds: (key) => (key === "RED" ? [odds(2.8)] : COLOURS.includes(key as LhcColour) ? [odds(3)] : [0]),
  priceClass: (key) => (key === "RED" ? "RED" : "BLUE/GREEN"),
  wins: (result) => [win(colourOf(specialOf(result)))],
  expectedHits: (key) => [(LHC_COLOURS[key as LhcColour]?.length ?? 0) / 49],
};

/** The twelve animals in their cycle order (子丑寅卯辰巳午未申酉戌亥). */
export const ZODIAC = [
  "RAT",
  "OX",
  "TIGER",
  "RABBIT",
  "DRAGON",
  "SNAKE",
  "HORSE",
  "GOAT",
  "MONKEY",
  "ROOSTER",
  "DOG",
  "PIG",
] as const;
export type Zodiac = (typeof ZODIAC)[number];

/**
 * The animal of a number 1-49 in the lunar year of `yearAnimal`: 1 is the year's animal and each
 * next number steps one animal back in the cycle, so the animal of n is the one (n - 1) places
 * before the year's. 2026 (Year of the Horse, from Chinese New Year on 17 February 2026):
 * Horse 01 13 25 37 49, Snake 02 14 26 38, Dragon 03 15 27 39, Rabbit 04 16 28 40,
 * Tiger 05 17 29 41, Ox 06 18 30 42, Rat 07 19 31 43, Pig 08 20 32 44, Dog 09 21 33 45,
 * Rooster 10 22 34 46, Monkey 11 23 35 47, Goat 12 24 36 48. The year's animal owns five
 * numbers (1, 13, 25, 37, 49), every other animal four.
 */
export function zodiacOf(n: number, yearAnimal: Zodiac): Zodiac {
  const start = ZODIAC.indexOf(yearAnimal);
  return ZODIAC[(((start - (n - 1)) % 12) + 12) % 12]!;
}

/** The numbers each animal owns in the year of `yearAnimal`. */
export function zodiacNumbers(yearAnimal: Zodiac): Record<Zodiac, number[]> {
  const owned = Object.fromEntries(ZODIAC.map((animal) => [animal, [] as number[]])) as Record<Zodiac, number[]>;
  for (let n = 1; n <= 49; n++) owned[zodiacOf(n, yearAnimal)].push(n);
  return owned;
}

/**
 * 特肖: the special number's animal. An animal owning c numbers wins with c/49 (fair 49/c):
 * default odds 97.5 % of fair rounded down to the cent, 9.55 for the year's animal (c = 5,
 * 97.45 %) and 11.94 for the others (c = 4, 97.47 %). The price classes are "YEAR" (the year's
 * animal, five numbers) and "OTHER" (four), so an operator's odds follow the animals from one
 * lunar year to the next.
 */
function specialZodiac(yearAnimal: Zodiac): Play<LhcResult> {
  const owned = zodiacNumbers(yearAnimal);
  return {
    code: "LHC_SPECIAL_ZODIAC",
    tiers: ["WIN"],
    rows: [{ name: "zodiac", options: ZODIAC }],
    lines: pickedLines,
    costUnits: 1,
    defaultOdds: (key) => {
      const count = ZODIAC.includes(key as Zodiac) ? owned[key as Zodiac].length : 0;
      // 97.5 % of 49 / count in cents, rounded down: 4,777.5 / count.
      return [count === 0 ? 0 : Math.floor(47_775 / (count * 10)) * 100];
    },
    priceClass: (key) => (key === yearAnimal ? "YEAR" : "OTHER"),
    wins: (result) => [win(zodiacOf(specialOf(result), yearAnimal))],
    expectedHits: (key) => [(owned[key as Zodiac]?.length ?? 0) / 49],
  };
}

/**
 * 连码 from the six main numbers (the special one does not count): one line per k picked numbers,
 * keyed by them in order ("03,17"), winning when all k are among the six. A pick is capped at 10
 * numbers (45 lines for two, 120 for three), the usual 复式 limit.
 */
function allOf(code: string, k: 2 | 3, multiple: number): Play<LhcResult> {
  return {
    code,
    tiers: ["WIN"],
    rows: [{ name: "numbers", options: NUMBERS, min: k, max: 10 }],
    lines: (picks) => combinations([...(picks[0] ?? [])].sort(), k).map((numbers) => numbers.join(",")),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) =>
      combinations(
        result
          .slice(0, 6)
          .sort((a, b) => a - b)
          .map(pad),
        k,
      ).map((numbers) => win(numbers.join(","))),
    // C(49 - k, 6 - k) / C(49, 6) = (6 · 5 ... (6 - k + 1)) / (49 · 48 ... (49 - k + 1)).
    expectedHits: () => [k === 2 ? (6 * 5) / (49 * 48) : (6 * 5 * 4) / (49 * 48 * 47)],
  };
}

/** 二全中: both picked numbers among the six main ones, 5/392 (fair 78.4); default 76 (96.94 %). */
const twoOfTwo = allOf("LHC_TWO_IN_TWO", 2, 76);
/** 三全中: all three among the six main ones, 5/4606 (fair 921.2); default 900 (97.70 %). */
const threeOfThree = allOf("LHC_THREE_IN_THREE", 3, 900);

/** `count` distinct numbers from 1..size, one by one without replacement, each uniform among those left. */
export function drawDistinctNumbers(bytes: Iterator<number>, size: number, count: number): number[] {
  const left = Array.from({ length: size }, (_, i) => i + 1);
  return fairInts(
    bytes,
    Array.from({ length: count }, (_, k) => size - k),
  ).map((index) => left.splice(index, 1)[0]!);
}

/** Seven distinct numbers 1-49 from fair bytes: the first six are the main numbers, the last the special one. */
export const drawLhc = (bytes: Iterator<number>): LhcResult =>
  drawDistinctNumbers(bytes, 49, 7) as unknown as LhcResult;

/** A result read back: seven distinct numbers 1-49 (a number can't be both main and special). */
export function parseLhcResult(value: unknown): LhcResult {
  if (
    !Array.isArray(value) ||
    value.length !== 7 ||
    !value.every((n) => Number.isInteger(n) && n >= 1 && n <= 49) ||
    new Set(value).size !== 7
  )
    throw new RangeError("a Mark Six result is seven distinct numbers 1-49, the special one last");
  return value as unknown as LhcResult;
}

/**
 * Chinese New Year (the first day of the lunar year) of 2024-2040 as [year, month, day], the day
 * the zodiac animal changes. Mark Six moves its zodiac numbers on that day.
 */
const LUNAR_NEW_YEARS: readonly (readonly [number, number, number])[] = [
  [2024, 2, 10],
  [2025, 1, 29],
  [2026, 2, 17],
  [2027, 2, 6],
  [2028, 1, 26],
  [2029, 2, 13],
  [2030, 2, 3],
  [2031, 1, 23],
  [2032, 2, 11],
  [2033, 1, 31],
  [2034, 2, 19],
  [2035, 2, 8],
  [2036, 1, 28],
  [2037, 2, 15],
  [2038, 2, 4],
  [2039, 1, 24],
  [2040, 2, 12],
];

const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/**
 * The animal of the lunar year holding an instant (Hong Kong time, where Mark Six draws): the
 * Gregorian year's animal ((year - 4) mod 12 from the Rat) from its new year on, the year
 * before's until then. Outside 2024-2040 (the table above) it throws: extend the table.
 */
export function zodiacYearAt(epochMs: number): Zodiac {
  const local = new Date(epochMs + HONG_KONG_OFFSET_MS);
  const year = local.getUTCFullYear();
  const newYear = LUNAR_NEW_YEARS.find(([y]) => y === year);
  const first = LUNAR_NEW_YEARS[0]!;
  if (!newYear || (year === first[0] && local < new Date(Date.UTC(first[0], first[1] - 1, first[2]))))
    throw new RangeError(`no lunar new year known for ${year}: extend LUNAR_NEW_YEARS`);
  const [, month, day] = newYear;
  const lunarYear = local < new Date(Date.UTC(year, month - 1, day)) ? year - 1 : year;
  return ZODIAC[(((lunarYear - 4) % 12) + 12) % 12]!;
}

/**
 * The Mark Six family for the lunar year whose animal is `yearAnimal` (only 特肖 depends on it).
 * The default is 2026's Horse; draws before Chinese New Year (17 February 2026) still belong to
 * the Snake year, and an operator switches the animal at each new year.
 */
export function markSix(yearAnimal: Zodiac = "HORSE"): LotteryFamily<LhcResult> {
  return {
    code: "LHC",
    draw: drawLhc,
    parseResult: parseLhcResult,
    plays: [special, specialTraits, specialColour, specialZodiac(yearAnimal), twoOfTwo, threeOfThree],
  };
}

export const LHC = markSix();

const byAnimal = new Map<Zodiac, LotteryFamily<LhcResult>>();
/** The Mark Six family of the lunar year a draw at `epochMs` belongs to (its zodiac numbers). */
export function markSixAt(epochMs: number): LotteryFamily<LhcResult> {
  const animal = zodiacYearAt(epochMs);
  let family = byAnimal.get(animal);
  if (!family) byAnimal.set(animal, (family = markSix(animal)));
  return family;
}
