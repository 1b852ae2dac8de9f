import { useTranslation } from "react-i18next";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { QueryState } from "../../../shared/ui/query-state";
import { SkeletonCards } from "../../../shared/ui/skeleton";
import { EmptyState } from "../../../shared/ui/empty-state";
import { categoryCards } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { VendorGrid } from "./vendor-card";
import styles from "./sections.module.css";

/** Home: one section of vendor cards per category that has vendors. */
export function VendorLanes() {
  const { t } = useTranslation();
  const query = useVendorLanes();
  return (
    <QueryState query={query} pending={<SkeletonCards count={4} label={t("common.loading")} />}>
      {(lanes) => {
        const sections = GAME_CATEGORIES.map((category) => ({
          category,
          cards: categoryCards(lanes, category),
        })).filter((s) => s.cards.length > 0);
        if (sections.length === 0) return <EmptyState title={t("games.noVendors")} />;
        return (
          <>
            {sections.map(({ category, cards }) => (
              <section key={category} className={styles.section} aria-labelledby={`lane-${category}`}>
                <h2 id={`lane-${category}`} className={styles.heading}>
                  {t(`categories.${category}`)}
                </h2>
                <VendorGrid cards={cards} />
              </section>
            ))}
          </>
        );
      }}
    </QueryState>
  );
}
