import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ledgerRange, type LedgerDays } from "../format/day-range";
import { Button } from "./button";
import { FormError } from "./form-error";
import { FormField } from "./form-field";
import styles from "./day-range.module.css";

const DAY_MS = 24 * 3600 * 1000;

/**
 * The filter of a record page: GMT+8 days (both included), the page's own fields (`children`) and
 * Search. A start day after the end day is refused here, so no call asks for an empty range, and
 * so is a period longer than `maxDays` where the server limits it.
 */
export function DayRangeForm({
  days,
  onDays,
  onSearch,
  maxDays,
  children,
}: {
  days: LedgerDays;
  onDays: (days: LedgerDays) => void;
  /** The instants of the chosen days (`from` inclusive, `to` exclusive). */
  onSearch: (range: { from: number; to: number }) => void;
  /** The longest period the list takes (days, both ends included). */
  maxDays?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<"dates" | "tooLong" | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const range = ledgerRange(days);
    const tooLong = range !== null && maxDays !== undefined && range.to - range.from > maxDays * DAY_MS;
    setProblem(range === null ? "dates" : tooLong ? "tooLong" : null);
    if (range && !tooLong) onSearch(range);
  };

  return (
    <>
      <form className={styles.filters} onSubmit={search} noValidate>
        <FormField
          type="date"
          label={t("wallet.fromDate")}
          value={days.from}
          onValue={(from) => onDays({ ...days, from })}
        />
        <FormField type="date" label={t("wallet.toDate")} value={days.to} onValue={(to) => onDays({ ...days, to })} />
        {children}
        <div>
          <Button type="submit" variant="primary">
            {t("wallet.search")}
          </Button>
        </div>
      </form>
      <FormError
        message={
          problem === "dates"
            ? t("wallet.datesInvalid")
            : problem === "tooLong"
              ? t("wallet.periodTooLong", { days: maxDays })
              : undefined
        }
      />
    </>
  );
}
