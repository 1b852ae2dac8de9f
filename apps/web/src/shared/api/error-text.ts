import type { TFunction } from "i18next";
import { formatDateTime } from "../format/date-time";
import { formatMoney } from "../format/money";
import { currentLanguage } from "../i18n/i18n";
import { ApiError, errorKeyOf } from "./api-error";

/**
 * The figures of a refusal that its detailed text (`errorDetails.<code>`) names, from the
 * answer's value: when a break ends (a time-out, a self-exclusion), and a deposit limit with what
 * the period still takes. Null for any other failure, or one without them.
 */
function detailsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || typeof error.value !== "object" || error.value === null) return null;
  const value = error.value as Record<string, unknown>;
  if (error.code === "ACCOUNT_TIMED_OUT" || error.code === "SELF_EXCLUDED") {
    const until = typeof value.until === "string" ? Date.parse(value.until) : NaN;
    return Number.isFinite(until) ? { until: formatDateTime(until, currentLanguage()) } : null;
  }
  if (error.code === "DEPOSIT_LIMIT_REACHED") {
    if (typeof value.limit !== "string" || typeof value.remaining !== "string") return null;
    return { limit: formatMoney(value.limit), remaining: formatMoney(value.remaining) };
  }
  return null;
}

/**
 * A failure in words: the detailed text with its figures where the answer carries them (a break's
 * end, what a deposit limit still takes), else the code's own `errors.<code>`.
 */
export function errorText(t: TFunction, error: unknown): string {
  const details = detailsOf(error);
  return details ? t(`errorDetails.${(error as ApiError).code}`, details) : t(errorKeyOf(error));
}
