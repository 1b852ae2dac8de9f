import type { ReactNode } from "react";
import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { ledgerRange, type LedgerDays } from "../../../shared/format/day-range";
import { matchingQuickRange, quickRangeDays } from "../../../shared/format/quick-ranges";
import { useDateTime } from "../../../shared/format/use-date-time";
import { DayRangeForm } from "../../../shared/ui/day-range-form";
import { FormField } from "../../../shared/ui/form-field";
import { QuickRangeButtons } from "../../../shared/ui/quick-range-buttons";
import { useAgentText } from "../hooks/use-agent-text";
import styles from "./agent-center.module.css";

/**
 * A report's filter, as the member's own record pages have it: shortcuts (today, yesterday, last
 * 7 days, this month; a shortcut searches at once), GMT+8 days of at most BET_PERIOD_MAX_DAYS, the
 * report's own fields (`children`) and Search.
 */
export function ReportFilter({
  now,
  days,
  onDays,
  onSearch,
  children,
}: {
  now: number;
  days: LedgerDays;
  onDays: (days: LedgerDays) => void;
  onSearch: (range: { from: number; to: number }) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <QuickRangeButtons
        active={matchingQuickRange(days, now)}
        onPick={(quick) => {
          const picked = quickRangeDays(quick, now);
          onDays(picked);
          onSearch(ledgerRange(picked)!);
        }}
      />
      <DayRangeForm days={days} onDays={onDays} maxDays={BET_PERIOD_MAX_DAYS} onSearch={onSearch}>
        {children}
      </DayRangeForm>
    </>
  );
}

/** A report's member filter: a team member's account, exact (the server looks it up in the team). */
export function MemberAccountField({
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useAgentText();
  return (
    <FormField
      type="search"
      label={t("reports.memberAccount")}
      value={value}
      onValue={onValue}
      maxLength={64}
      autoComplete="off"
      error={error}
    />
  );
}

/** The period a report's answer covered (the server's own reading of the filter), in brand time. */
export function CoveredPeriod({ from, to }: { from: number; to: number }) {
  const { t } = useAgentText();
  const dateTime = useDateTime();
  return <p className={styles.muted}>{t("reports.covered", { from: dateTime(from), to: dateTime(to) })}</p>;
}
