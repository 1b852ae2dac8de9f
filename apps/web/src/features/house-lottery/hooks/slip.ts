import type { LotterySelection } from "@portal/contract/api/lottery";
import { LOTTERY_SLIP_MAX } from "@portal/contract/api/lottery";
import { PickError, linesOf, type Play } from "@portal/contract/lottery/engine";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";

/** Exact arithmetic on stakes typed by the player: the most decimals the API takes. */
const SCALE = 8;
const STAKE = /^\d{1,13}(\.\d{1,8})?$/;

/** A selection on the slip: what the API is sent, with its lines and cost as the bet page shows them. */
export interface SlipEntry extends LotterySelection {
  /** Stable across edits of the slip (React keys, removal). */
  id: number;
  lines: number;
  /** unit stake × the play's cost units × lines, a decimal string. */
  cost: string;
}

/** Why picks cannot go on the slip yet, as a translation key of the bet page, or null when they can. */
export type PickProblem = "bet.pickMore" | "bet.tooManyLines" | "bet.stakeInvalid" | "bet.slipFull";

/** The lines picks make under a play (0 when they make none yet or break its rules), or too many. */
export function linesFor(play: Play<unknown>, picks: readonly (readonly string[])[]): number | "TOO_MANY" {
  try {
    return linesOf(play, picks).length;
  } catch (error) {
    if (error instanceof PickError && /at most/.test(error.message)) return "TOO_MANY";
    return 0;
  }
}

/** What a selection costs: unit stake × cost units × lines, exact; null for a stake that is not an amount. */
export function costOf(play: Play<unknown>, lines: number, unitStake: string): string | null {
  const text = unitStake.trim();
  if (!STAKE.test(text)) return null;
  const minor = decimalToMinor(text, SCALE);
  if (minor === null || minor <= 0n) return null;
  return trimZeros(minorToDecimal(minor * BigInt(play.costUnits) * BigInt(lines), SCALE));
}

/** The sum of the slip's costs, exact. */
export function slipTotal(entries: readonly SlipEntry[]): string {
  const total = entries.reduce((sum, entry) => sum + (decimalToMinor(entry.cost, SCALE) ?? 0n), 0n);
  return trimZeros(minorToDecimal(total, SCALE));
}

/** The slip's total over a chase of `draws` draws, exact. */
export function chaseTotal(entries: readonly SlipEntry[], draws: number): string {
  const total = decimalToMinor(slipTotal(entries), SCALE) ?? 0n;
  return trimZeros(minorToDecimal(total * BigInt(draws), SCALE));
}

/**
 * The entry the picks make on the slip, or the problem that stops them: picks that make no line
 * yet, too many lines, a stake that is not an amount, a full slip.
 */
export function entryOf(
  play: Play<unknown>,
  picks: readonly (readonly string[])[],
  unitStake: string,
  slip: readonly SlipEntry[],
  id: number,
): SlipEntry | PickProblem {
  if (slip.length >= LOTTERY_SLIP_MAX) return "bet.slipFull";
  const lines = linesFor(play, picks);
  if (lines === "TOO_MANY") return "bet.tooManyLines";
  if (lines === 0) return "bet.pickMore";
  const cost = costOf(play, lines, unitStake);
  if (cost === null) return "bet.stakeInvalid";
  return { id, play: play.code, picks: picks.map((row) => [...row]), unitStake: unitStake.trim(), lines, cost };
}

/** "12.50000000" → "12.5", "3.00000000" → "3". */
function trimZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}
