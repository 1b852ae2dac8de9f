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

/** Bets offered (the total per spin, 10 line bets), from the minimum 0.10 to the maximum 1,000.00. */
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

/** What a line win paid: `pays` line bets of bet / LINES ("1.00", 5 -> "0.50"). */
export function lineWinAmount(bet: string, pays: number): string | null {
  const cents = toCents(bet);
  return cents === null ? null : fromCents((cents / LINES) * pays);
}
