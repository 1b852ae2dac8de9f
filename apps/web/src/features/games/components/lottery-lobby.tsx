import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { VendorCard } from "@portal/contract/api/content";
import { VENDOR } from "@portal/contract/games";
import { LotteryIcon } from "../../../shared/art/lottery-icons";
import { useLanguage } from "../../../shared/i18n/use-language";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Tabs } from "../../../shared/ui/tabs";
import { lotteryGamesQuery } from "../api/player-games";
import { categoryCards } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { LaunchTile, TileGrid } from "./launch-tile";
import { LotteryWinners } from "./lottery-winners";
import { VendorGrid } from "./vendor-card";
import { MaintenanceBadge, MaintenanceNote } from "./vendor-maintenance";
import styles from "./sections.module.css";

type ListKind = "popular" | "all";

/**
 * The e-lottery's games (the house's, then TCG_SEA's): the popular list (20) or the full list
 * (100); a game starts by its vendor and code. `vendor` is TCG_SEA's lobby card, when the lanes
 * have arrived (its maintenance state).
 */
function SeaLotteryGames({ vendor }: { vendor: VendorCard | undefined }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ListKind>("popular");
  const query = useQuery(lotteryGamesQuery(useLanguage(), kind === "all"));
  return (
    <section className={styles.section} aria-labelledby="elott-sea">
      <h2 id="elott-sea" className={styles.heading}>
        {t("games.lotteryGames")}
      </h2>
      {/* TCG_SEA under maintenance closes its own games; the house's draws stay open. */}
      {vendor?.maintenance ? (
        <p className={`${styles.status} ${styles.withBadge}`}>
          <strong>{vendor.displayName}</strong>
          <MaintenanceBadge />
          <MaintenanceNote until={vendor.maintenanceUntil} />
        </p>
      ) : null}
      <Tabs
        label={t("games.lotteryGames")}
        value={kind}
        onChange={setKind}
        items={[
          { id: "popular", label: t("games.popular") },
          { id: "all", label: t("games.allGames") },
        ]}
      >
        <QueryState query={query}>
          {(games) =>
            games.length === 0 ? (
              <EmptyState title={t("games.noGames")} />
            ) : (
              <TileGrid>
                {games.map((game) => (
                  <li key={game.gameCode}>
                    <LaunchTile
                      target={{ vassalage: game.vassalage, gameId: game.gameCode }}
                      title={game.name}
                      icon={<LotteryIcon code={game.gameGroupCode} />}
                      closed={vendor?.maintenance && game.vassalage === VENDOR.tcgSea}
                      markClosed
                    >
                      {game.family
                        ? t(`games.lotteryFamilies.${game.family}`, { defaultValue: game.family })
                        : t(`games.lotteryGroups.${game.gameGroupCode}`)}
                    </LaunchTile>
                  </li>
                ))}
              </TileGrid>
            )
          }
        </QueryState>
      </Tabs>
    </section>
  );
}

/** /elott: the e-lottery page (the house lottery's games, then TCG_SEA's), then the other lottery vendors. */
export function LotteryLobby() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  return (
    <>
      <SeaLotteryGames
        vendor={lanes.data?.flatMap((lane) => lane.cards).find((card) => card.vassalage === VENDOR.tcgSea)}
      />
      <LotteryWinners />
      <QueryState query={lanes}>
        {(data) => {
          // TCG_SEA's games and the house's are listed above: the other lottery vendors only.
          const others = categoryCards(data, "ELOTT").filter(
            (card) => card.vassalage !== VENDOR.tcgSea && card.vassalage !== VENDOR.house,
          );
          return others.length === 0 ? null : (
            <section className={styles.section} aria-labelledby="elott-vendors">
              <h2 id="elott-vendors" className={styles.heading}>
                {t("games.otherLotteries")}
              </h2>
              <VendorGrid cards={others} />
            </section>
          );
        }}
      </QueryState>
    </>
  );
}
