import { useTranslation } from "react-i18next";
import { QUICK_RANGES, type QuickRange } from "../format/quick-ranges";
import { Button } from "./button";
import styles from "./day-range.module.css";

/**
 * The date shortcuts of a record page (today, yesterday, last 7 days, this month): a group of
 * toggle buttons, the one the chosen days match pressed (none for days chosen by hand).
 */
export function QuickRangeButtons({
  active,
  onPick,
}: {
  active: QuickRange | null;
  onPick: (range: QuickRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.quickRanges} role="group" aria-label={t("records.quickRanges")}>
      {QUICK_RANGES.map((quick) => (
        <Button
          key={quick}
          type="button"
          variant={quick === active ? "primary" : "default"}
          aria-pressed={quick === active}
          onClick={() => onPick(quick)}
        >
          {t(`records.quick.${quick}`)}
        </Button>
      ))}
    </div>
  );
}
