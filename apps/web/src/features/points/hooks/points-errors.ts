import type { TFunction } from "i18next";
import { errorCodeOf, errorKeyOf } from "../../../shared/api/api-error";

/**
 * A refused points call, translated: "not enough" is about points here (INSUFFICIENT_BALANCE of
 * the points account), the rest as the portal tells every error.
 */
export function pointsErrorText(t: TFunction, error: unknown): string {
  if (errorCodeOf(error) === "INSUFFICIENT_BALANCE") return t("points.notEnoughPoints");
  return t(errorKeyOf(error));
}
