import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { BIGINT_MAX } from "../../ledger/types";
import { AppError } from "../../http/app-error";

/**
 * An amount from a request (a decimal string) as minor units of the brand's currency. More
 * fraction digits than the currency has, or zero, is a validation error on `field`.
 */
export function parseAmount(text: string, scale: number, field = "amount"): bigint {
  const minor = decimalToMinor(text, scale);
  if (minor === null || minor <= 0n) {
    throw new AppError("VALIDATION_FAILED", "Invalid amount", {
      [field]: `a positive amount with at most ${scale} decimals`,
    });
  }
  // The contract allows 15 integer digits; with a currency of many decimals that can pass what
  // the books hold (bigint). Refused here, with the limit, rather than deep in the ledger.
  if (minor > BIGINT_MAX) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is too large", undefined, {
      max: minorToDecimal(BIGINT_MAX, scale),
    });
  }
  return minor;
}

/** Start of the brand's day (GMT+8, the clock the portal shows) containing `now`. */
export function brandDayStart(now: Date): Date {
  const offsetMs = CLOCK_UTC_OFFSET_MIN * 60_000;
  const local = now.getTime() + offsetMs;
  return new Date(local - (local % 86_400_000) - offsetMs);
}

/** Start of the brand's week (from Monday) containing `now`. */
export function brandWeekStart(now: Date): Date {
  const day = brandDayStart(now);
  // Weekday of the brand's day: 12 hours after its start is inside that day on the UTC clock too.
  const weekday = (new Date(day.getTime() + 12 * 3_600_000).getUTCDay() + 6) % 7;
  return new Date(day.getTime() - weekday * 86_400_000);
}
