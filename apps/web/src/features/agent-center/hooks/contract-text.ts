import { errorCodeOf } from "../../../shared/api/api-error";
import type { TFunction } from "i18next";

/** The other side of a contract or bill: its account, or the platform for a top-level agent's contract. */
export function counterpartyName(t: TFunction, account: string): string {
  return account === "" ? t("contracts.platform") : account;
}

/**
 * A refused contract action in words: INVALID_STATE in the contract's own terms (the portal's
 * generic text speaks of orders), any other code as the portal tells it (`errors.<CODE>`).
 */
export function contractErrorText(t: TFunction, error: unknown, action: "offer" | "decide" | "terminate"): string {
  const code = errorCodeOf(error);
  if (code === "INVALID_STATE") return t(`contracts.invalidState.${action}`);
  return t(`errors.${code}`);
}
