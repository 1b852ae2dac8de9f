import { useTranslation } from "react-i18next";
import { FormField } from "../../../shared/ui/form-field";
import { formatMoney } from "../../../shared/format/money";
import { acceptsAmountTyping, type AmountLimits, type AmountProblem } from "../hooks/amount";

/** An amount input: digits with at most two decimals (other typing is refused). */
export function AmountField({
  value,
  onValue,
  label,
  describedBy,
}: {
  value: string;
  onValue: (value: string) => void;
  label?: string;
  /** Ids of the texts that describe the amount (its limits, what is available), read with the field. */
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t("wallet.amount")}
      value={value}
      onValue={(next) => {
        if (acceptsAmountTyping(next.trim())) onValue(next.trim());
      }}
      inputMode="decimal"
      autoComplete="off"
      maxLength={18}
      required
      aria-describedby={describedBy}
    />
  );
}

/** The translated reason an amount cannot be sent. */
export function useAmountMessage(): (problem: AmountProblem, limits?: AmountLimits) => string {
  const { t } = useTranslation();
  return (problem, limits = {}) => {
    switch (problem) {
      case "required":
        return t("wallet.amountRequired");
      case "format":
        return t("wallet.amountFormat");
      case "positive":
        return t("wallet.amountPositive");
      case "range":
        if (limits.min !== undefined && limits.max !== undefined) {
          return t("wallet.amountRange", { min: formatMoney(limits.min), max: formatMoney(limits.max) });
        }
        return limits.min !== undefined
          ? t("wallet.amountMin", { min: formatMoney(limits.min) })
          : t("wallet.amountMax", { max: formatMoney(limits.max ?? "0") });
      case "balance":
        return t("wallet.amountOverBalance", { available: formatMoney(limits.available ?? "0") });
    }
  };
}
