import type { TFunction } from "i18next";
import { formatDateTime } from "../format/date-time";
import { formatMoney } from "../format/money";
import { currentLanguage } from "../i18n/i18n";
import { ApiError, errorKeyOf } from "./api-error";

/**
 * A refusal's detailed text and its figures, from the answer's value: when a break ends (a
 * time-out, a self-exclusion), a deposit limit with what the period still takes, and an active
 * bonus's lock (what may leave the wallet now, the turnover still to play). Null for any other
 * failure, or one without them.
 */
function detailsOf(error: unknown): { key: string; values: Record<string, string> } | null {
  if (!(error instanceof ApiError) || typeof error.value !== "object" || error.value === null) return null;
  const value = error.value as Record<string, unknown>;
  const money = (...names: string[]) => names.every((name) => typeof value[name] === "string");
  if (error.code === "ACCOUNT_TIMED_OUT" || error.code === "SELF_EXCLUDED") {
    const until = typeof value.until === "string" ? Date.parse(value.until) : NaN;
    if (!Number.isFinite(until)) return null;
    return { key: `errorDetails.${error.code}`, values: { until: formatDateTime(until, currentLanguage()) } };
  }
  if (error.code === "DEPOSIT_LIMIT_REACHED" && money("limit", "remaining")) {
    const values = { limit: formatMoney(value.limit as string), remaining: formatMoney(value.remaining as string) };
    return { key: "errorDetails.DEPOSIT_LIMIT_REACHED", values };
  }
  if (error.code === "TURNOVER_UNMET" && money("withdrawable", "turnoverRemaining")) {
    const values = {
      withdrawable: formatMoney(value.withdrawable as string),
      remaining: formatMoney(value.turnoverRemaining as string),
    };
    return { key: "bonus.turnoverUnmet", values };
  }
  return null;
}

/**
 * A failure in words: the detailed text with its figures where the answer carries them (a break's
 * end, what a deposit limit still takes, a bonus's lock), else the code's own `errors.<code>`.
 */
export function errorText(t: TFunction, error: unknown): string {
  const details = detailsOf(error);
  return details ? t(details.key, details.values) : t(errorKeyOf(error));
}
