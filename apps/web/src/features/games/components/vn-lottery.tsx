import { Suspense, lazy } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Game, VendorCard } from "@portal/contract/api/content";
import { VENDOR } from "@portal/contract/games";
import { useLanguage } from "../../../shared/i18n/use-language";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { vnGameMenuQuery, vnRecentQuery } from "../api/player-games";
import { useMemberToken } from "../hooks/use-member-games";
import { useVendorLanes } from "../hooks/use-games";
import { CategoryIcon } from "../../../shared/art/category-icons";
import { LaunchTile, TileGrid } from "./launch-tile";
import { MaintenanceBadge, MaintenanceNote } from "./vendor-maintenance";
import { loadLotteryTexts } from "../../../shared/i18n/lottery-texts";
import styles from "./sections.module.css";

/** The house games' opened numbers, with the lottery's texts (prize names), loaded together. */
const VnOpenedNumbers = lazy(() =>
  Promise.all([import("./vn-opened"), loadLotteryTexts()]).then(([module]) => ({ default: module.VnOpenedNumbers })),
);

/** `vendorClosed`: TCG_LOTTO_VN is under maintenance, which closes its games (the house's stay open). */
function VnGames({ games, vendorClosed = false }: { games: readonly Game[]; vendorClosed?: boolean }) {
  return (
    <TileGrid>
      {games.map((game) => (
        <li key={game.nodeId}>
          <LaunchTile
            target={{ nodeId: game.nodeId }}
            freePlay={game.freePlay}
            title={game.name}
            icon={<CategoryIcon category="ELOTT" />}
            closed={vendorClosed && game.vassalage === VENDOR.tcgLottoVn}
          />
        </li>
      ))}
    </TileGrid>
  );
}

/** A member's recently played Vietnam lottery games. */
function VnRecent({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useQuery(vnRecentQuery(token, useLanguage()));
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="vn-recent">
      <h2 id="vn-recent" className={styles.heading}>
        {t("games.recentGames")}
      </h2>
      <VnGames games={query.data} />
    </section>
  );
}

/** TCG_LOTTO_VN's lobby card, once the lanes have arrived (its maintenance state). */
function useVnVendor(): VendorCard | undefined {
  const lanes = useVendorLanes();
  return lanes.data?.flatMap((lane) => lane.cards).find((card) => card.vassalage === VENDOR.tcgLottoVn);
}

/** TCG_LOTTO_VN under maintenance, as the lobby tells it: its name, the badge and the planned end. */
function VnMaintenance({ vendor }: { vendor: VendorCard | undefined }) {
  if (!vendor?.maintenance) return null;
  return (
    <p className={`${styles.status} ${styles.withBadge}`}>
      <strong>{vendor.displayName}</strong>
      <MaintenanceBadge />
      <MaintenanceNote until={vendor.maintenanceUntil} />
    </p>
  );
}

/**
 * /Vnlottery: the Vietnam lottery by region (north, central, south): the house's fast draws first,
 * then TCG_LOTTO_VN's, and the member's recent ones.
 */
export function VnLottery() {
  const { t } = useTranslation();
  const token = useMemberToken();
  const menu = useQuery(vnGameMenuQuery(useLanguage()));
  const vendor = useVnVendor();
  return (
    <>
      <VnMaintenance vendor={vendor} />
      {token !== null ? <VnRecent token={token} /> : null}
      <QueryState query={menu}>
        {(regions) =>
          regions.length === 0 ? (
            <EmptyState title={t("games.noGames")} />
          ) : (
            <>
              {regions.map(({ region, games }) => (
                <section key={region} className={styles.section} aria-labelledby={region}>
                  <h2 id={region} className={styles.heading}>
                    {t(`games.vnRegions.${region}`)}
                  </h2>
                  <VnGames games={games} vendorClosed={vendor?.maintenance} />
                  {/* The house's own draws: their latest results, prize by prize. */}
                  <Suspense fallback={null}>
                    {games
                      .filter((game) => game.vassalage === VENDOR.house)
                      .map((game) => (
                        <VnOpenedNumbers key={game.nodeId} game={game} />
                      ))}
                  </Suspense>
                </section>
              ))}
            </>
          )
        }
      </QueryState>
    </>
  );
}
