import type { LotteryPlaySale, LotterySelection, LotteryTicketView } from "@portal/contract/api/lottery";
import { LOTTERY_PICKS_MAX, LOTTERY_SLIP_MAX } from "@portal/contract/api/lottery";
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
  /** The play's cost units: stakes a line costs (27 for a northern lô point), shown in its price. */
  units: number;
  /** unit stake × the play's cost units × lines, a decimal string. */
  cost: string;
}

let lastEntryId = 0;
/** A new slip entry's id: unique for the page's life (the picker of each play makes entries). */
export const nextEntryId = () => ++lastEntryId;

/** Why picks cannot go on the slip yet, as a translation key of the bet page, or null when they can. */
export type PickProblem =
  "bet.pickMore" | "bet.tooManyLines" | "bet.tooManyNumbers" | "bet.stakeInvalid" | "bet.slipFull";

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
  // What one row of a selection may carry on the wire (lô 3 số's numbers made digit by digit).
  if (picks.some((row) => row.length > LOTTERY_PICKS_MAX)) return "bet.tooManyNumbers";
  const lines = linesFor(play, picks);
  if (lines === "TOO_MANY") return "bet.tooManyLines";
  if (lines === 0) return "bet.pickMore";
  const cost = costOf(play, lines, unitStake);
  if (cost === null) return "bet.stakeInvalid";
  return {
    id,
    play: play.code,
    picks: picks.map((row) => [...row]),
    unitStake: unitStake.trim(),
    lines,
    units: play.costUnits,
    cost,
  };
}

/** Ticket states that hold their stake in their draw: what the server counts against its per-draw limit. */
const HOLDING: readonly LotteryTicketView["state"][] = ["PENDING", "OPEN"];

/** Per play, what the player's tickets hold in a draw, in units of 10^-8 (the slip's exact scale). */
export type HeldInDraw = ReadonlyMap<string, bigint>;

/**
 * What the player's tickets already stake on each play of a draw (their cost, as the server
 * counts it against the play's per-draw limit), from the tickets the page has (the newest ones:
 * a pre-check, the server has the last word).
 */
export function heldInDraw(tickets: readonly LotteryTicketView[], drawNo: string | undefined): HeldInDraw {
  const held = new Map<string, bigint>();
  for (const ticket of tickets) {
    if (ticket.drawNo !== drawNo || !HOLDING.includes(ticket.state)) continue;
    held.set(ticket.play, (held.get(ticket.play) ?? 0n) + (decimalToMinor(ticket.cost, SCALE) ?? 0n));
  }
  return held;
}

/** A play whose stakes in the draw would pass its per-draw limit: what they would come to, and the limit. */
export interface DrawLimitPassed {
  play: string;
  total: string;
  max: string;
}

/**
 * The first play whose stakes in one draw (the slip's entries of it, with `adding`, plus what the
 * player's tickets already hold in the draw) would pass the play's per-draw limit (`maxDrawStake`,
 * which counts a ticket's cost: a lô point's stake × 27), or null. Plays whose sale is unknown
 * are not checked here (the server checks every ticket).
 */
export function drawLimitPassed(
  entries: readonly SlipEntry[],
  sale: readonly LotteryPlaySale[] | undefined,
  held: HeldInDraw,
): DrawLimitPassed | null {
  const totals = new Map<string, bigint>();
  for (const entry of entries)
    totals.set(entry.play, (totals.get(entry.play) ?? 0n) + (decimalToMinor(entry.cost, SCALE) ?? 0n));
  for (const [play, slipped] of totals) {
    const max = decimalToMinor(sale?.find((onSale) => onSale.play === play)?.maxDrawStake ?? "", SCALE);
    if (max === null) continue;
    const total = slipped + (held.get(play) ?? 0n);
    if (total > max)
      return { play, total: trimZeros(minorToDecimal(total, SCALE)), max: trimZeros(minorToDecimal(max, SCALE)) };
  }
  return null;
}

/** "12.50000000" → "12.5", "3.00000000" → "3". */
function trimZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}
