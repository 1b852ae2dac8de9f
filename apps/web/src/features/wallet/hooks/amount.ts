import { MONEY_DECIMALS } from "@portal/contract/constants";
import { compareDecimal } from "../../../shared/format/decimal";

export { compareDecimal };

/** What may stand in an amount input while typing: digits and at most MONEY_DECIMALS decimals. */
const TYPING = new RegExp(`^\\d{0,15}(\\.\\d{0,${MONEY_DECIMALS}})?$`);
/** A complete amount. */
const COMPLETE = new RegExp(`^\\d{1,15}(\\.\\d{1,${MONEY_DECIMALS}})?$`);

/** True when `text` may stand in an amount input (the change is refused otherwise). */
export function acceptsAmountTyping(text: string): boolean {
  return TYPING.test(text);
}

/** The amount as sent: trimmed, without a trailing point ("10." -> "10"). */
export function normalizeAmount(text: string): string {
  return text.trim().replace(/\.$/, "");
}

export type AmountProblem = "required" | "format" | "positive" | "range" | "balance";

export interface AmountLimits {
  min?: string;
  max?: string;
  /** The most the member has for this (a wallet's balance, the withdrawable amount). */
  available?: string;
}

/** Why an amount cannot be sent, or null when it can (the server checks again). */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | null {
  const amount = normalizeAmount(text);
  if (amount === "") return "required";
  if (!COMPLETE.test(amount)) return "format";
  if (compareDecimal(amount, "0") !== 1) return "positive";
  if (limits.min !== undefined && compareDecimal(amount, limits.min) === -1) return "range";
  if (limits.max !== undefined && compareDecimal(amount, limits.max) === 1) return "range";
  if (limits.available !== undefined && compareDecimal(amount, limits.available) === 1) return "balance";
  return null;
}
