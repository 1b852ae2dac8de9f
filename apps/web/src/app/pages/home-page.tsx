import { useTranslation } from "react-i18next";
import { PageFrame } from "../../shared/ui/page-frame";
import { SkeletonCards } from "../../shared/ui/skeleton";
import { BannerCarousel } from "../../features/announcements/components/banner-carousel";
import { HomeNotice } from "../../features/announcements/components/home-notice";
import { useAnnouncements } from "../../features/announcements/hooks/use-announcements";
import { VendorLanes } from "../../features/games/components/vendor-lanes";
import { HotGames, MemberGameLanes } from "../../features/games/components/hot-games";
import { useHotGames, useVendorLanes } from "../../features/games/hooks/use-games";
import { useFavourites, useRecentGames } from "../../features/games/hooks/use-member-games";

/**
 * /index (and /register, /register.html): banners, the home notice, a member's recent and
 * favourite games, vendor lanes, hot games. Every call starts at once, but a lane shows only once
 * everything above it is in place: the home notice (and a member's own lanes) arriving after the
 * vendor lanes would push the tiles down under a finger about to tap one (layout shift).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const above = [useAnnouncements(), useRecentGames(), useFavourites()];
  const lanes = useVendorLanes();
  useHotGames();
  // isLoading, not isPending: a visitor's member lanes are disabled queries, pending for good.
  const aboveInPlace = above.every((query) => !query.isLoading);
  return (
    <PageFrame area="index" title={t("pages.index")} hideTitle>
      <BannerCarousel />
      <HomeNotice />
      {aboveInPlace ? (
        <>
          <MemberGameLanes />
          <VendorLanes />
          {lanes.isLoading ? null : <HotGames />}
        </>
      ) : (
        <SkeletonCards count={4} label={t("common.loading")} />
      )}
    </PageFrame>
  );
}
