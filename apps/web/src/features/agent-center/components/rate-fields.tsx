import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { FormField } from "../../../shared/ui/form-field";
import type { RebateRates } from "../api/agent-api";
import { rateIn, type RateProblem, type RateProblems, type RateValues } from "../hooks/rates";
import styles from "./agent-center.module.css";

/** A refused rate in words: the format, the caller's ceiling, or the server's translated code. */
export function rateProblemText(t: TFunction, problem: RateProblem): string {
  if (problem.kind === "format") return t("agent.rates.format");
  if (problem.kind === "aboveOwn") return t("agent.rates.aboveOwn", { max: problem.max });
  const reason = t(`errors.${problem.code}`);
  if (!problem.bound) return reason;
  const bound = problem.bound.side === "max" ? "agent.rates.serverMax" : "agent.rates.serverMin";
  return `${reason} ${t(bound, { rate: problem.bound.rate })}`;
}

function RateField({
  category,
  value,
  ceiling,
  problem,
  onValue,
}: {
  category: GameCategory;
  value: string;
  ceiling: string | undefined;
  problem: RateProblem | undefined;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={styles.rate}>
      <FormField
        label={t(`categories.${category}`)}
        value={value}
        onValue={onValue}
        inputMode="decimal"
        autoComplete="off"
        maxLength={8}
        // The caller's own rate is both the example and the most it can give.
        placeholder={ceiling}
        addon={
          <span className={styles.unit} aria-hidden="true">
            %
          </span>
        }
        error={problem ? rateProblemText(t, problem) : undefined}
        aria-describedby={ceiling === undefined ? undefined : hintId}
      />
      {ceiling === undefined ? null : (
        <p id={hintId} className={styles.muted}>
          {t("agent.rates.upTo", { max: ceiling })}
        </p>
      )}
    </div>
  );
}

/**
 * One rate input per game category, as percentages: the caller's own rate (`ceiling`) shown as
 * the placeholder and as the hint "up to", each field's refusal beside it.
 */
export function RateFields({
  values,
  ceiling,
  problems,
  onValue,
}: {
  values: RateValues;
  ceiling: RebateRates | undefined;
  problems: RateProblems;
  onValue: (category: GameCategory, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.rates}>
      <legend>{t("agent.rates.legend")}</legend>
      {GAME_CATEGORIES.map((category) => (
        <RateField
          key={category}
          category={category}
          value={values[category]}
          ceiling={rateIn(ceiling, category)}
          problem={problems[category]}
          onValue={(value) => onValue(category, value)}
        />
      ))}
    </fieldset>
  );
}
