import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DASHBOARD_MAX_DAYS } from "@portal/contract/api/admin-dashboard";
// The period rules are the dashboard's (sections/dashboard/period.ts); they belong here in shared/
// once the dashboard uses this picker too.
import {
  customPeriodProblem,
  PERIOD_PRESETS,
  presetDays,
  type BrandDays,
  type PeriodPreset,
} from "../../sections/dashboard/period";
import { Field } from "./field";
import styles from "./period-picker.module.css";

export type { BrandDays, PeriodPreset };

/**
 * A period of brand days (GMT+8) for the figures pages (the reports; the dashboard has the same
 * one of its own): the shortcuts Today, Yesterday, Last 7 days, This month, or two dates the
 * operator picks and applies (at most DASHBOARD_MAX_DAYS). Its texts are the `period.*` keys of
 * the caller's namespace (`namespace`), so it carries none of its own.
 */
export function PeriodPicker({
  namespace,
  preset,
  days,
  onChange,
}: {
  namespace: string;
  preset: PeriodPreset;
  days: BrandDays;
  onChange: (preset: PeriodPreset, days: BrandDays) => void;
}) {
  const { t } = useTranslation(namespace);
  const name = useId();
  const [custom, setCustom] = useState<BrandDays>(days);
  const [problem, setProblem] = useState<ReturnType<typeof customPeriodProblem>>(null);
  return (
    <fieldset className={styles.period}>
      <legend>{t("period.label")}</legend>
      <div className={styles.presets}>
        {PERIOD_PRESETS.map((value) => (
          <label key={value} className={styles.preset}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={preset === value}
              onChange={() => {
                if (value === "custom") {
                  setCustom(days);
                  onChange("custom", days);
                } else onChange(value, presetDays(value, Date.now()));
              }}
            />
            <span>{t(`period.${value}`)}</span>
          </label>
        ))}
      </div>
      {preset === "custom" ? (
        <form
          className={styles.custom}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = customPeriodProblem(custom);
            setProblem(found);
            if (!found) onChange("custom", custom);
          }}
        >
          <Field
            label={t("period.from")}
            error={problem ? t(`period.problem.${problem}`, { max: DASHBOARD_MAX_DAYS }) : undefined}
          >
            {(props) => (
              <input
                {...props}
                type="date"
                value={custom.from}
                onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              />
            )}
          </Field>
          <Field label={t("period.to")}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={custom.to}
                onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-primary">
            {t("period.apply")}
          </button>
        </form>
      ) : null}
    </fieldset>
  );
}
