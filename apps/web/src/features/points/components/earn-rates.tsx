import { useId } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { formatMoney } from "../../../shared/format/money";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import type { PointsRules } from "../api/points-api";
import { formatPoints } from "../hooks/points-format";
import styles from "./points.module.css";

/** How points are earned: the points per 100 of valid bets of each category that gives any. */
export function EarnRates({ rules }: { rules: PointsRules }) {
  const { t } = useTranslation(POINTS_NS);
  const leadId = useId();
  const rates = GAME_CATEGORIES.flatMap((category) => {
    const points = rules.earnPerHundred[category] ?? 0;
    return points > 0 ? [{ category, points }] : [];
  });
  if (rates.length === 0) return <p className={textStyles.muted}>{t("points.earnNone")}</p>;
  return (
    <div className={stackStyles.section}>
      <p id={leadId} className={textStyles.muted}>
        {t("points.earnLead", { amount: formatMoney("100") })}
      </p>
      <ul className={styles.rates} aria-labelledby={leadId}>
        {rates.map(({ category, points }) => (
          <li key={category} className={styles.rate}>
            {t("points.earnRate", { category: t(`categories.${category}`), points: formatPoints(points) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
