import { formatMoney } from "../../../shared/format/money";
import { DataTable } from "../../../shared/ui/data-table";
import type { ContractKind, ContractTier } from "../api/contracts-api";
import { figureText } from "../hooks/contract-text";
import { useAgentText } from "../hooks/use-agent-text";

/**
 * A contract's tiers: from this team figure (a salary's turnover, a dividend's net loss) and this
 * many active members, this rate (a card per tier on a phone).
 */
export function TiersTable({
  label,
  kind,
  tiers,
}: {
  label: string;
  kind: ContractKind;
  tiers: readonly ContractTier[];
}) {
  const { t } = useAgentText();
  const numbered = tiers.map((tier, index) => ({ ...tier, index }));
  return (
    <DataTable
      label={label}
      rows={numbered}
      rowKey={(tier) => String(tier.index)}
      columns={[
        { key: "tier", header: t("contracts.tier"), cell: (tier) => String(tier.index + 1) },
        {
          key: "turnover",
          header: figureText(t, kind).min,
          numeric: true,
          cell: (tier) => formatMoney(tier.minTurnover),
        },
        {
          key: "active",
          header: t("contracts.minActive"),
          numeric: true,
          cell: (tier) => tier.minActive.toLocaleString("en-US"),
        },
        { key: "rate", header: t("contracts.rate"), numeric: true, cell: (tier) => `${tier.rate}%` },
      ]}
    />
  );
}
