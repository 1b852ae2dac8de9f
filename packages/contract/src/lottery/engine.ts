/**
 * The lottery engine's shape (decision 0035): a game family is one definition (how a draw's
 * result is drawn from fair bytes, and its plays), shared by the server (which draws, sells and
 * grades), the bet page (which shows the pickers and prices a slip) and the verify page (which
 * recomputes a draw in the browser with this same code).
 *
 * A play turns what the player picked into unit bets ("lines"), each named by a key; a result
 * names its winning keys ("wins"). Grading is then a join of a draw's lines with its wins, which
 * the server runs as one set-based SQL statement however many tickets a draw has, and which
 * `payoutOf` below runs for one line (tests, the slip, the simulation).
 */

/** Odds are in basis points of the unit stake, stake included: 19_800 pays 1.98 per 1 staked. */
export const ODDS_SCALE = 10_000;

/** One row of a play's picker: the options a player may pick from, and how many. */
export interface PickRow {
  /** The row's name, a translation key suffix (`lottery.row.<name>`): a position, "numbers"... */
  readonly name: string;
  readonly options: readonly string[];
  /** Fewest and most picks in the row (defaults 1 and all the options). */
  readonly min?: number;
  readonly max?: number;
  /**
   * The options are every number of their width ("000" to "999"): the bet page picks them digit
   * by digit (a row of 0-9 per digit, the numbers being every combination of the digits picked)
   * instead of a button per option. Picks are still the numbers themselves (["123", "124"]).
   */
  readonly byDigit?: boolean;
}

/** A winning key of a result: it wins at `tier` (index into the play's tiers), `hits` times. */
export interface Win {
  readonly key: string;
  readonly tier: number;
  readonly hits: number;
}

export interface Play<R> {
  /** Stable code, unique in its family, stored on every ticket line ("SSC_POSITION"). */
  readonly code: string;
  /**
   * The ways a line can win, each with its own odds ("WIN" for most; 4D big pays by prize;
   * dragon/tiger refunds on a tie where the brand chooses so: a "REFUND" tier at 1x).
   */
  readonly tiers: readonly string[];
  readonly rows: readonly PickRow[];
  /** The unit bets of a valid pick (checked with `checkPicks` first): one key each, no repeats. */
  lines(picks: readonly (readonly string[])[]): string[];
  /**
   * How many stakes one line costs: lô 2 số is checked against all 27 numbers of a northern
   * draw, so one point costs 27 stakes and pays the odds for each number that matches.
   */
  readonly costUnits: number;
  /** Odds per tier for a line's key, in ODDS_SCALE. */
  defaultOdds(key: string): readonly number[];
  /**
   * Keys priced alike (default: all of the play's keys). An operator sets odds per play and price
   * class, so plays whose odds depend on the key (a K3 sum, a tote on a double, an i-box, a zodiac
   * animal owning five numbers) keep their differences under the operator's own odds.
   */
  priceClass?(key: string): string;
  /**
   * The keys a result pays at some tier (with the tier and hits); a key that cannot win on it is
   * not listed. A tier whose odds are 0 by default (a tie that loses unless the brand refunds it)
   * is still listed: the odds decide.
   */
  wins(result: R): Win[];
  /**
   * The exact mean hits per fast draw of a line, per tier (its chance of winning where it hits at
   * most once): the return to player at given odds follows (`returnToPlayer`), which the odds
   * settings show an operator and the RTP simulation checks (bench/lottery-rtp.bench.ts).
   */
  expectedHits?(key: string): readonly number[];
  /**
   * The most hits a line can have in one draw, per tier, all at once, for plays where a line can
   * hit more than once (a lô number ending up to 27 drawn numbers, a 4D number drawn in every
   * slot): what the house may owe on it at worst (`maxPayoutOf`, the exposure limit's measure).
   * Without it, a line hits at most once, at one tier.
   */
  maxHits?(key: string): readonly number[];
  /**
   * The hits of one key on a result, per tier, for plays whose wins are many (xiên 4 in the
   * north: up to 17,550 keys a draw): the slip's preview and the simulation ask about one key.
   * Without it, `hitsOf` reads the key out of `wins`.
   */
  hitsOf?(result: R, key: string): readonly number[];
}

export interface LotteryFamily<R> {
  /** The family's code: the spec's category icons (SSC, 11X5, K3, PK10, PCB, LHC, CHAIN) and ours. */
  readonly code: string;
  /**
   * The result of a fast draw from a stream of fair bytes (uniform, independent numbers through
   * fairInts): every number independent and uniform, so each play's return is exact.
   */
  draw(bytes: Iterator<number>): R;
  /**
   * True for a family whose draw reads the revealed chain element's own 32 bytes (CHAIN, so a
   * player can read the result off the hash), false or absent for the HMAC byte stream.
   */
  readonly drawFromElement?: boolean;
  /** Checks a result entered by hand (an official draw) or read back; throws on a malformed one. */
  parseResult(value: unknown): R;
  readonly plays: readonly Play<R>[];
}

export class PickError extends Error {
  constructor(
    readonly reason: "ROWS" | "OPTION" | "REPEAT" | "COUNT",
    message: string,
  ) {
    super(message);
  }
}

/** Checks picks against the play's rows: one list per row, known options, no repeats, counts in range. */
export function checkPicks(play: Play<unknown>, picks: readonly (readonly string[])[]): void {
  if (picks.length !== play.rows.length) throw new PickError("ROWS", `${play.code} takes ${play.rows.length} rows`);
  play.rows.forEach((row, i) => {
    const chosen: unknown = picks[i];
    if (!Array.isArray(chosen) || chosen.some((pick) => typeof pick !== "string"))
      throw new PickError("ROWS", `${row.name}: a list of options`);
    const known = new Set(row.options);
    if (chosen.some((pick) => !known.has(pick))) throw new PickError("OPTION", `${row.name}: unknown option`);
    if (new Set(chosen).size !== chosen.length) throw new PickError("REPEAT", `${row.name}: an option twice`);
    const min = row.min ?? 1;
    const max = row.max ?? row.options.length;
    if (chosen.length < min || chosen.length > max) throw new PickError("COUNT", `${row.name}: ${min}-${max} picks`);
  });
}

/**
 * The most lines one ticket may make. Without a bound a slip could ask for a xiên 4 over 100
 * numbers: 3.9 million lines, built in memory before any other check.
 */
export const MAX_TICKET_LINES = 10_000;

/**
 * How many lines `combinations` and `cartesian` may still build: MAX_TICKET_LINES while
 * linesOf runs a play's `lines` (synchronous, so nothing else runs meanwhile), unbounded
 * otherwise (tests and the simulation enumerate whole draws with them).
 */
let lineBudget = Number.POSITIVE_INFINITY;
const tooMany = () => new PickError("COUNT", `at most ${MAX_TICKET_LINES} lines a ticket`);

/** The lines of picks after checking them (the one way a slip becomes lines); a pick making none, or too many, is refused. */
export function linesOf(play: Play<unknown>, picks: readonly (readonly string[])[]): string[] {
  checkPicks(play, picks);
  lineBudget = MAX_TICKET_LINES;
  let lines: string[];
  try {
    lines = play.lines(picks);
  } finally {
    lineBudget = Number.POSITIVE_INFINITY;
  }
  if (lines.length === 0) throw new PickError("COUNT", `${play.code}: nothing picked`);
  if (lines.length > MAX_TICKET_LINES) throw tooMany();
  return lines;
}

/**
 * What one line pays on a result, in minor units: unit stake × odds of each tier it wins × its
 * hits, rounded down once. BigInt inside, so a large stake at long odds never loses precision.
 */
export function payoutOf(
  play: Play<unknown>,
  wins: readonly Win[],
  key: string,
  unitStakeMinor: number,
  odds: readonly number[] = play.defaultOdds(key),
): number {
  let total = 0n;
  for (const win of wins) {
    if (win.key !== key) continue;
    total += BigInt(unitStakeMinor) * BigInt(odds[win.tier] ?? 0) * BigInt(win.hits);
  }
  return Number(total / BigInt(ODDS_SCALE));
}

/**
 * The most a line can pay in one draw, in minor units rounded up: every tier's most hits at its
 * odds where the play says a line can hit more than once (`maxHits`), else one hit at its best
 * tier. The exposure limit counts this, so a limit is never passed however the draw comes out.
 */
export function maxPayoutOf(play: Play<unknown>, key: string, unitStakeMinor: bigint, odds: readonly number[]): bigint {
  const most = play.maxHits?.(key);
  const units = most
    ? most.reduce((sum, hits, tier) => sum + BigInt(hits) * BigInt(Math.max(0, odds[tier] ?? 0)), 0n)
    : BigInt(Math.max(0, ...odds));
  const scale = BigInt(ODDS_SCALE);
  return (unitStakeMinor * units + scale - 1n) / scale;
}

/** The hits of one key on a result, per tier of its play. */
export function hitsOf<R>(play: Play<R>, result: R, key: string): number[] {
  if (play.hitsOf) return [...play.hitsOf(result, key)];
  const hits = play.tiers.map(() => 0);
  for (const win of play.wins(result)) if (win.key === key) hits[win.tier] = (hits[win.tier] ?? 0) + win.hits;
  return hits;
}

/**
 * A line's exact return to player at `odds` (default: the play's): what it pays back per unit
 * it costs, on average over fast draws. Undefined where the play does not state its chances.
 */
export function returnToPlayer(play: Play<unknown>, key: string, odds: readonly number[] = play.defaultOdds(key)) {
  const hits = play.expectedHits?.(key);
  if (!hits) return undefined;
  return hits.reduce((sum, h, tier) => sum + h * (odds[tier] ?? 0), 0) / ODDS_SCALE / play.costUnits;
}

/** What a line costs, in minor units. */
export const costOf = (play: Play<unknown>, unitStakeMinor: number) => unitStakeMinor * play.costUnits;

/** Options "0".."9" and the like: `count` numbers from `from`, zero-padded to `width` digits. */
export function numberOptions(count: number, width: number, from = 0): string[] {
  return Array.from({ length: count }, (_, i) => String(from + i).padStart(width, "0"));
}

/** Every way to take `k` items of `items`, in their order (for xiên, any-N, combinations). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === k) {
      if (out.length >= lineBudget) throw tooMany();
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  if (k >= 0 && k <= items.length) pick(0, []);
  return out;
}

/** Every list taking one item from each row, in row order (direct picks over positions). */
export function cartesian<T>(rows: readonly (readonly T[])[]): T[][] {
  return rows.reduce<T[][]>(
    (acc, row) => {
      if (acc.length * row.length > lineBudget) throw tooMany();
      return acc.flatMap((prefix) => row.map((item) => [...prefix, item]));
    },
    [[]],
  );
}

/**
 * Keys a player can buy, for checks and prices that need one of each kind (the families' tests,
 * the RTP simulation, the operator's odds screen): each option of each row, the other rows at their least picks (options
 * not picked elsewhere, so direct picks over positions make a line), and picks repeating an
 * option across rows (a tote or an i-box on a triple and on a double).
 */
/** The option index row `j` takes in a repeat shape (its last entry repeats), as a slice range. */
const optionAt = (shape: readonly number[], j: number): [number, number] => {
  const index = shape[Math.min(j, shape.length - 1)]!;
  return [index, index + 1];
};

export function sampleKeys(play: Play<unknown>): string[] {
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
  // Picks that repeat options across rows, where the rows allow them: every shape of repeats
  // (for four rows: AAAA, AAAB, AABB, AABC), so a play priced by its key's repeats (an i-box, a
  // tote) shows every price class.
  const shapes = [[0], [0, 1], [0, 0, 1, 1], [0, 0, 1, 2]];
  for (const shape of shapes) {
    tryPicks(play.rows.map((row, j) => row.options.slice(...optionAt(shape, j))));
  }
  return [...keys];
}

/** Finds a play of a family by its code. */
export function playOf<R>(family: LotteryFamily<R>, code: string): Play<R> | undefined {
  return family.plays.find((play) => play.code === code);
}

/** Odds in ODDS_SCALE from a decimal multiple written as players read it ("1.98" → 19_800). */
export const odds = (multiple: number) => Math.round(multiple * ODDS_SCALE);
