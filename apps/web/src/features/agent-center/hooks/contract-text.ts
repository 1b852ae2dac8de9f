import type { TFunction } from "i18next";
import type { ContractKind } from "@portal/contract/api/contracts";
import { errorCodeOf } from "../../../shared/api/api-error";

/** The other side of a contract or bill: its account, or the platform for a top-level agent's contract. */
export function counterpartyName(t: TFunction, account: string): string {
  return account === "" ? t("contracts.platform") : account;
}

/** The agent centre's page of each kind of contract (its menu entry and title, `center.agent.<page>`). */
export const CONTRACT_PAGE = {
  DIVIDEND: "dividend",
  DAILY_SALARY: "dailySalary",
  HOURLY_SALARY: "hourlySalary",
  REALTIME_SALARY: "realtimeSalary",
} as const satisfies Record<ContractKind, string>;

/**
 * The team figure a kind's tiers are read at, in words: a dividend's is the team's net loss, the
 * salaries' its valid turnover (the same `minTurnover` field on the wire, decision 0034).
 */
export function figureText(t: TFunction, kind: ContractKind): { figure: string; min: string; ownTermsNote: string } {
  return kind === "DIVIDEND"
    ? {
        figure: t("contracts.netLoss"),
        min: t("contracts.minNetLoss"),
        ownTermsNote: t("contracts.ownTermsNoteNetLoss"),
      }
    : { figure: t("contracts.turnover"), min: t("contracts.minTurnover"), ownTermsNote: t("contracts.ownTermsNote") };
}

/**
 * A refused contract action in words: INVALID_STATE in the contract's own terms (the portal's
 * generic text speaks of orders), any other code as the portal tells it (`errors.<CODE>`).
 */
export function contractErrorText(
  t: TFunction,
  error: unknown,
  action: "offer" | "decide" | "terminate" | "claim",
): string {
  const code = errorCodeOf(error);
  if (code === "INVALID_STATE") return t(`contracts.invalidState.${action}`);
  return t(`errors.${code}`);
}
