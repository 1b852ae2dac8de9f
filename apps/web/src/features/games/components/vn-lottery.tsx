import { Suspense, lazy } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Game, VendorCard, VnLotteryRegion } from "@portal/contract/api/content";
import { VENDOR } from "@portal/contract/games";
import { formatUtcOffset } from "../../../shared/format/clock";
import { formatTimeOfDay, isoDateTime } from "../../../shared/format/date-time";
import { useNow } from "../../../shared/hooks/use-now";
import { useLanguage } from "../../../shared/i18n/use-language";
import { lotteryGamesQuery } from "../../../shared/lottery/lottery-api";
import { VIETNAM_UTC_OFFSET_MIN, drawOnDay } from "../../../shared/lottery/official-schedule";
import { useLotteryLive } from "../../../shared/lottery/use-lottery-live";
import { getMerchantCode } from "../../../shared/storage/merchant";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { vnGameMenuQuery, vnRecentQuery } from "../api/player-games";
import { useMemberToken } from "../hooks/use-member-games";
import { useVendorLanes } from "../hooks/use-games";
import { CategoryIcon } from "../../../shared/art/category-icons";
import { LaunchTile, TileGrid } from "./launch-tile";
import { LotteryWinners } from "./lottery-winners";
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

/**
 * A region's official draws of today, by draw time: the provinces drawing today, as the results
 * sites of Vietnam list them, in Vietnam's time (GMT+7: the north at 18:15) with its zone beside
 * each time, and today being Vietnam's day.
 */
function VnToday({ region, games }: { region: string; games: readonly { game: Game; drawsAt: number }[] }) {
  const { t } = useTranslation();
  if (games.length === 0) return null;
  const id = `${region}-today`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {t("games.vnToday.title")}
      </h3>
      <ul className={styles.schedule}>
        {games.map(({ game, drawsAt }) => (
          <li key={game.nodeId}>
            <time dateTime={isoDateTime(drawsAt, VIETNAM_UTC_OFFSET_MIN)}>
              {formatTimeOfDay(drawsAt, VIETNAM_UTC_OFFSET_MIN)} ({formatUtcOffset(VIETNAM_UTC_OFFSET_MIN)})
            </time>{" "}
            {game.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The house's games of a region whose latest results are shown: its fast games, and the official
 * games drawing today (a region has a dozen provinces; today's two to four are the ones asked
 * about), with today's official draws.
 */
function useHouseVnGames(games: readonly Game[]) {
  const views = useQuery(lotteryGamesQuery()).data;
  // Today is Vietnam's day (GMT+7), as the times shown: at its midnight a page left open moves on
  // to the next day's draws.
  const now = useNow(60_000);
  const house = games.filter((game) => game.vassalage === VENDOR.house);
  const today: { game: Game; drawsAt: number }[] = [];
  const withResults: Game[] = [];
  for (const game of house) {
    const view = views?.find((candidate) => candidate.code === game.gameCode);
    if (!view) continue;
    if (view.official === null) {
      withResults.push(game);
      continue;
    }
    const drawsAt = drawOnDay(view, now, VIETNAM_UTC_OFFSET_MIN);
    if (drawsAt !== null) {
      withResults.push(game);
      today.push({ game, drawsAt });
    }
  }
  return { withResults, today: today.sort((a, b) => a.drawsAt - b.drawsAt) };
}

function VnRegion({
  region,
  games,
  vendorClosed,
  live,
}: {
  region: VnLotteryRegion;
  games: readonly Game[];
  vendorClosed?: boolean;
  /** Whether the page hears each draw over /ws (useLotteryLive). */
  live: boolean;
}) {
  const { t } = useTranslation();
  const { withResults, today } = useHouseVnGames(games);
  return (
    <section className={styles.section} aria-labelledby={region}>
      <h2 id={region} className={styles.heading}>
        {t(`games.vnRegions.${region}`)}
      </h2>
      <VnGames games={games} vendorClosed={vendorClosed} />
      <VnToday region={region} games={today} />
      {/* The house's own draws: their latest results, prize by prize. */}
      <Suspense fallback={null}>
        {withResults.map((game) => (
          <VnOpenedNumbers key={game.nodeId} game={game} live={live} />
        ))}
      </Suspense>
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
 * /Vnlottery: the Vietnam lottery by region (north, central, south): the house's games first (its
 * fast draws, then the official daily draws, with today's schedule), then TCG_LOTTO_VN's, and
 * the member's recent ones.
 */
export function VnLottery() {
  const { t } = useTranslation();
  const token = useMemberToken();
  const menu = useQuery(vnGameMenuQuery(useLanguage()));
  const vendor = useVnVendor();
  // One socket for the page: each house draw's result shows as it is drawn.
  const live = useLotteryLive(getMerchantCode());
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
                <VnRegion key={region} region={region} games={games} vendorClosed={vendor?.maintenance} live={live} />
              ))}
            </>
          )
        }
      </QueryState>
      <LotteryWinners />
    </>
  );
}
