import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { VendorCard } from "@portal/contract/api/content";
import { QueryState } from "../../../shared/ui/query-state";
import { SkeletonCards } from "../../../shared/ui/skeleton";
import { EmptyState } from "../../../shared/ui/empty-state";
import { getCurrentVendor, setCurrentVendor } from "../../../shared/storage/session";
import { categoryCards, selectRngVendor } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { GAME_PAGE_SIZE } from "../api/player-games";
import { GameList } from "./game-list";
import { MaintenanceBadge, MaintenanceNote } from "./vendor-maintenance";
import styles from "./rng-vendor-tabs.module.css";

function Tabs({ cards }: { cards: VendorCard[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vendors = cards.map((c) => c.vassalage);
  const selected = selectRngVendor(vendors, params.get("page"), getCurrentVendor());
  const selectedCard = cards.find((c) => c.vassalage === selected);

  useEffect(() => {
    if (selected !== null) setCurrentVendor(selected);
  }, [selected]);

  const choose = (vassalage: string) => {
    setCurrentVendor(vassalage);
    setParams({ page: vassalage });
  };

  return (
    <div className={styles.wrap}>
      <div role="tablist" aria-label={t("games.vendorTabs")} className={styles.tabs}>
        {cards.map((c) => {
          const active = c.vassalage === selected;
          return (
            <button
              key={c.vassalage}
              type="button"
              role="tab"
              id={`rng-tab-id-${c.vassalage}`}
              aria-selected={active}
              aria-controls="rng-tab-panel"
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              data-testid={`rng-tab-${c.vassalage}`}
              onClick={() => choose(c.vassalage)}
              onKeyDown={(event) => {
                const index = vendors.indexOf(c.vassalage);
                const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
                if (step === 0) return;
                const next = vendors[(index + step + vendors.length) % vendors.length];
                if (next !== undefined) {
                  choose(next);
                  document.getElementById(`rng-tab-id-${next}`)?.focus();
                }
              }}
            >
              {c.displayName}
              {c.maintenance ? " " : null}
              {c.maintenance ? (
                <span className={styles.badge}>
                  <MaintenanceBadge />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="rng-tab-panel"
        aria-labelledby={selected ? `rng-tab-id-${selected}` : undefined}
        className={styles.panel}
        data-testid="rng-tab-panel"
        data-vassalage={selected ?? ""}
      >
        {selectedCard?.maintenance ? (
          <p className={styles.maintenance}>
            <MaintenanceBadge />
            <MaintenanceNote until={selectedCard.maintenanceUntil} />
          </p>
        ) : null}
        {selected !== null ? (
          <GameList
            key={selected}
            filter={{ vendor: selected, category: "RNG" }}
            pageSize={GAME_PAGE_SIZE.page}
            testId="rng-games"
          />
        ) : null}
      </div>
    </div>
  );
}

/** /rng: one tab per slots vendor; `?page=` selects it and session storage remembers it. */
export function RngVendorTabs() {
  const { t } = useTranslation();
  const query = useVendorLanes();
  return (
    <QueryState query={query} testId="rng" pending={<SkeletonCards count={6} label={t("common.loading")} />}>
      {(lanes) => {
        const cards = categoryCards(lanes, "RNG");
        return cards.length === 0 ? <EmptyState title={t("games.noVendors")} /> : <Tabs cards={cards} />;
      }}
    </QueryState>
  );
}
