import { ppmToRate, rateToPpm } from "@portal/contract/api/agents";
import {
  CONTRACT_TIERS_MAX,
  offerContractRequest,
  type ContractKind,
  type OfferContractRequest,
} from "@portal/contract/api/contracts";
import { MONEY_DECIMALS } from "@portal/contract/constants";
import { decimalToMinor } from "@portal/contract/money";
import { errorCodeOf, fieldErrorsOf } from "../../../shared/api/api-error";
import type { ContractTier } from "../api/contracts-api";

export { CONTRACT_TIERS_MAX };

/** A tier's fields as typed. */
export interface TierRow {
  minTurnover: string;
  minActive: string;
  rate: string;
}
export type TierField = keyof TierRow;
export const TIER_FIELDS: readonly TierField[] = ["minTurnover", "minActive", "rate"];

export const emptyTier = (): TierRow => ({ minTurnover: "", minActive: "", rate: "" });

/** Why a tier's field is refused: not a valid value, or above what the caller's own contract gives there. */
export type TierProblem = { kind: "format" } | { kind: "aboveUpline"; max: string };
export type TierProblems = Partial<Record<TierField, TierProblem>>[];

/** Why the offer cannot be sent as it is: the downline, the tiers (by index and field). */
export interface OfferProblems {
  member?: "required" | "notAgent";
  tiers: TierProblems;
}

export const hasProblems = (problems: OfferProblems) =>
  problems.member !== undefined || problems.tiers.some((tier) => tier && Object.keys(tier).length > 0);

const minorOf = (amount: string) => decimalToMinor(amount, MONEY_DECIMALS);

/**
 * The most a tier at these thresholds may pay (ppm): the best rate of the caller's own tiers
 * reached there (the server's rule, decision 0033); its team is the downline's and more, so it
 * reaches those thresholds whenever the downline does.
 */
export function ceilingAt(own: readonly ContractTier[], minTurnover: bigint, minActive: number): number {
  return own
    .filter((tier) => (minorOf(tier.minTurnover) ?? 0n) <= minTurnover && tier.minActive <= minActive)
    .reduce((best, tier) => Math.max(best, rateToPpm(tier.rate)), 0);
}

/**
 * The offer to send, or the fields to refuse before sending: the contract's own schema (an
 * amount, a whole number of members, a rate), money with at most the brand's decimals, and, when
 * the caller's own contract is known, no tier above what it gives at the tier's thresholds.
 */
export function checkOffer(
  memberId: string,
  kind: ContractKind,
  rows: readonly TierRow[],
  own: readonly ContractTier[] | undefined,
): { body: OfferContractRequest | null; problems: OfferProblems } {
  const problems: OfferProblems = { tiers: rows.map(() => ({})) };
  const body = {
    memberId: /^\d+$/.test(memberId) ? Number(memberId) : 0,
    kind,
    tiers: rows.map((row) => ({
      minTurnover: row.minTurnover.trim(),
      minActive: /^\d{1,7}$/.test(row.minActive.trim()) ? Number(row.minActive.trim()) : Number.NaN,
      rate: row.rate.trim(),
    })),
  };
  const parsed = offerContractRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      if (head === "memberId") problems.member = "required";
      if (head === "tiers" && typeof index === "number" && TIER_FIELDS.includes(field as TierField)) {
        problems.tiers[index]![field as TierField] = { kind: "format" };
      }
    }
  }
  body.tiers.forEach((tier, i) => {
    const turnover = minorOf(tier.minTurnover);
    const shown = problems.tiers[i]!;
    if (turnover === null && !shown.minTurnover) shown.minTurnover = { kind: "format" };
    if (!own || turnover === null || shown.minActive || shown.rate) return;
    const ceiling = ceilingAt(own, turnover, tier.minActive);
    if (rateToPpm(tier.rate) > ceiling) shown.rate = { kind: "aboveUpline", max: ppmToRate(ceiling) };
  });
  return { body: hasProblems(problems) ? null : (parsed.data ?? null), problems };
}

const TIER_KEY = /^tiers\.(\d+)\.(minTurnover|minActive|rate)$/;
const MAX = /^max (\d{1,3}(?:\.\d{1,4})?)$/;

/**
 * The fields a refused offer names (`value.fields`): `tiers.<i>.rate` "max 0.4" with
 * CONTRACT_ABOVE_UPLINE (the most the caller's own contract allows at that tier), another tier
 * field's format, `memberId` "not_an_agent".
 */
export function serverOfferProblems(error: unknown, tierCount: number): OfferProblems {
  const problems: OfferProblems = { tiers: Array.from({ length: tierCount }, () => ({})) };
  const aboveUpline = errorCodeOf(error) === "CONTRACT_ABOVE_UPLINE";
  for (const [field, text] of Object.entries(fieldErrorsOf(error))) {
    if (field === "memberId") {
      problems.member = text === "not_an_agent" ? "notAgent" : "required";
      continue;
    }
    const match = TIER_KEY.exec(field);
    const tier = match ? problems.tiers[Number(match[1])] : undefined;
    if (!match || !tier) continue;
    const max = MAX.exec(text);
    tier[match[2] as TierField] =
      aboveUpline && match[2] === "rate" && max ? { kind: "aboveUpline", max: max[1]! } : { kind: "format" };
  }
  return problems;
}
