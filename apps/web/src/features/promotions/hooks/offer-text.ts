import type { TFunction } from "i18next";
import {
  INELIGIBLE_REASONS,
  type IneligibleReason,
  type PromotionCategory,
} from "@portal/contract/api/promotion-constants";
import { ApiError } from "../../../shared/api/api-error";
import { compareDecimal } from "../../../shared/format/decimal";
import { formatMoney } from "../../../shared/format/money";
import type { OfferTerms } from "../api/promotions-api";
import type { RafflePrize } from "../api/raffles-api";

/** An amount as a short label shows it: without its decimals when they are zero ("1,000", "12.50"). */
export function shortMoney(amount: string): string {
  const full = formatMoney(amount);
  return full.replace(/\.0+$/, "");
}

/** A promotion's category tab in words: GENERAL is every game, the others are the game categories. */
export function categoryName(t: TFunction, category: PromotionCategory): string {
  return category === "GENERAL" ? t("promo.allGames") : t(`categories.${category}`);
}

/** The offer in a few words for a card ("100% up to 1,000", "10% cashback up to 500"). */
export function offerBadgeText(t: TFunction, terms: OfferTerms): string {
  const values = { percent: terms.percent, max: shortMoney(terms.maxBonus) };
  return terms.kind === "CASHBACK" ? t("promo.cashback.badge", values) : t("promo.badge", values);
}

/** A cashback's period: the brand's day or week (a cashback always has one; a day if it said none). */
export const cashbackPeriod = (terms: Pick<OfferTerms, "reloadPeriod">) => terms.reloadPeriod ?? "DAY";

/**
 * A cashback offer's rule in one sentence ("10% of your net loss on Slots each day, up to 500.00,
 * from a loss of 1.00; paid to your reward center after the day ends"); without the least loss
 * when any loss earns some.
 */
export function cashbackTermsText(t: TFunction, terms: OfferTerms): string {
  const games = terms.category === "GENERAL" ? t("promo.cashback.allGames") : t(`categories.${terms.category}`);
  const values = {
    percent: terms.percent,
    games,
    max: formatMoney(terms.maxBonus),
    min: formatMoney(terms.minLoss),
  };
  const anyLoss = compareDecimal(terms.minLoss, "0") !== 1;
  return anyLoss
    ? t(`promo.cashback.termsAnyLoss.${cashbackPeriod(terms)}`, values)
    : t(`promo.cashback.terms.${cashbackPeriod(terms)}`, values);
}

/**
 * Each prize's chance of the next draw, in percent with at most two decimals ("25", "33.33"): its
 * weight over the weights of the prizes still in stock (a draw picks among those); 0 for a prize
 * none is left of, and "<0.01" for a chance too small to show.
 */
export function prizeChances(prizes: readonly RafflePrize[]): Map<number, string> {
  const inStock = (p: RafflePrize) => p.left === null || p.left > 0;
  const total = prizes.filter(inStock).reduce((sum, p) => sum + p.weight, 0);
  return new Map(
    prizes.map((p) => {
      if (!inStock(p) || total === 0 || p.weight === 0) return [p.id, "0"];
      const hundredths = Math.round((p.weight * 10_000) / total);
      if (hundredths === 0) return [p.id, "<0.01"];
      return [p.id, (hundredths / 100).toFixed(2).replace(/\.?0+$/, "")];
    }),
  );
}

/** Why a claim was refused, from the answer's data (`{ reason }` of PROMOTION_NOT_ELIGIBLE); null when it says none. */
export function refusalReason(error: unknown): IneligibleReason | null {
  if (!(error instanceof ApiError) || typeof error.value !== "object" || error.value === null) return null;
  const reason = (error.value as { reason?: unknown }).reason;
  return INELIGIBLE_REASONS.find((known) => known === reason) ?? null;
}
