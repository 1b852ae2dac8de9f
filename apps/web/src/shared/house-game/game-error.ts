import type { TFunction } from "i18next";
import { ApiError, errorKeyOf } from "../api/api-error";
import { formatMoney } from "../format/money";

function isBetRange(value: unknown): value is { min: string; max: string; step: string } {
  if (typeof value !== "object" || value === null) return false;
  const range = value as Record<string, unknown>;
  return typeof range.min === "string" && typeof range.max === "string" && typeof range.step === "string";
}

/** True when the game session is over: only a new launch from the portal helps. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NOT_LOGGED_IN";
}

/**
 * The translated reason of a failed house game call (`errors.<CODE>`, with the game's own
 * wording, under `keys`, for an ended session and a bet outside the limits).
 */
export function gameErrorText(t: TFunction, error: unknown, keys: { sessionEnded: string; betRange: string }): string {
  if (isSessionEnded(error)) return t(keys.sessionEnded);
  if (error instanceof ApiError && error.code === "AMOUNT_OUT_OF_RANGE" && isBetRange(error.value)) {
    return t(keys.betRange, {
      min: formatMoney(error.value.min),
      max: formatMoney(error.value.max),
      step: formatMoney(error.value.step),
    });
  }
  return t(errorKeyOf(error));
}
