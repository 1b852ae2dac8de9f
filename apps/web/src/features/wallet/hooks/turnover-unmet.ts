import type { TFunction } from "i18next";
import { ApiError } from "../../../shared/api/api-error";
import { formatMoney } from "../../../shared/format/money";

/**
 * A refusal of TURNOVER_UNMET in words with its figures (what may leave the wallet now, and the
 * turnover still to play); null for any other failure, or one without them.
 */
export function turnoverUnmetText(t: TFunction, failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.code !== "TURNOVER_UNMET") return null;
  const value = failure.value as { withdrawable?: unknown; turnoverRemaining?: unknown } | null;
  if (typeof value?.withdrawable !== "string" || typeof value.turnoverRemaining !== "string") return null;
  return t("bonus.turnoverUnmet", {
    withdrawable: formatMoney(value.withdrawable),
    remaining: formatMoney(value.turnoverRemaining),
  });
}
