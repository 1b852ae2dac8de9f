import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import type { OfferTerms as Terms } from "../api/promotions-api";
import { cashbackTermsText, categoryName, shortMoney } from "../hooks/offer-text";
import styles from "./promotions.module.css";

/** The share of each category's valid bets that counts toward the turnover (a category not listed counts nothing). */
function Weights({ weights }: { weights: Terms["weights"] }) {
  const { t } = useTranslation(PROMOTIONS_NS);
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

/** The offer's period: from its start, to its end if it has one. */
function OfferPeriod({ terms }: { terms: Terms }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dateTime = useDateTime();
  return (
    <>
      <dt>{t("promo.period")}</dt>
      <dd>
        {terms.endsAt === null
          ? t("promo.periodOpen", { from: dateTime(terms.startsAt) })
          : t("promo.periodRange", { from: dateTime(terms.startsAt), to: dateTime(terms.endsAt) })}
      </dd>
    </>
  );
}

/**
 * A cashback's rule (decision 0045): the sentence that says it all (percent of the net loss, the
 * games, the period, the cap, the least loss, when it is paid), then the facts a player looks up.
 */
function CashbackTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <>
      <p className={styles.message}>{cashbackTermsText(t, terms)}</p>
      <dl className={styles.terms}>
        <dt>{t("promo.kindLabel")}</dt>
        <dd>{t(`promo.kind.${terms.kind}`)}</dd>
        <dt>{t("promo.categoryLabel")}</dt>
        <dd>{categoryName(t, terms.category)}</dd>
        <dt>{t("promo.turnover")}</dt>
        <dd>{t("promo.turnoverNone")}</dd>
        <dt>{t("promo.claimWindow")}</dt>
        <dd>{t("promo.cashback.claimDays", { days: terms.expiryDays })}</dd>
        <OfferPeriod terms={terms} />
      </dl>
    </>
  );
}

/** A deposit bonus's rule (decision 0039) as a definition list. */
function DepositBonusTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <dl className={styles.terms}>
      <dt>{t("promo.kindLabel")}</dt>
      <dd>{t(`promo.kind.${terms.kind}`)}</dd>
      <dt>{t("promo.categoryLabel")}</dt>
      <dd>{categoryName(t, terms.category)}</dd>
      <dt>{t("promo.bonusLabel")}</dt>
      <dd>{t("promo.bonusTerms", { percent: terms.percent, max: shortMoney(terms.maxBonus) })}</dd>
      <dt>{t("promo.minDeposit")}</dt>
      <dd className={textStyles.amount}>{formatMoney(terms.minDeposit)}</dd>
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
      <OfferPeriod terms={terms} />
    </dl>
  );
}

/** An offer's rule, in a section named "Terms": a cashback's in words, a deposit bonus's as a definition list. */
export function OfferTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const headingId = useId();
  return (
    <section className={stackStyles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t("promo.terms")}
      </h4>
      {terms.kind === "CASHBACK" ? <CashbackTerms terms={terms} /> : <DepositBonusTerms terms={terms} />}
    </section>
  );
}
