import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ROUTE, ROUTES, type PageArea } from "@portal/contract/routes";
import styles from "./pages.module.css";
import { PageFrame } from "../../shared/ui/page-frame";
import type { GameCategory } from "@portal/contract/games";
import { CategoryVendors } from "../../features/games/components/category-vendors";
import { PvpRooms } from "../../features/games/components/pvp-rooms";
import { LotteryLobby } from "../../features/games/components/lottery-lobby";
import { VnLottery } from "../../features/games/components/vn-lottery";

/** Pages shown without the portal's header (spec section 2): a way back to the lobby of their own. */
const STANDALONE: ReadonlySet<PageArea> = new Set(ROUTES.filter((r) => r.layout === "none").map((r) => r.area));

function CategoryPage({ area, children }: { area: PageArea; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame area={area} title={t(`pages.${area}`)}>
      {STANDALONE.has(area) ? (
        <Link to={ROUTE.index} className={styles.back}>
          {t("games.backToLobby")}
        </Link>
      ) : null}
      {children}
    </PageFrame>
  );
}

const vendorsOf = (area: PageArea, category: GameCategory) => (
  <CategoryPage area={area}>
    <CategoryVendors category={category} />
  </CategoryPage>
);

export const LivePage = () => vendorsOf("live", "LIVE");
export const FishPage = () => vendorsOf("fish", "FISH");
export const SportsPage = () => vendorsOf("sports", "SPORTS");
export const EsportsPage = () => vendorsOf("esports", "ESPORTS");
export const PvpPage = () => (
  <CategoryPage area="pvp">
    <PvpRooms />
  </CategoryPage>
);
export const ElottPage = () => (
  <CategoryPage area="elott">
    <LotteryLobby />
  </CategoryPage>
);
export const VnLotteryPage = () => (
  <CategoryPage area="vnLottery">
    <VnLottery />
  </CategoryPage>
);
