import { useTranslation } from "react-i18next";
import type { GameCategory } from "@portal/contract/games";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { categoryCards } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { VendorGrid } from "./vendor-card";

/** A category page's vendor cards (the sports list without DS88). */
export function CategoryVendors({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const query = useVendorLanes();
  return (
    <QueryState query={query}>
      {(lanes) => {
        const cards = categoryCards(lanes, category);
        return cards.length === 0 ? <EmptyState title={t("games.noVendors")} /> : <VendorGrid cards={cards} />;
      }}
    </QueryState>
  );
}
