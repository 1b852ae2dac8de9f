import type { TFunction } from "i18next";
import { INELIGIBLE_REASONS, type IneligibleReason, type PromotionCategory } from "@portal/contract/api/promotions";
import { ApiError } from "../../../shared/api/api-error";
import { formatMoney } from "../../../shared/format/money";
import type { OfferTerms } from "../api/promotions-api";

/** An amount as a short label shows it: without its decimals when they are zero ("1,000", "12.50"). */
export function shortMoney(amount: string): string {
  const full = formatMoney(amount);
  return full.replace(/\.0+$/, "");
}

/** A promotion's category tab in words: GENERAL is every game, the others are the game categories. */
export function categoryName(t: TFunction, category: PromotionCategory): string {
  return category === "GENERAL" ? t("promo.allGames") : t(`categories.${category}`);
}

/** The offer in a few words for a card ("100% up to 1,000"). */
export function offerBadgeText(t: TFunction, terms: OfferTerms): string {
  return t("promo.badge", { percent: terms.percent, max: shortMoney(terms.maxBonus) });
}

/** Why a claim was refused, from the answer's data (`{ reason }` of PROMOTION_NOT_ELIGIBLE); null when it says none. */
export function refusalReason(error: unknown): IneligibleReason | null {
  if (!(error instanceof ApiError) || typeof error.value !== "object" || error.value === null) return null;
  const reason = (error.value as { reason?: unknown }).reason;
  return INELIGIBLE_REASONS.find((known) => known === reason) ?? null;
}
