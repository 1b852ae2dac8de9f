import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/ui/data-table";
import type { RebateRates } from "../api/agent-api";

/** Rates per game category as a small table (a card per category on a phone). */
export function RatesTable({ label, rates }: { label: string; rates: RebateRates }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={label}
      rows={rates}
      rowKey={(row) => row.category}
      columns={[
        { key: "category", header: t("agent.rates.category"), cell: (row) => t(`categories.${row.category}`) },
        {
          key: "rate",
          header: t("agent.rates.rate"),
          numeric: true,
          // "1.5%": the percent sign follows the number without a space in all five languages.
          cell: (row) => `${row.rate}%`,
        },
      ]}
    />
  );
}
