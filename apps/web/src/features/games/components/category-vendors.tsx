import { useTranslation } from "react-i18next";
import type { GameCategory } from "@portal/contract/games";
import type { Lane, VendorCard } from "@portal/contract/api/content";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { categoryCards } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { VendorGrid } from "./vendor-card";

export type VendorSelector = { category: GameCategory } | { vassalage: string };

function select(lanes: readonly Lane[], selector: VendorSelector): VendorCard[] {
  if ("category" in selector) return categoryCards(lanes, selector.category);
  return lanes.flatMap((lane) => lane.cards).filter((card) => card.vassalage === selector.vassalage);
}

/** A category page's vendor cards. */
export function CategoryVendors({ selector }: { selector: VendorSelector }) {
  const { t } = useTranslation();
  const query = useVendorLanes();
  return (
    <QueryState query={query} testId="category-vendors">
      {(lanes) => {
        const cards = select(lanes, selector);
        return cards.length === 0 ? (
          <EmptyState title={t("games.noVendors")} testId="category-empty" />
        ) : (
          <VendorGrid cards={cards} />
        );
      }}
    </QueryState>
  );
}
