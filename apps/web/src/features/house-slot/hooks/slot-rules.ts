import {
  SLOT_FIVE_WILDS_PAY,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_RTP_PERCENT,
  SLOT_SYMBOLS,
  type PayingSymbol,
  type SlotSymbol,
} from "@portal/contract/house-slot";

/**
 * What the "Lucky Sevens" page shows about the game's rules: the published paytable of the
 * contract (the server decides every outcome, apps/server/src/vendors/house/slot.ts).
 */
export { SLOT_SYMBOLS, type SlotSymbol } from "@portal/contract/house-slot";
export const REELS = SLOT_REELS;
export const ROWS = SLOT_ROWS;
export const LINES = SLOT_LINES;
export const RTP_PERCENT = SLOT_RTP_PERCENT;

/** Bets offered by default (the total per spin, 10 line bets), from 0.10 to 1,000.00 (see betChoices). */
export const BET_STEPS = [
  "0.10",
  "0.20",
  "0.50",
  "1.00",
  "2.00",
  "5.00",
  "10.00",
  "20.00",
  "50.00",
  "100.00",
  "200.00",
  "500.00",
  "1000.00",
] as const;
export const DEFAULT_BET = "1.00";

/** Multiples of the line bet for 3, 4 and 5 of a kind (null: that count does not pay). */
export const PAYTABLE: readonly { symbol: SlotSymbol; pays: readonly [number | null, number | null, number] }[] = [
  ...(Object.keys(SLOT_PAYTABLE) as PayingSymbol[]).map((symbol) => ({ symbol, pays: SLOT_PAYTABLE[symbol] })),
  { symbol: "WILD", pays: [null, null, SLOT_FIVE_WILDS_PAY] },
];

export function isSlotSymbol(value: string): value is SlotSymbol {
  return (SLOT_SYMBOLS as readonly string[]).includes(value);
}

const MONEY = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** A decimal amount with up to 2 decimals in cents; null when it is not one. */
export function toCents(amount: string): number | null {
  const match = MONEY.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The bets the page offers under the brand's limits: the usual steps within them, with the least
 * and the most bet themselves when they are not a usual step (all on the server's step).
 */
export function betChoices(limits: { minStake: string; maxStake: string }): string[] {
  const min = toCents(limits.minStake);
  const max = toCents(limits.maxStake);
  if (min === null || max === null || min > max) return [...BET_STEPS];
  const cents = new Set<number>([min, max]);
  for (const step of BET_STEPS) {
    const value = toCents(step)!;
    if (value >= min && value <= max) cents.add(value);
  }
  return [...cents].sort((a, b) => a - b).map(fromCents);
}

/** The bet to show selected: the player's choice while offered, else 1.00, else the least bet. */
export function offeredBet(choices: readonly string[], chosen: string | null): string {
  if (chosen !== null && choices.includes(chosen)) return chosen;
  return choices.includes(DEFAULT_BET) ? DEFAULT_BET : (choices[0] ?? DEFAULT_BET);
}

/** What a line win paid: `pays` line bets of bet / LINES ("1.00", 5 -> "0.50"). */
export function lineWinAmount(bet: string, pays: number): string | null {
  const cents = toCents(bet);
  return cents === null ? null : fromCents((cents / LINES) * pays);
}
