import { decimalToMinor, minorToDecimal } from "@portal/contract/money";

/** Enough fraction digits for any amount the server sends. */
const SCALE = 8;

/**
 * A level as players write it in every language ("VIP 3"): the page's texts, progress bars and
 * badges name levels by number; the operator's name (if any) is shown beside it.
 */
export function levelLabel(level: number): string {
  return `VIP ${level}`;
}

/** A rebate's percent as the server sends it ("0.5") as shown ("0.5%"), the same in every language. */
export function formatPercent(percent: string): string {
  return `${percent}%`;
}

/** True when a decimal string is more than zero (a malformed one is not). */
export function isPositive(amount: string): boolean {
  const minor = decimalToMinor(amount, SCALE);
  return minor !== null && minor > 0n;
}

/** a + b of two decimal strings, exactly; null when either is malformed. */
export function addDecimal(a: string, b: string): string | null {
  const x = decimalToMinor(a, SCALE);
  const y = decimalToMinor(b, SCALE);
  return x === null || y === null ? null : minorToDecimal(x + y, SCALE);
}

/** A decimal string as a number for a bar's position only (the figures shown stay strings). */
export function position(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * What the next level asks of one figure (deposits or valid bets): what is done plus what is still
 * missing while something is; once nothing is, the level's own figure when the levels are known
 * (it may be below what is done), else what is done.
 */
export function requiredFor(done: string, remaining: string, listed: string | undefined): string {
  if (isPositive(remaining)) return addDecimal(done, remaining) ?? remaining;
  return listed ?? done;
}
