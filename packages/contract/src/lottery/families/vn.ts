import { fairInts } from "../../fair-random";
import { combinations, numberOptions, odds, type LotteryFamily, type Play, type Win } from "../engine";

/**
 * Vietnam lottery (xổ số, lô đề). Two families share one set of plays, built from the structure
 * of a draw: VN_NORTH (miền Bắc, 27 numbers) and VN_SOUTH (miền Nam, 18 numbers per province; the
 * central region, miền Trung, draws the same structure and plays as VN_SOUTH).
 *
 * A result is the prizes in rank order, special first (đặc biệt, nhất, nhì, ... bảy, tám), each
 * an array of its numbers as digit strings of the prize's width ("00412": leading zeros are part
 * of the number). This is the order of the northern layout; the southern layout shows the eighth
 * prize first, but a result is stored special first in both regions.
 *
 * Every number is drawn independently (a number may repeat), so each line of lô matches with
 * probability exactly 1/100 (or 1/1000 for lô 3 số) and every play's return is exact.
 */
export interface VnResult {
  /** prizes[0] is the special prize, prizes[1] the first prize, and so on. */
  readonly prizes: readonly (readonly string[])[];
}

/** One prize of a draw: how many numbers it has and of how many digits. */
export interface VnPrize {
  readonly name: string;
  readonly count: number;
  readonly digits: number;
}

export interface VnStructure {
  /** The family's code. */
  readonly code: string;
  /** The prizes, special first; the special prize has at least three digits (3 càng). */
  readonly prizes: readonly VnPrize[];
  /**
   * Where đề đầu is read: the first two digits of the special prize (north) or the last prize, a
   * single 2-digit number (south and central: the eighth prize).
   */
  readonly deDau: "SPECIAL_HEAD" | "LAST_PRIZE";
  /** Default odds (multiples) of xiên 2, 3 and 4, set from their exact chances in this structure. */
  readonly xienOdds: readonly [number, number, number];
}

const prize = (name: string, count: number, digits: number): VnPrize => ({ name, count, digits });

/**
 * The north: 27 numbers, 23 of at least three digits. Xiên odds are the notes' typical northern
 * 17, 65, 250; with 27 lô endings their exact chances are 0.05488, 0.012298, 0.0026699 (fair 18.22,
 * 81.31, 374.5), so the return is 93.30 %, 79.94 % and 66.75 % (the market's figures).
 */
export const VN_NORTH_STRUCTURE: VnStructure = {
  code: "VN_NORTH",
  prizes: [
    prize("special", 1, 5),
    prize("first", 1, 5),
    prize("second", 2, 5),
    prize("third", 6, 5),
    prize("fourth", 4, 4),
    prize("fifth", 6, 4),
    prize("sixth", 3, 3),
    prize("seventh", 4, 2),
  ],
  deDau: "SPECIAL_HEAD",
  xienOdds: [17, 65, 250],
};

/**
 * The south and central, per province: 18 numbers, 17 of at least three digits. With 18 lô endings
 * xiên is much harder (exact chances 0.026108, 0.0039134, 0.00055522: fair 38.30, 255.5, 1801), so
 * its default odds keep the north's returns per xiên size, rounded down to round figures: 35.5,
 * 204, 1200 (returns 92.68 %, 79.83 %, 66.63 %).
 */
export const VN_SOUTH_STRUCTURE: VnStructure = {
  code: "VN_SOUTH",
  prizes: [
    prize("special", 1, 6),
    prize("first", 1, 5),
    prize("second", 1, 5),
    prize("third", 2, 5),
    prize("fourth", 7, 5),
    prize("fifth", 1, 4),
    prize("sixth", 3, 4),
    prize("seventh", 1, 3),
    prize("eighth", 1, 2),
  ],
  deDau: "LAST_PRIZE",
  xienOdds: [35.5, 204, 1200],
};

const TWO_DIGITS = numberOptions(100, 2);
const THREE_DIGITS = numberOptions(1000, 3);
const DIGITS = numberOptions(10, 1);

/** The most numbers one xiên pick may take (10 numbers make C(10, 4) = 210 lines of xiên 4). */
export const XIEN_MAX_PICKS = 10;

/** Default odds: each inside the notes' typical range, 98 % of fair where the range allows. */
const LO2_ODDS = odds(98); // fair 100 per hit, typical 80-99
const LO3_ODDS = odds(980); // fair 1000 per hit, typical 900-980
const DE_ODDS = odds(98); // fair 100, typical 70-99
const DE_DAU_ODDS = odds(98); // fair 100 (no typical figure: as đề)
const BA_CANG_ODDS = odds(980); // fair 1000, typical 900-980
const DAU_DUOI_ODDS = odds(9.5); // fair 10, typical 9-9.5

const win = (key: string, tier = 0, hits = 1): Win => ({ key, tier, hits });

/** Every number of a result, prize by prize. */
const numbersOf = (result: VnResult) => result.prizes.flat();

/** The last `width` digits of every number having at least `width` digits: the lô lines. */
const endingsOf = (result: VnResult, width: number) =>
  numbersOf(result)
    .filter((number) => number.length >= width)
    .map((number) => number.slice(-width));

const specialOf = (result: VnResult) => result.prizes[0]?.[0] ?? "";

/** The đề number: the special prize's last two digits. */
const deOf = (result: VnResult) => specialOf(result).slice(-2);

/** One win per distinct value, hit as many times as it occurs (a lô number drawn twice pays twice). */
function countedWins(values: readonly string[]): Win[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort().map((key) => win(key, 0, counts.get(key)));
}

/** The picks of the one row, one line each (the options are the keys: "07", "123", "4"). */
const singleLines = (picks: readonly (readonly string[])[]) => [...(picks[0] ?? [])];

const numbersRow = (options: readonly string[], min = 1, max = options.length) => [
  { name: "numbers", options, min, max },
];

/**
 * The row of 3-digit numbers (lô 3 số, 3 càng): its 1,000 options picked digit by digit on the
 * bet page (hundreds, tens, units: 30 buttons, not 1,000); a pick is still the number ("123").
 */
const threeDigitRow = () => [
  { name: "numbers", options: THREE_DIGITS, min: 1, max: THREE_DIGITS.length, byDigit: true },
];

/**
 * A one-line play on one value of the result (đề, đề đầu, 3 càng, đầu, đuôi): that value's digits
 * are independent and uniform, so each option wins with 1 / the number of options.
 */
function singlePlay(
  code: string,
  rows: Play<VnResult>["rows"],
  defaultOdds: number,
  value: (result: VnResult) => string,
): Play<VnResult> {
  const chance = 1 / (rows[0]?.options.length ?? 1);
  return {
    code,
    tiers: ["WIN"],
    rows,
    lines: singleLines,
    costUnits: 1,
    defaultOdds: () => [defaultOdds],
    wins: (result) => [win(value(result))],
    expectedHits: () => [chance],
  };
}

/**
 * The chance that k given distinct 2-digit numbers all appear among n independent uniform 2-digit
 * endings: by inclusion-exclusion over the set J of those missing, each set missing with
 * ((100 - |J|) / 100)^n, it is sum_{j=0..k} (-1)^j C(k, j) ((100 - j) / 100)^n. Computed here
 * ending by ending instead (with s of the k seen, the next ending is a new one with (k - s) / 100),
 * a sum of positive terms that keeps full precision where the alternating sum would cancel.
 */
export function xienChance(k: number, n: number): number {
  let seen: number[] = Array.from({ length: k + 1 }, (_, s) => (s === 0 ? 1 : 0)); // P(exactly s seen)
  for (let i = 0; i < n; i++)
    seen = seen.map((p, s) => (p * (100 - (k - s))) / 100 + (s > 0 ? ((seen[s - 1] ?? 0) * (k - s + 1)) / 100 : 0));
  return seen[k] ?? 0;
}

/**
 * Xiên k (lô xiên): k two-digit numbers that must all be among the lô endings, each at least once
 * (a number drawn twice still makes one hit). One line per k-combination of the picked numbers,
 * keyed by the sorted numbers joined by ",". A result wins every combination of its distinct
 * endings: at most C(27, 4) = 17,550 keys (`hitsOf` checks one key without them). Chance with n
 * endings: `xienChance(k, n)`.
 */
function xienPlay(k: 2 | 3 | 4, multiple: number, endings: number): Play<VnResult> {
  const chance = xienChance(k, endings);
  return {
    code: `VN_XIEN${k}`,
    tiers: ["WIN"],
    rows: numbersRow(TWO_DIGITS, k, XIEN_MAX_PICKS),
    lines: (picks) => combinations([...(picks[0] ?? [])].sort(), k).map((numbers) => numbers.join(",")),
    costUnits: 1,
    defaultOdds: () => [odds(multiple)],
    wins: (result) =>
      combinations([...new Set(endingsOf(result, 2))].sort(), k).map((numbers) => win(numbers.join(","))),
    expectedHits: () => [chance],
    /** One key without listing the thousands of combinations: all its numbers among the endings. */
    hitsOf: (result, key) => {
      // Only a key `lines` can make (k distinct numbers, sorted) can win, as in `wins`.
      const numbers = key.split(",");
      const sellable =
        numbers.length === k && numbers.every((n, i) => /^\d{2}$/.test(n) && (i === 0 || numbers[i - 1]! < n));
      const drawn = new Set(endingsOf(result, 2));
      return [sellable && numbers.every((number) => drawn.has(number)) ? 1 : 0];
    },
  };
}

/** The plays of a structure (the same codes in both regions; lines and chances follow the structure). */
export function vnPlays(structure: VnStructure): Play<VnResult>[] {
  const lo2Lines = structure.prizes.reduce((n, p) => n + p.count, 0);
  const lo3Lines = structure.prizes.reduce((n, p) => n + (p.digits >= 3 ? p.count : 0), 0);
  const last = structure.prizes.length - 1;
  const deDauOf =
    structure.deDau === "SPECIAL_HEAD"
      ? (result: VnResult) => specialOf(result).slice(0, 2)
      : (result: VnResult) => result.prizes[last]?.[0] ?? "";
  const [xien2, xien3, xien4] = structure.xienOdds;

  /**
   * Lô 2 số (bao lô): a 2-digit number against every number's last two digits, a point costing
   * one stake per number drawn. Each number's last two digits are uniform, so a point's mean hits
   * are lines / 100 and it returns odds / 100 per stake: fair 100 per hit.
   */
  const lo2: Play<VnResult> = {
    code: "VN_LO2",
    tiers: ["WIN"],
    rows: numbersRow(TWO_DIGITS),
    lines: singleLines,
    costUnits: lo2Lines,
    defaultOdds: () => [LO2_ODDS],
    wins: (result) => countedWins(endingsOf(result, 2)),
    expectedHits: () => [lo2Lines / 100],
    // Every number drawn may end in it.
    maxHits: () => [lo2Lines],
  };

  /**
   * Lô 3 số: a 3-digit number against the last three digits of every number of 3+ digits (the
   * 2-digit prizes take no part), one stake per such number; mean hits lines / 1000: fair 1000.
   */
  const lo3: Play<VnResult> = {
    code: "VN_LO3",
    tiers: ["WIN"],
    rows: threeDigitRow(),
    lines: singleLines,
    costUnits: lo3Lines,
    defaultOdds: () => [LO3_ODDS],
    wins: (result) => countedWins(endingsOf(result, 3)),
    expectedHits: () => [lo3Lines / 1000],
    maxHits: () => [lo3Lines],
  };

  /** Đề (đề đặc biệt): the special prize's last two digits; fair 100. */
  const de = singlePlay("VN_DE", numbersRow(TWO_DIGITS), DE_ODDS, deOf);

  /**
   * Đề đầu: the head. South and central: the eighth prize; north: the special prize's first two
   * digits (the notes' rule for each region). Fair 100.
   */
  const deDau = singlePlay("VN_DE_DAU", numbersRow(TWO_DIGITS), DE_DAU_ODDS, deDauOf);

  /** 3 càng (ba càng): the special prize's last three digits; fair 1000. */
  const baCang = singlePlay("VN_BA_CANG", threeDigitRow(), BA_CANG_ODDS, (result) => specialOf(result).slice(-3));

  /** Đầu: the tens digit of the đề number; fair 10. */
  const dau = singlePlay("VN_DAU", [{ name: "tens", options: DIGITS }], DAU_DUOI_ODDS, (result) =>
    deOf(result).charAt(0),
  );

  /** Đuôi: the units digit of the đề number; fair 10. */
  const duoi = singlePlay("VN_DUOI", [{ name: "units", options: DIGITS }], DAU_DUOI_ODDS, (result) =>
    deOf(result).charAt(1),
  );

  return [
    lo2,
    lo3,
    de,
    deDau,
    baCang,
    xienPlay(2, xien2, lo2Lines),
    xienPlay(3, xien3, lo2Lines),
    xienPlay(4, xien4, lo2Lines),
    dau,
    duoi,
  ];
}

/** Every digit of a draw uniform on 0-9 and independent, read prize by prize, number by number. */
function drawOf(structure: VnStructure) {
  const widths = structure.prizes.flatMap((p) => Array.from({ length: p.count }, () => p.digits));
  const total = widths.reduce((a, b) => a + b, 0);
  return (bytes: Iterator<number>): VnResult => {
    const digits = fairInts(bytes, new Array<number>(total).fill(10));
    const numbers: string[] = [];
    for (const width of widths) numbers.push(digits.splice(0, width).join(""));
    return { prizes: structure.prizes.map((p) => numbers.splice(0, p.count)) };
  };
}

/**
 * Checks an official result as an operator types it in: { prizes } and nothing else, every prize
 * with exactly its count of numbers, each a string of exactly the prize's number of digits 0-9.
 */
function parserOf(structure: VnStructure) {
  const shape = structure.prizes.map((p) => `${p.count}x${p.digits}`).join(", ");
  const refuse = (why: string) => new RangeError(`a ${structure.code} result is { prizes } of ${shape}: ${why}`);
  return (value: unknown): VnResult => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw refuse("not an object");
    const fields = Object.keys(value);
    if (fields.length !== 1 || fields[0] !== "prizes") throw refuse("only the prizes field");
    const prizes = (value as { prizes: unknown }).prizes;
    if (!Array.isArray(prizes) || prizes.length !== structure.prizes.length)
      throw refuse(`${structure.prizes.length} prizes`);
    return {
      prizes: structure.prizes.map((p, i) => {
        const numbers: unknown = prizes[i];
        if (!Array.isArray(numbers) || numbers.length !== p.count) throw refuse(`the ${p.name} prize has ${p.count}`);
        const pattern = new RegExp(`^[0-9]{${p.digits}}$`);
        if (!numbers.every((n) => typeof n === "string" && pattern.test(n)))
          throw refuse(`the ${p.name} prize's numbers have ${p.digits} digits`);
        return [...(numbers as string[])];
      }),
    };
  };
}

/** A family from its structure (refuses one the plays can't read: 3 càng and đề đầu need their digits). */
export function vnFamily(structure: VnStructure): LotteryFamily<VnResult> {
  const special = structure.prizes[0];
  const last = structure.prizes[structure.prizes.length - 1];
  if (special?.count !== 1 || special.digits < 3) throw new RangeError("the special prize is one number of 3+ digits");
  if (structure.prizes.some((p) => p.count < 1 || p.digits < 2))
    throw new RangeError("a prize is 1+ numbers of 2+ digits");
  if (structure.deDau === "LAST_PRIZE" && (last?.count !== 1 || last.digits !== 2))
    throw new RangeError("đề đầu on the last prize needs one 2-digit number");
  return {
    code: structure.code,
    draw: drawOf(structure),
    parseResult: parserOf(structure),
    plays: vnPlays(structure),
  };
}

export const VN_NORTH = vnFamily(VN_NORTH_STRUCTURE);

export const VN_SOUTH = vnFamily(VN_SOUTH_STRUCTURE);

/**
 * The central region: the south's structure and plays, a family of its own so that its games are
 * listed under their region and an operator can price the two regions apart.
 */
export const VN_CENTRAL_STRUCTURE: VnStructure = { ...VN_SOUTH_STRUCTURE, code: "VN_CENTRAL" };
export const VN_CENTRAL = vnFamily(VN_CENTRAL_STRUCTURE);
