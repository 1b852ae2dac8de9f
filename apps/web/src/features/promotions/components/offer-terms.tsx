import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import type { OfferTerms as Terms } from "../api/promotions-api";
import { categoryName, shortMoney } from "../hooks/offer-text";
import styles from "./promotions.module.css";

/** The share of each category's valid bets that counts toward the turnover (a category not listed counts nothing). */
function Weights({ weights }: { weights: Terms["weights"] }) {
  const { t } = useTranslation();
  const counted = GAME_CATEGORIES.filter((category) => (weights[category] ?? 0) > 0);
  return (
    <ul className={styles.weights}>
      {counted.map((category) => (
        <li key={category}>{t("promo.weight", { category: categoryName(t, category), percent: weights[category] })}</li>
      ))}
      {counted.length < GAME_CATEGORIES.length ? (
        <li>{counted.length === 0 ? t("promo.weightsNone") : t("promo.weightsOther")}</li>
      ) : null}
    </ul>
  );
}

/** An offer's rule as a definition list, in a section named "Terms". */
export function OfferTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t("promo.terms")}
      </h4>
      <dl className={styles.terms}>
        <dt>{t("promo.kindLabel")}</dt>
        <dd>{t(`promo.kind.${terms.kind}`)}</dd>
        <dt>{t("promo.categoryLabel")}</dt>
        <dd>{categoryName(t, terms.category)}</dd>
        <dt>{t("promo.bonusLabel")}</dt>
        <dd>{t("promo.bonusTerms", { percent: terms.percent, max: shortMoney(terms.maxBonus) })}</dd>
        <dt>{t("promo.minDeposit")}</dt>
        <dd className={styles.amount}>{formatMoney(terms.minDeposit)}</dd>
        <dt>{t("promo.turnover")}</dt>
        <dd>
          {terms.turnoverMultiple === 0
            ? t("promo.turnoverNone")
            : t(`promo.turnoverTerms.${terms.turnoverBasis}`, { multiple: terms.turnoverMultiple })}
        </dd>
        <dt>{t("promo.weights")}</dt>
        <dd>
          <Weights weights={terms.weights} />
        </dd>
        <dt>{t("promo.claimWindow")}</dt>
        <dd>{t("promo.claimDays", { days: terms.claimDays })}</dd>
        <dt>{t("promo.expiry")}</dt>
        <dd>{t("promo.expiryDays", { days: terms.expiryDays })}</dd>
        {terms.reloadPeriod !== null ? (
          <>
            <dt>{t("promo.reloadLabel")}</dt>
            <dd>{t(`promo.reload.${terms.reloadPeriod}`)}</dd>
          </>
        ) : null}
        <dt>{t("promo.period")}</dt>
        <dd>
          {terms.endsAt === null
            ? t("promo.periodOpen", { from: dateTime(terms.startsAt) })
            : t("promo.periodRange", { from: dateTime(terms.startsAt), to: dateTime(terms.endsAt) })}
        </dd>
      </dl>
    </section>
  );
}
