import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { VendorCard } from "@portal/contract/api/content";
import { QueryState } from "../../../shared/ui/query-state";
import { SkeletonCards } from "../../../shared/ui/skeleton";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Tabs } from "../../../shared/ui/tabs";
import { getCurrentVendor, setCurrentVendor } from "../../../shared/storage/session";
import { categoryCards, rngGamesFilter, selectRngVendor } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { GAME_PAGE_SIZE } from "../api/player-games";
import { GameList } from "./game-list";
import { MaintenanceBadge, MaintenanceNote } from "./vendor-maintenance";
import styles from "./rng-vendor-tabs.module.css";

function VendorTabs({ cards }: { cards: VendorCard[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vendors = cards.map((c) => c.vassalage);
  const selected = selectRngVendor(vendors, params.get("page"), getCurrentVendor());
  const selectedCard = cards.find((c) => c.vassalage === selected);

  useEffect(() => {
    if (selected !== null) setCurrentVendor(selected);
  }, [selected]);

  if (selected === null) return null;
  const badge = (card: VendorCard) => (card.maintenance ? <MaintenanceBadge /> : undefined);
  return (
    <>
      {/* One vendor: no tabs to choose between (Tabs shows only the panel), so its name heads the list. */}
      {cards.length === 1 && selectedCard ? (
        <h2 className={styles.vendor}>
          {selectedCard.displayName} {badge(selectedCard)}
        </h2>
      ) : null}
      <Tabs
        label={t("games.vendorTabs")}
        value={selected}
        onChange={(vassalage) => {
          setCurrentVendor(vassalage);
          setParams({ page: vassalage });
        }}
        items={cards.map((c) => ({
          id: c.vassalage,
          label: c.displayName,
          badge: badge(c),
        }))}
      >
        <div className={styles.panel} data-vassalage={selected}>
          {selectedCard?.maintenance ? (
            <p className={styles.maintenance}>
              <MaintenanceBadge />
              <MaintenanceNote until={selectedCard.maintenanceUntil} />
            </p>
          ) : null}
          <GameList key={selected} filter={rngGamesFilter(selected)} pageSize={GAME_PAGE_SIZE.page} />
        </div>
      </Tabs>
    </>
  );
}

/** /rng: one tab per slots vendor; `?page=` selects it and session storage remembers it. */
export function RngVendorTabs() {
  const { t } = useTranslation();
  const query = useVendorLanes();
  return (
    <QueryState query={query} pending={<SkeletonCards count={6} label={t("common.loading")} />}>
      {(lanes) => {
        const cards = categoryCards(lanes, "RNG");
        return cards.length === 0 ? <EmptyState title={t("games.noVendors")} /> : <VendorTabs cards={cards} />;
      }}
    </QueryState>
  );
}
